import { and, asc, count, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { formatInstantDayIt } from '@domain/time';
import { DEFAULT_TIMEZONE } from '@domain/profile';
import type { DocumentCategory } from '@domain/schemas/documents';
import { ITEM_CHANGED_MESSAGE, ITEM_NOT_FOUND, acceptedDocumentTitle, itemIsAnswered, itemIsOpen, maxFilesMessage } from '@domain/schemas/requests';
import type { Actor } from '../../platform/actor';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { documentRequests, requestFiles, requestItems } from '../../platform/db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { ReceivedFile } from '../../platform/files/upload';
import type { FileKind } from '../../platform/files/sniff';
import { discardUpload } from '../../platform/files/tracking';
import { logActivity } from '../activity/activity.service';
import { attachAcceptedDeclaration, copyDeclaration } from '../aml/engagements.service';
import { insertDocument, storedPdfText } from '../documents/document-writes.service';
import { openDocumentFile } from '../documents/documents.service';
import { missingOf, notifyClientLogins } from './request-notices';
import { visibleRequest } from './requests.service';

/** One item's life: the client's files and answer, then staff's accept or send back. */

const FILE_NOT_FOUND = 'File non trovato';
const KIND_OF: Record<string, FileKind> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpeg', 'image/png': 'png' };
const ACCEPTED_READ_ONLY = 'Questa voce è già stata accettata: non si può più modificare.';
const NOT_OPEN = 'La richiesta non è aperta: la voce non si può modificare.';

/**
 * The item, locked, with its request as the actor may see it (404 otherwise). The request is
 * locked first, then the item: the order every write on a request takes, so two never wait on each other.
 */
async function lockedItem(tx: Tx, actor: Actor, itemId: string) {
  const [peek] = await tx.select({ requestId: requestItems.requestId }).from(requestItems).where(eq(requestItems.id, itemId)).limit(1);
  if (!peek) throw notFound(ITEM_NOT_FOUND);
  const request = await visibleRequest(tx, actor, peek.requestId, true).catch((err: unknown) => {
    throw err instanceof AppError && err.status === 404 ? notFound(ITEM_NOT_FOUND) : err;
  });
  const [item] = await tx.select().from(requestItems).where(eq(requestItems.id, itemId)).for('update').limit(1);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  return { item, request };
}

/** A change a client (or staff on their behalf) makes to an item: only while it is open. */
async function openItem(tx: Tx, actor: Actor, itemId: string) {
  const found = await lockedItem(tx, actor, itemId);
  if (found.item.status === 'accepted') throw conflict(ACCEPTED_READ_ONLY);
  if (!itemIsOpen(found.request, found.item)) throw conflict(NOT_OPEN);
  return found;
}

/** The files of an item that count: stored in the request and not sent back by staff. */
const liveFiles = (itemId: string) => and(eq(requestFiles.itemId, itemId), isNotNull(requestFiles.fileKey), isNull(requestFiles.rejectedAt));

async function fileCount(tx: DbOrTx, itemId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(requestFiles).where(liveFiles(itemId));
  return row?.n ?? 0;
}

/**
 * After a client's change: 'submitted' when the item holds what it needs. An item staff sent
 * back goes to review again only with something new (a file, or a changed answer), and falls
 * back to 'rejected' when what was new is removed; otherwise it waits ('pending').
 */
async function settleStatus(tx: Tx, item: typeof requestItems.$inferSelect, answer: string | null) {
  const files = await fileCount(tx, item.id);
  const answered = itemIsAnswered({ requiresFile: item.requiresFile, fileCount: files, answer });
  const returned = item.rejectionReason !== null;
  const somethingNew = item.status === 'submitted' || files > 0 || answer !== item.answer;
  const status = !answered ? (returned ? 'rejected' : 'pending') : returned && !somethingNew ? 'rejected' : 'submitted';
  await tx.update(requestItems).set({ status, answer, updatedAt: new Date() }).where(eq(requestItems.id, item.id));
}

/** Staff decide on what they saw: the item must be in review and unchanged since (its last change, `seen`). */
function assertReviewable(item: typeof requestItems.$inferSelect, request: { status: string }, seen: string) {
  if (item.status === 'accepted') throw conflict('Questa voce è già stata accettata.');
  if (request.status !== 'open') throw conflict('La richiesta non è aperta.');
  if (item.updatedAt.toISOString() !== seen) throw conflict(ITEM_CHANGED_MESSAGE);
  if (item.status !== 'submitted') throw conflict('Questa voce non è in verifica: il cliente non ha ancora caricato niente di nuovo.');
}

/**
 * Saves a file already streamed into storage into an item: a slot of one file is
 * replaced, a fuller slot refuses more. On any failure the stored file is removed.
 */
export async function addItemFile(ctx: Pick<AppContext, 'db' | 'storage'>, actor: Actor, itemId: string, file: ReceivedFile) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const { item, request } = await openItem(tx, actor, itemId);
      const held = await tx
        .select({ id: requestFiles.id, fileName: requestFiles.fileName })
        .from(requestFiles)
        .where(liveFiles(itemId))
        .orderBy(asc(requestFiles.createdAt));
      let replaced: string | null = null;
      if (held.length >= item.maxFiles) {
        if (item.maxFiles !== 1) throw conflict(maxFilesMessage(item.maxFiles));
        await tx.delete(requestFiles).where(eq(requestFiles.id, held[0]!.id));
        replaced = held[0]!.fileName;
      }
      const [row] = await tx
        .insert(requestFiles)
        .values({ itemId, fileKey: file.key, fileName: file.fileName, fileSize: file.size, contentType: file.contentType, uploadedBy: actor.id })
        .returning({ id: requestFiles.id });
      await settleStatus(tx, item, item.answer);
      const what = replaced ? `sostituito "${replaced}" con "${file.fileName}"` : `caricato "${file.fileName}"`;
      await logActivity(tx, actor, 'Caricamento File Richiesto', `${request.companyName}, "${request.title}", voce "${item.name}": ${what}`);
      return { id: row!.id };
    });
  } catch (err) {
    await discardUpload(ctx, file.key);
    throw err;
  }
}

