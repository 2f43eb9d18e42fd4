import { and, asc, count, desc, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { todayIso } from '@domain/periods';
import { pageOffset, type Paged } from '@domain/schemas/list-query';
import type { DocumentCategory } from '@domain/schemas/documents';
import {
  REQUEST_NOT_FOUND,
  REQUEST_REMINDER_STEPS,
  isOverdue,
  reminderStepOn,
  type ItemStatus,
  type RequestItemFields,
  type RequestListQuery,
  type RequestStatus,
  type createRequestSchema,
  type requestDraftSchema,
} from '@domain/schemas/requests';
import { scopeFor, type Actor } from '../../platform/actor';
import type { AppContext } from '../../platform/context';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { clients, documentRequests, requestFiles, requestItems, requestReminders } from '../../platform/db/schema';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { logActivity } from '../activity/activity.service';
import { CLIENT_NOT_FOUND } from '@domain/schemas/clients';
import { notifyClientLogins, missingOf } from './request-notices';
import { templateItems } from './templates.service';

const NOT_APPROVED = 'Il cliente non è ancora approvato: approvalo prima di chiedergli dei documenti.';

/** A request's writes by staff (create, edit while a draft, send, delete) and its reads for everyone who may see it. */

export interface RequestSummary {
  id: string;
  title: string;
  clientId: string;
  companyName: string;
  dueDate: string;
  status: RequestStatus;
  overdue: boolean;
  itemCount: number;
  acceptedCount: number;
  /** Items uploaded and waiting for staff. */
  submittedCount: number;
  /** Items still to upload or to redo. */
  missingCount: number;
  createdAt: string;
  sentAt: string | null;
}

export interface RequestFileView {
  id: string;
  fileName: string;
  fileSize: number;
  contentType: string;
  createdAt: string;
  /** Set once the item was accepted: the client's document the file became. */
  documentId: string | null;
  /** Sent back by staff with the item: kept for the record, never accepted. */
  rejected: boolean;
  /** Whether the caller can open it: not an accepted file that became a private document, for a client. */
  readable: boolean;
}

export interface RequestItemView extends RequestItemFields {
  id: string;
  status: ItemStatus;
  answer: string | null;
  rejectionReason: string | null;
  reviewedAt: string | null;
  /** The item's last change: staff send it back with their decision, which is refused if the item changed since. */
  updatedAt: string;
  files: RequestFileView[];
}

export interface RequestDetail extends RequestSummary {
  completedAt: string | null;
  remindedAt: string | null;
  /** Staff may send a reminder by hand: the request is open and none was sent by hand today. */
  canRemind: boolean;
  items: RequestItemView[];
}

/** Whose requests a caller sees: staff every client's, a role user their own clients' once sent. */
function visibility(actor: Actor): SQL | undefined {
  if (scopeFor(actor, 'read:document-requests') === 'any') return undefined;
  return and(ne(documentRequests.status, 'draft'), or(eq(clients.userId, actor.id), eq(clients.linkedUserId, actor.id)));
}

const counts = {
  itemCount: sql<number>`(select count(*)::int from ${requestItems} i where i.request_id = ${documentRequests.id})`,
  acceptedCount: sql<number>`(select count(*)::int from ${requestItems} i where i.request_id = ${documentRequests.id} and i.status = 'accepted')`,
  submittedCount: sql<number>`(select count(*)::int from ${requestItems} i where i.request_id = ${documentRequests.id} and i.status = 'submitted')`,
  missingCount: sql<number>`(select count(*)::int from ${requestItems} i where i.request_id = ${documentRequests.id} and i.status in ('pending', 'rejected'))`,
};

const summaryColumns = {
  id: documentRequests.id,
  title: documentRequests.title,
  clientId: documentRequests.clientId,
  companyName: clients.companyName,
  dueDate: documentRequests.dueDate,
  status: documentRequests.status,
  createdAt: documentRequests.createdAt,
  sentAt: documentRequests.sentAt,
  ...counts,
};

/** A summary as the database gives it: instants as dates, overdue not yet worked out. */
type SummaryRow = Omit<RequestSummary, 'overdue' | 'createdAt' | 'sentAt'> & { createdAt: Date; sentAt: Date | null };

function toSummary(r: SummaryRow, today: string): RequestSummary {
  return {
    id: r.id,
    title: r.title,
    clientId: r.clientId,
    companyName: r.companyName,
    dueDate: r.dueDate,
    status: r.status,
    overdue: isOverdue(r, today),
    itemCount: r.itemCount,
    acceptedCount: r.acceptedCount,
    submittedCount: r.submittedCount,
    missingCount: r.missingCount,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  };
}

const SORTS = {
  dueDate: documentRequests.dueDate,
  title: documentRequests.title,
  client: clients.companyName,
  createdAt: documentRequests.createdAt,
} as const;

export async function listRequests(db: Db, actor: Actor, query: RequestListQuery): Promise<Paged<RequestSummary>> {
  const today = todayIso();
  const status: Record<RequestListQuery['status'], SQL | undefined> = {
    open: eq(documentRequests.status, 'open'),
    overdue: and(eq(documentRequests.status, 'open'), lt(documentRequests.dueDate, today)),
    // Open and waiting for the client (an item to upload or to redo), or for staff (an item in review).
    missing: and(eq(documentRequests.status, 'open'), sql`exists (select 1 from ${requestItems} i where i.request_id = ${documentRequests.id} and i.status in ('pending', 'rejected'))`),
    review: and(eq(documentRequests.status, 'open'), sql`exists (select 1 from ${requestItems} i where i.request_id = ${documentRequests.id} and i.status = 'submitted')`),
    draft: eq(documentRequests.status, 'draft'),
    completed: eq(documentRequests.status, 'completed'),
    all: undefined,
  };
  const where = and(visibility(actor), status[query.status], query.clientId ? eq(documentRequests.clientId, query.clientId) : undefined);
  const direction = query.dir === 'desc' ? desc : asc;
  const order = query.sort ? [direction(SORTS[query.sort]), asc(documentRequests.id)] : [asc(documentRequests.dueDate), asc(documentRequests.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(documentRequests)
      .innerJoin(clients, eq(clients.id, documentRequests.clientId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(documentRequests).innerJoin(clients, eq(clients.id, documentRequests.clientId)).where(where),
  ]);
  return { items: rows.map((r) => toSummary(r, today)), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** A request the actor may see, with its client's logins; 404 otherwise (someone else's answers like a missing one). */
export async function visibleRequest(db: DbOrTx, actor: Actor, id: string, lock = false) {
  const query = db
    .select({ ...summaryColumns, userId: clients.userId, linkedUserId: clients.linkedUserId, completedAt: documentRequests.completedAt, remindedAt: documentRequests.remindedAt })
    .from(documentRequests)
    .innerJoin(clients, eq(clients.id, documentRequests.clientId))
    .where(and(eq(documentRequests.id, id), visibility(actor)))
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: documentRequests }) : query);
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return row;
}

/** Whether a reminder by hand was already sent on the firm's `today`. */
function remindedToday(remindedAt: Date | null, today: string): boolean {
  return remindedAt !== null && todayIso(remindedAt) === today;
}

export async function getRequest(db: DbOrTx, actor: Actor, id: string): Promise<RequestDetail> {
  const row = await visibleRequest(db, actor, id);
  const today = todayIso();
  const items = await db.select().from(requestItems).where(eq(requestItems.requestId, id)).orderBy(asc(requestItems.position));
  const files = items.length
    ? await db
        .select()
        .from(requestFiles)
        .where(inArray(requestFiles.itemId, items.map((i) => i.id)))
        .orderBy(asc(requestFiles.createdAt))
    : [];
  const staff = scopeFor(actor, 'read:document-requests') === 'any';
  return {
    ...toSummary(row, today),
    completedAt: row.completedAt?.toISOString() ?? null,
    remindedAt: row.remindedAt?.toISOString() ?? null,
    canRemind: staff && row.status === 'open' && row.missingCount > 0 && !remindedToday(row.remindedAt, today),
    items: items.map((i) => ({
      id: i.id,
      name: i.name,
      description: i.description,
      requiresFile: i.requiresFile,
      maxFiles: i.maxFiles,
      accessLevel: i.accessLevel,
      category: i.category as DocumentCategory,
      status: i.status,
      answer: i.answer,
      rejectionReason: i.rejectionReason,
      reviewedAt: i.reviewedAt?.toISOString() ?? null,
      updatedAt: i.updatedAt.toISOString(),
      files: files
        .filter((f) => f.itemId === i.id)
        // A private document is staff's only: its link is not the client's to follow.
        .map((f) => ({
          id: f.id,
          fileName: f.fileName,
          fileSize: f.fileSize,
          contentType: f.contentType,
          createdAt: f.createdAt.toISOString(),
          documentId: staff || i.accessLevel === 'shared' ? f.documentId : null,
          rejected: f.rejectedAt !== null,
          readable: f.fileKey !== null || (f.documentId !== null && (staff || i.accessLevel === 'shared')),
        })),
    })),
  };
}

async function writeItems(tx: Tx, requestId: string, items: readonly RequestItemFields[]) {
  await tx.delete(requestItems).where(eq(requestItems.requestId, requestId));
  if (items.length) await tx.insert(requestItems).values(items.map((item, position) => ({ ...item, requestId, position })));
}

/** A new draft for a client: its items given, or copied from a template. */
export async function createRequest(db: Db, actor: Actor, input: z.output<typeof createRequestSchema> & { templateId?: string }): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [client] = await tx.select({ id: clients.id, companyName: clients.companyName, approvalStatus: clients.approvalStatus }).from(clients).where(eq(clients.id, input.clientId));
    if (!client) throw badRequest(CLIENT_NOT_FOUND, { clientId: CLIENT_NOT_FOUND });
    if (client.approvalStatus !== 'approved') throw badRequest(NOT_APPROVED, { clientId: NOT_APPROVED });
    // A template named with items of its own must still exist: its items are the ones given.
    if (input.templateId && input.items.length > 0) await templateItems(tx, input.templateId);
    const items = input.items.length === 0 && input.templateId ? await templateItems(tx, input.templateId) : input.items;
    const [row] = await tx
      .insert(documentRequests)
      .values({ clientId: client.id, title: input.title, dueDate: input.dueDate, templateId: input.templateId ?? null, createdBy: actor.id })
      .returning({ id: documentRequests.id });
    await writeItems(tx, row!.id, items);
    await logActivity(tx, actor, 'Creazione Richiesta Documenti', `Richiesta "${input.title}" (${items.length} voci) preparata per ${client.companyName}`);
    return { id: row!.id };
  });
}

