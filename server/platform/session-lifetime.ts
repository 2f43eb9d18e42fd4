import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { and, eq, lte } from 'drizzle-orm';
import { SESSION_MAX_AGE_MS } from '@domain/sessions';
import type { Db } from './db/client';
import { session } from './db/schema';

/**
 * The absolute lifetime inside the auth library's own endpoints (the app's
 * requests are checked by loadActor): before any of them runs, the caller's
 * session is removed if it is past its 30 days, so the endpoint finds none;
 * the daily renewal never moves a session's expiry past its 30th day.
 */
export function sessionLifetime(db: Db) {
  return {
    id: 'session-lifetime',
    hooks: {
      before: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
            if (!token) return;
            await db.delete(session).where(and(eq(session.token, token), lte(session.createdAt, new Date(Date.now() - SESSION_MAX_AGE_MS))));
          }),
        },
      ],
    },
    init: () => ({
      options: {
        databaseHooks: {
          session: {
            update: {
              before: async (data, endpoint) => {
                if (!(data.expiresAt instanceof Date)) return;
                // The renewal reads the session it extends first (api/routes/session.ts in better-auth).
                const createdAt = endpoint?.context.session?.session.createdAt;
                if (!createdAt) return false; // a renewal of a session we cannot date: refused, never unbounded
                const deadline = new Date(new Date(createdAt).getTime() + SESSION_MAX_AGE_MS);
                if (data.expiresAt > deadline) return { data: { ...data, expiresAt: deadline } };
              },
            },
          },
        },
      },
    }),
  } satisfies BetterAuthPlugin;
}
