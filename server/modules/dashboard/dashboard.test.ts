import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BOI_RULE_ID } from '@domain/compliance/rules';
import { todayIso } from '@domain/periods';
import { addDays } from '@domain/periods';
import { activityLog, bankApplications, clients, profiles, user, userCompanies } from '../../platform/db/schema';
import { createClientRow } from '../../seed/factories/clients';
import { switchRuleOn } from '../../test/rules';
import { createTestApp, type TestUser } from '../../test/test-app';
import { refreshObligations } from '../deadlines/obligations';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario', { fullName: 'Primo Proprietario' });
const admin = await t.user('admin', { fullName: 'Anna Admin' });
const moderator = await t.user('moderatore', { fullName: 'Marco Moderatore' });

// The deadline cards below count the spec's BOI reports: its rule, off by default (PRODUCT.md section 5), is switched on by the proprietario.
await switchRuleOn(t, owner, BOI_RULE_ID);

/** A US LLC with its obligations: its BOI report falls due 60 days after incorporation. */
async function llc(fields: { companyName: string; incorporationDate: string; userId?: string }) {
  const client = await createClientRow(t.ctx.db, { ...fields, countryCode: 'US', entityType: 'llc', approvalStatus: 'approved' });
  await refreshObligations(t.ctx.db, [client.id]);
}

const json = async <T>(res: Response) => (await res.json()) as T;

/** A role-user account with the given profile and companies. */
async function member(opts: { name?: string; address?: string; companies?: [string, string][] } = {}): Promise<TestUser> {
  const u = await t.user('user', { fullName: opts.name ?? 'Cliente Prova' });
  await t.ctx.db.update(profiles).set({ address: opts.address ?? '' }).where(eq(profiles.id, u.id));
  for (const [companyName, countryCode] of opts.companies ?? []) await t.ctx.db.insert(userCompanies).values({ userId: u.id, companyName, countryCode });
  return u;
}
const complete = (name: string, company = `${name} Ltd`) => member({ name, address: 'Via Roma 1, Milano', companies: [[company, 'MT']] });

type Summary = { profileCompletion: { percent: number } | null; stats: Record<string, number | boolean> };
type Pending = { entries: { userId: string; userName: string; address: string; companyName: string | null; countryName: string | null; clientId: string | null; profileComplete: boolean }[]; total: number };

const pendingList = async (as: TestUser = owner, page = 1) => json<Pending>(await t.request('GET', '/api/dashboard/pending', { as, query: { page } }));
async function allPending(): Promise<Pending['entries']> {
  const out: Pending['entries'] = [];
  for (let page = 1; ; page++) {
    const p = await pendingList(owner, page);
    out.push(...p.entries);
    if (out.length >= p.total || p.entries.length === 0) return out;
  }
}
const actions = async (userId: string) => (await t.ctx.db.select().from(activityLog).where(eq(activityLog.userId, userId))).map((r) => `${r.action}: ${r.details}`);

