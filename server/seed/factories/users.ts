import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '@domain/policy';
import type { Db } from '../../platform/db/client';
import { userRoles } from '../../platform/db/schema';
import { createAccount } from '../../modules/accounts/accounts.service';

export interface CreatedUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
  role: Role | null;
}

const FIRST_NAMES = ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro', 'Sara', 'Matteo', 'Elena', 'Davide'];
const LAST_NAMES = ['Rossi', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti'];

/** A confirmed account with a role (null: no role record). Shared by tests and the demo seed. */
export async function createUser(
  db: Db,
  input: { role: Role | null; email?: string; password?: string; fullName?: string },
): Promise<CreatedUser> {
  const n = Math.floor(Math.random() * 100);
  const fullName = input.fullName ?? `${FIRST_NAMES[n % 10]} ${LAST_NAMES[Math.floor(n / 10)]}`;
  const email = input.email ?? `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}.${randomUUID().slice(0, 6)}@example.it`;
  const password = input.password ?? 'password123';
  const { id } = await db.transaction((tx) => createAccount(tx, { email, password, fullName, role: input.role ?? 'user' }));
  if (input.role === null) await db.delete(userRoles).where(eq(userRoles.userId, id));
  return { id, email, password, fullName, role: input.role };
}
