import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { todayIso } from '@domain/periods';
import { createTestApp } from '../../test/test-app';
import { createClientRow } from '../../seed/factories/clients';
import { clientsForExport, listClients, SEARCH_GRAM_LENGTH } from './clients.service';
import { activityLog, clients, documents, obligations, profiles, user, userCompanies, userRoles } from '../../platform/db/schema';
import { newFileKey } from '../../platform/files/storage';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario', { fullName: 'Paola Proprietaria' });
const admin = await t.user('admin');
const moderator = await t.user('moderatore');
const plainUser = await t.user('user');
const noRole = await t.user(null);
const staff = { proprietario: owner, admin, moderatore: moderator };

const db = t.ctx.db;
const MISSING = '00000000-0000-4000-8000-000000000000';

async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
async function clientCount() {
  const [row] = await db.select({ n: count() }).from(clients);
  return row!.n;
}
async function lastActivity() {
  const [row] = await db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
  return row;
}
async function activityCount() {
  return (await db.select({ n: count() }).from(activityLog))[0]!.n;
}

async function expectRefused(method: string, path: string, allowed: string[], json?: unknown) {
  expect((await t.request(method, path, { json })).status).toBe(401);
  for (const [role, account] of Object.entries({ ...staff, user: plainUser, nessuno: noRole })) {
    if (allowed.includes(role)) continue;
    const res = await t.request(method, path, { as: account, json });
    expect(res.status, `${method} ${path} as ${role}`).toBe(403);
  }
}

const newClient = (over: Record<string, unknown> = {}) => ({
  fullName: 'Mario Rossi',
  companyName: 'Rossi Trading LLC',
  email: `mario.${Math.random().toString(36).slice(2, 8)}@example.it`,
  password: 'segreta1',
  countryCode: 'US',
  incorporationDate: '2023-05-10',
  sectors: 'E-commerce',
  companyAddress: '1209 Orange Street, Wilmington',
  residentialAddress: 'Via Roma 1, Milano',
  ...over,
});

