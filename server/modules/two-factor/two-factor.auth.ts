import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { TWO_FACTOR_ERROR_CODES, twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { profiles, user } from '../../platform/db/schema';
import { claim, clearFailures } from '../../platform/throttle';
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

/** How long a code accepted once stays refused: longer than the codes the plugin accepts (previous, current, next 30 s). */
const USED_CODE_TTL_MS = 2 * 60 * 1000;
const usedCodeKey = (userId: string, code: string) => `totp-used|${userId}|${code}`;

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The code of a verify-totp request, as typed. */
function codeOf(ctx: HookContext): string | null {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : null;
}

/** The account of the sign-in waiting for its second factor, from the request's cookie; null outside a sign-in. */
async function signingInUser(ctx: HookContext): Promise<string | null> {
  const pending = await ctx.getSignedCookie(ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name, ctx.context.secret);
  if (!pending) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(pending);
  return challenge?.value ?? null;
}

/**
 * Each TOTP code signs in once: a code accepted at sign-in or at setup is refused
 * for the rest of its validity (ASVS 5.0 6.5.1), which the plugin alone does not do.
 * A sign-in claims its code before the plugin checks it, in one insert that only one
 * of simultaneous requests wins (server/platform/throttle.ts, `claim`); a code the plugin
 * then refuses is let go, so a wrong guess does not spend digits that may come right.
 */
function singleUseCodes(db: Db): BetterAuthPlugin {
  const isVerifyTotp = (ctx: { path?: string }) => ctx.path === '/two-factor/verify-totp';
  /** The code each request claimed, until its answer is known. */
  const claims = new WeakMap<Request, string>();
  return {
    id: 'arcadia-single-use-totp',
    hooks: {
      before: [
        {
          matcher: isVerifyTotp,
          handler: createAuthMiddleware(async (ctx) => {
            const code = codeOf(ctx);
            const userId = code && ctx.request ? await signingInUser(ctx) : null;
            if (!code || !userId || !ctx.request) return; // only sign-ins; a signed-in setup is recorded once it succeeds
            const key = usedCodeKey(userId, code);
            if (!(await claim(db, key, USED_CODE_TTL_MS))) throw APIError.from('UNAUTHORIZED', TWO_FACTOR_ERROR_CODES.INVALID_CODE);
            claims.set(ctx.request, key);
          }),
        },
      ],
      after: [
        {
          matcher: isVerifyTotp,
          handler: createAuthMiddleware(async (ctx) => {
            const claimed = ctx.request && claims.get(ctx.request);
            if (claimed) {
              if (isAPIError(ctx.context.returned)) await clearFailures(db, [claimed]); // the code was not used: let it go
              return;
            }
            const code = codeOf(ctx);
            const userId = ctx.context.newSession?.user.id;
            if (isAPIError(ctx.context.returned) || !code || !userId) return;
            await claim(db, usedCodeKey(userId, code), USED_CODE_TTL_MS); // the setup's code, spent
          }),
        },
      ],
    },
  };
}

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
 * attempt, and 10 wrong codes in a row lock the second factor for 15 minutes;
 * each code is accepted once.
 * See docs/decisions/064.
 */
export function twoFactorPlugins(db: Db) {
  return [
    twoFactor({
      issuer: 'Arcadia',
      accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
    }),
    singleUseCodes(db),
    twoFactorActivity(db),
  ];
}
