import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { takeCurrentPasswordCheck } from '../throttle';
import { loadActor } from './session';
import type { AuthAttempt } from './sign-in-throttle';

/** The auth endpoints that check the signed-in person's current password (two-factor changes). */
const PASSWORD_CHECKS = new Set(['/two-factor/enable', '/two-factor/disable', '/two-factor/generate-backup-codes']);

/**
 * The current password asked by two-factor changes meets the same per-account limit
 * as a password change (one count for both, server/platform/throttle.ts): a refusal throws 429
 * with the wait, unchecked. The attempt counts as a failure when the library answers
 * INVALID_PASSWORD, is cleared by a success, and forgiven when no password was checked.
 */
export async function takePasswordCheck(c: Context<AppEnv>, path: string): Promise<AuthAttempt | null> {
  if (!PASSWORD_CHECKS.has(path)) return null;
  const actor = await loadActor(c);
  if (!actor) return null; // the library answers 401 without a password check
  const check = await takeCurrentPasswordCheck(c.get('ctx').db, actor.id, 'password');
  return {
    async settle(response) {
      if (response?.status === 200) return check.succeeded();
      const code = response && ((await response.clone().json().catch(() => null)) as { code?: unknown } | null)?.code;
      if (code !== 'INVALID_PASSWORD') await check.notChecked();
    },
  };
}
