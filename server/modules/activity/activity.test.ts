import { afterAll, describe, expect, it } from 'vitest';
import { count, eq, like } from 'drizzle-orm';
import { activityLog, profiles } from '../../platform/db/schema';
import { createTestApp } from '../../test/test-app';
import { activityForExport, logActivity } from './activity.service';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');
// Named so that no generated name matches the searches below (a random 'Elena Bruno' did).
const admin = await t.user('admin', { fullName: 'Carla Gialli' });
const moderator = await t.user('moderatore');
const alice = await t.user('user', { fullName: 'Alice Verdi' });
const bob = await t.user('user', { fullName: 'Bruno Neri' });

// 55 entries by staff, then two by each user, spaced so the order is certain.
for (let i = 0; i < 55; i++) await logActivity(t.ctx.db, { id: admin.id, name: admin.fullName }, 'Creazione Cliente', `Cliente ${i}`);
await logActivity(t.ctx.db, { id: alice.id, name: 'Alice Verdi' }, 'Aggiunta Società', 'Alfa Ltd (Malta)');
await logActivity(t.ctx.db, { id: bob.id, name: 'Bruno Neri' }, 'Aggiornamento Profilo', null);
await logActivity(t.ctx.db, { id: alice.id, name: 'Alice Verdi' }, 'Aggiornamento Profilo', 'Dati personali aggiornati');

