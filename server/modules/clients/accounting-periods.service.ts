import { eq } from 'drizzle-orm';
import { accountingPeriods, yearEndChangeProblem, type AccountingPeriod } from '@domain/compliance/accounting-periods';
import { addMonths, formatDateIt, todayIso } from '@domain/periods';
import type { z } from '@domain/zod';
import type { yearEndChangeSchema } from '@domain/schemas/clients';
import type { Actor } from '../../platform/context';
import { boundRowLockWait, type Db, type DbOrTx } from '../../platform/db/client';
import { clients, yearEndChanges } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import { logActivity } from '../activity/activity.service';
import { refreshObligations, YEAR_END_CHANGE_COLUMNS } from '../deadlines/obligations';
import { findClient } from './clients.service';

/** One accounting period as the client's details show it. */
export interface PeriodView {
  start: string;
  end: string;
  first: boolean;
  /** How a change of year end made it, and when the change was notified. */
  change: { kind: 'accorciato' | 'allungato'; notifiedOn: string } | null;
  /** Whether its year end may still be changed: the period in course or the one just closed (CA 2006 s.392(2)). */
  changeable: boolean;
}

export interface ClientPeriods {
  /** Null when the client has no incorporation date: its periods cannot be told. */
  periods: PeriodView[] | null;
}

const NEEDS_INCORPORATION = 'Per i periodi contabili serve la data di costituzione del cliente';

async function periodsOf(db: DbOrTx, id: string, today: string): Promise<{ companyName: string; countryCode: string | null; periods: AccountingPeriod[] | null }> {
  const client = await findClient(db, id);
  if (!client.incorporationDate) return { companyName: client.companyName, countryCode: client.countryCode, periods: null };
  const changes = await db
    .select(YEAR_END_CHANGE_COLUMNS)
    .from(yearEndChanges)
    .where(eq(yearEndChanges.clientId, id));
  // The period in course may end up to 18 months ahead.
  const periods = accountingPeriods({ ...client, incorporationDate: client.incorporationDate, yearEndChanges: changes }, addMonths(today, 18));
  return { companyName: client.companyName, countryCode: client.countryCode, periods };
}

/** The period in course (the first not ended by `today`) and the one before it. */
function changeableStarts(periods: readonly AccountingPeriod[], today: string): Set<string> {
  const current = periods.findIndex((p) => p.end >= today);
  const index = current < 0 ? periods.length : current;
  return new Set(periods.slice(Math.max(0, index - 1), index + 1).map((p) => p.start));
}

function view(periods: readonly AccountingPeriod[], today: string): PeriodView[] {
  const changeable = changeableStarts(periods, today);
  return periods.map((p) => ({
    start: p.start,
    end: p.end,
    first: p.first,
    change: p.change ? { kind: p.change.newEnd < p.change.previousEnd ? 'accorciato' : 'allungato', notifiedOn: p.change.notifiedOn } : null,
    changeable: changeable.has(p.start) && !p.change,
  }));
}

export async function clientPeriods(db: Db, id: string, today = todayIso()): Promise<ClientPeriods> {
  const { periods } = await periodsOf(db, id, today);
  return { periods: periods && view(periods, today) };
}

/**
 * Records a change of year end (UK AA01 and its like): the period that began on
 * `periodStart` ends on `newEnd`; later periods follow the new year end, earlier
 * ones stay; the client's obligations are recomputed in the same transaction.
 */
export async function changeYearEnd(db: Db, actor: Actor, id: string, input: z.output<typeof yearEndChangeSchema>, today = todayIso()): Promise<ClientPeriods> {
  return db.transaction(async (tx) => {
    await boundRowLockWait(tx);
    // Changes of one client one at a time: each is judged on the periods the last one left.
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, id)).for('update');
    const { companyName, countryCode, periods } = await periodsOf(tx, id, today);
    if (!periods) throw badRequest(NEEDS_INCORPORATION);
    const period = periods.find((p) => p.start === input.periodStart);
    if (!period || !view(periods, today).find((p) => p.start === period.start)!.changeable) {
      const message = 'Si può cambiare la fine solo del periodo in corso o di quello appena chiuso, una volta';
      throw badRequest(message, { periodStart: message });
    }
    const problem = yearEndChangeProblem(period, input.newEnd, { countryCode, periods, notifiedOn: input.notifiedOn });
    if (problem) throw badRequest(problem, { newEnd: problem });
    if (input.notifiedOn < period.start) {
      const message = 'La comunicazione non può precedere l\'inizio del periodo';
      throw badRequest(message, { notifiedOn: message });
    }
    await tx.insert(yearEndChanges).values({ clientId: id, periodStart: period.start, previousEnd: period.end, newEnd: input.newEnd, notifiedOn: input.notifiedOn, createdBy: actor.id });
    // The year end in force from now on; a 29 February is a February month end.
    const monthDay = input.newEnd.slice(5) === '02-29' ? '02-28' : input.newEnd.slice(5);
    await tx.update(clients).set({ financialYearEnd: monthDay, updatedAt: new Date() }).where(eq(clients.id, id));
    await refreshObligations(tx, [id]);
    await logActivity(
      tx,
      actor,
      'Cambio Fine Esercizio',
      `Cliente "${companyName}": il periodo dal ${formatDateIt(period.start)} termina il ${formatDateIt(input.newEnd)} invece del ${formatDateIt(period.end)}`,
    );
    const after = await periodsOf(tx, id, today);
    return { periods: after.periods && view(after.periods, today) };
  });
}
