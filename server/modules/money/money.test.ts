import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, todayIso } from '@domain/periods';
import { createTestApp, type TestUser } from '../../test/test-app';
import { activityLog, expenses, income } from '../../platform/db/schema';
import { createLedgerRow } from '../../seed/factories/money';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');
const admin = await t.user('admin');
const moderator = await t.user('moderatore');
const alice = await t.user('user');
const bob = await t.user('user');

const entry = (overrides: Record<string, unknown> = {}) => ({
  amount: '12.50',
  description: 'Affitto ufficio',
  sender: '',
  bankAccount: '',
  date: '2024-02-29',
  ...overrides,
});

async function post(as: TestUser, path: 'expenses' | 'income', json: unknown) {
  const res = await t.request('POST', `/api/money/${path}`, { as, json });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function get<T = Record<string, unknown>>(as: TestUser | null, path: string, query?: Record<string, string | number | undefined>) {
  const res = await t.request('GET', path, { as, query });
  return { status: res.status, body: (await res.json()) as T };
}

describe('creating an expense or an income', () => {
  it('stores the amount exactly, empty sender and account as null, and logs "Aggiunta Spesa"', async () => {
    const { status, body } = await post(owner, 'expenses', entry({ amount: '1234.5', description: 'Consulenza legale', sender: ' Studio Bianchi ' }));
    expect(status).toBe(201);
    expect(body).toMatchObject({ amount: '1234.50', description: 'Consulenza legale', sender: 'Studio Bianchi', bankAccount: null, date: '2024-02-29' });
    const [row] = await t.ctx.db.select().from(expenses).where(eq(expenses.id, body.id as string));
    expect(row).toMatchObject({ amount: '1234.50', ledgerUserId: null, userId: owner.id, sender: 'Studio Bianchi', bankAccount: null });
    const log = await t.ctx.db.select().from(activityLog).where(and(eq(activityLog.userId, owner.id), eq(activityLog.action, 'Aggiunta Spesa')));
    expect(log.map((l) => l.details)).toEqual(['€1.234,50 - Consulenza legale']);
  });

  it('logs "Aggiunta Entrata" for an income', async () => {
    const { status, body } = await post(alice, 'income', entry({ amount: 99, description: 'Fattura 12', bankAccount: 'Wise' }));
    expect(status).toBe(201);
    expect(body).toMatchObject({ amount: '99.00', bankAccount: 'Wise' });
    const [row] = await t.ctx.db.select().from(income).where(eq(income.id, body.id as string));
    expect(row?.ledgerUserId).toBe(alice.id);
    const log = await t.ctx.db.select().from(activityLog).where(and(eq(activityLog.userId, alice.id), eq(activityLog.action, 'Aggiunta Entrata')));
    expect(log.map((l) => l.details)).toEqual(['€99,00 - Fattura 12']);
  });

  it('refuses each bad input with its Italian message and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: '-5' }, 'amount', "L'importo non può essere negativo"],
      [{ amount: '10,001' }, 'amount', "L'importo può avere al massimo 2 decimali"],
      [{ amount: '1.500' }, 'amount', 'Importo ambiguo: scrivi le migliaia senza punto (es. 1500) e i decimali con la virgola (es. 1,50)'],
      [{ amount: 'abc' }, 'amount', "L'importo deve essere un numero valido"],
      [{ amount: 'NaN' }, 'amount', "L'importo deve essere un numero valido"],
      [{ amount: '1e3' }, 'amount', "L'importo deve essere un numero valido"],
      [{ amount: '' }, 'amount', "L'importo è obbligatorio"],
      [{ amount: undefined }, 'amount', "L'importo è obbligatorio"],
      [{ amount: '1000000000000000' }, 'amount', "L'importo non può superare 999.999.999,99\u00a0€"],
      [{ description: ' ' }, 'description', 'La causale è obbligatoria'],
      [{ date: addDays(todayIso(), 1) }, 'date', 'La data non può essere successiva a oggi'],
      [{ date: '2023-02-29' }, 'date', 'Data non valida'],
      [{ date: undefined }, 'date', 'La data è obbligatoria'],
    ];
    const before = (await t.ctx.db.select().from(expenses)).length;
    for (const [overrides, field, message] of cases) {
      const { status, body } = await post(owner, 'expenses', entry(overrides));
      expect(status, message).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION', message, fieldErrors: { [field]: message } });
    }
    expect((await t.ctx.db.select().from(expenses)).length).toBe(before);
  });

  it('accepts today and 0', async () => {
    expect((await post(bob, 'expenses', entry({ date: todayIso(), amount: '0' }))).status).toBe(201);
  });
});

