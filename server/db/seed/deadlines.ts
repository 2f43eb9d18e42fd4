import { BOI_WINDOW_DAYS, boiDeadlineId } from '@domain/deadlines';
import { todayIso } from '@domain/periods';
import { addDays } from '@domain/periods';
import { createClientRow } from '../factories/clients';
import { deadlineCompletions } from '../schema';
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

/** US LLCs incorporated recently, so /scadenze and the dashboard show BOI deadlines in every band. */
export const seedDeadlines: SeedPart = {
  name: 'Scadenze',
  async run({ db, people }) {
    const today = todayIso();
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
        userId: people.clientUsers[i % Math.max(1, people.clientUsers.length)]?.id ?? null,
      });
      if (d.completed) {
        await db.insert(deadlineCompletions).values({ deadlineId: boiDeadlineId(client.id), completedBy: people.owner.id, completedByName: people.owner.name });
      }
    }
    return `${DEMO_DEADLINES.length} LLC statunitensi con scadenza BOI (una completata)`;
  },
};