describe('GET /api/clients (list)', () => {
  beforeEach(async () => {
    await db.delete(clients);
  });

  it('pages the list on the server, newest first', async () => {
    for (let i = 0; i < 25; i++) await createClientRow(db, { companyName: `Azienda ${String(i).padStart(2, '0')}`, createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)) });
    const first = await json<{ items: { companyName: string }[]; total: number; page: number; pageSize: number }>(
      await t.request('GET', '/api/clients', { as: moderator }),
    );
    expect(first.total).toBe(25);
    expect(first.pageSize).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.companyName).toBe('Azienda 24');
    const phone = await json<{ items: { companyName: string }[] }>(await t.request('GET', '/api/clients', { as: admin, query: { page: 3, pageSize: 8 } }));
    expect(phone.items.map((c) => c.companyName)).toEqual(['Azienda 08', 'Azienda 07', 'Azienda 06', 'Azienda 05', 'Azienda 04', 'Azienda 03', 'Azienda 02', 'Azienda 01']);
    // Past the last page, with and without a search: no rows, and still the total.
    for (const query of [{ page: 9 }, { page: 9, q: 'azienda' }, { page: 9, q: 'azienda 1' }]) {
      const beyond = await json<{ items: unknown[]; total: number }>(await t.request('GET', '/api/clients', { as: moderator, query }));
      expect(beyond).toMatchObject({ items: [], total: query.q === 'azienda 1' ? 10 : 25 });
    }
    const none = await json<{ items: unknown[]; total: number }>(await t.request('GET', '/api/clients', { as: moderator, query: { q: 'nessuno' } }));
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('searches company, responsible person and country name case-insensitively; filters country and year exactly', async () => {
    await createClientRow(db, { companyName: 'Alfa Holding Ltd', fullName: 'Giulia Bianchi', countryCode: 'MT', incorporationDate: '2021-03-01' });
    await createClientRow(db, { companyName: 'Beta Software LLC', fullName: 'Luca Verdi', countryCode: 'US', incorporationDate: '2022-07-15' });
    await createClientRow(db, { companyName: 'Gamma 100% Srl', fullName: 'Sara Neri', countryCode: 'RO', incorporationDate: '2021-12-31' });
    const names = async (query: Record<string, string | number>) =>
      (await json<{ items: { companyName: string }[] }>(await t.request('GET', '/api/clients', { as: owner, query }))).items.map((c) => c.companyName).sort();

    expect(await names({ q: 'alfa' })).toEqual(['Alfa Holding Ltd']);
    expect(await names({ q: 'VERDI' })).toEqual(['Beta Software LLC']);
    expect(await names({ q: 'malta' })).toEqual(['Alfa Holding Ltd']);
    expect(await names({ q: 'stati uniti' })).toEqual(['Beta Software LLC']);
    expect(await names({ q: '100%' })).toEqual(['Gamma 100% Srl']);
    expect(await names({ q: '%' })).toEqual(['Gamma 100% Srl']);
    expect(await names({ q: 'nessuno' })).toEqual([]);
    expect(await names({ country: 'RO' })).toEqual(['Gamma 100% Srl']);
    expect(await names({ year: 2021 })).toEqual(['Alfa Holding Ltd', 'Gamma 100% Srl']);
    expect(await names({ year: 2021, country: 'MT', q: 'giulia' })).toEqual(['Alfa Holding Ltd']);
  });

  it('searches the names as they are after an edit, accented capitals included, never across the two fields', async () => {
    const client = await createClientRow(db, { companyName: 'ÉLITE Consulenze Srl', fullName: 'Giulia Bianchi' });
    const names = async (q: string) =>
      (await json<{ items: { companyName: string }[] }>(await t.request('GET', '/api/clients', { as: owner, query: { q } }))).items.map((c) => c.companyName);

    expect(await names('élite')).toEqual(['ÉLITE Consulenze Srl']);
    expect(await names('srl giulia')).toEqual([]);
    await db.update(clients).set({ fullName: 'Marta Gialli' }).where(eq(clients.id, client.id));
    expect(await names('gialli')).toEqual(['ÉLITE Consulenze Srl']);
    expect(await names('bianchi')).toEqual([]);
  });

  it('searches a term of 12 characters or more as a short one: anywhere in either field, whatever the case, never across the two', async () => {
    await createClientRow(db, { companyName: 'Portofino Consulting Srl', fullName: 'Giulia Bianchi', countryCode: 'MT' });
    await createClientRow(db, { companyName: 'Portofino Consulenze Srl', fullName: 'Luca Verdi', countryCode: 'US' });
    await createClientRow(db, { companyName: 'ÉLITE Consulenze 100% Srl', fullName: 'Marta Gialli' });
    const list = async (query: Record<string, string>) => {
      const body = await json<{ items: { companyName: string }[]; total: number }>(await t.request('GET', '/api/clients', { as: owner, query }));
      return { names: body.items.map((c) => c.companyName).sort(), total: body.total };
    };

    // The first 12 characters ('portofino co') are both clients'; the whole term is one's.
    expect(await list({ q: 'PORTOFINO CONSULTING' })).toEqual({ names: ['Portofino Consulting Srl'], total: 1 });
    expect(await list({ q: 'ortofino consulenze srl' })).toEqual({ names: ['Portofino Consulenze Srl'], total: 1 });
    expect(await list({ q: 'portofino consul' })).toEqual({ names: ['Portofino Consulenze Srl', 'Portofino Consulting Srl'], total: 2 });
    expect(await list({ q: 'portofino consul', country: 'US' })).toEqual({ names: ['Portofino Consulenze Srl'], total: 1 });
    expect(await list({ q: 'giulia bianchi' })).toEqual({ names: ['Portofino Consulting Srl'], total: 1 });
    // A percent sign is a character, not a wildcard; capitals with accents fold as in a short term.
    expect(await list({ q: 'élite consulenze 100%' })).toEqual({ names: ['ÉLITE Consulenze 100% Srl'], total: 1 });
    expect(await list({ q: 'élite consulenze 1%0' })).toEqual({ names: [], total: 0 });
    expect(await list({ q: 'consulting srl giulia' })).toEqual({ names: [], total: 0 });
    // The index's windows are as long as the lookup's: a shorter or longer one would miss every client.
    const { rows } = await t.ctx.pool.query<{ grams: string[] }>("SELECT search_grams('portofino consulting') AS grams");
    expect(rows[0]!.grams.map((g) => [...g].length)).toEqual(Array(21 - SEARCH_GRAM_LENGTH).fill(SEARCH_GRAM_LENGTH));
  });

  it('refuses bad paging and filters with an Italian message', async () => {
    const res = await t.request('GET', '/api/clients', { as: owner, query: { pageSize: 500 } });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: 'VALIDATION', message: 'Dimensione pagina non valida' });
    expect((await json(await t.request('GET', '/api/clients', { as: owner, query: { sort: 'email' } }))).message).toBe('Ordinamento non valido');
    expect((await json(await t.request('GET', '/api/clients', { as: owner, query: { year: 'abc' } }))).message).toBe('Anno non valido');
    expect((await json(await t.request('GET', '/api/clients', { as: owner, query: { country: 'Malta' } }))).message).toBe('Paese non valido');
    expect((await json(await t.request('GET', '/api/clients', { as: owner, query: { q: 'x'.repeat(101) } }))).message).toBe('La ricerca è troppo lunga');
  });

  it('filters by approval status, alone or with a search, counting only those', async () => {
    await createClientRow(db, { companyName: 'Approvata Ltd', countryCode: 'MT', approvalStatus: 'approved' });
    await createClientRow(db, { companyName: 'Attesa Uno Ltd', countryCode: 'MT', approvalStatus: 'pending' });
    await createClientRow(db, { companyName: 'Attesa Due LLC', countryCode: 'US', approvalStatus: 'pending' });
    await createClientRow(db, { companyName: 'Rifiutata Ltd', countryCode: 'MT', approvalStatus: 'rejected' });
    const list = async (query: Record<string, string>) => {
      const page = await json<{ items: { companyName: string; approvalStatus: string }[]; total: number }>(await t.request('GET', '/api/clients', { as: owner, query }));
      return { names: page.items.map((c) => c.companyName).sort(), total: page.total };
    };
    expect(await list({ status: 'pending' })).toEqual({ names: ['Attesa Due LLC', 'Attesa Uno Ltd'], total: 2 });
    expect(await list({ status: 'approved' })).toEqual({ names: ['Approvata Ltd'], total: 1 });
    expect(await list({ status: 'rejected', country: 'MT' })).toEqual({ names: ['Rifiutata Ltd'], total: 1 });
    expect(await list({ status: 'pending', country: 'MT' })).toEqual({ names: ['Attesa Uno Ltd'], total: 1 });
    expect(await list({ status: 'pending', q: 'attesa uno' })).toEqual({ names: ['Attesa Uno Ltd'], total: 1 });
    expect(await list({ status: 'approved', q: 'attesa' })).toEqual({ names: [], total: 0 });
    const bad = await t.request('GET', '/api/clients', { as: owner, query: { status: 'sospeso' } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('Stato non valido');
  });

  it('sorts by a column either way, empty values last, pages never overlapping', async () => {
    await createClientRow(db, { companyName: 'Beta Ltd', fullName: 'Zeno', countryCode: 'MT', incorporationDate: '2022-01-01' });
    await createClientRow(db, { companyName: 'alfa srl', fullName: 'Anna', countryCode: 'US', incorporationDate: null });
    await createClientRow(db, { companyName: 'Gamma LLC', fullName: 'Marco', countryCode: 'CY', incorporationDate: '2020-06-30' });
    const names = async (query: Record<string, string | number>) =>
      (await json<{ items: { companyName: string }[] }>(await t.request('GET', '/api/clients', { as: owner, query }))).items.map((c) => c.companyName);

    expect(await names({ sort: 'incorporationDate' })).toEqual(['Gamma LLC', 'Beta Ltd', 'alfa srl']);
    expect(await names({ sort: 'incorporationDate', dir: 'desc' })).toEqual(['Beta Ltd', 'Gamma LLC', 'alfa srl']);
    expect(await names({ sort: 'fullName', dir: 'desc' })).toEqual(['Beta Ltd', 'Gamma LLC', 'alfa srl']);
    // Cipro, Malta, Stati Uniti: by the country's name, not its code.
    expect(await names({ sort: 'countryName' })).toEqual(['Gamma LLC', 'Beta Ltd', 'alfa srl']);
    expect(await names({ sort: 'countryName', q: 'l' })).toEqual(['Gamma LLC', 'Beta Ltd', 'alfa srl']);
    // As an Italian reader orders names: a lower-case initial among the capitals, not after Z.
    expect([...(await names({ sort: 'companyName', pageSize: 2 })), ...(await names({ sort: 'companyName', pageSize: 2, page: 2 }))]).toEqual(['alfa srl', 'Beta Ltd', 'Gamma LLC']);
    expect(await names({ sort: 'companyName', dir: 'desc' })).toEqual(['Gamma LLC', 'Beta Ltd', 'alfa srl']);
    expect(await names({ sort: 'fullName' })).toEqual(['alfa srl', 'Gamma LLC', 'Beta Ltd']);

    // A country at a time, in its name's order either way; a client without one last both ways.
    await createClientRow(db, { companyName: 'Delta Ltd', countryCode: null });
    expect(await names({ sort: 'countryName', dir: 'desc' })).toEqual(['alfa srl', 'Beta Ltd', 'Gamma LLC', 'Delta Ltd']);
    expect([...(await names({ sort: 'countryName', pageSize: 2 })), ...(await names({ sort: 'countryName', pageSize: 2, page: 2 }))]).toEqual(['Gamma LLC', 'Beta Ltd', 'alfa srl', 'Delta Ltd']);
  });

  it('exports, batch after batch, the rows the list shows page after page, in every order', async () => {
    // Ties in every sort key, empty dates and countries, a search: what the batches' keys must carry past.
    const statuses = ['approved', 'pending', 'rejected'] as const;
    for (let i = 0; i < 23; i++) {
      await createClientRow(db, {
        companyName: `Ditta ${i % 4} Ltd`,
        fullName: i % 3 ? 'Anna Neri' : 'Bruno Blu',
        countryCode: [null, 'MT', 'US', 'CY'][i % 4]!,
        incorporationDate: i % 5 ? `202${i % 3}-0${1 + (i % 2)}-15` : null,
        approvalStatus: statuses[i % 3],
        createdAt: new Date(Date.UTC(2025, 0, 1 + (i % 6), 0, 0, 0, i % 2)),
      });
    }
    const sorts = [undefined, 'companyName', 'fullName', 'countryName', 'incorporationDate', 'approvalStatus'] as const;
    for (const sort of sorts) {
      for (const dir of ['asc', 'desc'] as const) {
        for (const q of [undefined, 'neri']) {
          const query = { sort, dir, q, country: undefined };
          const shown = (await listClients(db, { ...query, page: 1, pageSize: 50 })).items.map((c) => c.id);
          const exported: string[] = [];
          for await (const rows of clientsForExport(db, query, 4)) exported.push(...rows.map((c) => c.id));
          expect(exported, JSON.stringify(query)).toEqual(shown);
        }
      }
    }
  });

  it('exports the whole filtered list as CSV, sorted as shown, with Italian headers and inert formulas', async () => {
    for (let i = 0; i < 3; i++) await createClientRow(db, { companyName: `Export ${i} Ltd`, countryCode: 'MT', incorporationDate: '2021-03-0' + (i + 1) });
    await createClientRow(db, { companyName: '=HYPERLINK("http://x")', fullName: '+39 333', countryCode: 'MT' });
    await createClientRow(db, { companyName: 'Altro Paese LLC', countryCode: 'US' });
    const res = await t.request('GET', '/api/clients/export', { as: moderator, query: { country: 'MT', sort: 'companyName', dir: 'desc', page: 2 } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="clienti.csv"');
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Azienda;Responsabile;Settori;Paese Costituzione;Tipo di società;Data Costituzione;Fine esercizio;Stato;Indirizzo Azienda;Indirizzo di Residenza;Creato il');
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(['Export 2 Ltd', 'Export 1 Ltd', 'Export 0 Ltd', `"'=HYPERLINK(""http://x"")"`]);
    expect(lines[1]).toContain(';Malta;');
    expect(lines[1]).toContain(';03/03/2021;');
    expect(lines[4]!.split(';')[1]).toBe("'+39 333");
    await expectRefused('GET', '/api/clients/export', ['proprietario', 'admin', 'moderatore']);
    expect((await t.request('GET', '/api/clients/export', { as: owner, query: { sort: 'email' } })).status).toBe(400);
  });

  it('is for staff only', async () => {
    for (const account of Object.values(staff)) expect((await t.request('GET', '/api/clients', { as: account })).status).toBe(200);
    await expectRefused('GET', '/api/clients', ['proprietario', 'admin', 'moderatore']);
  });
});

describe('client counts kept by the database', () => {
  // What client_counts must hold: the clients themselves, grouped.
  async function mismatches(): Promise<unknown[]> {
    const { rows } = await t.ctx.pool.query(`
      WITH actual AS (
        SELECT country_code, extract(year FROM incorporation_date)::int AS incorporation_year, approval_status, count(*)::int AS clients FROM clients GROUP BY 1, 2, 3)
      (SELECT * FROM actual EXCEPT SELECT * FROM client_counts)
      UNION ALL
      (SELECT * FROM client_counts EXCEPT SELECT * FROM actual)`);
    return rows;
  }
  const total = async (query: Record<string, string | number>) =>
    (await json<{ total: number }>(await t.request('GET', '/api/clients', { as: owner, query }))).total;

  it('follow every insert, edit and delete, and give the list its totals without a search', async () => {
    await db.delete(clients);
    const a = await createClientRow(db, { countryCode: 'MT', incorporationDate: '2021-03-01', approvalStatus: 'approved' });
    const b = await createClientRow(db, { countryCode: 'MT', incorporationDate: '2022-03-01', approvalStatus: 'pending' });
    await createClientRow(db, { countryCode: 'US', incorporationDate: '2021-06-01', approvalStatus: 'pending' });
    await createClientRow(db, { countryCode: null, incorporationDate: null, approvalStatus: 'pending' });
    expect(await mismatches()).toEqual([]);
    expect([await total({}), await total({ country: 'MT' }), await total({ year: 2021 }), await total({ country: 'MT', year: 2021 }), await total({ country: 'RO' })]).toEqual([4, 2, 2, 1, 0]);

    // An inline edit moving a client to another country, a bulk change of year, a delete.
    expect((await t.request('PATCH', `/api/clients/${a.id}`, { as: owner, json: { field: 'countryCode', value: 'RO' } })).status).toBe(200);
    expect((await t.request('POST', '/api/clients/bulk', { as: owner, json: { ids: [a.id, b.id], incorporationDate: '2019-09-09' } })).status).toBe(200);
    expect(await mismatches()).toEqual([]);
    expect([await total({ country: 'MT' }), await total({ country: 'RO', year: 2019 }), await total({ year: 2021 })]).toEqual([1, 1, 1]);
    expect((await t.request('DELETE', `/api/clients/${b.id}`, { as: owner })).status).toBe(200);
    expect(await mismatches()).toEqual([]);
    expect(await total({})).toBe(3);
    expect(await json(await t.request('GET', '/api/clients/stats', { as: owner }))).toMatchObject({ total: 3, approved: 1, pending: 2 });
  });
});

describe('GET /api/clients/stats and /meta', () => {
  it('counts total, approved, pending and created this month', async () => {
    await db.delete(clients);
    await createClientRow(db, { approvalStatus: 'approved' });
    await createClientRow(db, { approvalStatus: 'approved', createdAt: new Date(Date.UTC(2020, 0, 1)) });
    await createClientRow(db, { approvalStatus: 'pending' });
    await createClientRow(db, { approvalStatus: 'rejected', createdAt: new Date(Date.UTC(2020, 0, 1)) });
    const res = await t.request('GET', '/api/clients/stats', { as: moderator });
    expect(await json(res)).toEqual({ total: 4, approved: 2, pending: 1, newThisMonth: 2 });
    await expectRefused('GET', '/api/clients/stats', ['proprietario', 'admin', 'moderatore']);
  });

  it('lists the countries and the incorporation years present', async () => {
    await db.delete(clients);
    await createClientRow(db, { incorporationDate: '2019-02-01' });
    await createClientRow(db, { incorporationDate: '2019-11-30' });
    await createClientRow(db, { incorporationDate: '2024-01-01' });
    await createClientRow(db, { incorporationDate: null });
    const meta = await json<{ countries: { isoCode: string; name: string }[]; years: number[] }>(await t.request('GET', '/api/clients/meta', { as: admin }));
    expect(meta.years).toEqual([2024, 2019]);
    expect(meta.countries).toHaveLength(17);
    expect(meta.countries).toContainEqual({ isoCode: 'AE', name: 'Emirati Arabi Uniti' });
    await expectRefused('GET', '/api/clients/meta', ['proprietario', 'admin', 'moderatore']);
  });
});

describe('POST /api/clients (Nuovo Cliente)', () => {
  it('creates the login with role user and the approved client in one go, with its activity entry', async () => {
    const input = newClient();
    const res = await t.request('POST', '/api/clients', { as: moderator, json: input });
    expect(res.status).toBe(201);
    const created = await json<{ id: string; userId: string; approvalStatus: string; countryName: string }>(res);
    expect(created).toMatchObject({ companyName: 'Rossi Trading LLC', approvalStatus: 'approved', countryName: 'Stati Uniti' });
    const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, created.userId));
    expect(role?.role).toBe('user');
    expect(await db.select().from(userCompanies).where(eq(userCompanies.userId, created.userId))).toHaveLength(1);
    expect(await t.signIn(input.email, input.password)).toContain('=');
    expect(await lastActivity()).toMatchObject({ action: 'Creazione Cliente', userId: moderator.id });
  });

  it('each staff role may create; others may not', async () => {
    for (const account of [owner, admin]) expect((await t.request('POST', '/api/clients', { as: account, json: newClient() })).status).toBe(201);
    await expectRefused('POST', '/api/clients', ['proprietario', 'admin', 'moderatore'], newClient());
  });

  it.each([
    [{ fullName: '  ' }, 'fullName', 'Il nome del responsabile è obbligatorio'],
    [{ companyName: '' }, 'companyName', 'Il nome dell\'azienda è obbligatorio'],
    [{ email: '' }, 'email', 'L\'email è obbligatoria'],
    [{ email: 'non-una-email' }, 'email', 'Inserisci un indirizzo email valido'],
    [{ password: '' }, 'password', 'La password è obbligatoria'],
    [{ password: '12345' }, 'password', 'La password deve essere di almeno 6 caratteri'],
    [{ incorporationDate: todayIso(new Date(Date.now() + 3 * 86_400_000)) }, 'incorporationDate', 'La data di costituzione non può essere nel futuro'],
    [{ incorporationDate: '2023-02-30' }, 'incorporationDate', 'Inserisci una data valida'],
    [{ countryCode: 'ZZ' }, 'countryCode', 'Seleziona un paese dall\'elenco'],
    [{ countryCode: 'Italia' }, 'countryCode', 'Seleziona un paese dall\'elenco'],
  ])('refuses %o and creates nothing', async (over, field, message) => {
    const clientsBefore = await clientCount();
    const input = newClient(over);
    const res = await t.request('POST', '/api/clients', { as: owner, json: input });
    expect(res.status).toBe(400);
    const body = await json<{ message: string; fieldErrors: Record<string, string> }>(res);
    expect(body.message).toBe(message);
    expect(body.fieldErrors[field]).toBe(message);
    expect(await clientCount()).toBe(clientsBefore);
    if (input.email.includes('@')) expect(await db.select().from(user).where(eq(user.email, input.email))).toHaveLength(0);
  });

  it('leaves no login behind when the client row cannot be saved', async () => {
    // Make the Client insert fail after the login was written, inside the same request.
    await t.ctx.pool.query(`
      CREATE FUNCTION refuse_client() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'rifiutato'; END $$;
      CREATE TRIGGER refuse_client BEFORE INSERT ON clients FOR EACH ROW EXECUTE FUNCTION refuse_client();`);
    try {
      const input = newClient();
      const activityBefore = await activityCount();
      const res = await t.request('POST', '/api/clients', { as: owner, json: input });
      expect(res.status).toBe(500);
      expect((await json(res)).message).not.toContain('rifiutato');
      expect(await db.select().from(user).where(eq(user.email, input.email))).toHaveLength(0);
      expect(await activityCount()).toBe(activityBefore);
    } finally {
      await t.ctx.pool.query('DROP TRIGGER refuse_client ON clients; DROP FUNCTION refuse_client();');
    }
  });

  it('refuses an e-mail already taken: neither login nor client is created', async () => {
    const clientsBefore = await clientCount();
    const activityBefore = await activityCount();
    const res = await t.request('POST', '/api/clients', { as: owner, json: newClient({ email: plainUser.email.toUpperCase() }) });
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ message: 'Esiste già un account con questa email', fieldErrors: { email: 'Esiste già un account con questa email' } });
    expect(await clientCount()).toBe(clientsBefore);
    expect(await activityCount()).toBe(activityBefore);
  });
});