describe('GET /api/dashboard/summary', () => {
  it('gives staff the cards their role may open, with real counts', async () => {
    const today = todayIso();
    await llc({ companyName: 'Scadenza Vicina LLC', incorporationDate: addDays(today, -55) });
    await llc({ companyName: 'Scadenza Lontana LLC', incorporationDate: addDays(today, -20) });
    await createClientRow(t.ctx.db, { companyName: 'Alfa Ltd', countryCode: 'MT' });
    const someone = await t.user('user');
    await t.ctx.db.insert(bankApplications).values([
      { userId: someone.id, bankName: 'HSBC', accountType: 'Conto Corrente Business' },
      { userId: someone.id, bankName: 'UBS', accountType: 'Conto Deposito' },
    ]);

    const ownerSummary = await json<Summary>(await t.request('GET', '/api/dashboard/summary', { as: owner }));
    expect(ownerSummary.profileCompletion).toBeNull();
    expect(ownerSummary.stats).toEqual({ clients: 3, countries: 2, bankApplications: 2, upcomingDeadlines: 1, adminPanel: true });

    const adminSummary = await json<Summary>(await t.request('GET', '/api/dashboard/summary', { as: admin }));
    expect(adminSummary.stats).toMatchObject({ clients: 3, bankApplications: 2, upcomingDeadlines: 1 });

    // Moderatore cannot open bank applications: no such card.
    const modSummary = await json<Summary>(await t.request('GET', '/api/dashboard/summary', { as: moderator }));
    expect(modSummary.stats).toEqual({ clients: 3, countries: 2, upcomingDeadlines: 1, adminPanel: true });
  });

  it('counts in the 7-day card exactly the deadlines the Scadenze page counts as due within 7 days', async () => {
    const today = todayIso();
    for (const daysAgo of [61, 60, 53, 52]) {
      await llc({ companyName: `Bordo ${daysAgo} LLC`, incorporationDate: addDays(today, -daysAgo) });
    }
    const dashboard = await json<Summary>(await t.request('GET', '/api/dashboard/summary', { as: owner }));
    const deadlines = await json<{ summary: { dueSoon: number } }>(await t.request('GET', '/api/deadlines', { as: owner }));
    expect(dashboard.stats.upcomingDeadlines).toBe(deadlines.summary.dueSoon);
    // Due today and in 7 days count; overdue by one day and due in 8 days do not (plus the earlier test's one).
    expect(dashboard.stats.upcomingDeadlines).toBe(3);
  });

  it('gives a role user the completion card and only their own deadlines and bank applications', async () => {
    const u = await member({ name: 'Laura Ricci', address: 'Via Dante 2, Roma' });
    const today = todayIso();
    await llc({ companyName: 'Ricci Digital LLC', incorporationDate: addDays(today, -57), userId: u.id });
    await t.ctx.db.insert(bankApplications).values({ userId: u.id, bankName: 'Barclays', accountType: 'Conto Multi-Valuta' });
    const s = await json<Summary>(await t.request('GET', '/api/dashboard/summary', { as: u }));
    expect(s.profileCompletion).toMatchObject({ basicInfo: true, companies: false, percent: 50 });
    expect(s.stats).toEqual({ bankApplications: 1, upcomingDeadlines: 1 });

    const fresh = await member();
    const f = await json<Summary>(await t.request('GET', '/api/dashboard/summary', { as: fresh }));
    expect(f.profileCompletion?.percent).toBe(0);
    expect(f.stats).toEqual({ bankApplications: 0, upcomingDeadlines: 0 });
  });

  it("keeps the staff's count of bank applications as they are sent, withdrawn and deleted with their account", async () => {
    const counted = async () => (await t.ctx.db.select({ id: bankApplications.id }).from(bankApplications)).length;
    const card = async () => (await json<Summary>(await t.request('GET', '/api/dashboard/summary', { as: owner }))).stats.bankApplications;
    const before = await counted();
    expect(await card()).toBe(before);
    const leaving = await member();
    const sent = await t.ctx.db
      .insert(bankApplications)
      .values([0, 1, 2].map((n) => ({ userId: leaving.id, bankName: `Banca ${n}`, accountType: 'Conto Corrente Business' })))
      .returning({ id: bankApplications.id });
    expect(await card()).toBe(before + 3);
    await t.ctx.db.delete(bankApplications).where(eq(bankApplications.id, sent[0]!.id));
    expect(await card()).toBe(before + 2);
    await t.ctx.db.delete(user).where(eq(user.id, leaving.id));
    expect(await card()).toBe(before);
    expect(await counted()).toBe(before);
  });

  it('refuses anonymous callers and accounts without a role', async () => {
    expect((await t.request('GET', '/api/dashboard/summary')).status).toBe(401);
    expect((await t.request('GET', '/api/dashboard/summary', { as: await t.user(null) })).status).toBe(403);
  });
});

describe('GET /api/dashboard/team', () => {
  it('lists staff only: the owner apart, then by role, then by name', async () => {
    const zed = await t.user('moderatore', { fullName: 'Zeno Zanetti' });
    await t.user('admin', { fullName: 'Bruno Bassi' });
    const u = await member({ name: 'Non Staff' });
    const res = await t.request('GET', '/api/dashboard/team', { as: u });
    expect(res.status).toBe(200);
    const body = await json<{ owner: { id: string; fullName: string; role: string } | null; members: { id: string; fullName: string; role: string; avatarUrl: string | null }[] }>(res);
    expect(body.owner).toMatchObject({ id: owner.id, fullName: 'Primo Proprietario', role: 'proprietario' });
    const names = body.members.map((m) => m.fullName);
    expect(names).not.toContain('Non Staff');
    expect(names.indexOf('Anna Admin')).toBeLessThan(names.indexOf('Bruno Bassi'));
    expect(names.indexOf('Bruno Bassi')).toBeLessThan(names.indexOf('Marco Moderatore'));
    expect(names.indexOf('Marco Moderatore')).toBeLessThan(names.indexOf('Zeno Zanetti'));
    expect(body.members.find((m) => m.id === zed.id)?.avatarUrl).toBeNull();
  });
  it('shows a member without a name, in the profile or the account, by e-mail', async () => {
    const nameless = await t.user('moderatore');
    await t.ctx.db.update(profiles).set({ fullName: '  ' }).where(eq(profiles.id, nameless.id));
    await t.ctx.db.update(user).set({ name: '' }).where(eq(user.id, nameless.id));
    const body = await json<{ members: { id: string; fullName: string }[] }>(await t.request('GET', '/api/dashboard/team', { as: owner }));
    expect(body.members.find((m) => m.id === nameless.id)?.fullName).toBe(nameless.email);
  });
});