describe('whose ledger', () => {
  it('proprietario and admin share the firm ledger; users see only their own', async () => {
    const firm = await createLedgerRow(t.ctx.db, 'income', { ledgerUserId: null, userId: admin.id, amount: '10.00', date: '2023-05-05', description: 'Firm' });
    const bobs = await createLedgerRow(t.ctx.db, 'income', { ledgerUserId: bob.id, amount: '20.00', date: '2023-05-05', description: 'Bob' });

    const ownerList = await get<{ items: { id: string }[] }>(owner, '/api/money/income', { from: '2023-05-05', to: '2023-05-05' });
    expect(ownerList.body.items.map((r) => r.id)).toEqual([firm]);
    const adminList = await get<{ items: { id: string }[] }>(admin, '/api/money/income', { from: '2023-05-05', to: '2023-05-05' });
    expect(adminList.body.items.map((r) => r.id)).toEqual([firm]);
    const bobList = await get<{ items: { id: string }[] }>(bob, '/api/money/income', { from: '2023-05-05', to: '2023-05-05' });
    expect(bobList.body.items.map((r) => r.id)).toEqual([bobs]);
    const aliceList = await get<{ items: { id: string }[] }>(alice, '/api/money/income', { from: '2023-05-05', to: '2023-05-05' });
    expect(aliceList.body.items).toEqual([]);

    expect((await get(owner, `/api/money/income/${firm}`)).status).toBe(200);
    expect((await get(admin, `/api/money/income/${firm}`)).status).toBe(200);
  });

  it("refuses another ledger's row even by id: read, edit and delete", async () => {
    const bobs = await createLedgerRow(t.ctx.db, 'expense', { ledgerUserId: bob.id, amount: '20.00', date: '2023-06-01', description: 'Di Bob' });
    const firm = await createLedgerRow(t.ctx.db, 'expense', { ledgerUserId: null, userId: owner.id, amount: '30.00', date: '2023-06-01', description: 'Della ditta' });
    for (const [as, id] of [[alice, bobs], [alice, firm], [owner, bobs], [admin, bobs]] as const) {
      const read = await get(as, `/api/money/expenses/${id}`);
      expect(read.status).toBe(404);
      expect(read.body).toMatchObject({ message: 'Spesa non trovata' });
      expect((await t.request('PUT', `/api/money/expenses/${id}`, { as, json: entry({ description: 'preso' }) })).status).toBe(404);
      expect((await t.request('DELETE', `/api/money/expenses/${id}`, { as })).status).toBe(404);
    }
    const rows = await t.ctx.db.select().from(expenses).where(eq(expenses.description, 'Di Bob'));
    expect(rows).toHaveLength(1);
    expect((await t.ctx.db.select().from(expenses).where(eq(expenses.description, 'Della ditta')))).toHaveLength(1);
    expect((await t.request('GET', `/api/money/income/${bobs}`, { as: bob })).status).toBe(404); // an expense id is not an income
  });

  it('refuses moderatore and anonymous on every money endpoint', async () => {
    const paths = ['/api/money/expenses', '/api/money/income', '/api/money/expenses/summary?date=2024-01-01', '/api/money/income/export', '/api/money/analytics?from=2024-01-01&to=2024-01-31', '/api/money/accounting'];
    for (const path of paths) {
      expect((await t.request('GET', path, { as: moderator })).status, path).toBe(403);
      expect((await t.request('GET', path, { as: null })).status, path).toBe(401);
    }
    expect((await post(moderator, 'expenses', entry())).status).toBe(403);
  });
});

