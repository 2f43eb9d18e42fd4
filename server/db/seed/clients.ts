import { createManyClients } from '../factories/clients';
import type { SeedPart } from './context';

/** Clients across the countries, as the firm's portfolio (no login of their own). */
export const seedClients: SeedPart = {
  name: 'Clienti',
  async run({ db }) {
    const n = await createManyClients(db, 240, { firstSeed: 1, spreadDays: 540 });
    return `${n} clienti nei vari paesi`;
  },
};
