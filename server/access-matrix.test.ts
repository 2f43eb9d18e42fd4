import { afterAll, describe, expect, it } from 'vitest';
import { ROLES, scopeOf, type Role } from '@domain/policy';
import type { RouteRequirement } from './http/guards';
import { createTestApp, type TestUser } from './test/test-app';

/**
 * The access matrix, generated from the router itself: every API endpoint is
 * called as anonymous, as an account without a role and as each role, and the
 * answer is compared with domain/policy.ts. A new endpoint without a guard fails.
 */

/** Endpoints open to anyone, by design. */
const PUBLIC = new Set(['GET /api/health', 'GET /api/auth/*', 'POST /api/auth/*']);

const t = await createTestApp();
afterAll(() => t.close());

interface Endpoint {
  method: string;
  path: string;
  requirement: RouteRequirement | null;
}

function endpoints(): Endpoint[] {
  const byKey = new Map<string, Endpoint>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    const key = `${route.method} ${route.path}`;
    const endpoint = byKey.get(key) ?? { method: route.method, path: route.path, requirement: null };
    const requirement = (route.handler as { requirement?: RouteRequirement }).requirement;
    if (requirement) endpoint.requirement = requirement;
    byKey.set(key, endpoint);
  }
  return [...byKey.values()];
}

/** A concrete URL for a route pattern: every parameter becomes an id that matches no row. */
function concrete(path: string): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => (/iso|code/i.test(name) ? 'ZZ' : '00000000-0000-4000-8000-000000000000'));
}

const accounts: Record<Role | 'none', TestUser> = {
  proprietario: await t.user('proprietario'),
  admin: await t.user('admin'),
  moderatore: await t.user('moderatore'),
  user: await t.user('user'),
  none: await t.user(null),
};

function allowed(requirement: RouteRequirement, role: Role | null): boolean {
  return requirement.kind === 'signed-in' || scopeOf(role, requirement.permission) !== null;
}

async function call(endpoint: Endpoint, as: TestUser | null): Promise<number> {
  const body = endpoint.method === 'GET' || endpoint.method === 'HEAD' ? {} : { json: {} };
  const res = await t.request(endpoint.method, concrete(endpoint.path), { as, ...body });
  return res.status;
}

describe('access matrix', () => {
  const list = endpoints().filter((e) => !PUBLIC.has(`${e.method} ${e.path}`));

  it('covers every API endpoint with a guard', () => {
    const unguarded = list.filter((e) => !e.requirement).map((e) => `${e.method} ${e.path}`);
    expect(unguarded).toEqual([]);
    expect(list.length).toBeGreaterThan(0);
  });

  it('answers every endpoint as the policy says, for anonymous, no role and each role', async () => {
    const failures: string[] = [];
    let cases = 0;
    for (const endpoint of list) {
      if (!endpoint.requirement) continue;
      const label = `${endpoint.method} ${endpoint.path}`;
      cases++;
      const anonymous = await call(endpoint, null);
      if (anonymous !== 401) failures.push(`${label} anonimo: ${anonymous} invece di 401`);
      for (const role of [...ROLES, null] as const) {
        cases++;
        const status = await call(endpoint, accounts[role ?? 'none']);
        const expectAllowed = allowed(endpoint.requirement, role);
        if (status >= 500) failures.push(`${label} ${role ?? 'senza ruolo'}: ${status}`);
        else if (expectAllowed && (status === 401 || status === 403)) failures.push(`${label} ${role ?? 'senza ruolo'}: ${status}, atteso accesso`);
        else if (!expectAllowed && status !== 403) failures.push(`${label} ${role ?? 'senza ruolo'}: ${status} invece di 403`);
      }
    }
    console.log(`Matrice di accesso: ${list.length} endpoint, ${cases} casi verificati`);
    expect(failures).toEqual([]);
  });
});
