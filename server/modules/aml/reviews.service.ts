import { desc, eq, isNull, and, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { abstentionInputSchema, relationshipEndSchema, reviewInputSchema } from '@domain/aml/file';
import { addMonths, formatDateIt } from '@domain/periods';
import type { Actor } from '../../platform/actor';
import type { Db, Tx } from '../../platform/db/client';
import { amlEngagements, amlFiles, amlReviews } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/errors';
import { logActivity, logSystemActivity } from '../activity/activity.service';
import { FILE_NOT_FOUND } from './access-log';
import { bringReviewForward, lockedFile, syncFileObligations } from './aml-obligations';
import { rulesetToday } from './assessments.service';
import { reviewPolicy } from './review-policy.service';

/**
 * Constant monitoring of a file (art. 18 c. 1 lett. d D.Lgs. 231/2007): reviews that move
 * the next one by the level's interval, an expired identity document that brings it forward,
 * the abstention (art. 42) and the end of the relationship, which starts the retention (artt. 31-32).
 */

export const EXPIRED_DOCUMENTS_TASK = 'aml:expired-documents';

export interface ReviewView {
  id: string;
  trigger: (typeof amlReviews.$inferSelect)['trigger'];
  dueOn: string | null;
  reviewedOn: string;
  outcome: string;
  reviewedByName: string;
  createdAt: Date;
}

export async function listReviews(db: Db, fileId: string): Promise<ReviewView[]> {
  const [file] = await db.select({ id: amlFiles.id }).from(amlFiles).where(eq(amlFiles.id, fileId));
  if (!file) throw notFound(FILE_NOT_FOUND);
  return db
    .select({
      id: amlReviews.id,
      trigger: amlReviews.trigger,
      dueOn: amlReviews.dueOn,
      reviewedOn: amlReviews.reviewedOn,
      outcome: amlReviews.outcome,
      reviewedByName: amlReviews.reviewedByName,
      createdAt: amlReviews.createdAt,
    })
    .from(amlReviews)
    .where(eq(amlReviews.fileId, fileId))
    .orderBy(desc(amlReviews.reviewedOn), desc(amlReviews.createdAt));
}

/** Records a review: its trigger and due day as the file had them, then the next one after the firm's months for the level. */
export async function recordReview(db: Db, actor: Actor, fileId: string, input: z.output<typeof reviewInputSchema>, today: string): Promise<{ id: string; nextReviewOn: string }> {
  return db.transaction(async (tx) => {
    const file = await lockedFile(tx, fileId);
    if (file.level === null) throw conflict('Il fascicolo non ha ancora una valutazione del rischio firmata: firma prima la valutazione');
    if (file.relationshipEndedOn !== null) throw conflict('Il rapporto con il cliente è chiuso: non ci sono revisioni da registrare');
    if (file.abstainedOn !== null) throw conflict(`Astensione registrata il ${formatDateIt(file.abstainedOn)}: il fascicolo non si rivede più, registra la fine del rapporto quando cessa`);
    const months = (await reviewPolicy(tx, rulesetToday(today))).months[file.level];
    const nextReviewOn = addMonths(input.reviewedOn, months);
    const [row] = await tx
      .insert(amlReviews)
      .values({ fileId, trigger: file.reviewTrigger ?? 'scheduled', dueOn: file.nextReviewOn, reviewedOn: input.reviewedOn, outcome: input.outcome, reviewedBy: actor.id, reviewedByName: actor.name || 'Utente' })
      .returning({ id: amlReviews.id });
    await tx.update(amlFiles).set({ nextReviewOn, reviewTrigger: null, updatedAt: new Date() }).where(eq(amlFiles.id, fileId));
    await syncFileObligations(tx, fileId);
    await logActivity(tx, actor, 'Revisione Antiriciclaggio', `Revisione del fascicolo di "${file.clientName}" del ${formatDateIt(input.reviewedOn)}; prossima entro il ${formatDateIt(nextReviewOn)}`);
    return { id: row!.id, nextReviewOn };
  });
}

/** Art. 42: the firm abstains from the service. Recorded once. */
export async function recordAbstention(db: Db, actor: Actor, fileId: string, input: z.output<typeof abstentionInputSchema>): Promise<{ abstainedOn: string }> {
  return db.transaction(async (tx) => {
    const file = await lockedFile(tx, fileId);
    if (file.abstainedOn !== null) throw conflict(`L'astensione è già registrata (${formatDateIt(file.abstainedOn)})`);
    // No further review: the firm does not continue the relationship (art. 42 c. 1).
    await tx
      .update(amlFiles)
      .set({ abstainedOn: input.decidedOn, abstentionReason: input.reason, abstainedBy: actor.id, nextReviewOn: null, reviewTrigger: null, updatedAt: new Date() })
      .where(eq(amlFiles.id, fileId));
    await syncFileObligations(tx, fileId);
    await logActivity(tx, actor, 'Astensione Antiriciclaggio', `Astensione (art. 42) per "${file.clientName}" dal ${formatDateIt(input.decidedOn)}`);
    return { abstainedOn: input.decidedOn };
  });
}

/**
 * Sets the end of the relationship and the day the file may be purged (the end plus the
 * ruleset's retention years), and closes the open engagements, in the caller's transaction.
 * The file must be locked.
 */
export async function closeRelationship(tx: Tx, fileId: string, endedOn: string, today: string): Promise<{ retainUntil: string }> {
  const retainUntil = addMonths(endedOn, 12 * rulesetToday(today).retention.years);
  // Watched no more: no next review.
  await tx.update(amlFiles).set({ relationshipEndedOn: endedOn, retainUntil, nextReviewOn: null, reviewTrigger: null, updatedAt: new Date() }).where(eq(amlFiles.id, fileId));
  await tx.update(amlEngagements).set({ closedOn: endedOn }).where(and(eq(amlEngagements.fileId, fileId), isNull(amlEngagements.closedOn)));
  await syncFileObligations(tx, fileId);
  return { retainUntil };
}

/**
 * The client is being deleted: its file (which holds the client's name, migration 0037) records
 * the end of the relationship (today, unless already ended) and its retention, in the caller's
 * transaction, before the client row goes (the foreign key then sets client_id to null and the file stays).
 */
export async function keepFileOfDeletedClient(tx: Tx, clientId: string, today: string): Promise<void> {
  const [file] = await tx.select({ id: amlFiles.id, relationshipEndedOn: amlFiles.relationshipEndedOn }).from(amlFiles).where(eq(amlFiles.clientId, clientId)).for('update');
  if (!file) return;
  if (file.relationshipEndedOn === null) await closeRelationship(tx, file.id, today, today);
}

export async function endRelationship(db: Db, actor: Actor, fileId: string, input: z.output<typeof relationshipEndSchema>, today: string): Promise<{ relationshipEndedOn: string; retainUntil: string }> {
  return db.transaction(async (tx) => {
    const file = await lockedFile(tx, fileId);
    if (file.relationshipEndedOn !== null) throw conflict(`Il rapporto è già chiuso dal ${formatDateIt(file.relationshipEndedOn)}`);
    const { retainUntil } = await closeRelationship(tx, fileId, input.endedOn, today);
    await logActivity(tx, actor, 'Fine Rapporto Antiriciclaggio', `Chiuso il rapporto con "${file.clientName}" il ${formatDateIt(input.endedOn)}; fascicolo conservato fino al ${formatDateIt(retainUntil)}`);
    return { relationshipEndedOn: input.endedOn, retainUntil };
  });
}

/**
 * The daily check: a file whose person's latest identity document expired after the file's
 * last review or signed assessment gets its review brought forward, once (the trigger stays
 * until the review, and a review after the expiry settles it).
 */
export async function bringForwardExpiredDocuments(db: Db, today: string): Promise<number> {
  const due = await db.execute<{ id: string }>(sql`
    select f.id from aml_files f
    where f.review_trigger is null and f.level is not null and (f.next_review_on is null or f.next_review_on > ${today}) and f.relationship_ended_on is null and f.abstained_on is null
      and exists (
        select 1 from (
          select distinct on (i.party_id) i.expires_on from aml_identifications i
          where i.file_id = f.id order by i.party_id, i.identified_on desc, i.created_at desc
        ) latest
        where latest.expires_on < ${today}
          and latest.expires_on >= coalesce(greatest(
            (select max(r.reviewed_on) from aml_reviews r where r.file_id = f.id),
            (select max(a.assessed_on) from aml_assessments a where a.file_id = f.id and a.status = 'signed')
          ), '0001-01-01'::date)
      )
    order by f.id`);
  let moved = 0;
  for (const { id } of due.rows) {
    await db.transaction(async (tx) => {
      const file = await lockedFile(tx, id);
      if (file.reviewTrigger !== null || (file.nextReviewOn !== null && file.nextReviewOn <= today)) return;
      await bringReviewForward(tx, id, 'expired-document', today);
      await logSystemActivity(tx, 'Revisione Antiriciclaggio Anticipata', `Un documento d'identità del fascicolo di "${file.clientName}" è scaduto: revisione anticipata`);
      moved++;
    });
  }
  return moved;
}
