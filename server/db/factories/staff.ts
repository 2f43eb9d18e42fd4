import { sql } from 'drizzle-orm';
import type { StaffRole } from '@domain/policy';
import type { Db } from '../client';
import { user } from '../schema';
import { createAccount } from '../../modules/accounts/accounts.service';

export interface DemoStaffMember {
  fullName: string;
  email: string;
  role: StaffRole;
}

/** The demo team: staff members of every role besides the first proprietario. */
export const DEMO_STAFF: readonly DemoStaffMember[] = [
  { fullName: 'Roberto Galli', email: 'roberto.galli@demo.example.it', role: 'proprietario' },
  { fullName: 'Francesca Moretti', email: 'francesca.moretti@demo.example.it', role: 'admin' },
  { fullName: 'Davide Lombardi', email: 'davide.lombardi@demo.example.it', role: 'admin' },
  { fullName: 'Chiara Santoro', email: 'chiara.santoro@demo.example.it', role: 'moderatore' },
  { fullName: 'Luca Mariani', email: 'luca.mariani@demo.example.it', role: 'moderatore' },
  { fullName: 'Elena Rinaldi', email: 'elena.rinaldi@demo.example.it', role: 'moderatore' },
];

/**
 * Creates the demo team (confirmed logins with `password`). Members already
 * present are left as they are, so the seed can run again. Returns the new ones.
 */
export async function seedDemoStaff(db: Db, password: string): Promise<(DemoStaffMember & { id: string })[]> {
  const created: (DemoStaffMember & { id: string })[] = [];
  for (const member of DEMO_STAFF) {
    const [existing] = await db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${member.email}`).limit(1);
    if (existing) continue;
    const { id } = await db.transaction((tx) => createAccount(tx, { ...member, password }));
    created.push({ ...member, id });
  }
  return created;
}