type Entry = { id: number; userName: string; action: string; details: string | null; createdAt: string; userId: string };
type Body = { items: Entry[]; total: number; page: number; pageSize: number };
const list = async (as: typeof owner, query?: Record<string, string | number>) => {
  const res = await t.request('GET', '/api/activity', { as, query });
  return { status: res.status, body: (await res.json()) as Body };
};
const exported = async (as: typeof owner, query?: Record<string, string | number>) => {
  const res = await t.request('GET', '/api/activity/export', { as, query });
  expect(res.status).toBe(200);
  return res;
};
const csvLines = async (res: Response) => (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');

describe('GET /api/activity', () => {
  it('gives staff the log of everyone, newest first, 50 a page', async () => {
    for (const who of [owner, admin, moderator]) {
      const { status, body } = await list(who);
      expect(status).toBe(200);
      expect(body.items).toHaveLength(50);
      expect(body.total).toBeGreaterThanOrEqual(58);
      expect(body.items[0]).toMatchObject({ userName: 'Alice Verdi', action: 'Aggiornamento Profilo', details: 'Dati personali aggiornati' });
      expect(body.items.map((e) => e.userName)).toContain('Bruno Neri');
      const times = body.items.map((e) => Date.parse(e.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    }
    const second = await list(owner, { page: 2 });
    expect(second.body.items.length).toBe(second.body.total - 50);
  });

  it('gives a role user only their own entries', async () => {
    const { status, body } = await list(alice);
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.items.map((e) => e.action)).toEqual(['Aggiornamento Profilo', 'Aggiunta Società']);
    expect(body.items.every((e) => e.userId === alice.id)).toBe(true);
    const other = await list(bob);
    expect(other.body.items.map((e) => e.userName)).toEqual(['Bruno Neri']);
  });

  it('takes a smaller page (the dashboard reads 4)', async () => {
    const { body } = await list(owner, { pageSize: 4 });
    expect(body.items).toHaveLength(4);
    expect((await list(alice, { pageSize: 1 })).body.items).toHaveLength(1);
  });

  it('searches who, what and the details', async () => {
    expect((await list(owner, { q: 'bruno' })).body.items.map((e) => e.userName)).toEqual(['Bruno Neri']);
    expect((await list(owner, { q: 'società' })).body.items.map((e) => e.details)).toEqual(['Alfa Ltd (Malta)']);
    expect((await list(owner, { q: 'cliente 54' })).body.total).toBe(1);
    expect((await list(owner, { q: '%' })).body.total).toBe(0);
    // A role user's search stays within their own entries.
    expect((await list(alice, { q: 'profilo' })).body.items.map((e) => e.userName)).toEqual(['Alice Verdi']);
  });

  it('sorts by date, user or action, either way, the id breaking ties', async () => {
    const ids = async (query: Record<string, string | number>) => (await list(owner, { ...query, pageSize: 100 })).body.items.map((e) => e.id);
    const oldest = await ids({ sort: 'createdAt' });
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    expect(await ids({ sort: 'createdAt', dir: 'desc' })).toEqual([...oldest].reverse());

    const byUser = (await list(owner, { sort: 'userName', pageSize: 100 })).body.items;
    const names = byUser.map((e) => e.userName);
    expect(names.indexOf('Alice Verdi')).toBeLessThan(names.indexOf('Bruno Neri'));
    expect(byUser.filter((e) => e.userName === 'Alice Verdi').map((e) => e.action)).toEqual(['Aggiunta Società', 'Aggiornamento Profilo']);
    expect(await ids({ sort: 'userName', dir: 'desc' })).toEqual(byUser.map((e) => e.id).reverse());

    const byAction = (await list(owner, { sort: 'action', dir: 'desc', pageSize: 3 })).body.items;
    expect(byAction.map((e) => e.action)).toEqual(['Creazione Cliente', 'Creazione Cliente', 'Creazione Cliente']);
    expect(byAction[0]!.id).toBeGreaterThan(byAction[1]!.id);
    expect((await list(owner, { sort: 'action', pageSize: 1 })).body.items[0]!.action).toBe('Aggiornamento Profilo');
  });

  it('refuses a bad sort, page or page size, in Italian', async () => {
    for (const query of [{ sort: 'details' }, { sort: 'action', dir: 'up' }]) {
      const res = await t.request('GET', '/api/activity', { as: owner, query });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('Ordinamento non valido');
    }
    for (const query of [{ pageSize: 101 }, { pageSize: 0 }, { page: 'abc' }]) {
      const res = await t.request('GET', '/api/activity', { as: owner, query });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe('VALIDATION');
      expect(body.message).toMatch(/^(Pagina|Dimensione pagina) non valida$/);
    }
  });

  it('refuses anonymous callers and accounts without a role', async () => {
    for (const path of ['/api/activity', '/api/activity/export']) {
      expect((await t.request('GET', path)).status).toBe(401);
      const nobody = await t.user(null);
      expect((await t.request('GET', path, { as: nobody })).status).toBe(403);
    }
  });
});

describe('GET /api/activity/export', () => {
  it('gives the whole list as searched and sorted, every page, with Italian headers and inert formulas', async () => {
    await logActivity(t.ctx.db, { id: admin.id, name: '=Somma' }, 'Esportazione Prova', '=HYPERLINK("http://x")');
    await logActivity(t.ctx.db, { id: admin.id, name: 'Zoe Prova' }, 'Esportazione Prova', '+39 333');
    const res = await exported(moderator, { q: 'esportazione prova', sort: 'userName', dir: 'desc', page: 2, pageSize: 1 });
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="registro-attivita.csv"');
    const lines = await csvLines(res);
    expect(lines[0]).toBe('Data;Utente;Azione;Dettagli');
    expect(lines.slice(1).map((l) => l.split(';').slice(1))).toEqual([
      ['Zoe Prova', 'Esportazione Prova', "'+39 333"],
      ["'=Somma", 'Esportazione Prova', `"'=HYPERLINK(""http://x"")"`],
    ]);
    expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};/);

    // No search: every entry, past the 50 of a page.
    const all = await csvLines(await exported(owner));
    expect(all.length - 1).toBe((await list(owner)).body.total);
  });

  it("gives a role user only their own entries", async () => {
    const lines = await csvLines(await exported(alice));
    expect(lines.slice(1).map((l) => l.split(';').slice(1))).toEqual([
      ['Alice Verdi', 'Aggiornamento Profilo', 'Dati personali aggiornati'],
      ['Alice Verdi', 'Aggiunta Società', 'Alfa Ltd (Malta)'],
    ]);
  });

  it('reads in batches, leaving out entries written after it began', async () => {
    const batches = activityForExport(t.ctx.db, owner, 'any', { q: 'cliente', dir: 'asc', sort: 'createdAt' }, 20);
    const first = await batches.next();
    await logActivity(t.ctx.db, { id: admin.id, name: admin.fullName }, 'Creazione Cliente', 'Cliente tardivo');
    const rest = [];
    for await (const batch of batches) rest.push(...batch);
    expect(first.value).toHaveLength(20);
    const details = [...(first.value ?? []), ...rest].map((e) => e.details);
    expect(details).toHaveLength(55);
    expect(details).toEqual(Array.from({ length: 55 }, (_, i) => `Cliente ${i}`));
  });

  it("reads each batch after the last row of the one before, ties on the sort key included: the list's order, every row once", async () => {
    // One statement: the same date, user and action for all five.
    await t.ctx.db.insert(activityLog).values(Array.from({ length: 5 }, (_, i) => ({ userId: admin.id, userName: 'Pari Merito', action: 'Prova Lotti', details: `Lotto ${i}` })));
    for (const sort of [undefined, 'createdAt', 'userName', 'action'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const query = { q: 'lotto', dir, ...(sort ? { sort } : {}) };
        const shown = (await list(owner, { ...query, pageSize: 100 })).body.items.map((e) => e.id);
        const read: number[] = [];
        for await (const batch of activityForExport(t.ctx.db, owner, 'any', query, 2)) read.push(...batch.map((e) => e.id));
        expect(shown).toHaveLength(5);
        expect(read, `${sort} ${dir}`).toEqual(shown);
      }
    }
  });

  it('refuses a bad sort', async () => {
    const res = await t.request('GET', '/api/activity/export', { as: owner, query: { sort: 'userId' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Ordinamento non valido');
  });
});

// Last: it adds entries and deletes an account, which the orders and searches above do not expect.
describe('totals', () => {
  it('keeps the totals without counting the log: through new entries, a person deleted, entries removed', async () => {
    const inLog = async (userId?: string) => (await t.ctx.db.select({ n: count() }).from(activityLog).where(userId ? eq(activityLog.userId, userId) : undefined))[0]!.n;
    expect((await list(owner)).body.total).toBe(await inLog());
    const carla = await t.user('user', { fullName: 'Carla Conti' });
    await logActivity(t.ctx.db, { id: carla.id, name: 'Carla Conti' }, 'Aggiunta Società', 'Conti Ltd');
    await logActivity(t.ctx.db, { id: carla.id, name: 'Carla Conti' }, 'Aggiornamento Profilo', 'Da togliere');
    expect((await list(carla)).body.total).toBe(2);
    expect((await list(owner)).body.total).toBe(await inLog());

    // Deleted, her entries stay, no longer hers.
    expect((await t.request('POST', '/api/login-users/delete', { as: owner, json: { ids: [carla.id] } })).status).toBe(200);
    expect(await inLog(carla.id)).toBe(0);
    expect((await list(owner)).body.total).toBe(await inLog());
    expect((await list(owner, { q: 'Conti Ltd' })).body.total).toBe(1);

    await t.ctx.db.delete(activityLog).where(eq(activityLog.details, 'Da togliere'));
    expect((await list(owner)).body.total).toBe(await inLog());
  });

  it("keeps the whole log's total through writers on several connections at once, each in its own transaction", async () => {
    const inLog = async () => (await t.ctx.db.select({ n: count() }).from(activityLog))[0]!.n;
    const before = (await list(owner)).body.total;
    await Promise.all(
      Array.from({ length: 24 }, (_, i) => t.ctx.db.transaction((tx) => logActivity(tx, { id: moderator.id, name: moderator.fullName }, 'Creazione Cliente', `Parallelo ${i}`))),
    );
    await expect(t.ctx.db.transaction(async (tx) => {
      await logActivity(tx, { id: moderator.id, name: moderator.fullName }, 'Creazione Cliente', 'Annullato');
      throw new Error('rollback');
    })).rejects.toThrow('rollback');
    expect((await list(owner)).body.total).toBe(before + 24);
    await t.ctx.db.delete(activityLog).where(like(activityLog.details, 'Parallelo 1%'));
    expect((await list(owner)).body.total).toBe(await inLog());
    expect(await inLog()).toBe(before + 24 - 11);
  });
});

describe('time zone of the export', () => {
  it("writes each instant in the zone chosen in the person's profile", async () => {
    const dana = await t.user('user', { fullName: 'Dana Sato' });
    // 23:30 on the 28th in Rome is 07:30 on the 29th in Tokyo.
    await t.ctx.db.insert(activityLog).values({ userId: dana.id, userName: 'Dana Sato', action: 'Aggiunta Società', details: 'Sato KK', createdAt: new Date('2026-03-28T22:30:00Z') });
    expect((await csvLines(await exported(dana)))[1]).toBe('28/03/2026 23:30;Dana Sato;Aggiunta Società;Sato KK');

    await t.ctx.db.update(profiles).set({ timezone: 'Asia/Tokyo' }).where(eq(profiles.id, dana.id));
    expect(await (await t.request('GET', '/api/me', { as: dana })).json()).toMatchObject({ timeZone: 'Asia/Tokyo' });
    expect((await csvLines(await exported(dana)))[1]).toBe('29/03/2026 07:30;Dana Sato;Aggiunta Società;Sato KK');
  });

  it('without a profile row yet, screen and export both follow the profile default, Europe/Rome', async () => {
    const ugo = await t.user('user', { fullName: 'Ugo Neri' });
    await t.ctx.db.delete(profiles).where(eq(profiles.id, ugo.id));
    expect(await (await t.request('GET', '/api/me', { as: ugo })).json()).toMatchObject({ timeZone: 'Europe/Rome' });
  });
});
