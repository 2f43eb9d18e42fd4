import { z } from '../zod';
import { addDays } from '../periods';
import { ACCESS_LEVELS, DOCUMENT_CATEGORIES, type AccessLevel, type DocumentCategory } from './documents';
import { pageFields, sortFields } from './list-query';
import { isoDateSchema } from './money';

/**
 * Document requests: the firm asks a client for a checklist of items (a passport, a proof
 * of address…); the client uploads into each item's slot, staff accept or send it back.
 */

export const REQUEST_STATUSES = ['draft', 'open', 'completed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = { draft: 'Bozza', open: 'Aperta', completed: 'Completata' };

export const ITEM_STATUSES = ['pending', 'submitted', 'accepted', 'rejected'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = {
  pending: 'Da caricare',
  submitted: 'In verifica',
  accepted: 'Accettato',
  rejected: 'Da rifare',
};

/** What a client may still change: everything but an accepted item, on a request that was sent. */
export function itemIsOpen(request: { status: RequestStatus }, item: { status: ItemStatus }): boolean {
  return request.status === 'open' && item.status !== 'accepted';
}

/** Whether an item has what it needs to be sent for review: a file, or (when enough) an answer. */
export function itemIsAnswered(item: { requiresFile: boolean; fileCount: number; answer: string | null }): boolean {
  return item.fileCount > 0 || (!item.requiresFile && Boolean(item.answer?.trim()));
}

/** Overdue: sent, not complete, and its due date is before today. */
export function isOverdue(request: { status: RequestStatus; dueDate: string }, today: string): boolean {
  return request.status === 'open' && request.dueDate < today;
}

/** The file kinds a client may upload into an item: a PDF or a photo (a phone's camera gives JPEG). */
export const REQUEST_FILE_KINDS = ['pdf', 'jpeg', 'png'] as const;
export const REQUEST_FILE_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
export const WRONG_REQUEST_FILE_MESSAGE = 'Formato non supportato: carica un PDF, un JPEG o un PNG';
/** A first check in the browser; the server decides by the file's bytes. */
export function isRequestFileName(name: string, type: string): boolean {
  return /\.(pdf|jpe?g|png)$/i.test(name.trim()) || ['application/pdf', 'image/jpeg', 'image/png'].includes(type);
}

export const ITEM_CHANGED_MESSAGE = 'Il cliente ha modificato la voce nel frattempo: ricaricala e verificala di nuovo.';

export const MAX_ITEMS = 50;
export const MAX_FILES_PER_ITEM = 10;
export const maxFilesMessage = (max: number) => (max === 1 ? 'Questa voce accetta un solo file: scegline uno' : `Questa voce accetta al massimo ${max} file: eliminane uno per sostituirlo`);

/** Reminders to the client: 7 and 1 days before the due date, then weekly once overdue, at most 4 times. */
export const REQUEST_REMINDER_STEPS = ['7', '1', 'overdue-1', 'overdue-2', 'overdue-3', 'overdue-4'] as const;
export type RequestReminderStep = (typeof REQUEST_REMINDER_STEPS)[number];

/** The most urgent reminder step reached on `today` for a request due on `dueDate`, or null before the first. */
export function reminderStepOn(dueDate: string, today: string): RequestReminderStep | null {
  if (today > dueDate) {
    // Overdue from the day after the due date, then every 7 days: day 1, 8, 15, 22.
    const weeks = Math.floor((Date.parse(today) - Date.parse(addDays(dueDate, 1))) / (7 * 86_400_000));
    return `overdue-${Math.min(weeks + 1, 4)}` as RequestReminderStep;
  }
  if (today >= addDays(dueDate, -1)) return '1';
  if (today >= addDays(dueDate, -7)) return '7';
  return null;
}

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

export const requestItemSchema = z.object({
  name: z.string({ error: 'Il nome della voce è obbligatorio' }).trim().min(1, 'Il nome della voce è obbligatorio').max(200, 'Il nome è troppo lungo (massimo 200 caratteri)'),
  description: text(2000, 'La descrizione è troppo lunga (massimo 2000 caratteri)').default(''),
  /** False: a written answer is enough (files are still welcome). */
  requiresFile: z.boolean({ error: 'Indica se serve un file' }),
  maxFiles: z.coerce
    .number({ error: 'Numero di file non valido' })
    .int('Numero di file non valido')
    .min(1, 'Almeno un file')
    .max(MAX_FILES_PER_ITEM, `Al massimo ${MAX_FILES_PER_ITEM} file`),
  /** Where an accepted file goes among the client's documents. */
  accessLevel: z.enum(ACCESS_LEVELS, { error: 'Scegli dove archiviare il file' }),
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'Seleziona una categoria valida' }),
});
export type RequestItemInput = z.input<typeof requestItemSchema>;
export type RequestItemFields = z.output<typeof requestItemSchema>;

