import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { logActivity } from './activity.service';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');
const admin = await t.user('admin');
const moderator = await t.user('moderatore');
const alice = await t.user('user', { fullName: 'Alice Verdi' });
const bob = await t.user('user', { fullName: 'Bruno Neri' });

// 55 entries by staff, then two by each user, spaced so the order is certain.
for (let i = 0; i < 55; i++) await logActivity(t.ctx.db, { id: admin.id, name: admin.fullName }, 'Creazione Cliente', `Cliente ${i}`);
await logActivity(t.ctx.db, { id: alice.id, name: 'Alice Verdi' }, 'Aggiunta Società', 'Alfa Ltd (Malta)');
await logActivity(t.ctx.db, { id: bob.id, name: 'Bruno Neri' }, 'Aggiornamento Profilo', null);
await logActivity(t.ctx.db, { id: alice.id, name: 'Alice Verdi' }, 'Aggiornamento Profilo', 'Dati personali aggiornati');

type Body = { entries: { userName: string; action: string; details: string | null; createdAt: string; userId: string }[]; scope: string };
const list = async (as: typeof owner, query?: Record<string, string | number>) => {
  const res = await t.request('GET', '/api/activity', { as, query });
  return { status: res.status, body: (await res.json()) as Body };
};

describe('GET /api/activity', () => {
  it('gives staff the latest 50 entries of everyone, newest first', async () => {
    for (const who of [owner, admin, moderator]) {
      const { status, body } = await list(who);
      expect(status).toBe(200);
      expect(body.scope).toBe('any');
      expect(body.entries).toHaveLength(50);
      expect(body.entries[0]).toMatchObject({ userName: 'Alice Verdi', action: 'Aggiornamento Profilo', details: 'Dati personali aggiornati' });
      expect(body.entries.map((e) => e.userName)).toContain('Bruno Neri');
      const times = body.entries.map((e) => Date.parse(e.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    }
  });

  it('gives a role user only their own entries', async () => {
    const { status, body } = await list(alice);
    expect(status).toBe(200);
    expect(body.scope).toBe('own');
    expect(body.entries.map((e) => e.action)).toEqual(['Aggiornamento Profilo', 'Aggiunta Società']);
    expect(body.entries.every((e) => e.userId === alice.id)).toBe(true);
    const other = await list(bob);
    expect(other.body.entries.map((e) => e.userName)).toEqual(['Bruno Neri']);
  });

  it('takes a smaller limit (the dashboard reads 4)', async () => {
    const { body } = await list(owner, { limit: 4 });
    expect(body.entries).toHaveLength(4);
    expect((await list(alice, { limit: 1 })).body.entries).toHaveLength(1);
  });

  it('refuses a limit over 50 or below 1, in Italian', async () => {
    for (const limit of [51, 0, 'abc']) {
      const res = await t.request('GET', '/api/activity', { as: owner, query: { limit } });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe('VALIDATION');
      expect(body.message).toMatch(/[a-zà-ù]/i);
    }
  });

  it('refuses anonymous callers and accounts without a role', async () => {
    expect((await t.request('GET', '/api/activity')).status).toBe(401);
    const nobody = await t.user(null);
    expect((await t.request('GET', '/api/activity', { as: nobody })).status).toBe(403);
  });
});
