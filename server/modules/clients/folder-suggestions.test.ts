import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { FOLDER_DOCUMENT_ACCESS, FOLDER_DOCUMENT_CATEGORY } from '@domain/client-folder';
import {
  HK_COMPANIES_REGISTRY_EXTRACT,
  IT_VISURA_CAMERALE,
  UK_CERTIFICATE_OF_INCORPORATION,
  UK_COMPANY_OVERVIEW,
  makeScannedPdf,
} from '../../seed/factories/company-documents';
import { createClientRow } from '../../seed/factories/clients';
import { makePdf } from '../../seed/factories/pdf';
import { activityLog, clients, countries } from '../../platform/db/schema';
import { createTestApp, type TestUser } from '../../test/test-app';
import type { ClientSuggestion } from './folder-suggestions';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');
const admin = await t.user('admin');
const moderator = await t.user('moderatore');
const user = await t.user('user');

/** The folder upload as the dialog makes it: the client from the folder's name, then each PDF as its private document. */
async function uploadFolder(as: TestUser, name: string, files: Array<{ name: string; bytes: Buffer }>): Promise<string> {
  const created = await t.request('POST', '/api/clients/folder', { as, json: { companyName: name } });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const file of files) {
    const form = new FormData();
    for (const [k, v] of Object.entries({ clientId: id, title: file.name.replace(/\.pdf$/, ''), accessLevel: FOLDER_DOCUMENT_ACCESS, category: FOLDER_DOCUMENT_CATEGORY })) form.set(k, v);
    form.set('file', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
    expect((await t.request('POST', '/api/documents', { as, body: form })).status).toBe(201);
  }
  return id;
}

async function suggestionsOf(id: string, as: TestUser = owner): Promise<ClientSuggestion[]> {
  const res = await t.request('GET', `/api/clients/${id}/suggestions`, { as });
  expect(res.status).toBe(200);
  return ((await res.json()) as { suggestions: ClientSuggestion[] }).suggestions;
}

async function clientRow(id: string) {
  const [row] = await t.ctx.db.select().from(clients).where(eq(clients.id, id));
  return row!;
}

