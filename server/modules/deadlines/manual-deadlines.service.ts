import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { RECURRENCE_LABELS } from '@domain/compliance/manual';
import { obligationTitle } from '@domain/compliance/obligation-view';
import type { Deadline } from '@domain/deadlines';
import { formatDateIt, todayIso } from '@domain/periods';
import type { ManualDeadline, ManualDeadlineUpdate } from '@domain/schemas/deadlines';
import { CLIENT_NOT_FOUND } from '@domain/schemas/clients';
import type { Actor } from '../../platform/context';
import type { Db, DbOrTx } from '../../platform/db/client';
import { clients, manualObligations, obligations } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { logActivity } from '../activity/activity.service';
import { deadlineById } from './deadline-rows';
import { manualObligationFor, syncManualSeries } from './manual-obligations';

/**
 * "Nuova Scadenza" and its edit and deletion (decision 114): staff add an
 * obligation by hand for one approved client, one-off or recurring; its
 * occurrences are listed, counted, reminded, fed and completed like the rules'.
 */

const NOT_FOUND = 'Scadenza non trovata';

/** What the activity log says of a manual obligation. */
function described(title: string, companyName: string, dueDate: string, recurrence: ManualDeadline['recurrence']): string {
  return `${obligationTitle(title, companyName)} (scadenza ${formatDateIt(dueDate)}, ricorrenza ${RECURRENCE_LABELS[recurrence].toLowerCase()})`;
}

/** The client, locked as a client edit locks it (the order completion follows too); only an approved client has obligations. */
async function lockedClient(tx: DbOrTx, clientId: string) {
  const [client] = await tx
    .select({ id: clients.id, companyName: clients.companyName, approved: sql<boolean>`${clients.approvalStatus} = 'approved'` })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for('no key update');
  return client;
}

/** The open occurrence of a manual obligation (the one the card shows), as the caller sees it. */
async function openOccurrence(tx: DbOrTx, actor: Actor, manualObligationId: string, today: string): Promise<Deadline> {
  const [row] = await tx
    .select({ id: obligations.id })
    .from(obligations)
    .where(and(eq(obligations.manualObligationId, manualObligationId), isNull(obligations.completedAt)))
    .orderBy(desc(obligations.dueDate))
    .limit(1);
  return deadlineById(tx, actor, row!.id, today);
}

/** Nuova Scadenza: the definition and its first occurrence, in one transaction with its activity entry. */
export async function createManualDeadline(db: Db, actor: Actor, input: ManualDeadline, today = todayIso()): Promise<Deadline> {
  return db.transaction(async (tx) => {
    const client = await lockedClient(tx, input.clientId);
    if (!client?.approved) {
      const message = client ? 'Il cliente non è ancora approvato: le sue scadenze partono con l’approvazione' : CLIENT_NOT_FOUND;
      throw badRequest(message, { clientId: message });
    }
    const [manual] = await tx
      .insert(manualObligations)
      .values({
        clientId: client.id,
        title: input.title,
        authority: input.authority,
        startsOn: input.dueDate,
        recurrence: input.recurrence,
        note: input.note,
        createdBy: actor.id,
        createdByName: actor.name || 'Utente',
      })
      .returning();
    await syncManualSeries(tx, manual!);
    await logActivity(tx, actor, 'Creazione Scadenza', described(input.title, client.companyName, input.dueDate, input.recurrence));
    return openOccurrence(tx, actor, manual!.id, today);
  });
}

/** The definition and its client, both locked (the client first), or 404. */
async function lockedManual(tx: DbOrTx, id: string) {
  const [found] = await tx.select({ clientId: manualObligations.clientId }).from(manualObligations).where(eq(manualObligations.id, id));
  const client = found && (await lockedClient(tx, found.clientId));
  const manual = client && (await manualObligationFor(tx, id));
  if (!client || !manual) throw notFound(NOT_FOUND);
  return { client, manual };
}

/**
 * Modifica Scadenza: title, authority, note and recurrence of the series; its
 * open occurrence moves to the new due date, and the series goes on from it.
 * Completed occurrences stay as they were filed.
 */
export async function updateManualDeadline(db: Db, actor: Actor, id: string, input: ManualDeadlineUpdate, today = todayIso()): Promise<Deadline> {
  return db.transaction(async (tx) => {
    const { client, manual } = await lockedManual(tx, id);
    const [latest] = await tx
      .select({ dueDate: obligations.dueDate })
      .from(obligations)
      .where(and(eq(obligations.manualObligationId, id), isNotNull(obligations.completedAt)))
      .orderBy(desc(obligations.dueDate))
      .limit(1);
    if (latest && input.dueDate <= latest.dueDate) {
      const message = `La scadenza deve essere successiva all'ultima completata (${formatDateIt(latest.dueDate)})`;
      throw badRequest(message, { dueDate: message });
    }
    const [updated] = await tx
      .update(manualObligations)
      .set({ title: input.title, authority: input.authority, startsOn: input.dueDate, recurrence: input.recurrence, note: input.note, updatedAt: new Date() })
      .where(eq(manualObligations.id, manual.id))
      .returning();
    await syncManualSeries(tx, updated!);
    await logActivity(tx, actor, 'Modifica Scadenza', described(input.title, client.companyName, input.dueDate, input.recurrence));
    return openOccurrence(tx, actor, manual.id, today);
  });
}

/** Eliminazione Scadenza: the open occurrence goes; the completed ones stay as records, under the definition kept for them. */
export async function deleteManualDeadline(db: Db, actor: Actor, id: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const { client, manual } = await lockedManual(tx, id);
    const [deleted] = await tx.update(manualObligations).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(manualObligations.id, manual.id)).returning();
    await syncManualSeries(tx, deleted!);
    await logActivity(tx, actor, 'Eliminazione Scadenza', obligationTitle(manual.title, client.companyName));
    return { id: manual.id };
  });
}