describe('Approva Cliente panel', () => {
  it('lists pending users: complete without a Client, and pending Clients whatever the profile', async () => {
    const ready = await complete('Giorgio Pronto', 'Pronto Holding Ltd');
    const halfway = await member({ name: 'Elisa Incompleta', companies: [['Incompleta Srl', 'RO']] });
    const withClient = await member({ name: 'Dario Incompleto' });
    await createClientRow(t.ctx.db, { companyName: 'Dario Trading LLC', countryCode: 'US', userId: withClient.id, approvalStatus: 'pending' });
    const approved = await complete('Fabio Approvato');
    await createClientRow(t.ctx.db, { companyName: 'Fabio Ltd', countryCode: 'MT', userId: approved.id, approvalStatus: 'approved' });

    const entries = await allPending();
    const ids = entries.map((e) => e.userId);
    expect(ids).toContain(ready.id);
    expect(ids).toContain(withClient.id);
    expect(ids).not.toContain(halfway.id);
    expect(ids).not.toContain(approved.id);
    expect(ids).not.toContain(owner.id);
    expect(entries.find((e) => e.userId === ready.id)).toMatchObject({
      userName: 'Giorgio Pronto', address: 'Via Roma 1, Milano', companyName: 'Pronto Holding Ltd', countryName: 'Malta', clientId: null, profileComplete: true,
    });
    expect(entries.find((e) => e.userId === withClient.id)).toMatchObject({ companyName: 'Dario Trading LLC', countryName: 'Stati Uniti', profileComplete: false });
  });

  it('pages the list by 10', async () => {
    for (const name of 'ABCDEFGHIJK') await complete(`Pagina ${name}`);
    const first = await pendingList(owner, 1);
    expect(first.entries).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(11);
    const second = await pendingList(owner, 2);
    expect(second.entries.length).toBeGreaterThan(0);
    expect(second.entries.map((e) => e.userId)).not.toContain(first.entries[0]!.userId);
  });

  it('approves a complete profile without a Client by creating it from the first company, and logs it', async () => {
    const u = await complete('Irene Approvanda', 'Irene Consulting Ltd');
    const res = await t.request('POST', `/api/dashboard/pending/${u.id}/approve`, { as: moderator });
    expect(res.status).toBe(200);
    const [row] = await t.ctx.db.select().from(clients).where(eq(clients.userId, u.id));
    expect(row).toMatchObject({ companyName: 'Irene Consulting Ltd', countryCode: 'MT', fullName: 'Irene Approvanda', residentialAddress: 'Via Roma 1, Milano', approvalStatus: 'approved' });
    expect(await actions(moderator.id)).toContain('Approvazione Cliente: Cliente "Irene Consulting Ltd" (Irene Approvanda) approvato');
    expect((await allPending()).map((e) => e.userId)).not.toContain(u.id);
    // Once decided, there is nothing left to decide.
    const again = await t.request('POST', `/api/dashboard/pending/${u.id}/approve`, { as: owner });
    expect(again.status).toBe(409);
  });

  it('rejects a pending Client', async () => {
    const u = await complete('Rino Rifiutato');
    const client = await createClientRow(t.ctx.db, { companyName: 'Rino Ltd', countryCode: 'CY', userId: u.id, approvalStatus: 'pending' });
    const res = await t.request('POST', `/api/dashboard/pending/${u.id}/reject`, { as: owner });
    expect(res.status).toBe(200);
    const [row] = await t.ctx.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.approvalStatus).toBe('rejected');
    expect((await actions(owner.id)).some((a) => a.startsWith('Rifiuto Cliente: Cliente "Rino Ltd"'))).toBe(true);
  });

  it('refuses to approve an incomplete profile with the spec alert, changing nothing', async () => {
    const u = await member({ name: 'Nora Incompleta', companies: [['Nora Ltd', 'MT']] });
    const client = await createClientRow(t.ctx.db, { companyName: 'Nora Ltd', countryCode: 'MT', userId: u.id, approvalStatus: 'pending' });
    for (const action of ['approve', 'reject']) {
      const res = await t.request('POST', `/api/dashboard/pending/${u.id}/${action}`, { as: owner });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ message: 'Il cliente deve completare il profilo prima di essere approvato.' });
    }
    const [row] = await t.ctx.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.approvalStatus).toBe('pending');
    expect((await actions(owner.id)).filter((a) => a.includes('Nora'))).toEqual([]);
  });

  it('answers 404 for an unknown account or a staff account', async () => {
    expect((await t.request('POST', '/api/dashboard/pending/sconosciuto/approve', { as: owner })).status).toBe(404);
    const res = await t.request('POST', `/api/dashboard/pending/${admin.id}/approve`, { as: owner });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Utente non trovato' });
  });

  it('links a pending user to an existing company: their Client takes its name, country, legal form and year end, pending', async () => {
    const existing = await createClientRow(t.ctx.db, { companyName: 'Esistente Holding Ltd', countryCode: 'CY', entityType: 'ltd', financialYearEnd: '06-30', approvalStatus: 'approved' });
    const noClient = await complete('Luca Senzacliente');
    let res = await t.request('POST', `/api/dashboard/pending/${noClient.id}/link`, { as: moderator, json: { clientId: existing.id } });
    expect(res.status).toBe(200);
    let [row] = await t.ctx.db.select().from(clients).where(eq(clients.userId, noClient.id));
    expect(row).toMatchObject({ companyName: 'Esistente Holding Ltd', countryCode: 'CY', entityType: 'ltd', financialYearEnd: '06-30', approvalStatus: 'pending' });

    const withClient = await member({ name: 'Maria Collegata' });
    const own = await createClientRow(t.ctx.db, { companyName: 'Vecchio Nome Srl', countryCode: 'RO', entityType: 'other', userId: withClient.id, approvalStatus: 'pending' });
    res = await t.request('POST', `/api/dashboard/pending/${withClient.id}/link`, { as: owner, json: { clientId: existing.id } });
    expect(res.status).toBe(200);
    [row] = await t.ctx.db.select().from(clients).where(eq(clients.id, own.id));
    expect(row).toMatchObject({ companyName: 'Esistente Holding Ltd', countryCode: 'CY', entityType: 'ltd', financialYearEnd: '06-30', approvalStatus: 'pending' });
    const log = await t.ctx.db.select().from(activityLog).where(and(eq(activityLog.userId, owner.id), eq(activityLog.action, 'Link Pending-Company')));
    expect(log[0]?.details).toBe('Maria Collegata collegato alla società "Esistente Holding Ltd"');
  });

  it('answers "Società non trovata" for an unknown company, changing nothing', async () => {
    const u = await complete('Pietro Nessuna');
    for (const clientId of ['00000000-0000-4000-8000-000000000000', 'non-un-id']) {
      const res = await t.request('POST', `/api/dashboard/pending/${u.id}/link`, { as: owner, json: { clientId } });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: 'Società non trovata' });
    }
    const res = await t.request('POST', `/api/dashboard/pending/${u.id}/link`, { as: owner, json: {} });
    expect(res.status).toBe(400);
    expect(await t.ctx.db.select().from(clients).where(eq(clients.userId, u.id))).toEqual([]);
  });

  it('searches the Client list for companies to link', async () => {
    await createClientRow(t.ctx.db, { companyName: 'Zafferano 100% Srl', countryCode: 'RO' });
    const res = await t.request('GET', '/api/dashboard/companies', { as: moderator, query: { search: 'zafferano 100%' } });
    const { companies } = await json<{ companies: { companyName: string; countryName: string }[] }>(res);
    expect(companies).toEqual([expect.objectContaining({ companyName: 'Zafferano 100% Srl', countryName: 'Romania' })]);
    const none = await json<{ companies: unknown[] }>(await t.request('GET', '/api/dashboard/companies', { as: owner, query: { search: '100_' } }));
    expect(none.companies).toEqual([]);
  });

  it('is closed to admin and role user', async () => {
    const u = await complete('Chiuso Fuori');
    for (const who of [admin, u]) {
      expect((await t.request('GET', '/api/dashboard/pending', { as: who })).status).toBe(403);
      expect((await t.request('GET', '/api/dashboard/companies', { as: who })).status).toBe(403);
      expect((await t.request('POST', `/api/dashboard/pending/${u.id}/approve`, { as: who })).status).toBe(403);
      expect((await t.request('POST', `/api/dashboard/pending/${u.id}/reject`, { as: who })).status).toBe(403);
      expect((await t.request('POST', `/api/dashboard/pending/${u.id}/link`, { as: who, json: { clientId: 'x' } })).status).toBe(403);
    }
    expect(await t.ctx.db.select().from(clients).where(eq(clients.userId, u.id))).toEqual([]);
  });
});