/** Removes a file from an item that is not accepted yet; the stored bytes are released with the row. */
export async function removeItemFile(ctx: Pick<AppContext, 'db'>, actor: Actor, fileId: string): Promise<{ deleted: number }> {
  return ctx.db.transaction(async (tx) => {
    const [peek] = await tx.select({ itemId: requestFiles.itemId }).from(requestFiles).where(eq(requestFiles.id, fileId)).limit(1);
    if (!peek) throw notFound(FILE_NOT_FOUND);
    const { item, request } = await openItem(tx, actor, peek.itemId).catch((err: unknown) => {
      throw err instanceof AppError && err.status === 404 ? notFound(FILE_NOT_FOUND) : err;
    });
    // Read again under the item's lock: a replacement may have taken it meanwhile.
    const [file] = await tx.delete(requestFiles).where(eq(requestFiles.id, fileId)).returning({ fileName: requestFiles.fileName });
    if (!file) throw notFound(FILE_NOT_FOUND);
    await settleStatus(tx, item, item.answer);
    await logActivity(tx, actor, 'Rimozione File Richiesto', `${request.companyName}, "${request.title}", voce "${item.name}": rimosso "${file.fileName}"`);
    return { deleted: 1 };
  });
}

/** The client's written answer to an item (enough on its own when the item does not require a file). */
export async function answerItem(ctx: Pick<AppContext, 'db'>, actor: Actor, itemId: string, answer: string): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    const { item, request } = await openItem(tx, actor, itemId);
    await settleStatus(tx, item, answer.trim() || null);
    await logActivity(tx, actor, 'Risposta Richiesta Documenti', `${request.companyName}, "${request.title}", voce "${item.name}": risposta ${answer.trim() ? 'salvata' : 'rimossa'}`);
    return { id: itemId };
  });
}

/**
 * A request file's bytes: staff, or the client's own logins. An accepted file is its document's
 * now, read through the documents' own check (a private document is staff's only).
 */
export async function openRequestFile(ctx: Pick<AppContext, 'db' | 'storage'>, actor: Actor, fileId: string) {
  const [file] = await ctx.db
    .select({ key: requestFiles.fileKey, fileName: requestFiles.fileName, contentType: requestFiles.contentType, requestId: requestItems.requestId, documentId: requestFiles.documentId })
    .from(requestFiles)
    .innerJoin(requestItems, eq(requestItems.id, requestFiles.itemId))
    .where(eq(requestFiles.id, fileId))
    .limit(1);
  if (!file) throw notFound(FILE_NOT_FOUND);
  await visibleRequest(ctx.db, actor, file.requestId).catch((err: unknown) => {
    throw err instanceof AppError && err.status === 404 ? notFound(FILE_NOT_FOUND) : err;
  });
  if (!file.key) {
    if (!file.documentId) throw notFound(FILE_NOT_FOUND);
    return openDocumentFile(ctx, actor, file.documentId).catch((err: unknown) => {
      throw err instanceof AppError && err.status === 404 ? notFound(FILE_NOT_FOUND) : err;
    });
  }
  const stored = await ctx.storage.get(file.key);
  if (!stored) throw notFound('Il file non è disponibile.');
  return { ...stored, fileName: file.fileName, contentType: file.contentType };
}

/**
 * Accepts an item: each of its files becomes a document of the client (private or shared,
 * in the item's category, named after the item and the day) in one transaction with the
 * item's status; the request is complete when every item is accepted.
 */
