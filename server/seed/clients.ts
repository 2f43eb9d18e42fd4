import { and, isNull, lt, sql } from 'drizzle-orm';
import { addDays, FIRM_TIME_ZONE, todayIso } from '@domain/periods';
import { refreshAllObligations } from '../modules/deadlines/obligations';
import { createManyClients } from './factories/clients';
import { obligations } from '../platform/db/schema';
import type { SeedPart } from './context';

/** Obligations due more than this many days ago were filed: the demo shows a few overdue, not a year of them. */
const FILED_BEFORE_DAYS = 20;

/** Clients across the countries, as the firm's portfolio (no login of their own), with their obligations. */
export const seedClients: SeedPart = {
  name: 'Clienti',
  async run({ db, people }) {
    const n = await createManyClients(db, 240, { firstSeed: 1, spreadDays: 540 });
    await refreshAllObligations(db);
    const filed = await db
      .update(obligations)
      // Filed on their due dates, long ago: history, not what /scadenze lists as completed lately.
      .set({ completedAt: sql`${obligations.dueDate}::timestamp at time zone ${FIRM_TIME_ZONE}`, completedBy: people.owner.id, completedByName: people.owner.name, filedOn: obligations.dueDate })
      .where(and(isNull(obligations.completedAt), lt(obligations.dueDate, addDays(todayIso(), -FILED_BEFORE_DAYS))))
      .returning({ id: obligations.id });
    return `${n} clienti nei vari paesi, ${filed.length} adempimenti passati già depositati`;
  },
};
