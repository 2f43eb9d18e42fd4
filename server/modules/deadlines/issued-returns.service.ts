import { eq } from 'drizzle-orm';
import { obligationTitle } from '@domain/compliance/obligation-view';
import { dueAfterIssue } from '@domain/compliance/occurrences';
import { complianceRule } from '@domain/compliance/rules';
import type { Deadline } from '@domain/deadlines';
import { formatDateIt, todayIso } from '@domain/periods';
import type { Actor } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { obligations } from '../../platform/db/schema';
import { badRequest, conflict } from '../../platform/errors';
import { logActivity } from '../activity/activity.service';
import { deadlineById, lockedObligation } from './deadline-rows';
import { refreshObligations } from './obligations';

/**
 * A return the authority issues (Hong Kong's BIR51) falls due a set time after
 * its issue, which no client record can tell: staff record the day it was
 * issued and the due date follows it; cleared, the rule's estimate is back.
 */
export async function recordIssueDate(db: Db, actor: Actor, id: string, input: { issuedOn: string | null }, today = todayIso()): Promise<Deadline> {
  return db.transaction(async (tx) => {
    const { row, rule } = await lockedObligation(tx, actor, id);
    const catalogued = complianceRule(row.ruleId);
    if (!catalogued?.dueAfterIssue) throw badRequest('Questa scadenza non dipende da una data di emissione', { issuedOn: 'Questa scadenza non dipende da una data di emissione' });
    if (row.completedAt) throw conflict('La scadenza è già completata: riaprila per cambiarne la data di emissione');
    const { issuedOn } = input;
    if (issuedOn !== null && issuedOn <= row.periodKey) {
      const message = `La dichiarazione non può essere emessa prima della fine del periodo (${formatDateIt(row.periodKey)})`;
      throw badRequest(message, { issuedOn: message });
    }
    await tx.update(obligations).set({ issuedOn, updatedAt: new Date() }).where(eq(obligations.id, id));
    // The refresh gives the obligation its due date: from the issue, or the rule's estimate.
    await refreshObligations(tx, [row.clientId], { today });
    const title = obligationTitle(rule.name, row.companyName);
    const detail = issuedOn ? `emessa il ${formatDateIt(issuedOn)}, scade il ${formatDateIt(dueAfterIssue(catalogued, issuedOn))}` : 'data di emissione tolta';
    await logActivity(tx, actor, 'Emissione Dichiarazione', `${title}: ${detail}`);
    return deadlineById(tx, actor, id, today);
  });
}
