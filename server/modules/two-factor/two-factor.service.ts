import { and, eq, like } from 'drizzle-orm';
import { OWN_TWO_FACTOR_FIRST_MESSAGE, TWO_FACTOR_NOT_ACTIVE_MESSAGE } from '@domain/schemas/two-factor';
import { revokeSessions } from '../../auth';
import type { Actor, AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { appSettings, STAFF_TWO_FACTOR_SETTING, twoFactor, user, verification } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/errors';
import { logActivity } from '../activity/activity.service';
import { assertNotSelf } from '../staff/account-admin';
import { lockAccount } from '../staff/staff.service';

export async function staffTwoFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, STAFF_TWO_FACTOR_SETTING));
  return row?.value === 'true';
}

/**
 * Requires (or no longer requires) two-factor sign-in of staff. The proprietario
 * turning it on must have it already, or they would be stopped at once.
 */
export async function setStaffTwoFactorRequired(db: Db, actor: Actor, required: boolean): Promise<void> {
  if (required && !actor.twoFactorEnabled) throw conflict(OWN_TWO_FACTOR_FIRST_MESSAGE);
  await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, STAFF_TWO_FACTOR_SETTING))
      .for('update');
    if ((previous?.value === 'true') === required) return;
    await tx
      .insert(appSettings)
      .values({ key: STAFF_TWO_FACTOR_SETTING, value: String(required) })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: String(required) } });
    await logActivity(tx, actor, 'Verifica in Due Passaggi per lo Staff', required ? 'Resa obbligatoria' : 'Resa facoltativa');
  });
}

/**
 * A proprietario removes another account's second factor (a lost phone): the
 * secret, the recovery codes and the devices trusted with it go, and so do the
 * account's sessions. The person signs in with the password alone and may set it up again.
 */
export async function resetTwoFactor(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  assertNotSelf(actor, id);
  await ctx.db.transaction(async (tx) => {
    const target = await lockAccount(tx, id);
    if (!target) throw notFound('Utente non trovato');
    const removed = await tx.delete(twoFactor).where(eq(twoFactor.userId, id)).returning({ id: twoFactor.id });
    const [flag] = await tx.update(user).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(and(eq(user.id, id), eq(user.twoFactorEnabled, true))).returning({ id: user.id });
    if (removed.length === 0 && !flag) throw conflict(TWO_FACTOR_NOT_ACTIVE_MESSAGE);
    await tx.delete(verification).where(and(eq(verification.value, id), like(verification.identifier, 'trust-device-%')));
    await logActivity(tx, actor, 'Azzeramento Verifica in Due Passaggi', `${target.name} (${target.email})`);
  });
  await revokeSessions(ctx.db, id);
}
