import { z } from '../zod';
import { countOf } from '../plural';
import { pageFields, searchField, sortFields } from './list-query';

/** Document categories (spec part 2 section 3). */
export const DOCUMENT_CATEGORIES = ['Documenti Pubblici', 'Guide', 'Policy', 'Templates', 'Report', 'Altri'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const ACCESS_LEVELS = ['private', 'shared'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** Clients listed beside the documents, per page. */
export const DOCUMENT_CLIENTS_PAGE_SIZE = 20;
/** Documents listed per page. */
export const DOCUMENTS_PAGE_SIZE = 50;
/** A search lists at most this many documents, the newest; the page says when more match. */
export const SEARCH_RESULT_LIMIT = 200;
export const moreThanLimitNotice = `Più di ${SEARCH_RESULT_LIMIT} documenti corrispondono alla ricerca: sono mostrati i ${SEARCH_RESULT_LIMIT} più recenti. Affina la ricerca per trovare gli altri.`;
/** Documents deleted at once, at most. */
export const BULK_DELETE_MAX = 500;

export const MAX_TITLE_LENGTH = 200;

/** The spec's drag-and-drop messages (part 2 section 5). */
export const ONLY_PDF_MESSAGE = 'Solo file PDF sono supportati';
export const SELECT_CLIENT_FIRST_TITLE = 'Attenzione';
export const SELECT_CLIENT_FIRST_MESSAGE = 'Seleziona prima un cliente per caricare i documenti';

/** The bulk-delete confirmation (part 2 section 5), its 'documento/i' in the count's own number. */
export function bulkDeleteConfirmation(count: number): string {
  return `Sei sicuro di voler eliminare ${countOf(count, ['documento', 'documenti'])}? Questa azione non può essere annullata.`;
}

const id = (message: string) => z.string({ error: message }).trim().uuid(message);

export const documentTitleSchema = z
  .string({ error: 'Il titolo è obbligatorio' })
  .trim()
  .min(1, 'Il titolo è obbligatorio')
  .max(MAX_TITLE_LENGTH, `Il titolo è troppo lungo (massimo ${MAX_TITLE_LENGTH} caratteri)`);

/** The text fields sent with an uploaded PDF (multipart). */
export const documentUploadFieldsSchema = z.object({
  clientId: id('Seleziona un cliente'),
  title: documentTitleSchema,
  description: z
    .string()
    .trim()
    .max(2000, 'La descrizione è troppo lunga (massimo 2000 caratteri)')
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  accessLevel: z.enum(ACCESS_LEVELS, { error: 'Livello di accesso non valido' }),
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'Seleziona una categoria valida' }).default('Altri'),
});
export type DocumentUploadFields = z.input<typeof documentUploadFieldsSchema>;

/** The upload dialog's form: the fields the person fills in, plus the file. */
export const documentUploadFormSchema = z.object({
  title: documentTitleSchema,
  description: z.string().trim().max(2000, 'La descrizione è troppo lunga (massimo 2000 caratteri)'),
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'Seleziona una categoria valida' }),
  file: z
    .custom<File>((v) => typeof Blob !== 'undefined' && v instanceof Blob, 'Seleziona un file PDF')
    .refine((f) => isPdfName(f.name) || f.type === 'application/pdf', ONLY_PDF_MESSAGE),
});
export type DocumentUploadForm = z.infer<typeof documentUploadFormSchema>;

/** A first check in the browser; the server decides by the file's bytes. */
export function isPdfName(name: string): boolean {
  return /\.pdf$/i.test(name.trim());
}

export const renameDocumentSchema = z.object({ title: documentTitleSchema });
export type RenameDocumentInput = z.infer<typeof renameDocumentSchema>;

export const bulkDeleteDocumentsSchema = z.object({
  ids: z
    .array(id('Documento non valido'), { error: 'Seleziona almeno un documento' })
    .min(1, 'Seleziona almeno un documento')
    .max(BULK_DELETE_MAX, `Puoi eliminare al massimo ${BULK_DELETE_MAX} documenti alla volta`),
});

export const documentClientsQuerySchema = z.object({
  /** Matches the company or the responsible person. */
  q: searchField,
  ...pageFields(DOCUMENT_CLIENTS_PAGE_SIZE),
});
export type DocumentClientsQuery = z.output<typeof documentClientsQuerySchema>;

/** The columns the document list can be sorted by; without one, newest first. */
export const DOCUMENT_SORT_COLUMNS = ['title', 'category', 'fileSize', 'createdAt'] as const;
export type DocumentSortColumn = (typeof DOCUMENT_SORT_COLUMNS)[number];

const documentFilterFields = {
  clientId: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().uuid('Cliente non valido').optional()),
  /** The title or the PDF's text. */
  q: searchField,
  ...sortFields(DOCUMENT_SORT_COLUMNS),
};
const clientOrSearch = (q: { clientId?: string | undefined; q?: string | undefined }) => Boolean(q.clientId || q.q);
const clientOrSearchMessage = { message: 'Seleziona un cliente', path: ['clientId'] };

/**
 * The documents of one client, or, with a search and no client, the matching
 * documents of every client the caller may see.
 */
export const documentListQuerySchema = z
  .object({ ...documentFilterFields, ...pageFields(DOCUMENTS_PAGE_SIZE) })
  .refine(clientOrSearch, clientOrSearchMessage);
export type DocumentListQuery = z.output<typeof documentListQuerySchema>;

/** The same documents as the list, every page of them, for the CSV export. */
export const documentExportQuerySchema = z.object(documentFilterFields).refine(clientOrSearch, clientOrSearchMessage);
export type DocumentExportQuery = z.output<typeof documentExportQuerySchema>;

export const fileDispositionQuerySchema = z.object({
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
});