describe('GET /api/clients/:id (Dettagli Cliente)', () => {
  it('shows the owner user and the linked user with name and role, role defaulting to user', async () => {
    const linked = await t.user(null, { fullName: 'Lina Collegata' });
    const created = await json<{ id: string }>(await t.request('POST', '/api/clients', { as: owner, json: newClient({ fullName: 'Olga Titolare' }) }));
    await db.update(clients).set({ linkedUserId: linked.id }).where(eq(clients.id, created.id));
    const res = await t.request('GET', `/api/clients/${created.id}`, { as: moderator });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      owner: { name: 'Olga Titolare', role: 'user' },
      linkedUser: { id: linked.id, name: 'Lina Collegata', role: 'user' },
    });
    const bare = await createClientRow(db);
    expect(await json(await t.request('GET', `/api/clients/${bare.id}`, { as: admin }))).toMatchObject({ owner: null, linkedUser: null });
  });

  it('answers 404 for an unknown client and refuses non-staff', async () => {
    const res = await t.request('GET', `/api/clients/${MISSING}`, { as: owner });
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe('Cliente non trovato');
    expect((await t.request('GET', '/api/clients/abc', { as: owner })).status).toBe(400);
    await expectRefused('GET', `/api/clients/${MISSING}`, ['proprietario', 'admin', 'moderatore']);
  });
});