const itemsSchema = z.array(requestItemSchema).max(MAX_ITEMS, `Al massimo ${MAX_ITEMS} voci per richiesta`);
const titleSchema = z.string({ error: 'Il titolo è obbligatorio' }).trim().min(1, 'Il titolo è obbligatorio').max(200, 'Il titolo è troppo lungo (massimo 200 caratteri)');

export const templateSchema = z.object({
  name: z.string({ error: 'Il nome del modello è obbligatorio' }).trim().min(1, 'Il nome del modello è obbligatorio').max(200, 'Il nome è troppo lungo (massimo 200 caratteri)'),
  description: text(2000, 'La descrizione è troppo lunga (massimo 2000 caratteri)').default(''),
  items: itemsSchema.min(1, 'Aggiungi almeno una voce'),
});
export type TemplateInput = z.input<typeof templateSchema>;

export const templateListQuerySchema = z.object({ archived: z.enum(['true', 'false']).default('false').transform((v) => v === 'true') });

/** A draft: its items can be added, removed and reordered (the list is saved whole, in its order). */
export const requestDraftSchema = z.object({
  title: titleSchema,
  dueDate: isoDateSchema,
  items: itemsSchema,
});
export type RequestDraftInput = z.input<typeof requestDraftSchema>;

export const createRequestSchema = requestDraftSchema.extend({
  clientId: z.string({ error: 'Seleziona un cliente' }).uuid('Seleziona un cliente'),
});
export type CreateRequestInput = z.input<typeof createRequestSchema>;

/** What staff saw when they decided: the item's version (its last change); a newer one is refused. */
const seenSchema = z.string({ error: 'Ricarica la voce prima di decidere' }).min(1, 'Ricarica la voce prima di decidere');
export const acceptItemSchema = z.object({ seen: seenSchema });
export const rejectItemSchema = z.object({
  seen: seenSchema,
  reason: z.string({ error: 'Indica il motivo' }).trim().min(1, 'Indica il motivo').max(1000, 'Il motivo è troppo lungo (massimo 1000 caratteri)'),
});
export const answerItemSchema = z.object({
  answer: text(4000, 'La risposta è troppo lunga (massimo 4000 caratteri)'),
});

export const REQUESTS_PAGE_SIZE = 20;
export const REQUEST_SORT_COLUMNS = ['dueDate', 'title', 'client', 'createdAt'] as const;
export type RequestSortColumn = (typeof REQUEST_SORT_COLUMNS)[number];
export const REQUEST_FILTER_STATUSES = ['open', 'overdue', 'missing', 'review', 'draft', 'completed', 'all'] as const;
export type RequestFilterStatus = (typeof REQUEST_FILTER_STATUSES)[number];
export const REQUEST_FILTER_LABELS: Record<RequestFilterStatus, string> = {
  open: 'Aperte',
  overdue: 'Scadute',
  missing: 'Mancano documenti',
  review: 'Da verificare',
  draft: 'Bozze',
  completed: 'Completate',
  all: 'Tutte',
};

export const requestListQuerySchema = z.object({
  clientId: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().uuid('Cliente non valido').optional()),
  status: z.enum(REQUEST_FILTER_STATUSES, { error: 'Stato non valido' }).default('open'),
  ...sortFields(REQUEST_SORT_COLUMNS),
  ...pageFields(REQUESTS_PAGE_SIZE),
});
export type RequestListQuery = z.output<typeof requestListQuerySchema>;

export const requestIdParamSchema = z.object({ id: z.uuid('Richiesta non trovata') });
export const itemIdParamSchema = z.object({ itemId: z.uuid('Voce non trovata') });
export const fileIdParamSchema = z.object({ fileId: z.uuid('File non trovato') });

/** Where a request opens in the app: its page, with the request open (the e-mails link there). */
export const requestPath = (id: string) => `/documenti-richiesti?richiesta=${encodeURIComponent(id)}`;

export const REQUEST_NOT_FOUND = 'Richiesta non trovata';
export const ITEM_NOT_FOUND = 'Voce non trovata';

/** The accepted file's document title: the item's name and the day, numbered when the item held several. */
export function acceptedDocumentTitle(itemName: string, dayIt: string, index: number, count: number): string {
  return count > 1 ? `${itemName} (${index + 1} di ${count}) - ${dayIt}` : `${itemName} - ${dayIt}`;
}

/** The documents page an accepted file goes to, by the item's access level. */
export const DESTINATION_LABELS: Record<AccessLevel, string> = { private: 'Doc Privati', shared: 'Doc Condivisi' };

/** Where an item's accepted files go, as the staff read it. */
export function destinationLabel(item: { accessLevel: AccessLevel; category: DocumentCategory }): string {
  return `${DESTINATION_LABELS[item.accessLevel]} · ${item.category}`;
}
