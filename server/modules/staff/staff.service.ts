import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { randomUUID } from 'node:crypto';
import { STAFF_ROLES, isStaff, type Role, type StaffRole } from '@domain/policy';
import { pageOffset, paged } from '@domain/schemas/list-query';
import type { CreateStaffInput, StaffListQuery, StaffSort } from '@domain/schemas/staff';
import { revokeSessions } from '../../auth';
import type { Actor, AppContext } from '../../platform/context';
import type { Db, Tx } from '../../platform/db/client';
import { likePattern } from '../../platform/db/like';
import { displayName } from '../../platform/db/display-name';
import { account, profiles, user, userRoles } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/errors';
import { discardUpload } from '../../platform/files/tracking';
import { createAccount } from '../accounts/accounts.service';
import { logActivity } from '../activity/activity.service';
import { avatarUrlOf } from '../profile/profile.service';
import { assertNotSelf, deleteAccounts, deletionImpact, roleLabel, setRole } from './account-admin';
import { withProfileAndRole } from '../../platform/db/people';

export const STAFF_NOT_FOUND = 'Membro dello staff non trovato';
export const EMAIL_TAKEN = 'Esiste già un account con questa email';

export interface StaffMember {
  id: string;
  fullName: string;
  email: string;
  role: StaffRole;
  createdAt: string;
  /** Where the web app loads the avatar from, or null without one. */
  avatarUrl: string | null;
  twoFactorEnabled: boolean;
}

const roleRank = sql<number>`case ${userRoles.role} when 'proprietario' then 0 when 'admin' then 1 else 2 end`;
const SORT_KEYS: Record<StaffSort, SQL | AnyColumn> = { fullName: displayName, email: user.email, role: roleRank, createdAt: user.createdAt };

export async function listStaff(db: Db, query: StaffListQuery) {
  const filters: SQL[] = [inArray(userRoles.role, [...STAFF_ROLES])];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(or(ilike(displayName, pattern), ilike(user.email, pattern))!);
  }
  const where = and(...filters);
  const direction = query.dir === 'desc' ? desc : asc;
  const order = query.sort ? [direction(SORT_KEYS[query.sort]), direction(user.id)] : [asc(roleRank), asc(user.createdAt), asc(user.id)];
  const [rows, [total]] = await Promise.all([
    withProfileAndRole(db.select({
        id: user.id,
        fullName: displayName,
        email: user.email,
        role: userRoles.role,
        createdAt: user.createdAt,
        avatarKey: profiles.avatarKey,
        profileUpdatedAt: profiles.updatedAt,
        twoFactorEnabled: user.twoFactorEnabled,
      }).from(user).$dynamic())
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    withProfileAndRole(db.select({ n: count() }).from(user).$dynamic())
      .where(where),
  ]);
  const items: StaffMember[] = rows.map((r) => ({
    id: r.id,
    fullName: r.fullName,
    email: r.email,
    role: r.role as StaffRole,
    createdAt: r.createdAt.toISOString(),
    avatarUrl: r.profileUpdatedAt ? avatarUrlOf(r.id, r.avatarKey, r.profileUpdatedAt) : null,
    twoFactorEnabled: r.twoFactorEnabled,
  }));
  return paged(items, total?.n ?? 0, query);
}

/** The account behind a row of these screens, its row locked until the transaction ends. */
export async function lockAccount(tx: Tx, id: string) {
  const [row] = await withProfileAndRole(tx.select({
      id: user.id,
      email: user.email,
      name: displayName,
      role: userRoles.role,
      avatarKey: profiles.avatarKey,
    }).from(user).$dynamic())
    .where(eq(user.id, id))
    .for('no key update', { of: user });
  if (!row) return null;
  return { ...row, role: (row.role ?? null) as Role | null };
}
export type LockedAccount = NonNullable<Awaited<ReturnType<typeof lockAccount>>>;