describe('PUT /api/clients/:id (Modifica Cliente)', () => {
  const edit = (over: Record<string, unknown> = {}) => ({
    fullName: 'Anna Nuova',
    companyName: 'Nuova Ragione Ltd',
    sectors: 'Fintech',
    countryCode: 'MT',
    incorporationDate: '2020-01-02',
    companyAddress: 'Sliema',
    residentialAddress: 'Via Dante 3, Bologna',
    linkedUserId: null,
    ...over,
  });

  it('updates every field, the linked user included, for proprietario and admin', async () => {
    for (const account of [owner, admin]) {
      const client = await createClientRow(db);
      const res = await t.request('PUT', `/api/clients/${client.id}`, { as: account, json: edit({ linkedUserId: plainUser.id }) });
      expect(res.status).toBe(200);
      expect(await json(res)).toMatchObject({ fullName: 'Anna Nuova', companyName: 'Nuova Ragione Ltd', countryCode: 'MT', countryName: 'Malta', linkedUserId: plainUser.id });
      expect(await lastActivity()).toMatchObject({ action: 'Modifica Cliente', details: 'Modificato il cliente "Nuova Ragione Ltd"' });
    }
  });

  it('sets and clears the company number the register gives, as typed', async () => {
    const client = await createClientRow(db);
    const set = await t.request('PUT', `/api/clients/${client.id}`, { as: owner, json: edit({ companyNumber: ' 12345678 ' }) });
    expect(set.status).toBe(200);
    expect(await json(set)).toMatchObject({ companyNumber: '12345678' });
    const cleared = await t.request('PUT', `/api/clients/${client.id}`, { as: owner, json: edit({ companyNumber: '' }) });
    expect(await json(cleared)).toMatchObject({ companyNumber: null });
    const tooLong = await t.request('PUT', `/api/clients/${client.id}`, { as: owner, json: edit({ companyNumber: '1'.repeat(501) }) });
    expect(tooLong.status).toBe(400);
    expect((await json<{ fieldErrors: Record<string, string> }>(tooLong)).fieldErrors.companyNumber).toBe('Il testo è troppo lungo (massimo 500 caratteri)');
  });

  it('refuses moderatore and non-staff', async () => {
    const client = await createClientRow(db);
    await expectRefused('PUT', `/api/clients/${client.id}`, ['proprietario', 'admin'], edit());
  });

  it.each([
    [{ fullName: '' }, 'fullName', 'Il nome del responsabile è obbligatorio'],
    [{ companyName: ' ' }, 'companyName', 'Il nome dell\'azienda è obbligatorio'],
    [{ incorporationDate: '2999-01-01' }, 'incorporationDate', 'La data di costituzione non può essere nel futuro'],
    [{ countryCode: 'ZZ' }, 'countryCode', 'Seleziona un paese dall\'elenco'],
    [{ linkedUserId: 'sconosciuto' }, 'linkedUserId', 'Utente non trovato'],
  ])('refuses %o and changes nothing', async (over, field, message) => {
    const client = await createClientRow(db, { companyName: 'Invariata Srl' });
    const res = await t.request('PUT', `/api/clients/${client.id}`, { as: owner, json: edit(over) });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message, fieldErrors: { [field]: message } });
    const [after] = await db.select().from(clients).where(eq(clients.id, client.id));
    expect(after?.companyName).toBe('Invariata Srl');
  });

  it('answers 404 for an unknown client', async () => {
    const res = await t.request('PUT', `/api/clients/${MISSING}`, { as: owner, json: edit() });
    expect(res.status).toBe(404);
  });
});

