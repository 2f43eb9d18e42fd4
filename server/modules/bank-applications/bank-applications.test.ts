import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestUser } from '../../test/test-app';
import { activityLog, bankApplications } from '../../platform/db/schema';
import { createBankApplicationRow } from '../../seed/factories/money';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');
const admin = await t.user('admin');
const moderator = await t.user('moderatore');
const alice = await t.user('user', { fullName: 'Alice Rossi' });
const bob = await t.user('user');

const form = (overrides: Record<string, unknown> = {}) => ({
  bankName: 'HSBC',
  accountType: 'Conto Multi-Valuta',
  businessType: 'Holding Company',
  annualTurnover: '250000',
  description: 'Conto per la holding',
  ...overrides,
});

async function create(as: TestUser, json: unknown) {
  const res = await t.request('POST', '/api/bank-applications', { as, json });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function move(as: TestUser, id: string, status: string) {
  const res = await t.request('PATCH', `/api/bank-applications/${id}/status`, { as, json: { status } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

type List = { items: { id: string; userId: string; applicantName: string }[]; total: number; counts: Record<string, number> };

describe('creating an application', () => {
  it('starts pending, belongs to the caller and is logged', async () => {
    const { status, body } = await create(alice, form());
    expect(status).toBe(201);
    expect(body).toMatchObject({
      userId: alice.id,
      applicantName: 'Alice Rossi',
      bankName: 'HSBC',
      accountType: 'Conto Multi-Valuta',
      businessType: 'Holding Company',
      annualTurnover: '250000.00',
      description: 'Conto per la holding',
      status: 'pending',
    });
    const log = await t.ctx.db.select().from(activityLog).where(and(eq(activityLog.userId, alice.id), eq(activityLog.action, 'Creazione Applicazione Bancaria')));
    expect(log.map((l) => l.details)).toEqual(['HSBC - Conto Multi-Valuta']);
  });

  it('stores the optional fields as null when left empty', async () => {
    const { status, body } = await create(bob, { bankName: 'UBS', accountType: 'Conto Deposito', businessType: '', annualTurnover: '', description: '  ' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ businessType: null, annualTurnover: null, description: null });
  });

  it('takes an application with only the required fields, the optional ones left out', async () => {
    const { status, body } = await create(bob, { bankName: 'Barclays', accountType: 'Conto Corrente Business' });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ bankName: 'Barclays', businessType: null, annualTurnover: null, description: null });
  });

  it('refuses a missing bank or account type and a bad turnover, storing nothing', async () => {
    const before = (await t.ctx.db.select().from(bankApplications)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ bankName: undefined }, 'bankName', 'Seleziona una banca'],
      [{ bankName: 'Banca Inventata' }, 'bankName', 'Seleziona una banca'],
      [{ accountType: '' }, 'accountType', 'Seleziona il tipo di conto'],
      [{ businessType: 'Pirateria' }, 'businessType', 'Tipo di attività non valido'],
      [{ annualTurnover: '-1' }, 'annualTurnover', "L'importo non può essere negativo"],
      [{ annualTurnover: 'molto' }, 'annualTurnover', "L'importo deve essere un numero valido"],
    ];
    for (const [overrides, field, message] of cases) {
      const { status, body } = await create(alice, form(overrides));
      expect(status, message).toBe(400);
      expect(body.fieldErrors).toMatchObject({ [field]: message });
    }
    expect((await t.ctx.db.select().from(bankApplications)).length).toBe(before);
  });

  it('is refused to moderatore and anonymous', async () => {
    expect((await create(moderator, form())).status).toBe(403);
    expect((await t.request('POST', '/api/bank-applications', { json: form() })).status).toBe(401);
    expect((await t.request('GET', '/api/bank-applications', { as: moderator })).status).toBe(403);
  });
});

describe('who sees what', () => {
  it('a user sees only their own, even by id; proprietario and admin see all', async () => {
    const bobs = await createBankApplicationRow(t.ctx.db, { userId: bob.id, bankName: 'Barclays' });
    const aliceList = (await (await t.request('GET', '/api/bank-applications', { as: alice })).json()) as List;
    expect(aliceList.items.every((a) => a.userId === alice.id)).toBe(true);
    expect(aliceList.items.map((a) => a.id)).not.toContain(bobs);

    const read = await t.request('GET', `/api/bank-applications/${bobs}`, { as: alice });
    expect(read.status).toBe(404);
    expect(await read.json()).toMatchObject({ message: 'Applicazione bancaria non trovata' });
    expect((await t.request('GET', `/api/bank-applications/${bobs}`, { as: bob })).status).toBe(200);

    for (const staff of [owner, admin]) {
      const list = (await (await t.request('GET', '/api/bank-applications', { as: staff })).json()) as List;
      expect(list.items.map((a) => a.id)).toContain(bobs);
      expect(new Set(list.items.map((a) => a.userId))).toEqual(new Set([alice.id, bob.id]));
      expect((await t.request('GET', `/api/bank-applications/${bobs}`, { as: staff })).status).toBe(200);
    }
  });

  it('pages, filters by status and counts per status within the scope', async () => {
    const carl = await t.user('user');
    for (let i = 0; i < 3; i++) await createBankApplicationRow(t.ctx.db, { userId: carl.id });
    await createBankApplicationRow(t.ctx.db, { userId: carl.id, status: 'approved' });
    const page = (await (await t.request('GET', '/api/bank-applications', { as: carl, query: { pageSize: 2 } })).json()) as List;
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(4);
    expect(page.counts).toEqual({ pending: 3, in_review: 0, approved: 1, rejected: 0 });
    const approved = (await (await t.request('GET', '/api/bank-applications', { as: carl, query: { status: 'approved' } })).json()) as List;
    expect(approved.total).toBe(1);
  });
});