/** A draft's title, due date and items (added, removed, reordered: the list is saved whole). */
export async function updateDraft(db: Db, actor: Actor, id: string, input: z.output<typeof requestDraftSchema>): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const request = await visibleRequest(tx, actor, id, true);
    if (request.status !== 'draft') throw conflict('La richiesta è già stata inviata: le sue voci non si possono più modificare.');
    await tx.update(documentRequests).set({ title: input.title, dueDate: input.dueDate }).where(eq(documentRequests.id, id));
    await writeItems(tx, id, input.items);
    await logActivity(tx, actor, 'Modifica Richiesta Documenti', `Richiesta "${input.title}" per ${request.companyName} modificata`);
    return { id };
  });
}

/** Sends a draft: it opens for the client, whose logins are told by e-mail (through the queue, in the same transaction). */
export async function sendRequest(ctx: Pick<AppContext, 'db' | 'jobs' | 'env'>, actor: Actor, id: string): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    const request = await visibleRequest(tx, actor, id, true);
    if (request.status !== 'draft') throw conflict('La richiesta è già stata inviata.');
    if (request.itemCount === 0) throw new AppError(400, 'VALIDATION', 'Aggiungi almeno una voce prima di inviare la richiesta.', { items: 'Aggiungi almeno una voce' });
    if (request.dueDate < todayIso()) throw new AppError(400, 'VALIDATION', 'La data di scadenza è già passata: scegline una futura.', { dueDate: 'La data di scadenza è già passata' });
    await tx.update(documentRequests).set({ status: 'open', sentAt: new Date() }).where(eq(documentRequests.id, id));
    // A request sent within a week of its due date: the reminder steps already reached are this e-mail.
    const reached = reminderStepOn(request.dueDate, todayIso());
    if (reached) {
      const steps = REQUEST_REMINDER_STEPS.slice(0, REQUEST_REMINDER_STEPS.indexOf(reached) + 1);
      await tx.insert(requestReminders).values(steps.map((step) => ({ requestId: id, step, dueDate: request.dueDate }))).onConflictDoNothing();
    }
    const missing = await missingOf(tx, ctx.env, [id]);
    const notified = await notifyClientLogins(tx, ctx, request, (login) => ({ kind: 'sent', request: missing[0]!, login }));
    await logActivity(tx, actor, 'Invio Richiesta Documenti', `Richiesta "${request.title}" inviata a ${request.companyName} (${notified} destinatari)`);
    return { id };
  });
}