describe('PATCH /api/clients/:id (inline cell edit)', () => {
  it('saves one field at a time for proprietario and moderatore', async () => {
    const client = await createClientRow(db, { companyName: 'Cella Srl' });
    const patch = (as: typeof owner, body: unknown) => t.request('PATCH', `/api/clients/${client.id}`, { as, json: body });
    expect(await json(await patch(moderator, { field: 'fullName', value: '  Bruno Cella ' }))).toMatchObject({ fullName: 'Bruno Cella', companyName: 'Cella Srl' });
    expect(await json(await patch(owner, { field: 'countryCode', value: 'CY' }))).toMatchObject({ countryCode: 'CY', countryName: 'Cipro' });
    expect(await json(await patch(owner, { field: 'incorporationDate', value: '2018-06-01' }))).toMatchObject({ incorporationDate: '2018-06-01' });
    expect(await json(await patch(owner, { field: 'sectors', value: '' }))).toMatchObject({ sectors: null });
    expect(await json(await patch(owner, { field: 'companyName', value: 'Cella Due Srl' }))).toMatchObject({ companyName: 'Cella Due Srl' });
    expect(await lastActivity()).toMatchObject({ action: 'Modifica Cliente', details: 'Modificato il campo "Azienda" del cliente "Cella Due Srl"' });
  });

  it.each([
    [{ field: 'companyName', value: '' }, 'Il nome dell\'azienda è obbligatorio'],
    [{ field: 'fullName', value: '  ' }, 'Il nome del responsabile è obbligatorio'],
    [{ field: 'incorporationDate', value: '2999-12-31' }, 'La data di costituzione non può essere nel futuro'],
    [{ field: 'countryCode', value: 'ZZ' }, 'Seleziona un paese dall\'elenco'],
  ])('refuses %o and changes nothing', async (body, message) => {
    const client = await createClientRow(db, { companyName: 'Ferma Srl', fullName: 'Ferma Persona', countryCode: 'MT' });
    const res = await t.request('PATCH', `/api/clients/${client.id}`, { as: owner, json: body });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe(message);
    const [after] = await db.select().from(clients).where(eq(clients.id, client.id));
    expect(after).toMatchObject({ companyName: 'Ferma Srl', fullName: 'Ferma Persona', countryCode: 'MT' });
  });

  it('refuses an unknown field, admin and non-staff', async () => {
    const client = await createClientRow(db);
    expect((await t.request('PATCH', `/api/clients/${client.id}`, { as: owner, json: { field: 'approvalStatus', value: 'approved' } })).status).toBe(400);
    await expectRefused('PATCH', `/api/clients/${client.id}`, ['proprietario', 'moderatore'], { field: 'sectors', value: 'x' });
  });
});

