import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { refusalStatus, TWO_FACTOR_SETUP_REQUIRED, type Permission, scopeOf } from '@domain/policy';
import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '@domain/schemas/two-factor';
import type { Actor, AppEnv } from '../context';
import { AppError, forbidden, notFound, unauthorized } from '../errors';
import { loadActor } from './session';

/** What a route demands, read back by the access-matrix test from the router itself. */
export type RouteRequirement = { kind: 'signed-in' } | { kind: 'permission'; permission: Permission };
export type GuardedHandler = MiddlewareHandler<AppEnv> & { requirement: RouteRequirement };

function tag(handler: MiddlewareHandler<AppEnv>, requirement: RouteRequirement): GuardedHandler {
  return Object.assign(handler, { requirement });
}

/**
 * The signed-in person. A session that must first set up two-factor sign-in is
 * refused (403 TWO_FACTOR_SETUP_REQUIRED) unless `setupPending` allows it.
 */
async function authenticate(c: Parameters<MiddlewareHandler<AppEnv>>[0], setupPending: 'refuse' | 'allow' = 'refuse'): Promise<Actor> {
  let actor = c.get('actor') as Actor | undefined;
  if (!actor) {
    actor = (await loadActor(c)) ?? undefined;
    if (!actor) throw unauthorized();
    c.set('actor', actor);
  }
  if (actor.twoFactorSetupRequired && setupPending === 'refuse') throw new AppError(403, TWO_FACTOR_SETUP_REQUIRED, TWO_FACTOR_SETUP_REQUIRED_MESSAGE);
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

/** Any signed-in account, also one that must set up two-factor sign-in first (GET /api/me: the app learns it must). */
export const requireSession = tag(
  createMiddleware<AppEnv>(async (c, next) => {
    await authenticate(c, 'allow');
    await next();
  }),
  { kind: 'signed-in' },
);

/**
 * The caller must hold `permission` (domain/policy.ts). The scope it holds
 * ('own' or 'any') is what the service must filter rows by: use scopeFor().
 * A permission the policy does not disclose is refused as a missing route (404).
 */
export function requirePermission(permission: Permission): GuardedHandler {
  return tag(
    createMiddleware<AppEnv>(async (c, next) => {
      const actor = await authenticate(c);
      if (!scopeOf(actor.role, permission)) throw refusalStatus(permission) === 404 ? notFound() : forbidden();
      await next();
    }),
    { kind: 'permission', permission },
  );
}
