import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { type ReviewTrigger } from '@domain/aml/file';
import { AML_RULE_IDS, type AmlObligationKind } from '@domain/aml/obligation-kinds';
import type { DbOrTx } from '../../platform/db/client';
import { amlEngagements, amlFiles, amlIdentifications, obligations } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { FILE_NOT_FOUND } from './access-log';

/**
 * The file's deadlines on /scadenze (staff only: manual-obligations.ts lists them to
 * no role user): the expiry of each person's latest identity document, the completion
 * of each open engagement's file, the next review. Kept as rows of `obligations` under
 * the rule ids of AML_OBLIGATION_KINDS, for the file's client; the compliance refresh
 * never touches them.
 */

interface Wanted {
  ruleId: AmlObligationKind;
  periodKey: string;
  dueDate: string;
  /** Done by the file itself (an engagement's file completed): the row is closed, not removed. */
  done: boolean;
}

/** Identifications newest first (by the day made, then by entry): the order every reader takes them in. */
export const NEWEST_IDENTIFICATION_FIRST = [desc(amlIdentifications.identifiedOn), desc(amlIdentifications.createdAt)] as const;

/** Each person's latest identification, from rows in NEWEST_IDENTIFICATION_FIRST order. */
export function latestByParty<T extends { partyId: string }>(newestFirst: readonly T[]): Map<string, T> {
  const latest = new Map<string, T>();
  for (const row of newestFirst) if (!latest.has(row.partyId)) latest.set(row.partyId, row);
  return latest;
}

/**
 * A file is watched while the firm neither abstained (art. 42) nor ended the relationship:
 * only then does it have reviews, deadlines and reviews brought forward.
 */
export function watched(file: { abstainedOn: string | null; relationshipEndedOn: string | null }): boolean {
  return file.abstainedOn === null && file.relationshipEndedOn === null;
}

/**
 * Makes the file's obligations match its state, in the caller's transaction. Open rows no
 * longer wanted (a replaced document, a moved review) are removed; completed ones stay.
 * A file whose relationship ended or that recorded an abstention has nothing left to do;
 * a file whose client was deleted has no obligations (they went with the client).
 */
export async function syncFileObligations(tx: DbOrTx, fileId: string): Promise<void> {
  const [file] = await tx
    .select({ clientId: amlFiles.clientId, nextReviewOn: amlFiles.nextReviewOn, relationshipEndedOn: amlFiles.relationshipEndedOn, abstainedOn: amlFiles.abstainedOn })
    .from(amlFiles)
    .where(eq(amlFiles.id, fileId));
  if (!file?.clientId) return;
  const wanted: Wanted[] = [];
  if (watched(file)) {
    const identifications = await tx
      .select({ id: amlIdentifications.id, partyId: amlIdentifications.partyId, expiresOn: amlIdentifications.expiresOn })
      .from(amlIdentifications)
      .where(eq(amlIdentifications.fileId, fileId))
      .orderBy(...NEWEST_IDENTIFICATION_FIRST);
    for (const row of latestByParty(identifications).values()) wanted.push({ ruleId: 'aml-document-expiry', periodKey: row.id, dueDate: row.expiresOn, done: false });

    const engagements = await tx
      .select({ id: amlEngagements.id, dueOn: amlEngagements.completionDueOn, completedOn: amlEngagements.completedOn })
      .from(amlEngagements)
      .where(eq(amlEngagements.fileId, fileId));
    for (const e of engagements) if (e.dueOn) wanted.push({ ruleId: 'aml-file-completion', periodKey: e.id, dueDate: e.dueOn, done: e.completedOn !== null });

    if (file.nextReviewOn) wanted.push({ ruleId: 'aml-review', periodKey: `${fileId}/${file.nextReviewOn}`, dueDate: file.nextReviewOn, done: false });
  }

  const stored = await tx
    .select({ id: obligations.id, ruleId: obligations.ruleId, periodKey: obligations.periodKey, dueDate: obligations.dueDate, completedAt: obligations.completedAt })
    .from(obligations)
    .where(and(eq(obligations.clientId, file.clientId), inArray(obligations.ruleId, AML_RULE_IDS)))
    .for('update');
  const key = (o: { ruleId: string; periodKey: string }) => `${o.ruleId}|${o.periodKey}`;
  const byKey = new Map(stored.map((o) => [key(o), o]));
  const wantedKeys = new Set(wanted.map(key));

  const stale = stored.filter((o) => o.completedAt === null && !wantedKeys.has(key(o))).map((o) => o.id);
  if (stale.length) await tx.delete(obligations).where(and(inArray(obligations.id, stale), isNull(obligations.completedAt)));
  for (const w of wanted) {
    const row = byKey.get(key(w));
    if (!row) {
      // A file completed before its row was ever made needs none.
      if (!w.done) await tx.insert(obligations).values({ clientId: file.clientId, ruleId: w.ruleId, periodKey: w.periodKey, anchorDate: w.dueDate, dueDate: w.dueDate });
    } else if (row.completedAt === null && w.done) {
      await tx.update(obligations).set({ completedAt: new Date(), updatedAt: new Date() }).where(eq(obligations.id, row.id));
    } else if (row.completedAt === null && row.dueDate !== w.dueDate) {
      await tx.update(obligations).set({ dueDate: w.dueDate, anchorDate: w.dueDate, updatedAt: new Date() }).where(eq(obligations.id, row.id));
    }
  }
}

/**
 * A change that calls for a review now (a new beneficial owner, a new service, an expired
 * document): the next review moves to `today` when it was later, with the reason, and the
 * file's obligations follow. Call it in the transaction that made the change.
 */
export async function bringReviewForward(tx: DbOrTx, fileId: string, trigger: ReviewTrigger, today: string): Promise<void> {
  const [file] = await tx
    .select({ nextReviewOn: amlFiles.nextReviewOn, abstainedOn: amlFiles.abstainedOn, relationshipEndedOn: amlFiles.relationshipEndedOn })
    .from(amlFiles)
    .where(eq(amlFiles.id, fileId))
    .for('update');
  if (!file || !watched(file)) return;
  if (file.nextReviewOn === null || file.nextReviewOn > today) {
    await tx.update(amlFiles).set({ nextReviewOn: today, reviewTrigger: trigger, updatedAt: new Date() }).where(eq(amlFiles.id, fileId));
  }
  await syncFileObligations(tx, fileId);
}

/** The file's row, locked for a change in the caller's transaction; 404 when there is none. */
export async function lockedFile(tx: DbOrTx, fileId: string) {
  const [file] = await tx.select().from(amlFiles).where(eq(amlFiles.id, fileId)).for('update');
  if (!file) throw notFound(FILE_NOT_FOUND);
  return file;
}