describe('folder upload suggestions', () => {
  it('a certificate of incorporation and a Companies House overview give every field, with the line and the document it came from', async () => {
    const id = await uploadFolder(owner, 'Acme Trading', [
      { name: 'Certificate of incorporation.pdf', bytes: makePdf(UK_CERTIFICATE_OF_INCORPORATION) },
      { name: 'Company overview.pdf', bytes: makePdf(UK_COMPANY_OVERVIEW) },
    ]);
    const suggestions = await suggestionsOf(id);
    expect(suggestions.map(({ field, value, display, current }) => ({ field, value, display, current }))).toEqual([
      { field: 'countryCode', value: 'GB', display: 'Regno Unito', current: null },
      { field: 'incorporationDate', value: '2024-03-03', display: '03/03/2024', current: null },
      { field: 'companyNumber', value: '12345678', display: '12345678', current: null },
      { field: 'fullName', value: 'John Robert Smith', display: 'John Robert Smith', current: null },
      { field: 'companyAddress', value: '71-75 Shelton Street, Covent Garden, London, WC2H 9JQ', display: '71-75 Shelton Street, Covent Garden, London, WC2H 9JQ', current: null },
    ]);
    expect(suggestions[0]).toMatchObject({
      label: 'Paese Costituzione',
      sentence: 'The Registrar of Companies for England and Wales, hereby certifies that',
      documentTitle: 'Certificate of incorporation',
    });
    expect(suggestions[3]).toMatchObject({ label: 'Responsabile', sentence: 'Director: SMITH, John Robert', documentTitle: 'Company overview' });
    // Reading the suggestions writes nothing.
    expect(await clientRow(id)).toMatchObject({ fullName: '', countryCode: null, incorporationDate: null, companyNumber: null, companyAddress: null });
  });

  it('"Applica tutti" writes every suggested value, logs it and leaves nothing more to suggest', async () => {
    const id = await uploadFolder(admin, 'Orient Bridge', [{ name: 'CR extract.pdf', bytes: makePdf(HK_COMPANIES_REGISTRY_EXTRACT) }]);
    const fields = (await suggestionsOf(id, admin)).map((s) => s.field);
    expect(fields).toEqual(['fullName', 'countryCode', 'incorporationDate', 'companyNumber', 'companyAddress']);
    const res = await t.request('POST', `/api/clients/${id}/suggestions`, { as: admin, json: { fields } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { applied: string[]; client: { fullName: string; countryName: string; companyNumber: string } };
    expect(body.applied).toEqual(fields);
    expect(body.client).toMatchObject({ fullName: 'Chan Tai Man', countryName: 'Hong Kong', companyNumber: '2912345' });
    expect(await clientRow(id)).toMatchObject({
      fullName: 'Chan Tai Man',
      countryCode: 'HK',
      incorporationDate: '2020-01-15',
      companyNumber: '2912345',
      companyAddress: 'FLAT A, 12/F, WING ON CENTRE, 111 CONNAUGHT ROAD CENTRAL, SHEUNG WAN, HONG KONG',
    });
    expect(await suggestionsOf(id)).toEqual([]);
    const [entry] = await t.ctx.db.select().from(activityLog).where(eq(activityLog.details, `Applicati al cliente "Orient Bridge" i dati letti dai documenti (Responsabile, Paese Costituzione, Data Costituzione, Numero di registrazione, Indirizzo Azienda)`));
    expect(entry).toMatchObject({ action: 'Modifica Cliente' });
  });

  it('accepting one suggestion writes that field only; the others, refused, change nothing', async () => {
    const id = await uploadFolder(moderator, 'Rossi Trading', [{ name: 'Visura.pdf', bytes: makePdf(IT_VISURA_CAMERALE) }]);
    const before = await clientRow(id);
    const res = await t.request('POST', `/api/clients/${id}/suggestions`, { as: moderator, json: { fields: ['fullName'] } });
    expect(res.status).toBe(200);
    const after = await clientRow(id);
    expect(after).toMatchObject({ fullName: 'Mario Rossi', countryCode: null, incorporationDate: null, companyNumber: null, companyAddress: null });
    expect({ ...after, fullName: '', updatedAt: null, searchText: null }).toEqual({ ...before, updatedAt: null, searchText: null });
    expect((await suggestionsOf(id)).map((s) => s.field)).toEqual(['incorporationDate', 'companyNumber', 'companyAddress']);
  });

  it('an Italian visura: Italy is suggested only once it is in the countries table', async () => {
    const id = await uploadFolder(owner, 'Rossi Srl', [{ name: 'Visura camerale.pdf', bytes: makePdf(IT_VISURA_CAMERALE) }]);
    const withoutItaly = await suggestionsOf(id);
    expect(withoutItaly.map((s) => [s.field, s.display])).toEqual([
      ['fullName', 'Mario Rossi'],
      ['incorporationDate', '12/05/2019'],
      ['companyNumber', '12345678901'],
      ['companyAddress', 'MILANO (MI) VIA ROMA 1 CAP 20121'],
    ]);
    expect(withoutItaly[0]!.sentence).toBe('Amministratore Unico: MARIO ROSSI nato a MILANO (MI) il 01/01/1980');
    await t.ctx.db.insert(countries).values({ isoCode: 'IT', name: 'Italia' });
    expect((await suggestionsOf(id)).find((s) => s.field === 'countryCode')).toMatchObject({ value: 'IT', display: 'Italia', sentence: expect.stringContaining('Camera di Commercio') });
  });

  it('never replaces a value the client has unless staff accept it; the present value is shown beside the suggestion', async () => {
    const existing = await createClientRow(t.ctx.db, { companyName: 'Acme Trading Ltd', fullName: 'Luigi Verdi', countryCode: 'MT', incorporationDate: '2024-03-03', companyAddress: null });
    const form = new FormData();
    for (const [k, v] of Object.entries({ clientId: existing.id, title: 'Overview', accessLevel: 'private', category: 'Altri' })) form.set(k, v);
    form.set('file', new Blob([new Uint8Array(makePdf(UK_COMPANY_OVERVIEW))], { type: 'application/pdf' }), 'overview.pdf');
    expect((await t.request('POST', '/api/documents', { as: owner, body: form })).status).toBe(201);

    const suggestions = await suggestionsOf(existing.id);
    // The same date is no suggestion; a different name and country are, with what the client has now.
    expect(suggestions.map(({ field, display, current }) => ({ field, display, current }))).toEqual([
      { field: 'fullName', display: 'John Robert Smith', current: 'Luigi Verdi' },
      { field: 'countryCode', display: 'Regno Unito', current: 'Malta' },
      { field: 'companyNumber', display: '12345678', current: null },
      { field: 'companyAddress', display: '71-75 Shelton Street, Covent Garden, London, WC2H 9JQ', current: null },
    ]);
    expect(await clientRow(existing.id)).toMatchObject({ fullName: 'Luigi Verdi', countryCode: 'MT' });

    const res = await t.request('POST', `/api/clients/${existing.id}/suggestions`, { as: owner, json: { fields: ['countryCode'] } });
    expect(res.status).toBe(200);
    // The legal form belonged to the old country.
    expect(await clientRow(existing.id)).toMatchObject({ fullName: 'Luigi Verdi', countryCode: 'GB', entityType: null });
  });

  it('a scanned PDF without text: stored, nothing suggested, no error; accepting anything is refused with 409 and writes nothing', async () => {
    const id = await uploadFolder(owner, 'Scansioni', [{ name: 'Scansione.pdf', bytes: makeScannedPdf() }]);
    expect(await suggestionsOf(id)).toEqual([]);
    const before = await clientRow(id);
    const res = await t.request('POST', `/api/clients/${id}/suggestions`, { as: owner, json: { fields: ['fullName', 'countryCode'] } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe('I dati scelti non sono più da applicare: il cliente li ha già o i suoi documenti sono cambiati.');
    expect(await clientRow(id)).toEqual(before);
  });

  it('is for staff only, and checks the request', async () => {
    const id = await uploadFolder(owner, 'Riservato', [{ name: 'Certificate.pdf', bytes: makePdf(UK_CERTIFICATE_OF_INCORPORATION) }]);
    expect((await t.request('GET', `/api/clients/${id}/suggestions`, { as: user })).status).toBe(403);
    expect((await t.request('POST', `/api/clients/${id}/suggestions`, { as: user, json: { fields: ['countryCode'] } })).status).toBe(403);
    expect((await t.request('GET', `/api/clients/${id}/suggestions`, { as: null })).status).toBe(401);
    expect(await clientRow(id)).toMatchObject({ countryCode: null });

    const empty = await t.request('POST', `/api/clients/${id}/suggestions`, { as: owner, json: { fields: [] } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe('Scegli almeno un suggerimento');
    expect((await t.request('POST', `/api/clients/${id}/suggestions`, { as: owner, json: { fields: ['email'] } })).status).toBe(400);
    expect((await t.request('GET', '/api/clients/00000000-0000-4000-8000-000000000000/suggestions', { as: owner })).status).toBe(404);
  });
});
