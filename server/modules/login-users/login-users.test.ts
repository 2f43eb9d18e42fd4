import { afterAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { activityLog, clients, expenses, profiles, user, userRoles } from '../../platform/db/schema';
import { deliverMail } from '../../test/mail';
import { createTestApp, type TestUser } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');
const admin = await t.user('admin');
const moderator = await t.user('moderatore');
const plainUser = await t.user('user');
const noRole = await t.user(null);

const callers: { name: string; as: TestUser | null }[] = [
  { name: 'anonymous', as: null },
  { name: 'no role', as: noRole },
  { name: 'user', as: plainUser },
  { name: 'moderatore', as: moderator },
  { name: 'admin', as: admin },
  { name: 'proprietario', as: owner },
];
const STAFF = ['moderatore', 'admin', 'proprietario'];

const roleOf = async (id: string) => (await t.ctx.db.select().from(userRoles).where(eq(userRoles.userId, id)))[0]?.role ?? null;
const nameOf = async (id: string) => (await t.ctx.db.select().from(profiles).where(eq(profiles.id, id)))[0]?.fullName;
const stillSignedIn = async (u: { cookie: string }) => (await t.request('GET', '/api/me', { as: u })).status === 200;
const actionsBy = async (id: string) => (await t.ctx.db.select().from(activityLog).where(eq(activityLog.userId, id))).map((l) => l.action);

describe('every operation × every role', () => {
  it('lets staff list, rename and send resets; only a proprietario changes roles and deletes', async () => {
    for (const { name, as } of callers) {
      const target = await t.user('user');
      const denied = as === null ? 401 : 403;
      const staff = STAFF.includes(name);
      const owns = name === 'proprietario';
      const expectStatus = async (res: Promise<Response>, allowed: boolean, op: string) => {
        const r = await res;
        if (allowed) expect(r.status, `${name} ${op}`).toBeLessThan(300);
        else expect(r.status, `${name} ${op}`).toBe(denied);
      };
      await expectStatus(t.request('GET', '/api/login-users', { as }), staff, 'list');
      await expectStatus(t.request('PATCH', `/api/login-users/${target.id}`, { as, json: { fullName: `Nome ${name}` } }), staff, 'rename');
      await expectStatus(t.request('POST', `/api/login-users/${target.id}/reset-password`, { as }), staff, 'reset');
      const role = await t.request('PATCH', `/api/login-users/${target.id}`, { as, json: { role: 'user' } });
      expect(role.status, `${name} role`).toBe(as === null ? 401 : owns ? 200 : 403);
      await expectStatus(t.request('POST', '/api/login-users/deletion-impact', { as, json: { ids: [target.id] } }), owns, 'impact');
      await expectStatus(t.request('POST', '/api/login-users/delete', { as, json: { ids: [target.id] } }), owns, 'delete');
      if (!owns) expect(await stillSignedIn(target)).toBe(true);
    }
  });
});

describe('list', () => {
  it('lists non-staff accounts (role user or none) with e-mail and creation date, newest first, paginated and searchable', async () => {
    const res = await t.request('GET', '/api/login-users', { as: moderator, query: { pageSize: 100 } });
    const body = (await res.json()) as { items: { id: string; email: string; role: string | null; createdAt: string }[]; total: number };
    const ids = body.items.map((i) => i.id);
    expect(ids).toContain(plainUser.id);
    expect(ids).toContain(noRole.id);
    expect(ids).not.toContain(owner.id);
    expect(ids).not.toContain(moderator.id);
    expect(body.items.find((i) => i.id === noRole.id)).toMatchObject({ role: null, email: noRole.email });
    const dates = body.items.map((i) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.total).toBe(body.items.length);

    const page = await (await t.request('GET', '/api/login-users', { as: admin, query: { page: 2, pageSize: 1 } })).json();
    expect(page).toMatchObject({ total: body.total, page: 2, pageSize: 1 });
    expect(page.items).toHaveLength(1);
    const found = await (await t.request('GET', '/api/login-users', { as: admin, query: { q: plainUser.email.toUpperCase() } })).json();
    expect(found.items.map((i: { id: string }) => i.id)).toEqual([plainUser.id]);
    expect((await t.request('GET', '/api/login-users', { as: admin, query: { pageSize: 1000 } })).status).toBe(400);
  });

  it('searches the shown name, sorts by name, e-mail or registration date, either way, the id breaking ties; refuses an unknown sort', async () => {
    const zeno = await t.user('user', { fullName: 'Zeno Elenco', email: 'a.zeno.elenco@example.it' });
    const aldo = await t.user('user', { fullName: 'Aldo Elenco', email: 'z.aldo.elenco@example.it' });
    type Row = { id: string; createdAt: string };
    const sorted = async (query: Record<string, string>) => {
      const res = await t.request('GET', '/api/login-users', { as: moderator, query: { ...query, pageSize: '100' } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: Row[] }).items.map((r) => r.id);
    };
    expect(await sorted({ q: 'elenco', sort: 'fullName' })).toEqual([aldo.id, zeno.id]);
    expect(await sorted({ q: 'elenco', sort: 'fullName', dir: 'desc' })).toEqual([zeno.id, aldo.id]);
    expect(await sorted({ q: 'elenco', sort: 'email' })).toEqual([zeno.id, aldo.id]);
    const oldest = await sorted({ sort: 'createdAt' });
    expect(await sorted({ sort: 'createdAt', dir: 'desc' })).toEqual([...oldest].reverse());
    expect(oldest.indexOf(zeno.id)).toBeLessThan(oldest.indexOf(aldo.id));

    for (const query of [{ sort: 'password' }, { sort: 'email', dir: 'sideways' }]) {
      const res = await t.request('GET', '/api/login-users', { as: moderator, query });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('Ordinamento non valido');
    }
  });
});

describe('edit', () => {
  it('renames a login user (profile and account), and logs it', async () => {
    const target = await t.user('user');
    const res = await t.request('PATCH', `/api/login-users/${target.id}`, { as: moderator, json: { fullName: '  Carla Verdi ' } });
    expect(res.status).toBe(200);
    expect(await nameOf(target.id)).toBe('Carla Verdi');
    const [account] = await t.ctx.db.select().from(user).where(eq(user.id, target.id));
    expect(account?.name).toBe('Carla Verdi');
    expect(await actionsBy(moderator.id)).toContain('Aggiornamento Utente');
    expect(await stillSignedIn(target)).toBe(true);
  });

  it('refuses an empty name in Italian and an edit by a moderatore that carries a role, changing nothing', async () => {
    const target = await t.user('user', { fullName: 'Prima Versione' });
    const empty = await t.request('PATCH', `/api/login-users/${target.id}`, { as: admin, json: { fullName: '  ' } });
    expect(empty.status).toBe(400);
    expect((await empty.json()).fieldErrors.fullName).toBe('Il nome completo è obbligatorio');
    const withRole = await t.request('PATCH', `/api/login-users/${target.id}`, { as: moderator, json: { fullName: 'Altro', role: 'admin' } });
    expect(withRole.status).toBe(403);
    expect(await nameOf(target.id)).toBe('Prima Versione');
    expect(await roleOf(target.id)).toBe('user');
  });

  it('lets a proprietario change the role; the person\'s old session is refused at once', async () => {
    const target = await t.user('user');
    expect(await stillSignedIn(target)).toBe(true);
    const res = await t.request('PATCH', `/api/login-users/${target.id}`, { as: owner, json: { role: 'moderatore' } });
    expect(res.status).toBe(200);
    expect(await roleOf(target.id)).toBe('moderatore');
    expect(await stillSignedIn(target)).toBe(false);
    // Now staff: no longer a login user.
    expect((await t.request('PATCH', `/api/login-users/${target.id}`, { as: owner, json: { fullName: 'X' } })).status).toBe(404);
    const cookie = await t.signIn(target.email, target.password);
    expect((await t.request('GET', '/api/staff', { as: { cookie } })).status).toBe(200);
  });

  it('gives an account without a role the role user', async () => {
    const target = await t.user(null);
    expect((await t.request('PATCH', `/api/login-users/${target.id}`, { as: owner, json: { role: 'user' } })).status).toBe(200);
    expect(await roleOf(target.id)).toBe('user');
  });

  it('answers 404 for staff members and unknown ids', async () => {
    expect((await t.request('PATCH', `/api/login-users/${admin.id}`, { as: owner, json: { fullName: 'X' } })).status).toBe(404);
    expect((await t.request('POST', `/api/login-users/${admin.id}/reset-password`, { as: moderator })).status).toBe(404);
    expect((await t.request('PATCH', '/api/login-users/nessuno', { as: owner, json: { fullName: 'X' } })).status).toBe(404);
  });
});

describe('reset password', () => {
  it('mails the person a reset link leading back to the auth page', async () => {
    const target = await t.user('user');
    const res = await t.request('POST', `/api/login-users/${target.id}/reset-password`, { as: moderator });
    expect(res.status).toBe(200);
    const mail = (await deliverMail(t)).filter((m) => m.to === target.email).at(-1);
    expect(mail?.link).toMatch(/\/api\/auth\/reset-password\/[^?]+\?callbackURL=%2Fauth%3Freset%3D1/);
    expect(await actionsBy(moderator.id)).toContain('Invio Reset Password');
  });
});

describe('bulk delete', () => {
  it('deletes all selected accounts with their own data, keeps their client companies unlinked, ends their sessions', async () => {
    const a = await t.user('user');
    const b = await t.user(null);
    const [client] = await t.ctx.db.insert(clients).values({ companyName: 'Gamma LLC', userId: a.id }).returning();
    await t.ctx.db.insert(expenses).values({ ledgerUserId: a.id, userId: a.id, amount: '9.99', description: 'Spesa di A', expenseDate: '2024-02-02' });
    const impact = await (await t.request('POST', '/api/login-users/deletion-impact', { as: owner, json: { ids: [a.id, b.id] } })).json();
    expect(impact).toEqual({ linkedClients: 1, expenses: 1, income: 0, bankApplications: 0, companies: 0 });

    const res = await t.request('POST', '/api/login-users/delete', { as: owner, json: { ids: [a.id, b.id, a.id] } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 2 });
    expect(await t.ctx.db.select().from(user).where(inArray(user.id, [a.id, b.id]))).toHaveLength(0);
    expect(await stillSignedIn(a)).toBe(false);
    expect(await t.ctx.db.select().from(expenses).where(eq(expenses.description, 'Spesa di A'))).toHaveLength(0);
    const [kept] = await t.ctx.db.select().from(clients).where(eq(clients.id, client!.id));
    expect(kept).toMatchObject({ companyName: 'Gamma LLC', userId: null });
    expect((await actionsBy(owner.id)).filter((x) => x === 'Eliminazione Utente').length).toBeGreaterThanOrEqual(2);
  });

  it('deletes nothing when a selected id is staff or unknown, or the selection is empty', async () => {
    const a = await t.user('user');
    const withStaff = await t.request('POST', '/api/login-users/delete', { as: owner, json: { ids: [a.id, admin.id] } });
    expect(withStaff.status).toBe(404);
    const unknown = await t.request('POST', '/api/login-users/delete', { as: owner, json: { ids: [a.id, 'nessuno'] } });
    expect(unknown.status).toBe(404);
    const self = await t.request('POST', '/api/login-users/delete', { as: owner, json: { ids: [owner.id] } });
    expect(self.status).toBe(403);
    const empty = await t.request('POST', '/api/login-users/delete', { as: owner, json: { ids: [] } });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe('Seleziona almeno un utente');
    expect(await stillSignedIn(a)).toBe(true);
    expect(await stillSignedIn(admin)).toBe(true);
  });
});
