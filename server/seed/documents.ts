import { asc, inArray, or } from 'drizzle-orm';
import { seedDemoDocuments } from './factories/documents';
import { clients } from '../platform/db/schema';
import type { SeedPart } from './context';

/** Documents for the demo logins' own clients and the first clients by name, and the contract templates. */
export const seedDocuments: SeedPart = {
  name: 'Documenti e contratti',
  async run({ ctx, db, now, people }) {
    const logins = people.clientUsers.map((u) => u.id);
    const own = logins.length
      ? await db.select({ id: clients.id }).from(clients).where(or(inArray(clients.userId, logins), inArray(clients.linkedUserId, logins)))
      : [];
    const first = await db.select({ id: clients.id }).from(clients).orderBy(asc(clients.companyName), asc(clients.id)).limit(30);
    const clientIds = [...new Set([...own, ...first].map((c) => c.id))];
    const made = await seedDemoDocuments(ctx, { clientIds, uploadedBy: people.owner.id, now });
    return `${made.documents} documenti PDF per ${clientIds.length} clienti, ${made.contracts} contratti`;
  },
};
