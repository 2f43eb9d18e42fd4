import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, todayIso } from '@domain/periods';
import { createTestApp } from '../../test/test-app';
import { createClientRow } from '../../seed/factories/clients';
import { clients, obligationGaps, obligations } from '../../platform/db/schema';

/**
 * The dates a rule hangs on that only staff know: a UAE trade licence's expiry
 * (its renewal) and the day a company formed abroad registered in a US state
 * (its BOI report, 90 FR 13688). Each is asked only of the countries it concerns.
 */

const t = await createTestApp();
afterAll(() => t.close());
const owner = await t.user('proprietario');
const moderator = await t.user('moderatore');
const today = todayIso();

const newClient = (over: Record<string, unknown>) => ({
  companyName: `Date ${Math.random()}`,
  fullName: 'Anna Date',
  email: `date${Math.random()}@example.it`,
  password: 'Sicura-Password-9',
  ...over,
});
const dueDates = async (clientId: string, ruleId: string) =>
  (await t.ctx.db.select({ dueDate: obligations.dueDate }).from(obligations).where(and(eq(obligations.clientId, clientId), eq(obligations.ruleId, ruleId)))).map((o) => o.dueDate).sort();
const edit = (client: typeof clients.$inferSelect, over: Record<string, unknown>) => ({
  companyName: client.companyName,
  fullName: client.fullName,
  countryCode: client.countryCode,
  entityType: client.entityType,
  incorporationDate: client.incorporationDate,
  financialYearEnd: client.financialYearEnd,
  ...over,
});

describe('a UAE trade licence expiry', () => {
  it('gives the renewal on that day and its anniversary within the year; cleared, the client lacks it', async () => {
    const expiry = addDays(today, 40);
    const res = await t.request('POST', '/api/clients', { as: owner, json: newClient({ countryCode: 'AE', entityType: 'fze', incorporationDate: '2021-05-02', tradeLicenceExpiry: expiry }) });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; tradeLicenceExpiry: string };
    expect(created.tradeLicenceExpiry).toBe(expiry);
    expect(await dueDates(created.id, 'ae-trade-licence-renewal')).toEqual([expiry]);

    const [row] = await t.ctx.db.select().from(clients).where(eq(clients.id, created.id));
    expect((await t.request('PUT', `/api/clients/${created.id}`, { as: owner, json: edit(row!, { tradeLicenceExpiry: '' }) })).status).toBe(200);
    expect(await dueDates(created.id, 'ae-trade-licence-renewal')).toEqual([]);
    const gaps = await t.ctx.db.select({ ruleId: obligationGaps.ruleId, missing: obligationGaps.missing }).from(obligationGaps).where(eq(obligationGaps.clientId, created.id));
    expect(gaps).toEqual([{ ruleId: 'ae-trade-licence-renewal', missing: ['Scadenza licenza commerciale'] }]);
  });

  it('is refused on a client of another country, in Italian, changing nothing; a new country drops it', async () => {
    const refused = await t.request('POST', '/api/clients', { as: owner, json: newClient({ countryCode: 'GB', tradeLicenceExpiry: '2027-01-10' }) });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors.tradeLicenceExpiry).toBe('Solo per le società degli Emirati Arabi Uniti');

    const client = await createClientRow(t.ctx.db, { countryCode: 'AE', entityType: 'llc', tradeLicenceExpiry: addDays(today, 10), approvalStatus: 'approved' });
    const bad = await t.request('PUT', `/api/clients/${client.id}`, { as: owner, json: edit(client, { tradeLicenceExpiry: '2027-02-30' }) });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors.tradeLicenceExpiry).toBe('Inserisci una data valida');
    const [unchanged] = await t.ctx.db.select({ tradeLicenceExpiry: clients.tradeLicenceExpiry }).from(clients).where(eq(clients.id, client.id));
    expect(unchanged!.tradeLicenceExpiry).toBe(client.tradeLicenceExpiry);

    expect((await t.request('PATCH', `/api/clients/${client.id}`, { as: owner, json: { field: 'countryCode', value: 'MT' } })).status).toBe(200);
    const [moved] = await t.ctx.db.select({ tradeLicenceExpiry: clients.tradeLicenceExpiry }).from(clients).where(eq(clients.id, client.id));
    expect(moved!.tradeLicenceExpiry).toBeNull();
    expect(await dueDates(client.id, 'ae-trade-licence-renewal')).toEqual([]);
  });

  it('is not the moderatore’s to set (403)', async () => {
    const client = await createClientRow(t.ctx.db, { countryCode: 'AE', entityType: 'llc', approvalStatus: 'approved' });
    expect((await t.request('PUT', `/api/clients/${client.id}`, { as: moderator, json: edit(client, { tradeLicenceExpiry: addDays(today, 10) }) })).status).toBe(403);
    const [row] = await t.ctx.db.select({ tradeLicenceExpiry: clients.tradeLicenceExpiry }).from(clients).where(eq(clients.id, client.id));
    expect(row!.tradeLicenceExpiry).toBe(client.tradeLicenceExpiry);
  });
});