describe('POST /api/clients/bulk (Modifica Bulk)', () => {
  it('changes only the filled fields, trimmed; NO_CHANGE keeps the country', async () => {
    const a = await createClientRow(db, { companyName: 'A Srl', fullName: 'Persona A', countryCode: 'MT', incorporationDate: '2020-01-01' });
    const b = await createClientRow(db, { companyName: 'B Srl', fullName: 'Persona B', countryCode: 'US', incorporationDate: null });
    const res = await t.request('POST', '/api/clients/bulk', {
      as: admin,
      json: { ids: [a.id, b.id], companyName: '', fullName: '   ', sectors: '  Holding  ', countryCode: 'NO_CHANGE', incorporationDate: '' },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ updated: 2 });
    const rows = await db.select().from(clients).where(inArray(clients.id, [a.id, b.id]));
    expect(rows.map((r) => [r.companyName, r.fullName, r.countryCode, r.incorporationDate]).sort()).toEqual([
      ['A Srl', 'Persona A', 'MT', '2020-01-01'],
      ['B Srl', 'Persona B', 'US', null],
    ]);
    expect(await lastActivity()).toMatchObject({ action: 'Modifica Bulk', details: 'Modificati 2 clienti (Settori)' });

    await t.request('POST', '/api/clients/bulk', { as: moderator, json: { ids: [a.id, b.id], countryCode: 'PT', incorporationDate: '2019-09-09' } });
    const after = await db.select().from(clients).where(inArray(clients.id, [a.id, b.id]));
    expect(after.map((r) => [r.countryCode, r.incorporationDate])).toEqual([['PT', '2019-09-09'], ['PT', '2019-09-09']]);

    // One client: the log says so in the singular.
    await t.request('POST', '/api/clients/bulk', { as: admin, json: { ids: [a.id], sectors: 'Trading' } });
    expect(await lastActivity()).toMatchObject({ action: 'Modifica Bulk', details: 'Modificato 1 cliente (Settori)' });
  });

  it.each([
    [{ ids: [] }, 'Seleziona almeno un cliente'],
    [{ ids: ['x'], sectors: 'a' }, 'Cliente non valido'],
    [{ ids: [MISSING], countryCode: 'ZZ' }, 'Seleziona un paese dall\'elenco'],
    [{ ids: [MISSING], incorporationDate: '2999-01-01' }, 'La data di costituzione non può essere nel futuro'],
    [{ ids: [MISSING], companyName: '  ', countryCode: 'NO_CHANGE' }, 'Compila almeno un campo da modificare'],
  ])('refuses %o', async (body, message) => {
    const before = await activityCount();
    const res = await t.request('POST', '/api/clients/bulk', { as: owner, json: body });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe(message);
    expect(await activityCount()).toBe(before);
  });

  it('is for staff only', async () => {
    await expectRefused('POST', '/api/clients/bulk', ['proprietario', 'admin', 'moderatore'], { ids: [MISSING], sectors: 'x' });
  });
});

describe('DELETE /api/clients/:id', () => {
  it('deletes the client with its documents and their files, for proprietario and moderatore', async () => {
    for (const account of [owner, moderator]) {
      const client = await createClientRow(db, { companyName: 'Da Eliminare Srl' });
      const fileKey = newFileKey('documents');
      await t.ctx.storage.put(fileKey, Buffer.from('%PDF-1.4 prova'));
      await db.insert(documents).values({ clientId: client.id, title: 'Atto', fileName: 'atto.pdf', fileKey, fileSize: 14, contentType: 'application/pdf' });
      const res = await t.request('DELETE', `/api/clients/${client.id}`, { as: account });
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ companyName: 'Da Eliminare Srl' });
      expect(await db.select().from(clients).where(eq(clients.id, client.id))).toHaveLength(0);
      expect(await db.select().from(documents).where(eq(documents.clientId, client.id))).toHaveLength(0);
      expect(await t.fileState(fileKey)).toBe('released');
      expect(await lastActivity()).toMatchObject({ action: 'Eliminazione Cliente', details: 'Eliminato il cliente "Da Eliminare Srl"' });
    }
  });

  it('refuses admin and non-staff, and answers 404 for an unknown client', async () => {
    const client = await createClientRow(db);
    await expectRefused('DELETE', `/api/clients/${client.id}`, ['proprietario', 'moderatore']);
    expect(await db.select().from(clients).where(eq(clients.id, client.id))).toHaveLength(1);
    const res = await t.request('DELETE', `/api/clients/${MISSING}`, { as: owner });
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe('Cliente non trovato');
  });
});

describe('POST /api/clients/folder (Carica Cartella Clienti)', () => {
  it('creates a client with only its name and writes Caricamento Cartella', async () => {
    for (const account of Object.values(staff)) {
      const res = await t.request('POST', '/api/clients/folder', { as: account, json: { companyName: '  Cartella Srl ' } });
      expect(res.status).toBe(201);
      expect(await json(res)).toMatchObject({ companyName: 'Cartella Srl', fullName: '', countryCode: null, userId: null, approvalStatus: 'approved' });
      expect(await lastActivity()).toMatchObject({ action: 'Caricamento Cartella', userId: account.id });
    }
  });

  it('refuses a blank name and non-staff', async () => {
    const res = await t.request('POST', '/api/clients/folder', { as: owner, json: { companyName: ' ' } });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('Il nome del cliente è obbligatorio');
    await expectRefused('POST', '/api/clients/folder', ['proprietario', 'admin', 'moderatore'], { companyName: 'X' });
  });
});