async function lockStaff(tx: Tx, actor: Actor, id: string): Promise<LockedAccount> {
  assertNotSelf(actor, id);
  const target = await lockAccount(tx, id);
  if (!target || !isStaff(target.role)) throw notFound(STAFF_NOT_FOUND);
  return target;
}

export async function createStaff(db: Db, actor: Actor, input: CreateStaffInput & { role: StaffRole }): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const created = await createAccount(tx, input);
    await logActivity(tx, actor, 'Creazione Staff', `${input.fullName} (${input.email.trim().toLowerCase()}) – ${roleLabel(input.role)}`);
    return created;
  });
}

/** Staff screen role edit: a staff role, or null to remove the role record. Ends the person's sessions. */
export async function changeStaffRole(ctx: AppContext, actor: Actor, id: string, role: StaffRole | null): Promise<void> {
  const changed = await ctx.db.transaction(async (tx) => {
    const target = await lockStaff(tx, actor, id);
    if (!(await setRole(tx, id, target.role, role))) return false;
    await logActivity(tx, actor, 'Aggiornamento Ruolo', `${target.name}: ${roleLabel(target.role)} → ${roleLabel(role)}`);
    return true;
  });
  if (changed) await revokeSessions(ctx.db, id);
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** New e-mail and/or password for a staff member; their open sessions end. */
export async function updateStaffCredentials(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: { email?: string | undefined; password?: string | undefined },
): Promise<void> {
  const changed = await ctx.db
    .transaction(async (tx) => {
      const target = await lockStaff(tx, actor, id);
      const changes: string[] = [];
      const now = new Date();
      const email = input.email?.trim().toLowerCase();
      if (email !== undefined && email !== target.email.toLowerCase()) {
        const [taken] = await tx
          .select({ id: user.id })
          .from(user)
          .where(and(eq(sql`lower(${user.email})`, email), ne(user.id, id)))
          .limit(1);
        if (taken) throw conflict(EMAIL_TAKEN);
        await tx.update(user).set({ email, emailVerified: true, updatedAt: now }).where(eq(user.id, id));
        changes.push(`email ${target.email} → ${email}`);
      }
      if (input.password !== undefined) {
        const hash = await hashPassword(input.password);
        const updated = await tx
          .update(account)
          .set({ password: hash, updatedAt: now })
          .where(and(eq(account.userId, id), eq(account.providerId, 'credential')))
          .returning({ id: account.id });
        if (updated.length === 0) {
          await tx.insert(account).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash, createdAt: now, updatedAt: now });
        }
        changes.push('password modificata');
      }
      if (changes.length === 0) return false;
      await logActivity(tx, actor, 'Aggiornamento Credenziali', `${target.name}: ${changes.join(', ')}`);
      return true;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
      throw err;
    });
  if (changed) await revokeSessions(ctx.db, id);
}

/** Checks that `id` is a staff member the actor may change, before an upload is stored. */
export async function assertEditableStaff(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction((tx) => lockStaff(tx, actor, id));
}

/** Points a staff member's avatar at a stored file; the previous one is released with the change. */
export async function replaceStaffAvatar(ctx: AppContext, actor: Actor, id: string, key: string): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const target = await lockStaff(tx, actor, id);
      await tx
        .insert(profiles)
        .values({ id, fullName: target.name, avatarKey: key })
        .onConflictDoUpdate({ target: profiles.id, set: { avatarKey: key, updatedAt: new Date() } });
      await logActivity(tx, actor, 'Aggiornamento Avatar Staff', target.name);
    });
  } catch (err) {
    await discardUpload(ctx, key);
    throw err;
  }
}

export async function staffDeletionImpact(ctx: AppContext, actor: Actor, id: string) {
  return ctx.db.transaction(async (tx) => {
    await lockStaff(tx, actor, id);
    return deletionImpact(tx, [id]);
  });
}

export async function deleteStaff(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const target = await lockStaff(tx, actor, id);
    await deleteAccounts(tx, [id]);
    await logActivity(tx, actor, 'Eliminazione Utente', `${target.name} (${target.email}) – ${roleLabel(target.role)}`);
  });
}
