import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { can, isStaff, type Role } from '@domain/policy';
import { pageOffset, paged } from '@domain/schemas/list-query';
import type { LoginUserSort, LoginUsersListQuery, UpdateLoginUserInput } from '@domain/schemas/login-users';
import { revokeSessions } from '../../auth';
import type { Actor, AppContext } from '../../platform/context';
import type { Db, Tx } from '../../platform/db/client';
import { likePattern } from '../../platform/db/like';
import { displayName } from '../../platform/db/display-name';
import { profiles, user, userRoles } from '../../platform/db/schema';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { logActivity } from '../activity/activity.service';
import { assertNotSelf, deleteAccounts, deletionImpact, roleLabel, setRole } from '../staff/account-admin';
import { lockAccount, type LockedAccount } from '../staff/staff.service';
import { withProfileAndRole } from '../../platform/db/people';

export const LOGIN_USER_NOT_FOUND = 'Utente non trovato';
/** Where the link of a reset e-mail leads (the auth page's new-password form). */
export const RESET_REDIRECT = '/auth?reset=1';

export interface LoginUser {
  id: string;
  fullName: string;
  email: string;
  /** 'user', or null for an account without a role record. */
  role: Role | null;
  createdAt: string;
  twoFactorEnabled: boolean;
}

/** Login users are every account that is not staff: role user or no role at all. */
const notStaff = or(isNull(userRoles.role), eq(userRoles.role, 'user'))!;
const SORT_KEYS: Record<LoginUserSort, SQL | AnyColumn> = { fullName: displayName, email: user.email, createdAt: user.createdAt };

export async function listLoginUsers(db: Db, query: LoginUsersListQuery) {
  const filters: SQL[] = [notStaff];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(or(ilike(displayName, pattern), ilike(user.email, pattern))!);
  }
  const where = and(...filters);
  const direction = query.dir === 'desc' ? desc : asc;
  const order = query.sort ? [direction(SORT_KEYS[query.sort]), direction(user.id)] : [desc(user.createdAt), desc(user.id)];
  const [rows, [total]] = await Promise.all([
    withProfileAndRole(db.select({
        id: user.id,
        fullName: displayName,
        email: user.email,
        role: userRoles.role,
        createdAt: user.createdAt,
        twoFactorEnabled: user.twoFactorEnabled,
      }).from(user).$dynamic())
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    withProfileAndRole(db.select({ n: count() }).from(user).$dynamic())
      .where(where),
  ]);
  const items: LoginUser[] = rows.map((r) => ({
    id: r.id,
    fullName: r.fullName,
    email: r.email,
    role: r.role ?? null,
    createdAt: r.createdAt.toISOString(),
    twoFactorEnabled: r.twoFactorEnabled,
  }));
  return paged(items, total?.n ?? 0, query);
}

async function lockLoginUser(tx: Tx, actor: Actor, id: string): Promise<LockedAccount> {
  assertNotSelf(actor, id);
  const target = await lockAccount(tx, id);
  if (!target || isStaff(target.role)) throw notFound(LOGIN_USER_NOT_FOUND);
  return target;
}

/** Edit dialog: full name (staff), role (only who may change roles). A role change ends their sessions. */
export async function updateLoginUser(ctx: AppContext, actor: Actor, id: string, input: UpdateLoginUserInput): Promise<void> {
  if (input.role !== undefined && !can(actor.role, 'change-role:user')) {
    throw forbidden('Solo il proprietario può cambiare il ruolo di un utente.');
  }
  const roleChanged = await ctx.db.transaction(async (tx) => {
    const target = await lockLoginUser(tx, actor, id);
    const changes: string[] = [];
    if (input.fullName !== undefined && input.fullName !== target.name) {
      const now = new Date();
      await tx
        .insert(profiles)
        .values({ id, fullName: input.fullName })
        .onConflictDoUpdate({ target: profiles.id, set: { fullName: input.fullName, updatedAt: now } });
      await tx.update(user).set({ name: input.fullName, updatedAt: now }).where(eq(user.id, id));
      changes.push(`nome ${target.name} → ${input.fullName}`);
    }
    const roleChanged = input.role !== undefined && (await setRole(tx, id, target.role, input.role));
    if (roleChanged) changes.push(`ruolo ${roleLabel(target.role)} → ${roleLabel(input.role ?? null)}`);
    if (changes.length > 0) {
      await logActivity(tx, actor, 'Aggiornamento Utente', `${input.fullName ?? target.name} (${target.email}): ${changes.join(', ')}`);
    }
    return roleChanged;
  });
  if (roleChanged) await revokeSessions(ctx.db, id);
}

/** Sends the account's owner a password-reset link by e-mail (through the auth server and the app mailer). */
export async function sendPasswordReset(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const target = await ctx.db.transaction((tx) => lockLoginUser(tx, actor, id));
  try {
    await ctx.auth.api.requestPasswordReset({ body: { email: target.email, redirectTo: RESET_REDIRECT } });
  } catch {
    throw new AppError(503, 'MAIL_FAILED', 'Errore nell\'invio dell\'email di reset');
  }
  await logActivity(ctx.db, actor, 'Invio Reset Password', `${target.name} (${target.email})`);
}

async function lockLoginUsers(tx: Tx, actor: Actor, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  for (const id of unique) assertNotSelf(actor, id);
  const rows = await withProfileAndRole(tx.select({ id: user.id, email: user.email, name: displayName, role: userRoles.role }).from(user).$dynamic())
    .where(and(inArray(user.id, unique), notStaff))
    .orderBy(user.id)
    .for('no key update', { of: user });
  if (rows.length !== unique.length) throw notFound(LOGIN_USER_NOT_FOUND);
  return rows;
}

export async function loginUsersDeletionImpact(ctx: AppContext, actor: Actor, ids: readonly string[]) {
  return ctx.db.transaction(async (tx) => {
    const rows = await lockLoginUsers(tx, actor, ids);
    return deletionImpact(tx, rows.map((r) => r.id));
  });
}

/** Bulk deletion: all of them or none. Returns how many went. */
export async function deleteLoginUsers(ctx: AppContext, actor: Actor, ids: readonly string[]): Promise<number> {
  await ctx.db.transaction(async (tx) => {
    const rows = await lockLoginUsers(tx, actor, ids);
    await deleteAccounts(tx, rows.map((r) => r.id));
    for (const r of rows) await logActivity(tx, actor, 'Eliminazione Utente', `${r.name} (${r.email})`);
  });
  return new Set(ids).size;
}