export async function acceptItem(ctx: Pick<AppContext, 'db' | 'storage'>, actor: Actor, itemId: string, seen: string): Promise<{ requestStatus: string }> {
  // The PDFs' text for the documents' search, and the copy of a client's AML declaration, are made before the transaction: they may take a while.
  const [peek] = await ctx.db.select({ requestId: requestItems.requestId }).from(requestItems).where(eq(requestItems.id, itemId));
  if (!peek) throw notFound(ITEM_NOT_FOUND);
  const pending = await ctx.db.select().from(requestFiles).where(liveFiles(itemId));
  const texts = new Map<string, string | null>();
  for (const f of pending) texts.set(f.id, f.contentType === 'application/pdf' ? await storedPdfText(ctx.storage, f.fileKey!) : null);
  const declaration = await copyDeclaration(ctx, peek.requestId, pending);

  let attached = false;
  let accepted: { requestStatus: string };
  try {
    accepted = await ctx.db.transaction(async (tx) => {
      const { item, request } = await lockedItem(tx, actor, itemId);
      assertReviewable(item, request, seen);
      const files = await tx.select().from(requestFiles).where(liveFiles(itemId)).orderBy(asc(requestFiles.createdAt));
      if (!itemIsAnswered({ requiresFile: item.requiresFile, fileCount: files.length, answer: item.answer })) {
        throw conflict(item.requiresFile ? 'Il cliente non ha ancora caricato un file per questa voce.' : 'Il cliente non ha ancora risposto a questa voce.');
      }
      const day = formatInstantDayIt(new Date(), actor.timeZone ?? DEFAULT_TIMEZONE);
      for (const [index, f] of files.entries()) {
        const key = f.fileKey!;
        // The file leaves the request (which releases its key) before the document takes it (which settles it again).
        await tx.update(requestFiles).set({ fileKey: null }).where(eq(requestFiles.id, f.id));
        const documentId = await insertDocument(tx, actor, {
          file: { key, size: f.fileSize, fileName: f.fileName, contentType: f.contentType, kind: KIND_OF[f.contentType] ?? 'pdf', fields: {} },
          fields: { clientId: request.clientId, title: acceptedDocumentTitle(item.name, day, index, files.length), description: item.description || null, accessLevel: item.accessLevel, category: item.category as DocumentCategory },
          client: { id: request.clientId, companyName: request.companyName },
          contentText: texts.get(f.id) ?? null,
        });
        await tx.update(requestFiles).set({ documentId }).where(eq(requestFiles.id, f.id));
        // A client's declaration asked for an AML file: its copy goes into the file too.
        if (declaration?.requestFileId === f.id) {
          attached = await attachAcceptedDeclaration(tx, actor, request.id, declaration.copy, { fileName: f.fileName, contentType: f.contentType, documentId });
        }
      }
      await tx.update(requestItems).set({ status: 'accepted', rejectionReason: null, reviewedBy: actor.id, reviewedAt: new Date(), updatedAt: new Date() }).where(eq(requestItems.id, itemId));
      const [left] = await tx.select({ n: count() }).from(requestItems).where(and(eq(requestItems.requestId, request.id), ne(requestItems.status, 'accepted')));
      const complete = (left?.n ?? 0) === 0;
      if (complete) await tx.update(documentRequests).set({ status: 'completed', completedAt: new Date() }).where(eq(documentRequests.id, request.id));
      await logActivity(tx, actor, 'Accettazione File Richiesto', `${request.companyName}, "${request.title}", voce "${item.name}" accettata (${files.length} file archiviati)${complete ? ': richiesta completata' : ''}`);
      return { requestStatus: complete ? 'completed' : 'open' };
    });
  } catch (err) {
    if (declaration) await discardUpload(ctx, declaration.copy.key).catch(() => {});
    throw err;
  }
  // The engagement got its declaration meanwhile: this copy is not needed (the sweep would remove it later).
  if (declaration && !attached) await discardUpload(ctx, declaration.copy.key).catch(() => {});
  return accepted;
}

/**
 * Sends an item back with a reason the client sees on the item and receives by e-mail. The files
 * in it are marked as sent back: kept for the record, never accepted; the client uploads anew.
 */
export async function rejectItem(ctx: Pick<AppContext, 'db' | 'jobs' | 'env'>, actor: Actor, itemId: string, seen: string, reason: string): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    const { item, request } = await lockedItem(tx, actor, itemId);
    assertReviewable(item, request, seen);
    const now = new Date();
    await tx.update(requestFiles).set({ rejectedAt: now }).where(liveFiles(itemId));
    await tx.update(requestItems).set({ status: 'rejected', rejectionReason: reason, reviewedBy: actor.id, reviewedAt: now, updatedAt: now }).where(eq(requestItems.id, itemId));
    const [missing] = await missingOf(tx, ctx.env, [request.id]);
    await notifyClientLogins(tx, ctx, request, (login) => ({ kind: 'rejected', request: missing!, item: item.name, reason, login }));
    await logActivity(tx, actor, 'Rifiuto File Richiesto', `${request.companyName}, "${request.title}", voce "${item.name}" da rifare: ${reason}`);
    return { id: itemId };
  });
}
