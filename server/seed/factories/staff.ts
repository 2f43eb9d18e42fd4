import { sql } from 'drizzle-orm';
import type { Role } from '@domain/policy';
import type { Db } from '../../platform/db/client';
import { user } from '../../platform/db/schema';
import { createUser, type CreatedUser } from './users';

export interface DemoStaffMember {
  fullName: string;
  email: string;
  /** null: a former staff member whose role was removed ("Nessun ruolo"). */
  role: Role | null;
}

/**
 * The staff-management share of the demo team: a second proprietario (so the
 * first one can be demoted or removed without leaving the firm without one) and
 * a former staff member with no role. Admins and moderatori come with the people seed.
 */
export const DEMO_STAFF: readonly DemoStaffMember[] = [
  { fullName: 'Roberto Galli', email: 'roberto.galli@arcadia-demo.it', role: 'proprietario' },
  { fullName: 'Luca Mariani', email: 'luca.mariani@arcadia-demo.it', role: null },
];

/** Creates the members of DEMO_STAFF not there yet (confirmed logins with `password`); returns the new ones. */
export async function seedDemoStaff(db: Db, password: string): Promise<CreatedUser[]> {
  const created: CreatedUser[] = [];
  for (const member of DEMO_STAFF) {
    const [existing] = await db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${member.email}`).limit(1);
    if (existing) continue;
    created.push(await createUser(db, { ...member, password }));
  }
  return created;
}