describe('editing and deleting', () => {
  it('edits a row of the own ledger and logs "Aggiornamento Entrata"', async () => {
    const { body } = await post(bob, 'income', entry({ amount: '10', description: 'Prima' }));
    const res = await t.request('PUT', `/api/money/income/${body.id}`, { as: bob, json: entry({ amount: '11.10', description: 'Dopo', bankAccount: 'Revolut Business', date: '2024-01-31' }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ amount: '11.10', description: 'Dopo', bankAccount: 'Revolut Business', date: '2024-01-31' });
    const log = await t.ctx.db.select().from(activityLog).where(and(eq(activityLog.userId, bob.id), eq(activityLog.action, 'Aggiornamento Entrata')));
    expect(log.map((l) => l.details)).toEqual(['€11,10 - Dopo']);
  });

  it('refuses a bad edit and changes nothing', async () => {
    const { body } = await post(bob, 'income', entry({ amount: '10', description: 'Intatta' }));
    const res = await t.request('PUT', `/api/money/income/${body.id}`, { as: bob, json: entry({ amount: '-1' }) });
    expect(res.status).toBe(400);
    expect((await get(bob, `/api/money/income/${body.id}`)).body).toMatchObject({ amount: '10.00', description: 'Intatta' });
  });

  it('deletes a row and logs "Eliminazione Spesa"', async () => {
    const { body } = await post(admin, 'expenses', entry({ amount: '7.77', description: 'Da cancellare' }));
    expect((await t.request('DELETE', `/api/money/expenses/${body.id}`, { as: owner })).status).toBe(200);
    expect((await get(admin, `/api/money/expenses/${body.id}`)).status).toBe(404);
    const log = await t.ctx.db.select().from(activityLog).where(and(eq(activityLog.userId, owner.id), eq(activityLog.action, 'Eliminazione Spesa')));
    expect(log.map((l) => l.details)).toEqual(['€7,77 - Da cancellare']);
  });
});

describe('totals', () => {
  it('0.1 + 0.2 is 0.30, summed by the database', async () => {
    const carl = await t.user('user');
    await post(carl, 'expenses', entry({ amount: '0.1', date: '2024-03-10' }));
    await post(carl, 'expenses', entry({ amount: '0.2', date: '2024-03-10' }));
    const { body } = await get<{ day: { total: string; count: number } }>(carl, '/api/money/expenses/summary', { date: '2024-03-10' });
    expect(body.day).toMatchObject({ total: '0.30', count: 2 });
  });

  it('keeps every cent over many rows', async () => {
    const dana = await t.user('user');
    for (let i = 0; i < 30; i++) await createLedgerRow(t.ctx.db, 'income', { ledgerUserId: dana.id, amount: '999999999.99', date: '2022-07-15' });
    await createLedgerRow(t.ctx.db, 'income', { ledgerUserId: dana.id, amount: '0.01', date: '2022-07-15' });
    const { body } = await get<{ all: { total: string; count: number } }>(dana, '/api/money/income/summary', { date: '2022-07-15' });
    expect(body.all).toEqual({ total: '29999999999.71', count: 31 });
  });

  it('puts the first and last day of the month and year in, and the neighbours out (leap February)', async () => {
    const eva = await t.user('user');
    const rows: [string, string][] = [
      ['2023-12-31', '1.00'], // previous year
      ['2024-01-01', '2.00'], // first day of year
      ['2024-01-31', '4.00'],
      ['2024-02-01', '8.00'], // first day of February
      ['2024-02-29', '16.00'], // leap day, last day of February
      ['2024-03-01', '32.00'], // next month
      ['2024-12-31', '64.00'], // last day of year
      ['2025-01-01', '128.00'], // next year
    ];
    for (const [date, amount] of rows) await createLedgerRow(t.ctx.db, 'expense', { ledgerUserId: eva.id, amount, date });
    type Summary = Record<'day' | 'month' | 'year', { from: string; to: string; total: string; count: number }> & { all: { total: string; count: number } };

    const feb = (await get<Summary>(eva, '/api/money/expenses/summary', { date: '2024-02-29' })).body;
    expect(feb.day).toEqual({ from: '2024-02-29', to: '2024-02-29', total: '16.00', count: 1 });
    expect(feb.month).toEqual({ from: '2024-02-01', to: '2024-02-29', total: '24.00', count: 2 });
    expect(feb.year).toEqual({ from: '2024-01-01', to: '2024-12-31', total: '126.00', count: 6 });
    expect(feb.all).toEqual({ total: '255.00', count: 8 });

    const jan = (await get<Summary>(eva, '/api/money/expenses/summary', { date: '2024-01-15' })).body;
    expect(jan.day).toEqual({ from: '2024-01-15', to: '2024-01-15', total: '0.00', count: 0 });
    expect(jan.month).toMatchObject({ from: '2024-01-01', to: '2024-01-31', total: '6.00', count: 2 });

    const dec = (await get<Summary>(eva, '/api/money/expenses/summary', { date: '2023-12-31' })).body;
    expect(dec.month).toMatchObject({ to: '2023-12-31', total: '1.00', count: 1 });
    expect(dec.year).toMatchObject({ total: '1.00', count: 1 });

    const range = (await get<{ items: { date: string }[]; total: number }>(eva, '/api/money/expenses', { from: '2024-01-31', to: '2024-03-01' })).body;
    expect(range.items.map((r) => r.date)).toEqual(['2024-03-01', '2024-02-29', '2024-02-01', '2024-01-31']);
    expect(range.total).toBe(4);

    const bad = await get(eva, '/api/money/expenses/summary', { date: '2023-02-29' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Data non valida' });
  });

  it('pages the list, newest first', async () => {
    const fred = await t.user('user');
    for (let d = 1; d <= 25; d++) await createLedgerRow(t.ctx.db, 'income', { ledgerUserId: fred.id, amount: '1.00', date: `2024-05-${String(d).padStart(2, '0')}` });
    const first = (await get<{ items: { date: string }[]; total: number }>(fred, '/api/money/income', { pageSize: 10 })).body;
    expect(first.total).toBe(25);
    expect(first.items[0]?.date).toBe('2024-05-25');
    const third = (await get<{ items: { date: string }[] }>(fred, '/api/money/income', { pageSize: 10, page: 3 })).body;
    expect(third.items.map((r) => r.date)).toEqual(['2024-05-05', '2024-05-04', '2024-05-03', '2024-05-02', '2024-05-01']);
    expect((await get(fred, '/api/money/income', { from: '2024-05-02', to: '2024-05-01' })).body).toMatchObject({
      message: 'La data di inizio non può essere successiva alla data di fine',
    });
  });
});

describe('the list: search and sort', () => {
  async function descriptions(as: TestUser, query: Record<string, string | number>) {
    const res = await get<{ items: { description: string }[]; total: number; message?: string }>(as, '/api/money/expenses', query);
    return res.body.items.map((r) => r.description);
  }

  it('sorts by date, amount or causale either way, and searches causale, sender and account', async () => {
    const hugo = await t.user('user');
    await createLedgerRow(t.ctx.db, 'expense', { ledgerUserId: hugo.id, amount: '100.00', description: 'beta', sender: 'Rossi SRL', date: '2024-01-02' });
    await createLedgerRow(t.ctx.db, 'expense', { ledgerUserId: hugo.id, amount: '9.50', description: 'Alfa', bankAccount: 'Wise', date: '2024-01-03' });
    await createLedgerRow(t.ctx.db, 'expense', { ledgerUserId: hugo.id, amount: '20.00', description: 'Gamma', date: '2024-01-01' });
    await createLedgerRow(t.ctx.db, 'expense', { ledgerUserId: bob.id, amount: '1.00', description: 'Di Bob', sender: 'Rossi SRL', date: '2024-01-01' });

    expect(await descriptions(hugo, {})).toEqual(['Alfa', 'beta', 'Gamma']);
    expect(await descriptions(hugo, { sort: 'date' })).toEqual(['Gamma', 'beta', 'Alfa']);
    expect(await descriptions(hugo, { sort: 'amount' })).toEqual(['Alfa', 'Gamma', 'beta']);
    expect(await descriptions(hugo, { sort: 'amount', dir: 'desc' })).toEqual(['beta', 'Gamma', 'Alfa']);
    expect(await descriptions(hugo, { sort: 'description' })).toEqual(['Alfa', 'beta', 'Gamma']);
    expect(await descriptions(hugo, { sort: 'description', dir: 'desc', pageSize: 2, page: 2 })).toEqual(['Alfa']);
    expect(await descriptions(hugo, { q: 'rossi' })).toEqual(['beta']);
    expect(await descriptions(hugo, { q: 'WISE' })).toEqual(['Alfa']);
    expect(await descriptions(hugo, { q: 'mm', sort: 'amount' })).toEqual(['Gamma']);
    expect(await descriptions(hugo, { q: '%' })).toEqual([]);
  });

  it("refuses a sort that is not one of the list's columns", async () => {
    const bad = await get(alice, '/api/money/expenses', { sort: 'sender' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Ordinamento non valido' });
    expect((await get(alice, '/api/money/income/export', { sort: 'amount', dir: 'up' })).body).toMatchObject({ message: 'Ordinamento non valido' });
  });
});

describe('CSV export', () => {
  const csv = async (res: Response) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());

  it("exports the chosen period of the caller's ledger, oldest first", async () => {
    const gina = await t.user('user');
    await createLedgerRow(t.ctx.db, 'expense', { ledgerUserId: gina.id, amount: '1234.50', description: 'Affitto; marzo', sender: '=HYPERLINK()', bankAccount: 'Wise', date: '2024-03-01' });
    await createLedgerRow(t.ctx.db, 'expense', { ledgerUserId: gina.id, amount: '5.00', description: 'Caffè', date: '2024-03-31' });
    await createLedgerRow(t.ctx.db, 'expense', { ledgerUserId: gina.id, amount: '9.00', description: 'Fuori periodo', date: '2024-04-01' });
    await createLedgerRow(t.ctx.db, 'expense', { ledgerUserId: bob.id, amount: '9.00', description: 'Di Bob', date: '2024-03-15' });
    const res = await t.request('GET', '/api/money/expenses/export', { as: gina, query: { from: '2024-03-01', to: '2024-03-31', sort: 'date' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="spese_2024-03-01_2024-03-31.csv"');
    expect(await csv(res)).toBe(
      '\uFEFFData;Importo (EUR);Causale;Mittente;Conto\r\n' +
        "01/03/2024;1.234,50;\"Affitto; marzo\";'=HYPERLINK();Wise\r\n" +
        '31/03/2024;5,00;Caffè;;\r\n',
    );
  });

  it('exports the whole list as searched and sorted, past any page, only from the caller\'s ledger', async () => {
    const ivo = await t.user('user');
    for (let i = 1; i <= 3; i++) await createLedgerRow(t.ctx.db, 'income', { ledgerUserId: ivo.id, amount: `${i}0.00`, description: `Fattura ${i}`, date: '2024-06-01' });
    await createLedgerRow(t.ctx.db, 'income', { ledgerUserId: ivo.id, amount: '7.00', description: '+Fattura esterna', sender: '@cliente', date: '2024-06-02' });
    await createLedgerRow(t.ctx.db, 'income', { ledgerUserId: ivo.id, amount: '99.00', description: 'Rimborso', date: '2024-06-02' });
    await createLedgerRow(t.ctx.db, 'income', { ledgerUserId: bob.id, amount: '5.00', description: 'Fattura di Bob', date: '2024-06-01' });
    const res = await t.request('GET', '/api/money/income/export', { as: ivo, query: { q: 'fattura', sort: 'amount', dir: 'desc', page: 2, pageSize: 1 } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="entrate.csv"');
    expect(await csv(res)).toBe(
      '\uFEFFData;Importo (EUR);Causale;Mittente/Cliente;Conto\r\n' +
        '01/06/2024;30,00;Fattura 3;;\r\n' +
        '01/06/2024;20,00;Fattura 2;;\r\n' +
        '01/06/2024;10,00;Fattura 1;;\r\n' +
        "02/06/2024;7,00;'+Fattura esterna;'@cliente;\r\n",
    );
  });
});

describe('analytics', () => {
  it("sums the caller's income and expenses over the period, with profit and a daily series", async () => {
    const hugo = await t.user('user');
    await createLedgerRow(t.ctx.db, 'income', { ledgerUserId: hugo.id, amount: '100.10', date: '2024-02-28' });
    await createLedgerRow(t.ctx.db, 'income', { ledgerUserId: hugo.id, amount: '0.20', date: '2024-02-29' });
    await createLedgerRow(t.ctx.db, 'expense', { ledgerUserId: hugo.id, amount: '150.00', date: '2024-03-01' });
    await createLedgerRow(t.ctx.db, 'expense', { ledgerUserId: hugo.id, amount: '999.00', date: '2024-03-02' }); // outside
    await createLedgerRow(t.ctx.db, 'income', { ledgerUserId: bob.id, amount: '5000.00', date: '2024-02-29' }); // someone else
    const { status, body } = await get(hugo, '/api/money/analytics', { from: '2024-02-28', to: '2024-03-01' });
    expect(status).toBe(200);
    expect(body).toEqual({
      from: '2024-02-28',
      to: '2024-03-01',
      income: { total: '100.30', count: 2 },
      expenses: { total: '150.00', count: 1 },
      profit: '-49.70',
      gross: '100.30',
      granularity: 'day',
      series: [
        { bucket: '2024-02-28', income: '100.10', expenses: '0.00' },
        { bucket: '2024-02-29', income: '0.20', expenses: '0.00' },
        { bucket: '2024-03-01', income: '0.00', expenses: '150.00' },
      ],
    });
  });

  it('groups long periods by month and answers zeros for an empty ledger', async () => {
    const ivan = await t.user('user');
    await createLedgerRow(t.ctx.db, 'income', { ledgerUserId: ivan.id, amount: '1.00', date: '2023-12-31' });
    await createLedgerRow(t.ctx.db, 'income', { ledgerUserId: ivan.id, amount: '2.00', date: '2024-01-01' });
    await createLedgerRow(t.ctx.db, 'income', { ledgerUserId: ivan.id, amount: '3.00', date: '2024-01-31' });
    const { body } = await get<{ granularity: string; series: unknown[] }>(ivan, '/api/money/analytics', { from: '2023-12-01', to: '2024-02-29' });
    expect(body.granularity).toBe('month');
    expect(body.series).toEqual([
      { bucket: '2023-12-01', income: '1.00', expenses: '0.00' },
      { bucket: '2024-01-01', income: '5.00', expenses: '0.00' },
      { bucket: '2024-02-01', income: '0.00', expenses: '0.00' },
    ]);
    const empty = (await get(await t.user('user'), '/api/money/analytics', { from: '2024-01-01', to: '2024-12-31' })).body;
    expect(empty).toMatchObject({ income: { total: '0.00', count: 0 }, expenses: { total: '0.00', count: 0 }, profit: '0.00' });
  });

  it('needs a valid period', async () => {
    expect((await get(alice, '/api/money/analytics', { from: '2024-03-01' })).body).toMatchObject({ fieldErrors: { to: 'La data è obbligatoria' } });
    expect((await get(alice, '/api/money/analytics', { from: '2024-03-02', to: '2024-03-01' })).status).toBe(400);
  });
});

describe('internal accounting', () => {
  it("shows the firm's ledger only, per account, within the period", async () => {
    // A fresh app: the firm's ledger holds only these rows.
    const t2 = await createTestApp();
    try {
      const boss = await t2.user('proprietario');
      const client = await t2.user('user');
      const rows: ['income' | 'expense', string | null, string, string][] = [
        ['income', 'Wise', '100.10', '2024-01-10'],
        ['income', 'wise', '0.20', '2024-01-11'],
        ['expense', 'Wise', '150.00', '2024-01-12'],
        ['income', 'Airwallex', '500.00', '2024-02-01'],
        ['expense', 'Banca Sella', '20.00', '2024-01-15'],
        ['expense', null, '5.00', '2024-01-16'],
        ['income', 'Revolut Business', '1000.00', '2023-12-31'], // before the period
      ];
      for (const [kind, bankAccount, amount, date] of rows) await createLedgerRow(t2.ctx.db, kind, { ledgerUserId: null, userId: boss.id, bankAccount, amount, date });
      await createLedgerRow(t2.ctx.db, 'income', { ledgerUserId: client.id, bankAccount: 'Wise', amount: '9999.00', date: '2024-01-10' });

      const res = await t2.request('GET', '/api/money/accounting', { as: boss, query: { from: '2024-01-01', to: '2024-02-29' } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        from: '2024-01-01',
        to: '2024-02-29',
        income: { total: '600.30', count: 3 },
        expenses: { total: '175.00', count: 3 },
        balance: '425.30',
        accounts: [
          { account: 'Airwallex', income: '500.00', expenses: '0.00', balance: '500.00', incomeCount: 1, expenseCount: 0 },
          { account: 'Wise', income: '100.30', expenses: '150.00', balance: '-49.70', incomeCount: 2, expenseCount: 1 },
          { account: 'Revolut Business', income: '0.00', expenses: '0.00', balance: '0.00', incomeCount: 0, expenseCount: 0 },
          { account: 'Altri', income: '0.00', expenses: '25.00', balance: '-25.00', incomeCount: 0, expenseCount: 2 },
        ],
      });

      const all = (await (await t2.request('GET', '/api/money/accounting', { as: boss })).json()) as { balance: string; accounts: { account: string }[] };
      expect(all.balance).toBe('1425.30');

      const onlyFirm = (await (await t2.request('GET', '/api/money/accounting', { as: boss, query: { from: '2024-02-01' } })).json()) as { accounts: { account: string }[]; income: unknown };
      expect(onlyFirm.income).toEqual({ total: '500.00', count: 1 });
      expect(onlyFirm.accounts.map((a) => a.account)).toEqual(['Airwallex', 'Wise', 'Revolut Business']);

      expect((await t2.request('GET', '/api/money/accounting', { as: await t2.user('admin') })).status).toBe(200);
      expect((await t2.request('GET', '/api/money/accounting', { as: client })).status).toBe(403);
    } finally {
      await t2.close();
    }
  });
});

describe('daily and monthly totals kept by the database', () => {
  // What the totals tables must hold: the entries themselves, grouped by day and by month.
  async function mismatches(): Promise<unknown[]> {
    const { rows } = await t.ctx.pool.query(`
      WITH entries AS (
        SELECT 'income'::ledger_book AS book, ledger_user_id, income_date AS day, bank_account, sum(amount) AS total, count(*)::int AS entries FROM income GROUP BY 2, 3, 4
        UNION ALL
        SELECT 'expense', ledger_user_id, expense_date, bank_account, sum(amount), count(*)::int FROM expenses GROUP BY 2, 3, 4)
      , months AS (SELECT book, ledger_user_id, date_trunc('month', day)::date AS month, bank_account, sum(total) AS total, sum(entries)::int AS entries FROM entries GROUP BY 1, 2, 3, 4)
      (SELECT 'day', * FROM entries EXCEPT SELECT 'day', * FROM ledger_day_totals)
      UNION ALL
      (SELECT 'day', * FROM ledger_day_totals EXCEPT SELECT 'day', * FROM entries)
      UNION ALL
      (SELECT 'month', * FROM months EXCEPT SELECT 'month', * FROM ledger_month_totals)
      UNION ALL
      (SELECT 'month', * FROM ledger_month_totals EXCEPT SELECT 'month', * FROM months)`);
    return rows;
  }

  it('follow every insert, edit, delete and deleted account, row for row', async () => {
    const carla = await t.user('user');
    const ids = [
      await createLedgerRow(t.ctx.db, 'income', { ledgerUserId: carla.id, amount: '100.10', bankAccount: 'Wise', date: '2025-03-01' }),
      await createLedgerRow(t.ctx.db, 'income', { ledgerUserId: carla.id, amount: '0.20', bankAccount: 'Wise', date: '2025-03-01' }),
      await createLedgerRow(t.ctx.db, 'expense', { ledgerUserId: null, amount: '5.00', date: '2025-03-02' }),
    ];
    expect(await mismatches()).toEqual([]);

    // An edit moving an entry to another day and account, through the API.
    const moved = await t.request('PUT', `/api/money/income/${ids[0]}`, { as: carla, json: entry({ amount: '99.99', bankAccount: 'Airwallex', date: '2025-03-05' }) });
    expect(moved.status).toBe(200);
    expect(await mismatches()).toEqual([]);

    // A bulk change and a delete.
    await t.ctx.db.update(income).set({ amount: '1.00' }).where(eq(income.ledgerUserId, carla.id));
    await t.ctx.db.delete(expenses).where(eq(expenses.id, ids[2]!));
    expect(await mismatches()).toEqual([]);

    // Deleting the account takes its entries, and their totals, with it.
    await t.ctx.db.delete(activityLog).where(eq(activityLog.userId, carla.id));
    await t.ctx.pool.query('DELETE FROM "user" WHERE id = $1', [carla.id]);
    expect(await mismatches()).toEqual([]);
    const { rows } = await t.ctx.pool.query('SELECT count(*)::int AS n FROM ledger_day_totals WHERE ledger_user_id = $1', [carla.id]);
    expect(rows[0].n).toBe(0);
  });
});

describe('sums over periods that cut months', () => {
  it('equal the entries summed directly, whole months read from the monthly totals', async () => {
    const t3 = await createTestApp();
    try {
      const boss = await t3.user('proprietario');
      const dated: [string, string, string | null][] = [
        ['2025-01-10', '10.01', 'Wise'], ['2025-01-31', '20.02', 'Airwallex'], ['2025-02-01', '30.03', 'Wise'],
        ['2025-02-15', '40.04', null], ['2025-03-31', '50.05', 'Wise'], ['2025-04-01', '60.06', 'Airwallex'], ['2025-04-20', '70.07', 'Wise'],
      ];
      for (const [date, amount, bankAccount] of dated) {
        await createLedgerRow(t3.ctx.db, 'income', { ledgerUserId: null, amount, bankAccount, date });
        await createLedgerRow(t3.ctx.db, 'expense', { ledgerUserId: null, amount: '1.00', bankAccount, date });
      }
      const direct = async (from: string, to: string) => {
        const { rows } = await t3.ctx.pool.query<{ account: string; total: string }>(
          `SELECT coalesce(bank_account, 'Altri') AS account, sum(amount)::numeric(20,2)::text AS total FROM income
           WHERE ledger_user_id IS NULL AND income_date BETWEEN $1 AND $2 GROUP BY 1 ORDER BY 1`,
          [from, to],
        );
        return rows;
      };
      type Accounting = { income: { total: string }; accounts: { account: string; income: string }[] };
      for (const [from, to] of [['2025-01-15', '2025-04-10'], ['2025-02-01', '2025-03-31'], ['2025-01-01', '2025-12-31'], ['2025-02-10', '2025-02-20'], ['2020-01-01', '2026-01-31']] as const) {
        const res = (await (await t3.request('GET', '/api/money/accounting', { as: boss, query: { from, to } })).json()) as Accounting;
        const expected = await direct(from, to);
        const sum = expected.reduce((s, r) => s + Number(r.total), 0).toFixed(2);
        expect(res.income.total, `${from}..${to}`).toBe(sum);
        for (const row of expected) expect(res.accounts.find((a) => a.account === row.account)?.income, `${from}..${to} ${row.account}`).toBe(row.total);
      }
      const allTime = (await (await t3.request('GET', '/api/money/accounting', { as: boss })).json()) as Accounting;
      expect(allTime.income.total).toBe('280.28');

      // Monthly buckets of analytics: January from the 15th, whole February and March, April to the 10th.
      const analytics = (await (await t3.request('GET', '/api/money/analytics', { as: boss, query: { from: '2025-01-15', to: '2025-04-10' } })).json()) as {
        income: { total: string };
        series: { bucket: string; income: string }[];
      };
      expect(analytics.series.map((p) => [p.bucket, p.income])).toEqual([['2025-01-01', '20.02'], ['2025-02-01', '70.07'], ['2025-03-01', '50.05'], ['2025-04-01', '60.06']]);
      expect(analytics.income.total).toBe('200.20');
    } finally {
      await t3.close();
    }
  });
});
