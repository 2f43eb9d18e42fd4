import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import type { Role } from '@domain/policy';
import type { DbOrTx } from '../../platform/db/client';
import { account, profiles, user, userRoles } from '../../platform/db/schema';
import { conflict } from '../../platform/errors';

export interface NewAccount {
  email: string;
  password: string;
  fullName: string;
  role: Role;
}

/**
 * Creates a sign-in account made by staff (a client's login, a staff member):
 * the e-mail counts as confirmed. Runs on the caller's transaction so that the
 * account and whatever it belongs to are saved together or not at all.
 */
export async function createAccount(tx: DbOrTx, input: NewAccount): Promise<{ id: string }> {
  const email = input.email.trim().toLowerCase();
  const [taken] = await tx.select({ id: user.id }).from(user).where(eq(sql`lower(${user.email})`, email)).limit(1);
  if (taken) throw conflict('Esiste già un account con questa email');
  const id = randomUUID();
  const now = new Date();
  await tx.insert(user).values({ id, name: input.fullName, email, emailVerified: true, createdAt: now, updatedAt: now });
  await tx.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(input.password),
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(userRoles).values({ userId: id, role: input.role });
  await tx.insert(profiles).values({ id, fullName: input.fullName });
  return { id };
}
