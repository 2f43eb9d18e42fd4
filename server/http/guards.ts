import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { eq } from 'drizzle-orm';
import { type Permission, type Role, type Scope, scopeOf } from '@domain/policy';
import type { AppContext, Actor, AppEnv } from '../context';
import { profiles, user, userRoles } from '../db/schema';
import { forbidden, unauthorized } from '../errors';

/** Loads the signed-in person from the session cookie, or null. */
export async function loadActor(ctx: AppContext, headers: Headers): Promise<Actor | null> {
  const session = await ctx.auth.api.getSession({ headers });
  if (!session) return null;
  const [row] = await ctx.db
    .select({ role: userRoles.role, fullName: profiles.fullName })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(eq(user.id, session.user.id))
    .limit(1);
  const role: Role | null = row?.role ?? null;
  return {
    id: session.user.id,
    email: session.user.email,
    name: row?.fullName?.trim() || session.user.name || session.user.email,
    role,
    sessionId: session.session.id,
  };
}

/** What a route demands, read back by the access-matrix test from the router itself. */
export type RouteRequirement = { kind: 'signed-in' } | { kind: 'permission'; permission: Permission };
export type GuardedHandler = MiddlewareHandler<AppEnv> & { requirement: RouteRequirement };

function tag(handler: MiddlewareHandler<AppEnv>, requirement: RouteRequirement): GuardedHandler {
  return Object.assign(handler, { requirement });
}

async function authenticate(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<Actor> {
  const existing = c.get('actor') as Actor | undefined;
  if (existing) return existing;
  const actor = await loadActor(c.get('ctx'), c.req.raw.headers);
  if (!actor) throw unauthorized();
  c.set('actor', actor);
  return actor;
}

/** Any signed-in account. */
export const requireUser = tag(
  createMiddleware<AppEnv>(async (c, next) => {
    await authenticate(c);
    await next();
  }),
  { kind: 'signed-in' },
);

/**
 * The caller must hold `permission` (domain/policy.ts). The scope it holds
 * ('own' or 'any') is what the service must filter rows by: use scopeFor().
 */
export function requirePermission(permission: Permission): GuardedHandler {
  return tag(
    createMiddleware<AppEnv>(async (c, next) => {
      const actor = await authenticate(c);
      if (!scopeOf(actor.role, permission)) throw forbidden();
      await next();
    }),
    { kind: 'permission', permission },
  );
}

/** The scope the actor holds for a permission already checked by requirePermission. */
export function scopeFor(actor: Actor, permission: Permission): Scope {
  const scope = scopeOf(actor.role, permission);
  if (!scope) throw forbidden();
  return scope;
}
