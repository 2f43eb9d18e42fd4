import type { AccessLevel, DocumentCategory } from '@domain/schemas/documents';
import { MAX_ITEMS, type RequestItemFields } from '@domain/schemas/requests';

/** One row of the items editor: an item's fields and a key of its own, so a row keeps its inputs when moved. */
export interface ItemRow {
  key: string;
  name: string;
  description: string;
  requiresFile: boolean;
  /** NaN while the box is empty (the schema refuses it). */
  maxFiles: number;
  accessLevel: AccessLevel;
  category: DocumentCategory;
}

let nextKey = 0;
const newKey = () => `voce-${++nextKey}`;

/** A new row: a file required, one file, among the private documents, category Altri. */
export function newItemRow(): ItemRow {
  return { key: newKey(), name: '', description: '', requiresFile: true, maxFiles: 1, accessLevel: 'private', category: 'Altri' };
}

/** Rows from saved items (a template's, a draft's). */
export function itemRowsOf(items: readonly RequestItemFields[]): ItemRow[] {
  return items.map((item) => ({
    key: newKey(),
    name: item.name,
    description: item.description,
    requiresFile: item.requiresFile,
    maxFiles: item.maxFiles,
    accessLevel: item.accessLevel,
    category: item.category,
  }));
}

/** The rows as the API takes them (the schema drops the keys too; this is for sending as is). */
export function itemsOfRows(rows: readonly ItemRow[]): RequestItemFields[] {
  return rows.map(({ key: _key, ...item }) => item);
}

const ITEM_FIELDS = ['name', 'description', 'requiresFile', 'maxFiles', 'accessLevel', 'category'] as const satisfies readonly (keyof RequestItemFields)[];

/**
 * The form fields the server's messages about the items may name: the list, and each field of
 * every row it can hold ('items.2.name'), so a refusal lands on its row's field.
 */
export const ITEMS_FIELD_PATHS = ['items', ...Array.from({ length: MAX_ITEMS }, (_, row) => ITEM_FIELDS.map((field) => `items.${row}.${field}` as const)).flat()] as const;
