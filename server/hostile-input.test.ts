import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROLES, scopeOf, type Role } from '@domain/policy';
import type { RouteRequirement } from './platform/http/guards';
import type { RouteValidation } from './platform/http/validate';
import { createTestApp, type TestUser } from './test/test-app';

/**
 * Hostile input, derived from each route's own schema: bodies of the wrong
 * shape, fields of the wrong type, hostile strings, bad numbers and dates,
 * hostile path parameters and query strings. Never a 5xx; a refusal is a 4xx
 * with an Italian message; a refused request leaves the database as it was.
 */

const t = await createTestApp();
afterAll(() => t.close());

const accounts: Record<Role, TestUser> = {
  proprietario: await t.user('proprietario'),
  admin: await t.user('admin'),
  moderatore: await t.user('moderatore'),
  user: await t.user('user'),
};

interface Endpoint {
  method: string;
  path: string;
  requirement: RouteRequirement;
  validations: RouteValidation[];
}

function endpoints(): Endpoint[] {
  const byKey = new Map<string, { method: string; path: string; requirement: RouteRequirement | null; validations: RouteValidation[] }>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.startsWith('/api/auth/')) continue;
    const key = `${route.method} ${route.path}`;
    const entry = byKey.get(key) ?? { method: route.method, path: route.path, requirement: null, validations: [] };
    const handler = route.handler as { requirement?: RouteRequirement; validation?: RouteValidation };
    if (handler.requirement) entry.requirement = handler.requirement;
    if (handler.validation) entry.validations.push(handler.validation);
    byKey.set(key, entry);
  }
  return [...byKey.values()].filter((e): e is Endpoint => e.requirement !== null);
}

/** The strongest account the policy lets through, so the request reaches validation. */
function actorFor(requirement: RouteRequirement): TestUser {
  const role = ROLES.find((r) => requirement.kind === 'signed-in' || scopeOf(r, requirement.permission) !== null)!;
  return accounts[role];
}

const HOSTILE_STRINGS = [
  "' OR '1'='1' --",
  "'; DROP TABLE clients; --",
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '\u0000nul',
  '😀🇮🇹 ñ ü ß 漢字 \u202e',
  'a'.repeat(20_000),
  '${7*7}{{7*7}}',
  '-1',
  '1e309',
  '99999999999999999999999',
  '2026-02-30',
  '0000-00-00',
  'NaN',
  '',
];
const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const hostileValue = fc.oneof(
  hostileString,
  fc.constantFrom(-1, -0.001, 1e308, Number.MAX_SAFE_INTEGER + 2, 0.123456, 1e-9),
  fc.constantFrom(null, true, false, [], {}, [1, 'x'], { $gt: '' }),
  fc.string(),
);

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; enum?: unknown[]; anyOf?: unknown[]; const?: unknown };

/** A value that `property` can never accept, or undefined when it accepts anything. */
function wrongValueFor(property: JsonSchema): unknown {
  if (property.anyOf || property.type === undefined) return property.enum ? 'valore_non_previsto_<b>' : undefined;
  const types = Array.isArray(property.type) ? property.type : [property.type];
  if (property.enum || property.const !== undefined) return 'valore_non_previsto_<b>';
  if (!types.includes('object')) return { $ne: null, x: "' OR 1=1 --" };
  if (!types.includes('array')) return ['<img src=x onerror=alert(1)>'];
  return 12345;
}

/** Bodies the route's schema must refuse: wrong shapes, and objects with every field of a wrong type. */
function badBodies(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const shapes: fc.Arbitrary<unknown>[] = [fc.constantFrom(null, 42, 'testo', true, [], [{}]), fc.array(hostileValue, { maxLength: 3 })];
  const props = Object.entries(json.properties ?? {})
    .map(([name, p]) => [name, wrongValueFor(p)] as const)
    .filter(([, v]) => v !== undefined);
  if (json.type === 'object' && props.length > 0) {
    shapes.push(
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'id', 'role', 'user_id', 'extra'), hostileValue, { maxKeys: 3 }).map((extra) => ({
        ...extra,
        ...Object.fromEntries(props),
      })),
    );
  }
  return fc.oneof(...shapes);
}

