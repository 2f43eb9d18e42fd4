import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type Permission, type Scope, scopeOf } from '@domain/policy';
import type { Actor, AppEnv } from '../context';
import { forbidden, unauthorized } from '../errors';
import { loadActor } from './session';

/** What a route demands, read back by the access-matrix test from the router itself. */
export type RouteRequirement = { kind: 'signed-in' } | { kind: 'permission'; permission: Permission };
export type GuardedHandler = MiddlewareHandler<AppEnv> & { requirement: RouteRequirement };

function tag(handler: MiddlewareHandler<AppEnv>, requirement: RouteRequirement): GuardedHandler {
  return Object.assign(handler, { requirement });
}

async function authenticate(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<Actor> {
  const existing = c.get('actor') as Actor | undefined;
  if (existing) return existing;
  const actor = await loadActor(c);
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
