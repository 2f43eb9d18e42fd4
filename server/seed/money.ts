import { seedDemoMoney } from './factories/money';
import type { SeedPart } from './context';

/** Six months of the firm's books across its accounts, some of each client's own books, and bank applications. */
export const seedMoney: SeedPart = {
  name: 'Spese, entrate e applicazioni bancarie',
  async run({ db, people }) {
    const firmUser = people.staff.find((s) => s.role === 'admin')?.id ?? people.owner.id;
    const made = await seedDemoMoney(db, { firmUserId: firmUser, userIds: people.clientUsers.map((u) => u.id) });
    return `${made.firmExpenses} spese e ${made.firmIncome} entrate della ditta, ${made.userRows} movimenti dei clienti, ${made.applications} applicazioni bancarie`;
  },
};
