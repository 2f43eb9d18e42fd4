import { isAmlRuleId } from '@domain/aml/obligation-kinds';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { obligationTitle } from '@domain/compliance/obligation-view';
import type { Deadline } from '@domain/deadlines';
import { formatDateIt, todayIso } from '@domain/periods';
import { MAX_TITLE_LENGTH } from '@domain/schemas/documents';
import type { Actor, AppContext } from '../../platform/context';
import type { Db, DbOrTx } from '../../platform/db/client';
import { manualObligations, obligations } from '../../platform/db/schema';
import type { AppError } from '../../platform/errors';
import { badRequest, conflict } from '../../platform/errors';
import { discardUpload } from '../../platform/files/tracking';
import type { ReceivedFile } from '../../platform/files/upload';
import { logActivity } from '../activity/activity.service';
import { insertDocument, prepareDocument, type PreparedDocument } from '../documents/document-writes.service';
import { kindOf, syncManualSeries } from './manual-obligations';
import { refreshObligations } from './obligations';
import { base, deadlineById, lockedObligation, obligationFor, toDeadline, type Row } from './deadline-rows';

/**
 * Staff complete an obligation (with the filing date and an optional proof) or
 * undo a completion; what follows it appears in the same transaction.
 */

/** The proof's document title, within the documents' limit however long the company's name. */
function proofTitle(ruleName: string, companyName: string, dueDate: string): string {
  const prefix = 'Prova di deposito - ';
  const suffix = ` (${formatDateIt(dueDate)})`;
  const room = MAX_TITLE_LENGTH - prefix.length - suffix.length;
  const title = obligationTitle(ruleName, companyName);
  return prefix + (title.length > room ? `${title.slice(0, room - 1)}…` : title) + suffix;
}

/** The open obligation of the same rule (or manual series) and client that follows `periodKey`, if any. */
async function nextOf(db: DbOrTx, row: Row, periodKey: string, today: string): Promise<Deadline | null> {
  const [next] = await base(db)
    .where(
      and(
        eq(obligations.clientId, row.clientId),
        eq(obligations.ruleId, row.ruleId),
        row.manualObligationId ? eq(obligations.manualObligationId, row.manualObligationId) : undefined,
        gt(obligations.periodKey, periodKey),
        isNull(obligations.completedAt),
      ),
    )
    .orderBy(asc(obligations.periodKey))
    .limit(1);
  const kind = next && kindOf(next);
  return next && kind ? toDeadline(next, kind, today) : null;
}

/** After a completion or its undoing, what follows it: the next of a manual series, or the rule's next period. */
async function followUp(tx: DbOrTx, row: Row, today: string): Promise<void> {
  if (!row.manualObligationId) {
    await refreshObligations(tx, [row.clientId], { today });
    return;
  }
  const [manual] = await tx.select().from(manualObligations).where(eq(manualObligations.id, row.manualObligationId));
  if (manual) await syncManualSeries(tx, manual);
}

const ALREADY_COMPLETED = 'Scadenza già completata';
/** The AML file's obligations follow the file: completed by what is recorded there, never by hand. */
const CLOSED_IN_AML_FILE = 'Questa scadenza si chiude dal fascicolo antiriciclaggio: registra lì l’identificazione, la valutazione o la revisione';

/** Why `row` cannot be completed as filed on `filedOn`, or null: already completed, or filed before the company existed. */
function completionRefusal(row: Row, filedOn: string): AppError | null {
  if (isAmlRuleId(row.ruleId)) return conflict(CLOSED_IN_AML_FILE);
  if (row.completedAt) return conflict(ALREADY_COMPLETED);
  if (row.incorporationDate && filedOn < row.incorporationDate) {
    const message = `La data di deposito non può precedere la costituzione della società (${formatDateIt(row.incorporationDate)})`;
    return badRequest(message, { filedOn: message });
  }
  return null;
}

export interface Completion {
  deadline: Deadline;
  /** The occurrence that follows, now open. */
  next: Deadline | null;
}

/**
 * Staff complete an obligation: the filing date, and optionally the proof PDF,
 * kept as a private 'Report' document of the client, in the same transaction.
 * The next occurrence of the rule is there when this returns; the completion is
 * in the activity log. On any refusal the stored proof file is removed.
 */
export async function completeDeadline(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: { filedOn: string; proof?: ReceivedFile },
  today = todayIso(),
): Promise<Completion> {
  const proof = input.proof;
  try {
    // The proof's fields and text before the transaction (reading a PDF takes a moment); refused early when the obligation cannot be completed.
    let prepared: PreparedDocument | null = null;
    if (proof) {
      const { row, rule } = await obligationFor(ctx.db, actor, id);
      const refused = completionRefusal(row, input.filedOn);
      if (refused) throw refused;
      proof.fields = { clientId: row.clientId, title: proofTitle(rule.name, row.companyName, row.dueDate), category: 'Report', accessLevel: 'private' };
      prepared = await prepareDocument(ctx, proof);
    }
    return await ctx.db.transaction(async (tx) => {
      const { row, rule } = await lockedObligation(tx, actor, id);
      const refused = completionRefusal(row, input.filedOn);
      if (refused) throw refused;
      const proofDocumentId = prepared ? await insertDocument(tx, actor, prepared) : null;
      await tx
        .update(obligations)
        .set({ completedAt: new Date(), completedBy: actor.id, completedByName: actor.name, filedOn: input.filedOn, proofDocumentId, updatedAt: new Date() })
        .where(eq(obligations.id, id));
      await followUp(tx, row, today);
      const title = obligationTitle(rule.name, row.companyName);
      const withProof = proofDocumentId ? ', con prova di deposito' : '';
      await logActivity(tx, actor, 'Completamento Scadenza', `${title} (scadenza ${formatDateIt(row.dueDate)}, depositata il ${formatDateIt(input.filedOn)}${withProof})`);
      return { deadline: await deadlineById(tx, actor, id, today), next: await nextOf(tx, row, row.periodKey, today) };
    });
  } catch (err) {
    if (proof) await discardUpload(ctx, proof.key);
    throw err;
  }
}

/** Undoes a completion (a mistaken click): the obligation is open again, its proof stays among the client's documents. */
export async function reopenDeadline(db: Db, actor: Actor, id: string, today = todayIso()): Promise<Deadline> {
  return db.transaction(async (tx) => {
    const { row, rule } = await lockedObligation(tx, actor, id);
    if (isAmlRuleId(row.ruleId)) throw conflict(CLOSED_IN_AML_FILE);
    if (!row.completedAt) throw conflict('La scadenza non è completata');
    await tx
      .update(obligations)
      .set({ completedAt: null, completedBy: null, completedByName: null, filedOn: null, proofDocumentId: null, updatedAt: new Date() })
      .where(eq(obligations.id, id));
    await followUp(tx, row, today);
    await logActivity(tx, actor, 'Riapertura Scadenza', `${obligationTitle(rule.name, row.companyName)} (scadenza ${formatDateIt(row.dueDate)})`);
    return deadlineById(tx, actor, id, today);
  });
}
