import type { AccessLevel, DocumentCategory } from '@domain/schemas/documents';
import type { RequestItemFields } from '@domain/schemas/requests';

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