describe('POST /api/clients/:id/approval (Approva / Rifiuta from the list)', () => {
  const decideOn = (id: string, decision: string, as = owner) => t.request('POST', `/api/clients/${id}/approval`, { as, json: { decision } });
  const statusOf = async (id: string) => (await db.select({ s: clients.approvalStatus }).from(clients).where(eq(clients.id, id)))[0]?.s;
  const usLlc = { countryCode: 'US', entityType: 'llc', incorporationDate: '2024-01-10' } as const;

  it('approves a pending client without a login, with its activity entry and its obligations', async () => {
    const client = await createClientRow(db, { ...usLlc, companyName: 'Senza Accesso LLC', fullName: 'Ugo Bassi', approvalStatus: 'pending' });
    expect(await db.select().from(obligations).where(eq(obligations.clientId, client.id))).toEqual([]);
    const res = await decideOn(client.id, 'approved');
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: client.id, approvalStatus: 'approved' });
    expect(await statusOf(client.id)).toBe('approved');
    expect(await lastActivity()).toMatchObject({ userId: owner.id, action: 'Approvazione Cliente', details: 'Cliente "Senza Accesso LLC" (Ugo Bassi) approvato' });
    expect((await db.select().from(obligations).where(eq(obligations.clientId, client.id))).length).toBeGreaterThan(0);
    // Decided once: nothing left to decide.
    const again = await decideOn(client.id, 'rejected');
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ message: 'Il cliente non è in attesa di approvazione' });
  });

  it('lets a moderatore reject one, logged as Rifiuto Cliente', async () => {
    const client = await createClientRow(db, { companyName: 'Da Rifiutare Ltd', fullName: 'Eva Neri', countryCode: 'MT', approvalStatus: 'pending' });
    const res = await decideOn(client.id, 'rejected', moderator);
    expect(res.status).toBe(200);
    expect(await statusOf(client.id)).toBe('rejected');
    expect(await lastActivity()).toMatchObject({ userId: moderator.id, action: 'Rifiuto Cliente', details: 'Cliente "Da Rifiutare Ltd" (Eva Neri) rifiutato' });
  });

  it('refuses a client without responsible person or country, saying what is missing, and changes nothing', async () => {
    const client = await createClientRow(db, { companyName: 'Cartella Srl', fullName: '', countryCode: null, approvalStatus: 'pending' });
    const before = await activityCount();
    for (const decision of ['approved', 'rejected']) {
      const res = await decideOn(client.id, decision);
      expect(res.status).toBe(422);
      expect(await json(res)).toMatchObject({ message: 'Per approvare o rifiutare il cliente, completa prima i suoi dati: mancano Responsabile e Paese Costituzione.' });
    }
    await db.update(clients).set({ fullName: 'Lia Verdi' }).where(eq(clients.id, client.id));
    expect(await json(await decideOn(client.id, 'approved'))).toMatchObject({ message: 'Per approvare o rifiutare il cliente, completa prima i suoi dati: manca Paese Costituzione.' });
    expect(await statusOf(client.id)).toBe('pending');
    expect(await activityCount()).toBe(before);
  });

  it('decides a client with a login by the profile rule, that client and no other of the same login', async () => {
    const member = await t.user('user', { fullName: 'Carla Cliente' });
    const first = await createClientRow(db, { userId: member.id, companyName: 'Prima Ltd', countryCode: 'MT', approvalStatus: 'pending', createdAt: new Date(Date.UTC(2025, 0, 1)) });
    const second = await createClientRow(db, { userId: member.id, companyName: 'Seconda Ltd', countryCode: 'MT', approvalStatus: 'pending' });
    const refused = await decideOn(second.id, 'approved');
    expect(refused.status).toBe(422);
    expect(await json(refused)).toMatchObject({ message: 'Il cliente deve completare il profilo prima di essere approvato.' });
    await db.update(profiles).set({ address: 'Via Roma 1, Milano' }).where(eq(profiles.id, member.id));
    await db.insert(userCompanies).values({ userId: member.id, companyName: 'Seconda Ltd', countryCode: 'MT' });
    expect((await decideOn(second.id, 'approved')).status).toBe(200);
    expect(await statusOf(second.id)).toBe('approved');
    expect(await statusOf(first.id)).toBe('pending');
    expect(await lastActivity()).toMatchObject({ action: 'Approvazione Cliente', details: 'Cliente "Seconda Ltd" (Carla Cliente) approvato' });
  });

  it('decides by the data rule a client whose login is no longer a client login (made staff, or its role taken)', async () => {
    const promoted = await t.user('moderatore', { fullName: 'Ex Cliente' });
    const client = await createClientRow(db, { userId: promoted.id, companyName: 'Ex Cliente Ltd', fullName: 'Ex Cliente', countryCode: 'MT', approvalStatus: 'pending' });
    const res = await decideOn(client.id, 'approved');
    expect(res.status).toBe(200);
    expect(await statusOf(client.id)).toBe('approved');
  });

  it('answers 404 for an unknown client, 400 for another decision, and refuses admin and non-staff', async () => {
    expect((await decideOn(MISSING, 'approved')).status).toBe(404);
    const client = await createClientRow(db, { companyName: 'Attesa Ltd', fullName: 'Ada Blu', countryCode: 'MT', approvalStatus: 'pending' });
    const bad = await decideOn(client.id, 'forse');
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('Scegli se approvare o rifiutare il cliente');
    await expectRefused('POST', `/api/clients/${client.id}/approval`, ['proprietario', 'moderatore'], { decision: 'approved' });
    expect(await statusOf(client.id)).toBe('pending');
  });
});

describe('GET /api/clients/user-options', () => {
  it('finds role-user accounts by name or e-mail for the linked-user select', async () => {
    const target = await t.user('user', { fullName: 'Ottavia Cercabile' });
    const res = await t.request('GET', '/api/clients/user-options', { as: admin, query: { q: 'cercabile' } });
    expect(await json(res)).toEqual({ users: [{ id: target.id, name: 'Ottavia Cercabile', email: target.email, role: 'user' }] });
    const none = await json<{ users: unknown[] }>(await t.request('GET', '/api/clients/user-options', { as: owner, query: { q: moderator.email } }));
    expect(none.users).toEqual([]);
    await expectRefused('GET', '/api/clients/user-options', ['proprietario', 'admin']);
  });
});