const HOSTILE_PARAMS = ["' OR '1'='1", '..%2F..%2Fetc%2Fpasswd', '%00', encodeURIComponent('😀'), 'a'.repeat(3000), '-1', '99999999999999999999', '1.5', 'null'];

async function fingerprint(): Promise<string> {
  const { rows } = await t.ctx.pool.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('rate_limit') ORDER BY 1",
  );
  const parts: string[] = [];
  for (const { table_name } of rows) {
    const r = await t.ctx.pool.query<{ s: string | null; n: string }>(`SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS s, count(*) AS n FROM "${table_name}" x`);
    parts.push(`${table_name}:${r.rows[0]!.n}:${r.rows[0]!.s}`);
  }
  return parts.join('\n');
}

const ENGLISH = /\b(invalid|expected|required|must|error|failed|cannot|unexpected|not found|malformed)\b/i;
let tried = 0;

async function expectRefusedInItalian(res: Response, label: string): Promise<void> {
  tried++;
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  const body = (await res.json()) as { message?: unknown };
  expect(typeof body.message, label).toBe('string');
  expect(ENGLISH.test(body.message as string), `${label}: ${body.message}`).toBe(false);
}

const concrete = (path: string, param: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, param);
const validId = (path: string) => concrete(path, '00000000-0000-4000-8000-000000000000');

describe('hostile input', () => {
  const list = endpoints();

  it('refuses malformed and hostile JSON bodies without touching the database', async () => {
    for (const endpoint of list) {
      const body = endpoint.validations.find((v) => v.target === 'json');
      if (!body) continue;
      const as = actorFor(endpoint.requirement);
      const before = await fingerprint();
      const label = `${endpoint.method} ${endpoint.path}`;
      await fc.assert(
        fc.asyncProperty(badBodies(body.schema), async (value) => {
          const res = await t.request(endpoint.method, validId(endpoint.path), { as, json: value });
          await expectRefusedInItalian(res, `${label} ${JSON.stringify(value).slice(0, 120)}`);
        }),
        { numRuns: 20 },
      );
      const broken = await t.request(endpoint.method, validId(endpoint.path), { as, body: '{"non è json', headers: { 'content-type': 'application/json' } });
      await expectRefusedInItalian(broken, `${label} JSON malformato`);
      expect(await fingerprint(), label).toBe(before);
    }
  });

  it('answers hostile query strings with a 2xx or an Italian 4xx, never a 5xx', async () => {
    for (const endpoint of list.filter((e) => e.method === 'GET')) {
      const query = endpoint.validations.find((v) => v.target === 'query');
      const keys = query ? Object.keys((z.toJSONSchema(query.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema).properties ?? {}) : ['q'];
      const as = actorFor(endpoint.requirement);
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys, 'extra'), hostileString, { minKeys: 1, maxKeys: 4 }), async (params) => {
          const res = await t.request('GET', validId(endpoint.path), { as, query: params });
          if (res.status >= 400) await expectRefusedInItalian(res, `GET ${endpoint.path} ${JSON.stringify(params).slice(0, 120)}`);
          else {
            tried++;
            expect(res.status, `GET ${endpoint.path}`).toBeLessThan(400);
          }
        }),
        { numRuns: 12 },
      );
    }
  });

  it('refuses hostile path parameters without touching the database', async () => {
    const before = await fingerprint();
    for (const endpoint of list.filter((e) => e.path.includes('/:'))) {
      const as = actorFor(endpoint.requirement);
      for (const param of HOSTILE_PARAMS) {
        const res = await t.request(endpoint.method, concrete(endpoint.path, param), { as, ...(endpoint.method === 'GET' ? {} : { json: {} }) });
        await expectRefusedInItalian(res, `${endpoint.method} ${endpoint.path} con ${param.slice(0, 30)}`);
      }
    }
    expect(await fingerprint()).toBe(before);
    console.log(`Input ostili provati: ${tried} su ${list.length} endpoint`);
  });
});