describe('a US state registration of a company formed abroad', () => {
  it('gives the BOI report 30 days later; a US company is refused the date', async () => {
    const registered = addDays(today, -10);
    const res = await t.request('POST', '/api/clients', { as: owner, json: newClient({ countryCode: 'GB', entityType: 'ltd', incorporationDate: '2019-03-01', usStateRegistrationDate: registered }) });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await dueDates(id, 'us-boi-foreign-company')).toEqual([addDays(registered, 30)]);

    const us = await t.request('POST', '/api/clients', { as: owner, json: newClient({ countryCode: 'US', entityType: 'llc', usStateRegistrationDate: registered }) });
    expect(us.status).toBe(400);
    expect((await us.json()).fieldErrors.usStateRegistrationDate).toBe('Solo per le società costituite fuori dagli Stati Uniti');
    const future = await t.request('POST', '/api/clients', { as: owner, json: newClient({ countryCode: 'GB', usStateRegistrationDate: addDays(today, 1) }) });
    expect((await future.json()).fieldErrors.usStateRegistrationDate).toBe('La data di registrazione non può essere nel futuro');
  });

  it('a US LLC gets no BOI report while the spec’s rule is off (PRODUCT.md §5)', async () => {
    const res = await t.request('POST', '/api/clients', { as: owner, json: newClient({ countryCode: 'US', entityType: 'llc', incorporationDate: addDays(today, -5) }) });
    const { id } = (await res.json()) as { id: string };
    expect(await dueDates(id, 'us-boi')).toEqual([]);
  });
});

describe('the members of a US LLC', () => {
  it('several members: Form 1065 instead of Form 5472; both at once is refused, changing nothing', async () => {
    const client = await createClientRow(t.ctx.db, { countryCode: 'US', entityType: 'llc', incorporationDate: '2021-06-01', financialYearEnd: '12-31', approvalStatus: 'approved' });
    const several = await t.request('PUT', `/api/clients/${client.id}`, { as: owner, json: edit(client, { singleForeignMember: false, severalMembers: true }) });
    expect(several.status).toBe(200);
    expect(await dueDates(client.id, 'us-form-5472')).toEqual([]);
    expect((await dueDates(client.id, 'us-form-1065')).every((d) => d.slice(5, 7) === '03')).toBe(true);
    expect(await dueDates(client.id, 'us-form-1065')).toHaveLength(1);

    const both = await t.request('PUT', `/api/clients/${client.id}`, { as: owner, json: edit(client, { singleForeignMember: true, severalMembers: true }) });
    expect(both.status).toBe(400);
    expect((await both.json()).fieldErrors.severalMembers).toBe('Una LLC con più soci non è unipersonale: scegli una sola delle due');
    const [row] = await t.ctx.db.select({ singleForeignMember: clients.singleForeignMember, severalMembers: clients.severalMembers }).from(clients).where(eq(clients.id, client.id));
    expect(row).toEqual({ singleForeignMember: false, severalMembers: true });
  });
});
