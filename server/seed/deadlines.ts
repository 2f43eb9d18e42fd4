import { and, asc, eq } from 'drizzle-orm';
import { complianceRule } from '@domain/compliance/rules';
import { addDays, addMonths, todayIso } from '@domain/periods';
import { refreshObligations } from '../modules/deadlines/obligations';
import { createClientRow } from './factories/clients';
import { obligations } from '../platform/db/schema';
import type { SeedPart } from './context';

/**
 * The UK confirmation statement (on by default, unlike the spec's BOI report: PRODUCT.md
 * section 5) falls due a set number of days after each anniversary of incorporation.
 */
const CONFIRMATION_STATEMENT = complianceRule('gb-confirmation-statement')!;

/**
 * UK companies whose confirmation statement falls due `daysRemaining` days from today:
 * one in each band of /scadenze (overdue, within 7 days, within 30, within 60), and one
 * already completed; incorporated `years` years before that anniversary.
 */
const DEMO_DEADLINES = [
  { name: 'Lombardi Digital Ltd', years: 2, daysRemaining: -6 },
  { name: 'Orione Ventures Ltd', years: 1, daysRemaining: 2 },
  { name: 'Galli Software Ltd', years: 4, daysRemaining: 6 },
  { name: 'Tirreno Trading Ltd', years: 3, daysRemaining: 18 },
  { name: 'Fontana Capital Ltd', years: 1, daysRemaining: 44 },
  { name: 'Pegaso Design Ltd', years: 5, daysRemaining: -12, completed: true },
];

/**
 * Companies of the other jurisdictions, incorporated so that an obligation of
 * each falls due within the next weeks (the rules of domain/compliance/rules.ts
 * give the dates): `years` ago, `days` before or after today.
 */
const DEMO_COMPANIES = [
  { name: 'Aurora Holdings Ltd', countryCode: 'GB', entityType: 'ltd', years: 3, days: -4 },
  { name: 'Dragon Pearl Limited', countryCode: 'HK', entityType: 'ltd', years: 2, days: -17 },
  { name: 'Valletta Trade Ltd', countryCode: 'MT', entityType: 'ltd', years: 4, days: -7 },
  { name: 'Limassol Marine Ltd', countryCode: 'CY', entityType: 'ltd', years: 5, days: 20 },
  { name: 'Tallinn Code OÜ', countryCode: 'EE', entityType: 'ou', years: 2, days: 0 },
  { name: 'Dubai Gate FZ-LLC', countryCode: 'AE', entityType: 'fz-llc', years: 0, days: -75 },
];

/** A company in each band of /scadenze (one completed), and one of each other jurisdiction, so /scadenze and the dashboard show obligations in every band. */
export const seedDeadlines: SeedPart = {
  name: 'Scadenze',
  async run({ db, people }) {
    const today = todayIso();
    const owner = (i: number) => people.clientUsers[i % Math.max(1, people.clientUsers.length)]?.id ?? null;
    const ids: string[] = [];
    let completed: string | null = null;
    for (const [i, d] of DEMO_DEADLINES.entries()) {
      const anniversary = addDays(today, d.daysRemaining - CONFIRMATION_STATEMENT.offset.days);
      const client = await createClientRow(db, {
        seed: 9000 + i,
        companyName: d.name,
        countryCode: 'GB',
        entityType: 'ltd',
        incorporationDate: addMonths(anniversary, -12 * d.years),
        approvalStatus: 'approved',
        // The first client logins see some of these among their own deadlines.
        userId: owner(i),
      });
      ids.push(client.id);
      if (d.completed) completed = client.id;
    }
    for (const [i, c] of DEMO_COMPANIES.entries()) {
      const client = await createClientRow(db, {
        seed: 9100 + i,
        companyName: c.name,
        countryCode: c.countryCode,
        entityType: c.entityType,
        incorporationDate: addMonths(addDays(today, c.days), -12 * c.years),
        approvalStatus: 'approved',
        userId: owner(i),
      });
      ids.push(client.id);
    }
    await refreshObligations(db, ids);
    if (completed) {
      // Its statement of the last weeks, filed the day before it fell due; the next one, a year on, stays open.
      const [statement] = await db
        .select({ id: obligations.id, dueDate: obligations.dueDate })
        .from(obligations)
        .where(and(eq(obligations.clientId, completed), eq(obligations.ruleId, CONFIRMATION_STATEMENT.id)))
        .orderBy(asc(obligations.dueDate))
        .limit(1);
      await db
        .update(obligations)
        .set({ completedAt: new Date(), completedBy: people.owner.id, completedByName: people.owner.name, filedOn: addDays(statement!.dueDate, -1) })
        .where(eq(obligations.id, statement!.id));
    }
    const total = DEMO_DEADLINES.length + DEMO_COMPANIES.length;
    return `${total} società con i loro adempimenti (Regno Unito, con un confirmation statement in ogni fascia e uno completato; Hong Kong, Malta, Cipro, Estonia, Emirati)`;
  },
};
