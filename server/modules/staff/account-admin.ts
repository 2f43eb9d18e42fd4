import { count, eq, inArray, or } from 'drizzle-orm';
import type { DeletionImpact } from '@domain/account-deletion';
import { ROLE_LABELS, type Role } from '@domain/policy';
import type { Actor } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { bankApplications, clients, expenses, income, user, userCompanies, userRoles } from '../../platform/db/schema';
import { conflict, forbidden } from '../../platform/errors';

/**
 * Operations on other people's accounts shared by the staff and login-users
 * screens: the own-row rule, the last-proprietario rule, role changes and
 * deletion with what goes along with an account.
 */

export const LAST_OWNER_MESSAGE = 'Deve esistere almeno un proprietario: non puoi rimuovere l\'ultimo.';
export const OWN_ROW_MESSAGE = 'Non puoi modificare o eliminare il tuo account da questa pagina.';

/** Nobody edits or deletes their own row on these screens. */
export function assertNotSelf(actor: Actor, targetId: string): void {
  if (actor.id === targetId) throw forbidden(OWN_ROW_MESSAGE);
}

/**
 * Refuses to take the proprietario role away from `userIds` (demotion or
 * deletion) when no proprietario would be left. The proprietario role rows are
 * locked until the transaction ends, so two concurrent requests cannot each
 * see "another proprietario remains" and both pass.
 */
export async function assertOwnersRemain(tx: Tx, userIds: readonly string[]): Promise<void> {
  const owners = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'proprietario'))
    .for('update');
  const leaving = new Set(userIds);
  if (!owners.some((o) => leaving.has(o.userId))) return;
  if (owners.every((o) => leaving.has(o.userId))) throw conflict(LAST_OWNER_MESSAGE);
}

/** Sets the role of an account (null removes the role record). Returns whether it changed. */
export async function setRole(tx: Tx, userId: string, current: Role | null, next: Role | null): Promise<boolean> {
  if (current === next) return false;
  if (current === 'proprietario') await assertOwnersRemain(tx, [userId]);
  if (next === null) {
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  } else {
    await tx
      .insert(userRoles)
      .values({ userId, role: next })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role: next, updatedAt: new Date() } });
  }
  return true;
}

export function roleLabel(role: Role | null): string {
  return role ? ROLE_LABELS[role] : 'Nessun ruolo';
}

export async function deletionImpact(db: DbOrTx, userIds: readonly string[]): Promise<DeletionImpact> {
  if (userIds.length === 0) return { linkedClients: 0, expenses: 0, income: 0, bankApplications: 0, companies: 0 };
  const ids = [...userIds];
  // One after the other: inside a transaction they share one connection.
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  return {
    linkedClients: await n(db.select({ n: count() }).from(clients).where(or(inArray(clients.userId, ids), inArray(clients.linkedUserId, ids)))),
    expenses: await n(db.select({ n: count() }).from(expenses).where(inArray(expenses.ledgerUserId, ids))),
    income: await n(db.select({ n: count() }).from(income).where(inArray(income.ledgerUserId, ids))),
    bankApplications: await n(db.select({ n: count() }).from(bankApplications).where(inArray(bankApplications.userId, ids))),
    companies: await n(db.select({ n: count() }).from(userCompanies).where(inArray(userCompanies.userId, ids))),
  };
}

/**
 * Deletes accounts. The foreign keys carry the rest: sessions, role, profile,
 * companies, bank applications and the rows of their own ledger go with the
 * account; client companies stay with user_id / linked_user_id cleared;
 * activity entries, documents and firm-ledger rows they entered stay without
 * the link. Owner rule checked here; the caller deletes avatar files after commit.
 */
export async function deleteAccounts(tx: Tx, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await assertOwnersRemain(tx, userIds);
  await tx.delete(user).where(inArray(user.id, [...userIds]));
}
