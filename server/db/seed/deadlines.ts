import { and, eq } from 'drizzle-orm';
import { BOI_RULE_ID } from '@domain/compliance/rules';
import { BOI_WINDOW_DAYS } from '@domain/deadlines';
import { addDays, addMonths, todayIso } from '@domain/periods';
import { refreshObligations } from '../../modules/deadlines/obligations';
import { createClientRow } from '../factories/clients';
import { obligations } from '../schema';
import type { SeedPart } from './context';

/** Days remaining of the demo BOI deadlines: one in each band, and one already completed. */
const DEMO_DEADLINES = [
  { name: 'Lombardi Digital LLC', daysRemaining: -6 },
  { name: 'Orione Ventures LLC', daysRemaining: 2 },
  { name: 'Galli Software LLC', daysRemaining: 6 },
  { name: 'Tirreno Trading LLC', daysRemaining: 18 },
  { name: 'Fontana Capital LLC', daysRemaining: 44 },
  { name: 'Pegaso Design LLC', daysRemaining: -12, completed: true },
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

/** US LLCs incorporated recently, and a company of each other jurisdiction, so /scadenze and the dashboard show obligations in every band. */
export const seedDeadlines: SeedPart = {
  name: 'Scadenze',
  async run({ db, people }) {
    const today = todayIso();
    const owner = (i: number) => people.clientUsers[i % Math.max(1, people.clientUsers.length)]?.id ?? null;
    const ids: string[] = [];
    let completed: string | null = null;
    for (const [i, d] of DEMO_DEADLINES.entries()) {
      const client = await createClientRow(db, {
        seed: 9000 + i,
        companyName: d.name,
        countryCode: 'US',
        entityType: 'llc-de',
        companyAddress: '1209 Orange Street, Wilmington, DE 19801',
        incorporationDate: addDays(today, d.daysRemaining - BOI_WINDOW_DAYS),
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
      await db
        .update(obligations)
        .set({ completedAt: new Date(), completedBy: people.owner.id, completedByName: people.owner.name, filedOn: addDays(today, -13) })
        .where(and(eq(obligations.clientId, completed), eq(obligations.ruleId, BOI_RULE_ID)));
    }
    const total = DEMO_DEADLINES.length + DEMO_COMPANIES.length;
    return `${total} società con i loro adempimenti (LLC statunitensi con BOI, una completata; Regno Unito, Hong Kong, Malta, Cipro, Estonia, Emirati)`;
  },
};
