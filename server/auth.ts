import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import { MIN_PASSWORD_LENGTH, VERIFIED_CALLBACK } from '@domain/schemas/auth';
import type { Db } from './platform/db/client';
import * as schema from './platform/db/schema';
import type { Env } from './platform/env';
import { log } from './platform/log';
import type { MailMessage } from './platform/mail/mailer';
import { passwordWasReset } from './platform/http/sign-in-throttle';
import { resetPasswordMail, verificationMail } from './platform/mail/templates';
import { twoFactorPlugins } from './modules/two-factor/two-factor.auth';
import { sessionLifetime } from './platform/session-lifetime';
import { CLIENT_IP_HEADER } from './platform/http/client-address';

/** `sendMail` queues a message (mail/mail-queue.ts): an unreachable mail server delays it, never loses it. */
export function createAuth(opts: { db: Db; env: Env; sendMail: (message: MailMessage) => Promise<unknown>; secret: string }) {
  const { db, env, sendMail, secret } = opts;
  return betterAuth({
    appName: 'Arcadia',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [env.APP_URL],
    // Its warnings and errors go through the server's log, an error's details as `err`.
    logger: { log: (level, message, ...args: unknown[]) => log[level]({ area: 'auth', ...(args[0] instanceof Error && { err: args[0] }) }, message) },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        twoFactor: schema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await sendMail(resetPasswordMail(user.email, user.name, url));
      },
      // The owner gets back in at once, however many attempts a stranger makes on the account.
      onPasswordReset: async ({ user }, request) => {
        const address = request?.headers.get(CLIENT_IP_HEADER);
        if (address) await passwordWasReset(db, user.email, address);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        // The link sent at sign-up carries the return address its caller named; the one sent
        // again at a refused sign-in or on request carries '/'. Each lands on the notice.
        const link = new URL(url);
        link.searchParams.set('callbackURL', VERIFIED_CALLBACK);
        await sendMail(verificationMail(user.email, user.name, link.href));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // No cookie cache: every request reads the session row, so revoking it takes effect at once.
      cookieCache: { enabled: false },
    },
    plugins: [sessionLifetime(db), ...twoFactorPlugins(db)],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.APP_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      user: {
        create: {
          // Every new account starts as role user, with an empty profile.
          after: async (user) => {
            await db.insert(schema.userRoles).values({ userId: user.id, role: 'user' }).onConflictDoNothing();
            await db.insert(schema.profiles).values({ id: user.id, fullName: user.name }).onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Ends every open session of an account (role change, password change, deletion). */
export async function revokeSessions(db: Db, userId: string): Promise<void> {
  await db.delete(schema.session).where(eq(schema.session.userId, userId));
}