describe('company form and financial year end', () => {
  const TYPE_NOT_OF_COUNTRY = 'Il tipo di società scelto non esiste per il paese del cliente';
  const FYE_INVALID = 'Inserisci un giorno e un mese validi per la fine dell\'esercizio (il 29 febbraio non è ammesso: usa il 28)';
  const row = async (id: string) => (await db.select().from(clients).where(eq(clients.id, id)))[0]!;

  it('are created with the client, shown in its details and logged', async () => {
    const res = await t.request('POST', '/api/clients', { as: owner, json: newClient({ countryCode: 'EE', entityType: 'ou', financialYearEnd: '06-30' }) });
    expect(res.status).toBe(201);
    const created = await json<{ id: string }>(res);
    expect(created).toMatchObject({ entityType: 'ou', financialYearEnd: '06-30' });
    expect(await json(await t.request('GET', `/api/clients/${created.id}`, { as: moderator }))).toMatchObject({ entityType: 'ou', financialYearEnd: '06-30' });
    // Without them: no form yet, and the year closes on 31 December.
    const plain = await json<{ id: string }>(await t.request('POST', '/api/clients', { as: owner, json: newClient() }));
    expect(plain).toMatchObject({ entityType: null, financialYearEnd: '12-31' });
  });

  it.each([
    [{ countryCode: 'US', entityType: 'ou' }, 'entityType', TYPE_NOT_OF_COUNTRY],
    [{ countryCode: 'IT', entityType: 'ltd' }, 'entityType', TYPE_NOT_OF_COUNTRY],
    [{ financialYearEnd: '02-29' }, 'financialYearEnd', FYE_INVALID],
    [{ financialYearEnd: '04-31' }, 'financialYearEnd', FYE_INVALID],
    [{ financialYearEnd: '31/12' }, 'financialYearEnd', FYE_INVALID],
  ])('refuses %o on create and creates nothing', async (over, field, message) => {
    const before = await clientCount();
    const res = await t.request('POST', '/api/clients', { as: owner, json: newClient(over) });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message, fieldErrors: { [field]: message } });
    expect(await clientCount()).toBe(before);
  });

  it('are changed by Modifica Cliente; a type of another country is refused and nothing changes', async () => {
    const client = await createClientRow(db, { companyName: 'Forma Ltd', countryCode: 'GB', entityType: 'ltd', financialYearEnd: '12-31' });
    const edit = (over: Record<string, unknown>) => ({ fullName: 'Anna', companyName: 'Forma Ltd', countryCode: 'GB', ...over });
    const ok = await t.request('PUT', `/api/clients/${client.id}`, { as: owner, json: edit({ entityType: 'llp', financialYearEnd: '03-31' }) });
    expect(await json(ok)).toMatchObject({ entityType: 'llp', financialYearEnd: '03-31' });
    const bad = await t.request('PUT', `/api/clients/${client.id}`, { as: owner, json: edit({ countryCode: 'AE', entityType: 'llp', financialYearEnd: '09-30' }) });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ fieldErrors: { entityType: TYPE_NOT_OF_COUNTRY } });
    expect(await row(client.id)).toMatchObject({ countryCode: 'GB', entityType: 'llp', financialYearEnd: '03-31' });
  });

  it('the reminders to the client are off until Modifica Cliente turns them on, and shown in the details', async () => {
    const created = await json<{ id: string; remindClient: boolean }>(await t.request('POST', '/api/clients', { as: owner, json: newClient() }));
    expect(created.remindClient).toBe(false);
    const edit = (over: Record<string, unknown>) => ({ fullName: 'Anna', companyName: 'Avvisata Ltd', countryCode: 'GB', ...over });
    expect(await json(await t.request('PUT', `/api/clients/${created.id}`, { as: admin, json: edit({ remindClient: true }) }))).toMatchObject({ remindClient: true });
    expect(await json(await t.request('GET', `/api/clients/${created.id}`, { as: moderator }))).toMatchObject({ remindClient: true });
    // A form that does not send it leaves it as it is; a wrong value is refused in Italian.
    expect(await json(await t.request('PUT', `/api/clients/${created.id}`, { as: owner, json: edit({}) }))).toMatchObject({ remindClient: true });
    const bad = await t.request('PUT', `/api/clients/${created.id}`, { as: owner, json: edit({ remindClient: 'forse' }) });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ fieldErrors: { remindClient: 'Valore non valido: serve sì o no' } });
    expect(await row(created.id)).toMatchObject({ remindClient: true });
  });

  it('a US LLC has one foreign member unless Modifica Cliente says otherwise; then it owes no Form 5472', async () => {
    const openRules = async (id: string) =>
      (await db.select({ ruleId: obligations.ruleId }).from(obligations).where(and(eq(obligations.clientId, id), isNull(obligations.completedAt)))).map((o) => o.ruleId);
    const created = await json<{ id: string }>(await t.request('POST', '/api/clients', { as: owner, json: newClient({ entityType: 'llc' }) }));
    expect(created).toMatchObject({ singleForeignMember: true });
    expect(await openRules(created.id)).toContain('us-form-5472');
    const edit = (over: Record<string, unknown>) => ({ fullName: 'Mario Rossi', companyName: 'Rossi Trading LLC', countryCode: 'US', entityType: 'llc', incorporationDate: '2023-05-10', ...over });
    const res = await t.request('PUT', `/api/clients/${created.id}`, { as: owner, json: edit({ singleForeignMember: false }) });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ singleForeignMember: false });
    expect(await json(await t.request('GET', `/api/clients/${created.id}`, { as: moderator }))).toMatchObject({ singleForeignMember: false });
    expect(await openRules(created.id)).not.toContain('us-form-5472');
    // A form that does not send it leaves it as it is; turned on again, the obligation is back.
    await t.request('PUT', `/api/clients/${created.id}`, { as: owner, json: edit({}) });
    expect(await row(created.id)).toMatchObject({ singleForeignMember: false });
    await t.request('PUT', `/api/clients/${created.id}`, { as: owner, json: edit({ singleForeignMember: true }) });
    expect(await openRules(created.id)).toContain('us-form-5472');
  });

  it('are edited inline; a type is checked against the client\'s country, and a new country clears the type', async () => {
    const client = await createClientRow(db, { companyName: 'Cella FZ-LLC', countryCode: 'AE', entityType: null });
    const patch = (body: unknown) => t.request('PATCH', `/api/clients/${client.id}`, { as: moderator, json: body });
    expect(await json(await patch({ field: 'entityType', value: 'fze' }))).toMatchObject({ entityType: 'fze' });
    expect(await lastActivity()).toMatchObject({ details: 'Modificato il campo "Tipo di società" del cliente "Cella FZ-LLC"' });
    expect(await json(await patch({ field: 'financialYearEnd', value: '09-30' }))).toMatchObject({ financialYearEnd: '09-30' });
    expect(await lastActivity()).toMatchObject({ details: 'Modificato il campo "Fine esercizio" del cliente "Cella FZ-LLC"' });
    const bad = await patch({ field: 'entityType', value: 'ou' });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ message: TYPE_NOT_OF_COUNTRY, fieldErrors: { value: TYPE_NOT_OF_COUNTRY } });
    expect((await json(await patch({ field: 'financialYearEnd', value: '02-29' }))).message).toBe(FYE_INVALID);
    expect(await row(client.id)).toMatchObject({ entityType: 'fze', financialYearEnd: '09-30' });
    expect(await json(await patch({ field: 'countryCode', value: 'AE' }))).toMatchObject({ entityType: 'fze' });
    expect(await json(await patch({ field: 'countryCode', value: 'EE' }))).toMatchObject({ countryCode: 'EE', entityType: null, financialYearEnd: '09-30' });
  });

  it('are bulk edited: the type only for clients of one country; a new country clears the types it does not set', async () => {
    const a = await createClientRow(db, { countryCode: 'GB', entityType: 'ltd', financialYearEnd: '12-31' });
    const b = await createClientRow(db, { countryCode: 'GB', entityType: null, financialYearEnd: '03-31' });
    const c = await createClientRow(db, { countryCode: 'MT', entityType: 'ltd' });
    const bulk = (json: unknown) => t.request('POST', '/api/clients/bulk', { as: admin, json });
    expect(await json(await bulk({ ids: [a.id, b.id], entityType: 'llp', financialYearEnd: '06-30' }))).toEqual({ updated: 2 });
    expect(await lastActivity()).toMatchObject({ details: 'Modificati 2 clienti (Tipo di società, Fine esercizio)' });
    for (const id of [a.id, b.id]) expect(await row(id)).toMatchObject({ entityType: 'llp', financialYearEnd: '06-30' });

    const before = await activityCount();
    const mixed = await bulk({ ids: [a.id, c.id], entityType: 'ltd' });
    expect(mixed.status).toBe(400);
    expect((await json(mixed)).message).toBe('Il tipo di società si può impostare solo per clienti dello stesso paese');
    const wrong = await bulk({ ids: [a.id, b.id], entityType: 'ou' });
    expect(await json(wrong)).toMatchObject({ message: TYPE_NOT_OF_COUNTRY, fieldErrors: { entityType: TYPE_NOT_OF_COUNTRY } });
    expect((await json(await bulk({ ids: [a.id], financialYearEnd: '02-30' }))).message).toBe(FYE_INVALID);
    expect(await activityCount()).toBe(before);
    expect(await row(c.id)).toMatchObject({ entityType: 'ltd' });

    // A country for clients of different countries, with a type of the new country for all.
    expect(await json(await bulk({ ids: [a.id, c.id], countryCode: 'EE', entityType: 'as' }))).toEqual({ updated: 2 });
    for (const id of [a.id, c.id]) expect(await row(id)).toMatchObject({ countryCode: 'EE', entityType: 'as' });
    // A new country alone clears the types.
    await bulk({ ids: [a.id, c.id], countryCode: 'HK' });
    for (const id of [a.id, c.id]) expect(await row(id)).toMatchObject({ countryCode: 'HK', entityType: null });
  });
});
