import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { AccessAction } from '@domain/aml/file';
import type { Actor } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { amlAccessLog, amlFiles } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';

/**
 * The access log of an AML file (decision 122): who opened it, exported it or one
 * of its documents, when. Each line's hash covers the previous line's hash and
 * its own fields, so removing or altering a line breaks the chain; the file row
 * keeps the last hash and the count, so removing the last lines shows too. The
 * database refuses updates and deletes of the log (migration 0034).
 */

export const FILE_NOT_FOUND = 'Fascicolo antiriciclaggio non trovato';

interface LineFields {
  fileId: string;
  seq: number;
  at: Date;
  userId: string;
  userName: string;
  action: string;
  detail: string;
}

function lineHash(prevHash: string, line: LineFields): string {
  // JSON of a fixed field order: no separator inside a name can forge another line.
  const payload = JSON.stringify([prevHash, line.fileId, line.seq, line.at.toISOString(), line.userId, line.userName, line.action, line.detail]);
  return createHash('sha256').update(payload).digest('hex');
}

/**
 * A person's reading of a file lasts this long: the screen reads the file again after each
 * change, and one line per sitting says who looked, where a line per reload would bury it.
 */
export const OPEN_SITTING_MS = 30 * 60_000;

/**
 * Appends a line to the file's log, in the caller's transaction. The file row is
 * locked for it, so two lines of one file never take the same number. An `open` by
 * the person whose `open` is the last line, within OPEN_SITTING_MS of it, is the same sitting: no new line.
 */
export async function appendAccess(tx: DbOrTx, actor: Pick<Actor, 'id' | 'name'>, fileId: string, action: AccessAction, detail = '', at = new Date()): Promise<void> {
  const [file] = await tx.select({ logHead: amlFiles.logHead, logCount: amlFiles.logCount }).from(amlFiles).where(eq(amlFiles.id, fileId)).for('update');
  if (!file) throw notFound(FILE_NOT_FOUND);
  if (action === 'open' && file.logCount > 0) {
    const [last] = await tx
      .select({ userId: amlAccessLog.userId, action: amlAccessLog.action, at: amlAccessLog.at })
      .from(amlAccessLog)
      .where(and(eq(amlAccessLog.fileId, fileId), eq(amlAccessLog.seq, file.logCount)));
    if (last && last.action === 'open' && last.userId === actor.id && at.getTime() - last.at.getTime() < OPEN_SITTING_MS) return;
  }
  const line: LineFields = { fileId, seq: file.logCount + 1, at, userId: actor.id, userName: actor.name || 'Utente', action, detail };
  const hash = lineHash(file.logHead, line);
  await tx.insert(amlAccessLog).values({ ...line, prevHash: file.logHead, hash });
  await tx.update(amlFiles).set({ logHead: hash, logCount: line.seq }).where(eq(amlFiles.id, fileId));
}

export interface AccessLogLine {
  seq: number;
  at: Date;
  userName: string;
  action: string;
  detail: string;
  hash: string;
}

export interface AccessLogCheck {
  intact: boolean;
  /** Lines found. */
  lines: number;
  /** Lines the file row says were written. */
  expected: number;
  /** In Italian: where the chain breaks, or null. */
  problem: string | null;
}

/** The file's log, oldest first, and whether its chain holds. */
export async function readAccessLog(db: DbOrTx, fileId: string): Promise<{ lines: AccessLogLine[]; check: AccessLogCheck }> {
  const [file] = await db.select({ logHead: amlFiles.logHead, logCount: amlFiles.logCount }).from(amlFiles).where(eq(amlFiles.id, fileId));
  if (!file) throw notFound(FILE_NOT_FOUND);
  const rows = await db.select().from(amlAccessLog).where(eq(amlAccessLog.fileId, fileId)).orderBy(asc(amlAccessLog.seq));
  let prev = '';
  let problem: string | null = null;
  for (const [index, row] of rows.entries()) {
    if (row.seq !== index + 1) {
      problem = `Manca la riga ${index + 1} del registro degli accessi`;
      break;
    }
    if (row.prevHash !== prev || lineHash(prev, row) !== row.hash) {
      problem = `La riga ${row.seq} del registro degli accessi non corrisponde alla catena: è stata alterata o ne manca una`;
      break;
    }
    prev = row.hash;
  }
  if (problem === null && (rows.length !== file.logCount || prev !== file.logHead)) {
    problem = `Il registro ha ${rows.length} righe ma ne sono state scritte ${file.logCount}: mancano le ultime`;
  }
  return {
    lines: rows.map(({ seq, at, userName, action, detail, hash }) => ({ seq, at, userName, action, detail, hash })),
    check: { intact: problem === null, lines: rows.length, expected: file.logCount, problem },
  };
}
