import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/actor';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { amlEvidence } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { newFileKey } from '../../platform/files/storage';
import { beginUpload, discardUpload } from '../../platform/files/tracking';
import { appendAccess } from './access-log';

/**
 * The file's own copies of documents (decision 122): each under its own stored key, so that
 * removing the document it came from (or the client) leaves it, with the SHA-256 of its bytes
 * taken while they are copied, when and by whom it was acquired.
 */

export const EVIDENCE_NOT_FOUND = 'Documento del fascicolo non trovato';

export interface CopiedFile {
  key: string;
  size: number;
  sha256: string;
}

/**
 * Copies stored bytes under a new key, hashing them on the way. The new key is recorded as an
 * upload first: the row that comes to point at it settles it, and one never committed is swept.
 */
export async function copyStoredFile(ctx: Pick<AppContext, 'db' | 'storage'>, sourceKey: string): Promise<CopiedFile> {
  const source = await ctx.storage.get(sourceKey);
  if (!source) throw notFound('Il file di origine non è disponibile.');
  const key = newFileKey('documents');
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      hash.update(chunk);
      cb(null, chunk);
    },
  });
  try {
    await beginUpload(ctx.db, key);
    source.stream.on('error', (err) => hashing.destroy(err));
    const size = await ctx.storage.put(key, source.stream.pipe(hashing));
    return { key, size, sha256: hash.digest('hex') };
  } catch (err) {
    source.stream.destroy();
    await discardUpload(ctx, key).catch(() => {});
    throw err;
  }
}

/** Writes the evidence row for a copy made by copyStoredFile, in the caller's transaction. Returns its id. */
export async function insertEvidence(
  tx: DbOrTx,
  actor: Pick<Actor, 'id' | 'name'>,
  fileId: string,
  copy: CopiedFile,
  about: { title: string; fileName: string; contentType: string; sourceDocumentId: string | null },
): Promise<string> {
  const [row] = await tx
    .insert(amlEvidence)
    .values({
      fileId,
      title: about.title,
      fileName: about.fileName,
      fileKey: copy.key,
      fileSize: copy.size,
      contentType: about.contentType,
      sha256: copy.sha256,
      acquiredBy: actor.id,
      acquiredByName: actor.name || 'Utente',
      sourceDocumentId: about.sourceDocumentId,
    })
    .returning({ id: amlEvidence.id });
  return row!.id;
}

/** The bytes of one piece of evidence; opening it is a line `document` of the file's access log. */
export async function openEvidence(ctx: Pick<AppContext, 'db' | 'storage'>, actor: Actor, evidenceId: string) {
  const [evidence] = await ctx.db.select().from(amlEvidence).where(eq(amlEvidence.id, evidenceId));
  if (!evidence) throw notFound(EVIDENCE_NOT_FOUND);
  const stored = await ctx.storage.get(evidence.fileKey);
  if (!stored) throw notFound('Il file del documento non è disponibile.');
  try {
    await ctx.db.transaction((tx) => appendAccess(tx, actor, evidence.fileId, 'document', evidence.title));
  } catch (err) {
    stored.stream.destroy();
    throw err;
  }
  return { ...stored, fileName: evidence.fileName, contentType: evidence.contentType };
}
