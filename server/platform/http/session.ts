import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { eq, sql } from 'drizzle-orm';
import { mustSetUpTwoFactor, type Role } from '@domain/policy';
import { DEFAULT_TIMEZONE } from '@domain/profile';
import { LAST_USE_INTERVAL_MS, SESSION_MAX_AGE_MS } from '@domain/sessions';
import type { Actor, AppEnv } from '../context';
import type { Db } from '../db/client';
import { displayName, nameMissing } from '../db/display-name';
import { appSettings, profiles, session, STAFF_TWO_FACTOR_SETTING, user, userRoles } from '../db/schema';

/** The token of a cookie signed as better-auth signs it (`token.base64(HMAC-SHA256(token))`), or null. */
export function unsignCookie(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/** Session, account, profile and role by session token: a prepared statement, planned once per connection. */
const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>();
function prepareSessionQuery(db: Db) {
  return db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      createdAt: session.createdAt,
      lastUsedAt: session.lastUsedAt,
      id: user.id,
      email: user.email,
      name: displayName,
      nameRequired: nameMissing,
      timeZone: profiles.timezone,
      role: userRoles.role,
      twoFactorEnabled: user.twoFactorEnabled,
      staffTwoFactorRequired: sql<boolean>`exists (select 1 from ${appSettings} where ${appSettings.key} = ${STAFF_TWO_FACTOR_SETTING} and ${appSettings.value} = 'true')`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_by_token');
}
function sessionQuery(db: Db) {
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = prepareSessionQuery(db)));
  return query;
}

/**
 * The signed-in person of a request, or null: the cookie's signature checked in
 * process, then session, account, profile and role in one prepared query. Once a day per
 * session (better-auth's updateAge) better-auth itself extends the session, and
 * the renewed cookie goes out with the response. See docs/decisions/061.
 * A session past its expiry or its 30 days is refused and removed; its last use
 * is written at most every few minutes (docs/decisions/063).
 */
export async function loadActor(c: Context<AppEnv>): Promise<Actor | null> {
  const ctx = c.get('ctx');
  const { secret, authCookies, sessionConfig } = await ctx.auth.$context;
  const token = unsignCookie(getCookie(c, authCookies.sessionToken.name), secret);
  if (!token) return null;
  const [row] = await sessionQuery(ctx.db).execute({ token });
  const now = Date.now();
  if (!row) return null;
  if (row.expiresAt.getTime() <= now || row.createdAt.getTime() + SESSION_MAX_AGE_MS <= now) {
    await ctx.db.delete(session).where(eq(session.id, row.sessionId));
    return null;
  }
  if (row.lastUsedAt.getTime() + LAST_USE_INTERVAL_MS <= now) {
    await ctx.db.update(session).set({ lastUsedAt: new Date(now) }).where(eq(session.id, row.sessionId));
  }

  const dueForRenewal = row.expiresAt.getTime() - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= now;
  if (dueForRenewal && !getCookie(c, authCookies.dontRememberToken.name)) {
    const renewed = await ctx.auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    if (!renewed.response) return null; // ended meanwhile
    for (const cookie of renewed.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  }

  const role: Role | null = row.role ?? null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    nameRequired: row.nameRequired,
    // Without a profile row yet, the profile's default: the screen and the exports agree.
    timeZone: row.timeZone ?? DEFAULT_TIMEZONE,
    role,
    sessionId: row.sessionId,
    twoFactorEnabled: row.twoFactorEnabled,
    twoFactorSetupRequired: mustSetUpTwoFactor(role, row.staffTwoFactorRequired, row.twoFactorEnabled),
  };
}

/** What the web app knows of the signed-in person (GET /api/me, and the page's JSON block). */
export function sessionPerson({ id, email, name, nameRequired = false, timeZone = DEFAULT_TIMEZONE, role, twoFactorEnabled = false, twoFactorSetupRequired = false }: Actor) {
  return { id, email, name, nameRequired, timeZone, role, twoFactorEnabled, twoFactorSetupRequired };
}
