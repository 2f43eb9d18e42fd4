import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, user } from '../../db/schema';
import { logActivity } from '../activity/activity.service';

/** The cookie that carries a sign-in waiting for its second factor (better-auth's two-factor plugin). */
const TWO_FACTOR_COOKIE = 'two_factor';

/** What each successful two-factor call writes to the activity log. */
const ACTIVITY: Record<string, string> = {
  '/two-factor/verify-totp': 'Attivazione Verifica in Due Passaggi',
  '/two-factor/disable': 'Disattivazione Verifica in Due Passaggi',
  '/two-factor/generate-backup-codes': 'Nuovi Codici di Recupero',
  '/two-factor/verify-backup-code': 'Accesso con Codice di Recupero',
};

async function nameOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ account: user.name, full: profiles.fullName }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(eq(user.id, userId));
  return row?.full?.trim() || row?.account || 'Utente';
}

/** Writes the person's own two-factor changes, and sign-ins with a recovery code, to the activity log. */
function twoFactorActivity(db: Db): BetterAuthPlugin {
  return {
    id: 'arcadia-two-factor-activity',
    hooks: {
      after: [
        {
          matcher: (ctx) => (ctx.path ?? '') in ACTIVITY,
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            const signingIn = Boolean(ctx.getCookie(ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name));
            // A code at sign-in is no change; a code with a session confirms the setup.
            if (ctx.path === '/two-factor/verify-totp' && signingIn) return;
            if (ctx.path === '/two-factor/verify-backup-code' && !signingIn) return;
            // verify-totp (setup) and disable renew the session; generate-backup-codes keeps it.
            const userId = ctx.context.newSession?.user.id ?? ctx.context.session?.user.id;
            if (!userId) return;
            await logActivity(db, { id: userId, name: await nameOf(db, userId) }, ACTIVITY[ctx.path]!);
          }),
        },
      ],
    },
  };
}

/**
 * Two-factor sign-in: TOTP (6 digits, 30 s) with ten single-use recovery codes,
 * secrets and codes stored encrypted with the auth secret. The plugin's own limits
 * apply: 3 requests per 10 s per address on /two-factor/*, 5 codes per sign-in
 * attempt, and 10 wrong codes in a row lock the second factor for 15 minutes.
 * See docs/decisions/064.
 */
export function twoFactorPlugins(db: Db) {
  return [
    twoFactor({
      issuer: 'Arcadia',
      accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
    }),
    twoFactorActivity(db),
  ];
}
