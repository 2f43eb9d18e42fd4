import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { documentUploadFieldsSchema, type AccessLevel, type DocumentCategory } from '@domain/schemas/documents';
import type { AppContext, Actor } from '../../platform/context';
import type { Db, DbOrTx } from '../../platform/db/client';
import { clients, documents } from '../../platform/db/schema';
import { AppError, fieldErrorsOf, notFound } from '../../platform/errors';
import type { ReceivedFile } from '../../platform/files/upload';
import type { FileStorage } from '../../platform/files/storage';
import { discardUpload } from '../../platform/files/tracking';
import { logActivity } from '../activity/activity.service';
import { extractPdfText } from './pdf-text';
import { CLIENT_NOT_FOUND, DOCUMENT_NOT_FOUND, readableDocument, toItem, type DocumentItem } from './documents.service';

/**
 * A document's writes: a new one (its file read for the text search, then stored
 * with its row in one transaction), rename and delete, each in the activity log.
 */

const ACTION = {
  upload: 'Caricamento Documento',
  rename: 'Rinomina Documento',
  delete: 'Eliminazione Documento',
} as const;

const LEVEL_LABEL: Record<AccessLevel, string> = { private: 'privato', shared: 'condiviso' };

/** The text of a stored PDF, for the documents' full-text search ('' when it has none or cannot be read). */
export async function storedPdfText(storage: FileStorage, key: string): Promise<string> {
  const file = await storage.get(key);
  if (!file) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return extractPdfText(Buffer.concat(chunks));
}

/** A PDF streamed into storage, its fields checked and its text read: ready to become a document row. */
export interface PreparedDocument {
  file: ReceivedFile;
  fields: z.output<typeof documentUploadFieldsSchema>;
  client: { id: string; companyName: string };
  contentText: string | null;
}

/** Checks the upload's fields and client and extracts the PDF's text (for the search); nothing is written. */
export async function prepareDocument(ctx: Pick<AppContext, 'db' | 'storage'>, file: ReceivedFile): Promise<PreparedDocument> {
  const parsed = documentUploadFieldsSchema.safeParse(file.fields);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    throw new AppError(400, 'VALIDATION', Object.values(fieldErrors)[0] ?? 'Dati non validi', fieldErrors);
  }
  const [client] = await ctx.db.select({ id: clients.id, companyName: clients.companyName }).from(clients).where(eq(clients.id, parsed.data.clientId)).limit(1);
  if (!client) throw new AppError(400, 'VALIDATION', CLIENT_NOT_FOUND, { clientId: CLIENT_NOT_FOUND });
  return { file, fields: parsed.data, client, contentText: await storedPdfText(ctx.storage, file.key) };
}

/** Writes the document's row and its activity entry, in the caller's transaction. Returns its id. */
export async function insertDocument(tx: DbOrTx, actor: Actor, { file, fields, client, contentText }: PreparedDocument): Promise<string> {
  const [row] = await tx
    .insert(documents)
    .values({
      clientId: client.id,
      title: fields.title,
      description: fields.description,
      fileName: file.fileName,
      fileKey: file.key,
      fileSize: file.size,
      contentType: file.contentType,
      category: fields.category satisfies DocumentCategory,
      accessLevel: fields.accessLevel,
      uploadedBy: actor.id,
      contentText,
    })
    .returning({ id: documents.id });
  await logActivity(tx, actor, ACTION.upload, `Documento ${LEVEL_LABEL[fields.accessLevel]} "${fields.title}" caricato per ${client.companyName}`);
  return row!.id;
}

/**
 * Saves a PDF already streamed into storage as a document: checks the fields
 * and the client, extracts the PDF's text for the search, then writes the row
 * and its activity entry in one transaction. On any failure the stored file is
 * removed, so neither a row nor a file is left behind.
 */
export async function createDocument(ctx: AppContext, actor: Actor, file: ReceivedFile): Promise<DocumentItem> {
  try {
    const prepared = await prepareDocument(ctx, file);
    const id = await ctx.db.transaction((tx) => insertDocument(tx, actor, prepared));
    return toItemFrom(await readableDocument(ctx.db, actor, id));
  } catch (err) {
    await discardUpload(ctx, file.key);
    throw err;
  }
}

function toItemFrom(row: Awaited<ReturnType<typeof readableDocument>>): DocumentItem {
  const { fileKey: _key, userId: _u, linkedUserId: _l, ...item } = row;
  return toItem(item);
}

/** Renames a document (its title); the file keeps its name. */
export async function renameDocument(db: Db, actor: Actor, id: string, title: string): Promise<DocumentItem> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ title: documents.title }).from(documents).where(eq(documents.id, id)).for('update').limit(1);
    if (!before) throw notFound(DOCUMENT_NOT_FOUND);
    await tx.update(documents).set({ title }).where(eq(documents.id, id));
    await logActivity(tx, actor, ACTION.rename, `Documento "${before.title}" rinominato in "${title}"`);
  });
  return toItemFrom(await readableDocument(db, actor, id));
}

/**
 * Deletes documents by id with their activity entries in one transaction; their
 * stored files are released with the rows (files/tracking.ts). 404 when none of them exists.
 */
export async function deleteDocuments(ctx: Pick<AppContext, 'db' | 'storage'>, actor: Actor, ids: readonly string[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  const removed = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .delete(documents)
      .where(inArray(documents.id, unique))
      .returning({ title: documents.title, fileKey: documents.fileKey, clientId: documents.clientId });
    if (rows.length === 0) throw notFound(unique.length === 1 ? DOCUMENT_NOT_FOUND : 'Nessuno dei documenti selezionati esiste.');
    const details =
      rows.length === 1 ? `Documento "${rows[0]!.title}" eliminato` : `${rows.length} documenti eliminati: ${rows.map((r) => `"${r.title}"`).join(', ').slice(0, 1000)}`;
    await logActivity(tx, actor, ACTION.delete, details);
    return rows;
  });
  return { deleted: removed.length };
}
