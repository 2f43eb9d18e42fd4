import { seedDemoStaff } from './factories/staff';
import { DEMO_PASSWORD, type SeedPart } from './context';

/** Gestione Staff: a second proprietario and an account whose staff role was removed. */
export const seedStaff: SeedPart = {
  name: 'Gestione staff',
  async run(seed) {
    const created = await seedDemoStaff(seed.db, DEMO_PASSWORD);
    // The proprietario joins the staff the later parts draw on; the ex member has no role to act with.
    seed.people.staff.push(...created.filter((u) => u.role !== null));
    return `${created.length} account (un secondo proprietario, un ex membro senza ruolo)`;
  },
};