describe('searching and sorting the list', () => {
  const banks = async (as: TestUser, query: Record<string, string | number>) => {
    const res = await t.request('GET', '/api/bank-applications', { as, query });
    return ((await res.json()) as { items: { bankName: string }[] }).items.map((a) => a.bankName);
  };

  it('sorts by bank, turnover, status or date either way (no turnover last), and searches bank, account, activity and applicant', async () => {
    const dora = await t.user('user', { fullName: 'Dora Verdi' });
    await createBankApplicationRow(t.ctx.db, { userId: dora.id, bankName: 'HSBC', annualTurnover: '100000', status: 'approved', businessType: 'Holding Company' });
    await createBankApplicationRow(t.ctx.db, { userId: dora.id, bankName: 'Wise', annualTurnover: null, status: 'in_review' });
    await createBankApplicationRow(t.ctx.db, { userId: dora.id, bankName: 'Barclays', annualTurnover: '500000', accountType: 'Conto Multi-Valuta' });

    expect(await banks(dora, {})).toEqual(['Barclays', 'Wise', 'HSBC']);
    expect(await banks(dora, { sort: 'createdAt' })).toEqual(['HSBC', 'Wise', 'Barclays']);
    expect(await banks(dora, { sort: 'bankName' })).toEqual(['Barclays', 'HSBC', 'Wise']);
    expect(await banks(dora, { sort: 'bankName', dir: 'desc', pageSize: 2, page: 2 })).toEqual(['Barclays']);
    expect(await banks(dora, { sort: 'annualTurnover' })).toEqual(['HSBC', 'Barclays', 'Wise']);
    expect(await banks(dora, { sort: 'annualTurnover', dir: 'desc' })).toEqual(['Barclays', 'HSBC', 'Wise']);
    expect(await banks(dora, { sort: 'status' })).toEqual(['Barclays', 'Wise', 'HSBC']);
    expect(await banks(dora, { q: 'holding' })).toEqual(['HSBC']);
    expect(await banks(dora, { q: 'multi-valuta' })).toEqual(['Barclays']);
    expect(await banks(dora, { q: '_' })).toEqual([]);
    expect(await banks(owner, { q: 'dora verdi', sort: 'bankName' })).toEqual(['Barclays', 'HSBC', 'Wise']);
    expect(await banks(owner, { q: 'dora verdi', sort: 'applicant', status: 'approved' })).toEqual(['HSBC']);
  });

  it('refuses a sort that is not one of the columns', async () => {
    for (const query of [{ sort: 'userId' }, { sort: 'bankName', dir: 'sideways' }]) {
      const res = await t.request('GET', '/api/bank-applications', { as: owner, query });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'Ordinamento non valido' });
    }
  });
});

describe('moving the status', () => {
  it('goes pending -> in_review -> approved, each change logged', async () => {
    const { body } = await create(alice, form({ bankName: 'Citibank' }));
    const id = body.id as string;
    expect(await move(owner, id, 'in_review')).toMatchObject({ status: 200, body: { status: 'in_review' } });
    expect(await move(admin, id, 'approved')).toMatchObject({ status: 200, body: { status: 'approved' } });
    const logs = await t.ctx.db.select().from(activityLog).where(eq(activityLog.action, 'Aggiornamento Applicazione Bancaria'));
    expect(logs.filter((l) => l.details?.startsWith('Citibank')).map((l) => [l.userId, l.details])).toEqual([
      [owner.id, 'Citibank - Conto Multi-Valuta (Alice Rossi): In Attesa → In Revisione'],
      [admin.id, 'Citibank - Conto Multi-Valuta (Alice Rossi): In Revisione → Approvata'],
    ]);
  });

  it('can reject after review', async () => {
    const id = await createBankApplicationRow(t.ctx.db, { userId: bob.id, status: 'in_review' });
    expect(await move(admin, id, 'rejected')).toMatchObject({ status: 200, body: { status: 'rejected' } });
  });

  it('refuses skipping review or leaving a final status, changing nothing', async () => {
    const pending = await createBankApplicationRow(t.ctx.db, { userId: bob.id });
    expect(await move(owner, pending, 'approved')).toMatchObject({
      status: 409,
      body: { message: 'Cambio di stato non consentito: da "In Attesa" a "Approvata"' },
    });
    const approved = await createBankApplicationRow(t.ctx.db, { userId: bob.id, status: 'approved' });
    expect((await move(owner, approved, 'rejected')).status).toBe(409);
    expect((await move(owner, approved, 'pending')).status).toBe(409);
    const rows = await t.ctx.db.select({ id: bankApplications.id, status: bankApplications.status }).from(bankApplications).where(eq(bankApplications.userId, bob.id));
    expect(rows.find((r) => r.id === pending)?.status).toBe('pending');
    expect(rows.find((r) => r.id === approved)?.status).toBe('approved');
  });

  it('is refused to users (even on their own application) and moderatore', async () => {
    const { body } = await create(alice, form());
    for (const who of [alice, bob, moderator]) expect((await move(who, body.id as string, 'in_review')).status).toBe(403);
    expect((await move(owner, body.id as string, 'annullata')).body).toMatchObject({ message: 'Stato non valido' });
    expect((await move(owner, '00000000-0000-4000-8000-000000000000', 'in_review')).status).toBe(404);
  });
});
