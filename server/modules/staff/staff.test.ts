import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Role } from '@domain/policy';
import { activityLog, bankApplications, clients, expenses, income, profiles, session, user, userCompanies, userRoles } from '../../platform/db/schema';
import { createTestApp, type TestUser } from '../../test/test-app';
import { LAST_OWNER_MESSAGE, OWN_ROW_MESSAGE } from './account-admin';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario', { fullName: 'Olga Proprietaria' });
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

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

function imageForm(bytes: Buffer, name = 'foto.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

const roleOf = async (id: string) => (await t.ctx.db.select().from(userRoles).where(eq(userRoles.userId, id)))[0]?.role ?? null;
const actionsBy = async (id: string) => (await t.ctx.db.select().from(activityLog).where(eq(activityLog.userId, id))).map((l) => l.action);
const stillSignedIn = async (u: { cookie: string }) => (await t.request('GET', '/api/me', { as: u })).status === 200;

/**
 * Holds the proprietario role rows locked while `start` fires requests, waits
 * until those requests are blocked on the lock, then lets them go.
 */
async function whileOwnersLocked(start: () => Promise<Response>[]): Promise<Response[]> {
  const holder = await t.ctx.pool.connect();
  try {
    await holder.query('BEGIN');
    await holder.query(`SELECT user_id FROM user_roles WHERE role = 'proprietario' FOR UPDATE`);
    const pending = start();
    const waiting = async () =>
      Number((await t.ctx.pool.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows[0].n);
    for (let i = 0; i < 200 && (await waiting()) < pending.length; i++) await new Promise((r) => setTimeout(r, 20));
    await holder.query('COMMIT');
    return await Promise.all(pending);
  } finally {
    holder.release();
  }
}

/** A fresh staff member for one test, signed in. */
const staffMember = (role: Role = 'moderatore') => t.user(role);

describe('every operation × every role', () => {
  it('lists staff for staff only', async () => {
    for (const { name, as } of callers) {
      const res = await t.request('GET', '/api/staff', { as });
      const expected = as === null ? 401 : ['moderatore', 'admin', 'proprietario'].includes(name) ? 200 : 403;
      expect(res.status, name).toBe(expected);
    }
  });

  it('lets only a proprietario create, change, upload for and delete staff', async () => {
    for (const { name, as } of callers) {
      const target = await staffMember();
      const allowed = name === 'proprietario';
      const denied = as === null ? 401 : 403;
      const ops: [string, () => Promise<Response>][] = [
        ['create', () => t.request('POST', '/api/staff', { as, json: { fullName: 'Nuovo Staff', email: `nuovo.${name.replace(' ', '')}@example.it`, password: 'segreta1' } })],
        ['role', () => t.request('PATCH', `/api/staff/${target.id}/role`, { as, json: { role: 'admin' } })],
        ['credentials', () => t.request('PATCH', `/api/staff/${target.id}/credentials`, { as, json: { password: 'nuovapass' } })],
        ['avatar', () => t.request('POST', `/api/staff/${target.id}/avatar`, { as, body: imageForm(PNG) })],
        ['impact', () => t.request('GET', `/api/staff/${target.id}/deletion-impact`, { as })],
        ['delete', () => t.request('DELETE', `/api/staff/${target.id}`, { as })],
      ];
      for (const [op, call] of ops) {
        const res = await call();
        if (allowed) expect(res.status, `${name} ${op}`).toBeLessThan(300);
        else expect(res.status, `${name} ${op}`).toBe(denied);
      }
      if (!allowed) {
        expect(await roleOf(target.id)).toBe('moderatore');
        expect(await stillSignedIn(target)).toBe(true);
      }
    }
  });
});

describe('list', () => {
  it('shows staff with e-mail, role, avatar and creation date, paginated and searchable; no login users', async () => {
    const res = await t.request('GET', '/api/staff', { as: moderator, query: { pageSize: 100 } });
    const body = (await res.json()) as { items: { id: string; email: string; role: string; createdAt: string; avatarUrl: string | null }[]; total: number };
    const ids = body.items.map((i) => i.id);
    expect(ids).toContain(owner.id);
    expect(ids).toContain(admin.id);
    expect(ids).not.toContain(plainUser.id);
    expect(ids).not.toContain(noRole.id);
    expect(body.items[0]).toMatchObject({ role: 'proprietario' });
    expect(body.total).toBe(body.items.length);

    const page = await (await t.request('GET', '/api/staff', { as: moderator, query: { pageSize: 1, page: 2 } })).json();
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(body.total);

    const found = await (await t.request('GET', '/api/staff', { as: moderator, query: { q: 'olga' } })).json();
    expect(found.items.map((i: { id: string }) => i.id)).toEqual([owner.id]);
    const none = await (await t.request('GET', '/api/staff', { as: moderator, query: { q: '%' } })).json();
    expect(none.total).toBe(0);
  });

  it('sorts by name, e-mail, role or creation date, either way, the id breaking ties; refuses an unknown sort', async () => {
    const zeno = await t.user('admin', { fullName: 'Zeno Zappa', email: 'a.zeno@example.it' });
    const aldo = await t.user('moderatore', { fullName: 'Aldo Abate', email: 'z.aldo@example.it' });
    type Row = { id: string; role: string; createdAt: string };
    const sorted = async (sort: string, dir: string) => {
      const res = await t.request('GET', '/api/staff', { as: moderator, query: { sort, dir, pageSize: 100 } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: Row[] }).items;
    };
    const ids = (rows: Row[]) => rows.map((r) => r.id);
    const byName = ids(await sorted('fullName', 'asc'));
    expect(byName.indexOf(aldo.id)).toBeLessThan(byName.indexOf(owner.id));
    expect(byName.indexOf(owner.id)).toBeLessThan(byName.indexOf(zeno.id));
    expect(ids(await sorted('fullName', 'desc'))).toEqual([...byName].reverse());
    const byEmail = ids(await sorted('email', 'asc'));
    expect(byEmail.indexOf(zeno.id)).toBeLessThan(byEmail.indexOf(aldo.id));
    expect(ids(await sorted('email', 'desc'))).toEqual([...byEmail].reverse());
    const byRole = (await sorted('role', 'desc')).map((r) => r.role);
    expect(byRole[0]).toBe('moderatore');
    expect(byRole.at(-1)).toBe('proprietario');
    const byDate = (await sorted('createdAt', 'asc')).map((r) => Date.parse(r.createdAt));
    expect(byDate).toEqual([...byDate].sort((x, y) => x - y));

    for (const query of [{ sort: 'password' }, { sort: 'email', dir: 'sideways' }]) {
      const res = await t.request('GET', '/api/staff', { as: moderator, query });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('Ordinamento non valido');
    }
  });
});

describe('create', () => {
  it('refuses bad input in Italian and creates nothing', async () => {
    const res = await t.request('POST', '/api/staff', { as: owner, json: { fullName: '', email: 'non-una-email', password: '123' } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fieldErrors).toMatchObject({
      fullName: 'Il nome completo è obbligatorio',
      email: 'Inserisci un indirizzo email valido',
      password: 'La password deve essere di almeno 6 caratteri',
    });
    const bad = await t.request('POST', '/api/staff', { as: owner, json: { fullName: 'X', email: 'x@example.it', password: 'segreta1', role: 'user' } });
    expect(bad.status).toBe(400);
    expect(await t.ctx.db.select().from(user).where(eq(user.email, 'x@example.it'))).toHaveLength(0);
  });

  it('refuses a taken e-mail with 409', async () => {
    const res = await t.request('POST', '/api/staff', { as: owner, json: { fullName: 'Doppio', email: admin.email.toUpperCase(), password: 'segreta1' } });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('Esiste già un account con questa email');
  });

  it('creates a staff member with the default role moderatore, who can sign in, and logs it', async () => {
    const res = await t.request('POST', '/api/staff', { as: owner, json: { fullName: 'Anna Neri', email: 'Anna.Neri@example.it', password: 'segreta1' } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await roleOf(id)).toBe('moderatore');
    const cookie = await t.signIn('anna.neri@example.it', 'segreta1');
    const me = await t.request('GET', '/api/me', { as: { cookie } });
    expect(await me.json()).toMatchObject({ role: 'moderatore', name: 'Anna Neri' });
    expect(await actionsBy(owner.id)).toContain('Creazione Staff');
  });
});

describe('own row and last proprietario', () => {
  it('refuses every change of one\'s own row', async () => {
    for (const res of [
      await t.request('PATCH', `/api/staff/${owner.id}/role`, { as: owner, json: { role: 'admin' } }),
      await t.request('PATCH', `/api/staff/${owner.id}/credentials`, { as: owner, json: { password: 'altrapass' } }),
      await t.request('POST', `/api/staff/${owner.id}/avatar`, { as: owner, body: imageForm(PNG) }),
      await t.request('DELETE', `/api/staff/${owner.id}`, { as: owner }),
    ]) {
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe(OWN_ROW_MESSAGE);
    }
    expect(await roleOf(owner.id)).toBe('proprietario');
    expect(await stillSignedIn(owner)).toBe(true);
  });

  it('never leaves the firm without a proprietario, even when two of them remove each other at once', async () => {
    // The only proprietari: `owner` and these two, until `owner` is demoted.
    const a = await staffMember('proprietario');
    const b = await staffMember('proprietario');
    expect((await t.request('PATCH', `/api/staff/${owner.id}/role`, { as: a, json: { role: 'admin' } })).status).toBe(200);

    // A deletes B while B demotes A: both requests are past their permission check and
    // wait on the proprietario rows; exactly one goes through.
    const [ab, ba] = await whileOwnersLocked(() => [
      t.request('DELETE', `/api/staff/${b.id}`, { as: a }),
      t.request('PATCH', `/api/staff/${a.id}/role`, { as: b, json: { role: 'moderatore' } }),
    ]);
    expect([ab!.status, ba!.status].sort()).toEqual([200, 409]);
    const refused = ab!.status === 409 ? ab! : ba!;
    expect((await refused.json()).message).toBe(LAST_OWNER_MESSAGE);
    const owners = await t.ctx.db.select().from(userRoles).where(eq(userRoles.role, 'proprietario'));
    expect(owners).toHaveLength(1);

    // Give the rest of the file its proprietario back.
    const lastOwner = [a, b].find((u) => u.id === owners[0]!.userId)!;
    expect((await t.request('PATCH', `/api/staff/${owner.id}/role`, { as: lastOwner, json: { role: 'proprietario' } })).status).toBe(200);
    Object.assign(owner, { cookie: await t.signIn(owner.email, owner.password) });
  });
});

describe('role change', () => {
  it('changes the role, logs it, and ends the person\'s open sessions', async () => {
    const target = await staffMember('moderatore');
    expect(await stillSignedIn(target)).toBe(true);
    const res = await t.request('PATCH', `/api/staff/${target.id}/role`, { as: owner, json: { role: 'admin' } });
    expect(res.status).toBe(200);
    expect(await roleOf(target.id)).toBe('admin');
    expect(await stillSignedIn(target)).toBe(false);
    expect(await t.ctx.db.select().from(session).where(eq(session.userId, target.id))).toHaveLength(0);
    expect(await actionsBy(owner.id)).toContain('Aggiornamento Ruolo');
    const cookie = await t.signIn(target.email, target.password);
    expect(await (await t.request('GET', '/api/me', { as: { cookie } })).json()).toMatchObject({ role: 'admin' });
  });

  it('removes the role record for "no role", and the person leaves the staff list', async () => {
    const target = await staffMember('admin');
    const res = await t.request('PATCH', `/api/staff/${target.id}/role`, { as: owner, json: { role: null } });
    expect(res.status).toBe(200);
    expect(await t.ctx.db.select().from(userRoles).where(eq(userRoles.userId, target.id))).toHaveLength(0);
    expect(await stillSignedIn(target)).toBe(false);
    const list = await (await t.request('GET', '/api/staff', { as: owner, query: { pageSize: 100 } })).json();
    expect(list.items.map((i: { id: string }) => i.id)).not.toContain(target.id);
    expect((await t.request('PATCH', `/api/staff/${target.id}/role`, { as: owner, json: { role: 'admin' } })).status).toBe(404);
  });

  it('refuses a role outside the staff roles and unknown people', async () => {
    const target = await staffMember();
    expect((await t.request('PATCH', `/api/staff/${target.id}/role`, { as: owner, json: { role: 'user' } })).status).toBe(400);
    expect((await t.request('PATCH', `/api/staff/${plainUser.id}/role`, { as: owner, json: { role: 'admin' } })).status).toBe(404);
    expect((await t.request('PATCH', '/api/staff/sconosciuto/role', { as: owner, json: { role: 'admin' } })).status).toBe(404);
    expect(await roleOf(target.id)).toBe('moderatore');
    expect(await roleOf(plainUser.id)).toBe('user');
  });
});

describe('credentials', () => {
  it('changes the password: the old one and the old session stop working', async () => {
    const target = await staffMember();
    const res = await t.request('PATCH', `/api/staff/${target.id}/credentials`, { as: owner, json: { email: target.email, password: 'nuovapass' } });
    expect(res.status).toBe(200);
    expect(await stillSignedIn(target)).toBe(false);
    await expect(t.signIn(target.email, target.password)).rejects.toThrow();
    await t.signIn(target.email, 'nuovapass');
    expect(await actionsBy(owner.id)).toContain('Aggiornamento Credenziali');
  });

  it('changes the e-mail; a blank password leaves the password as it was', async () => {
    const target = await staffMember();
    const res = await t.request('PATCH', `/api/staff/${target.id}/credentials`, { as: owner, json: { email: 'Cambiata@Example.it', password: '' } });
    expect(res.status).toBe(200);
    expect(await stillSignedIn(target)).toBe(false);
    await t.signIn('cambiata@example.it', target.password);
  });

  it('refuses a taken e-mail (409), a short password and an empty change, changing nothing', async () => {
    const target = await staffMember();
    const taken = await t.request('PATCH', `/api/staff/${target.id}/credentials`, { as: owner, json: { email: admin.email } });
    expect(taken.status).toBe(409);
    expect((await taken.json()).message).toBe('Esiste già un account con questa email');
    const short = await t.request('PATCH', `/api/staff/${target.id}/credentials`, { as: owner, json: { password: '12345' } });
    expect(short.status).toBe(400);
    expect((await short.json()).fieldErrors.password).toBe('La password deve essere di almeno 6 caratteri');
    expect((await t.request('PATCH', `/api/staff/${target.id}/credentials`, { as: owner, json: { password: '  ' } })).status).toBe(400);
    expect(await stillSignedIn(target)).toBe(true);
    await t.signIn(target.email, target.password);
  });
});

describe('avatar', () => {
  it('stores an image, replaces the previous one and serves it through the profile avatar route', async () => {
    const target = await staffMember();
    expect((await t.request('POST', `/api/staff/${target.id}/avatar`, { as: owner, body: imageForm(PNG) })).status).toBe(200);
    const [first] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(first?.avatarKey).toMatch(/^avatars\//);
    expect((await t.request('POST', `/api/staff/${target.id}/avatar`, { as: owner, body: imageForm(PNG) })).status).toBe(200);
    const [second] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(second?.avatarKey).not.toBe(first?.avatarKey);
    expect(await t.fileState(first!.avatarKey!)).toBe('released');
    expect(await t.fileState(second!.avatarKey!)).toBeNull();
    expect(await t.ctx.storage.size(second!.avatarKey!)).toBe(PNG.length);
    expect(await actionsBy(owner.id)).toContain('Aggiornamento Avatar Staff');

    const list = await (await t.request('GET', '/api/staff', { as: moderator, query: { q: target.email } })).json();
    const url = list.items[0].avatarUrl as string;
    expect(url).toContain(`/api/profile/avatar/${target.id}`);
    const img = await t.request('GET', url, { as: moderator });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
  });

  it('refuses files that are not images and images over 2 MB, in Italian, keeping the old avatar', async () => {
    const target = await staffMember();
    const pdf = await t.request('POST', `/api/staff/${target.id}/avatar`, { as: owner, body: imageForm(Buffer.from('%PDF-1.4\n%fake\n'), 'x.png') });
    expect(pdf.status).toBe(400);
    expect((await pdf.json()).message).toBe('Seleziona un file immagine valido');
    const big = await t.request('POST', `/api/staff/${target.id}/avatar`, { as: owner, body: imageForm(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])) });
    expect(big.status).toBe(413);
    expect((await big.json()).message).toBe('Il file è troppo grande. Dimensione massima: 2MB');
    const [row] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(row?.avatarKey).toBeNull();
  });
});

describe('deletion', () => {
  it('deletes the account with its sessions, own ledger, bank applications, companies, profile and avatar; clients stay unlinked', async () => {
    const target = await staffMember('admin');
    await t.request('POST', `/api/staff/${target.id}/avatar`, { as: owner, body: imageForm(PNG) });
    const [{ avatarKey }] = (await t.ctx.db.select({ avatarKey: profiles.avatarKey }).from(profiles).where(eq(profiles.id, target.id))) as [{ avatarKey: string }];
    const [client] = await t.ctx.db.insert(clients).values({ companyName: 'Alfa LLC', userId: target.id, linkedUserId: target.id }).returning();
    await t.ctx.db.insert(expenses).values({ ledgerUserId: target.id, userId: target.id, amount: '10.00', description: 'Propria', expenseDate: '2024-01-01' });
    const [firmRow] = await t.ctx.db.insert(income).values({ ledgerUserId: null, userId: target.id, amount: '20.00', description: 'Studio', incomeDate: '2024-01-01' }).returning();
    await t.ctx.db.insert(income).values({ ledgerUserId: target.id, amount: '5.00', description: 'Propria', incomeDate: '2024-01-01' });
    await t.ctx.db.insert(bankApplications).values({ userId: target.id, bankName: 'HSBC', accountType: 'Conto Deposito' });
    await t.ctx.db.insert(userCompanies).values({ userId: target.id, companyName: 'Beta Ltd', countryCode: 'MT' });

    const impact = await (await t.request('GET', `/api/staff/${target.id}/deletion-impact`, { as: owner })).json();
    expect(impact).toEqual({ linkedClients: 1, expenses: 1, income: 1, bankApplications: 1, companies: 1 });

    expect((await t.request('DELETE', `/api/staff/${target.id}`, { as: owner })).status).toBe(200);
    expect(await stillSignedIn(target)).toBe(false);
    expect(await t.ctx.db.select().from(user).where(eq(user.id, target.id))).toHaveLength(0);
    expect(await t.ctx.db.select().from(profiles).where(eq(profiles.id, target.id))).toHaveLength(0);
    expect(await t.ctx.db.select().from(expenses).where(eq(expenses.description, 'Propria'))).toHaveLength(0);
    expect(await t.ctx.db.select().from(income).where(eq(income.description, 'Propria'))).toHaveLength(0);
    expect(await t.ctx.db.select().from(bankApplications).where(eq(bankApplications.bankName, 'HSBC'))).toHaveLength(0);
    expect(await t.ctx.db.select().from(userCompanies).where(eq(userCompanies.companyName, 'Beta Ltd'))).toHaveLength(0);
    const [kept] = await t.ctx.db.select().from(clients).where(eq(clients.id, client!.id));
    expect(kept).toMatchObject({ companyName: 'Alfa LLC', userId: null, linkedUserId: null });
    const [firm] = await t.ctx.db.select().from(income).where(eq(income.id, firmRow!.id));
    expect(firm).toMatchObject({ userId: null, ledgerUserId: null });
    expect(await t.fileState(avatarKey)).toBe('released');
    const logged = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, owner.id), eq(activityLog.action, 'Eliminazione Utente')));
    expect(logged.some((l) => l.details?.includes(target.email))).toBe(true);
  });

  it('answers 404 for a login user or an unknown id', async () => {
    expect((await t.request('DELETE', `/api/staff/${plainUser.id}`, { as: owner })).status).toBe(404);
    expect((await t.request('DELETE', '/api/staff/nessuno', { as: owner })).status).toBe(404);
    expect(await stillSignedIn(plainUser)).toBe(true);
  });
});