/** Deletes a request with its items and the files not yet accepted (accepted ones are the client's documents and stay). */
export async function deleteRequest(db: Db, actor: Actor, id: string): Promise<{ deleted: number }> {
  return db.transaction(async (tx) => {
    const request = await visibleRequest(tx, actor, id, true);
    await tx.delete(documentRequests).where(eq(documentRequests.id, id));
    await logActivity(tx, actor, 'Eliminazione Richiesta Documenti', `Richiesta "${request.title}" per ${request.companyName} eliminata`);
    return { deleted: 1 };
  });
}

/** A reminder sent by staff now, at most one a day per request: the client's logins get what is still missing. */
export async function remindNow(ctx: Pick<AppContext, 'db' | 'jobs' | 'env'>, actor: Actor, id: string): Promise<{ remindedAt: string }> {
  return ctx.db.transaction(async (tx) => {
    const request = await visibleRequest(tx, actor, id, true);
    if (request.status !== 'open') throw conflict('Si può sollecitare solo una richiesta inviata e non ancora completata.');
    const today = todayIso();
    if (remindedToday(request.remindedAt, today)) throw new AppError(429, 'ALREADY_REMINDED', 'Un promemoria per questa richiesta è già stato inviato oggi: riprova domani.');
    const missing = await missingOf(tx, ctx.env, [id]);
    if (missing.length === 0) throw conflict("Il cliente ha già caricato tutto: non c'è nulla da sollecitare.");
    const notified = await notifyClientLogins(tx, ctx, request, (login) => ({ kind: 'reminder', requests: missing, overdue: isOverdue(request, today), login }));
    if (notified === 0) throw conflict('Il cliente non ha un accesso con email confermata: nessun promemoria inviato.');
    const now = new Date();
    await tx.update(documentRequests).set({ remindedAt: now }).where(eq(documentRequests.id, id));
    await logActivity(tx, actor, 'Sollecito Richiesta Documenti', `Promemoria per "${request.title}" inviato a ${request.companyName}`);
    return { remindedAt: now.toISOString() };
  });
}
