import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, formatDateIt, todayIso } from '@domain/periods';
import { createClientRow } from '../../seed/factories/clients';
import { createDocumentRow } from '../../seed/factories/documents';
import { makePdf } from '../../seed/factories/pdf';
import { lowerCasedContains } from '../../platform/db/like';
import { amlEngagements, amlEvidence, amlFiles, amlIdentifications, amlParties, amlRoles, documents, mailMessages, obligations, requestItems } from '../../platform/db/schema';
import { createTestApp, type TestUser } from '../../test/test-app';
import { refreshObligations } from '../deadlines/obligations';
import { sendReminders } from '../reminders/reminders.service';
import { readAccessLog } from './access-log';

const t = await createTestApp();
afterAll(() => t.close());
const db = t.ctx.db;
const today = todayIso();
const staff = await t.user('moderatore', { fullName: 'Giulia Verdi' });
const owner = await t.user('proprietario');

async function json<T>(res: Response, status = 200): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return JSON.parse(body) as T;
}

interface Detail {
  file: { id: string; clientName: string; nextReviewOn: string | null; reviewTrigger: string | null };
  client: { id: string; name: string } | null;
  parties: { id: string; name: string }[];
  roles: { id: string; partyId: string; percent: string | null; inForce: boolean }[];
  ownership: { criterion: string | null; owners: { personId: string; name: string; share: string | null; justification: string[] }[] };
  identifications: { id: string; partyId: string; expired: boolean }[];
  toIdentify: string[];
  engagements: { id: string; serviceLabel: string; inherent: number | null; completionDueOn: string | null; declarationEvidenceId: string | null }[];
  evidence: { id: string; title: string; sha256: string; size: number; acquiredByName: string }[];
}

/** An approved client with its own login, and its file opened by staff. */
async function newFile(companyName = `Cliente ${Math.random().toString(36).slice(2, 8)} Ltd`) {
  const login = await t.user('user');
  const client = await createClientRow(db, { companyName, approvalStatus: 'approved', userId: login.id, remindClient: true });
  const { id } = await json<{ id: string }>(await t.request('POST', '/api/aml/files', { as: staff, json: { clientId: client.id } }), 201);
  return { id, client, login };
}

const getFile = async (id: string, as: TestUser = staff) => json<Detail>(await t.request('GET', `/api/aml/files/${id}`, { as }));

const person = (name: string, overrides: Record<string, unknown> = {}) => ({ kind: 'natural', name, pepSource: 'Dichiarazione del cliente', ...overrides });
async function addParty(fileId: string, body: Record<string, unknown>): Promise<string> {
  return (await json<{ id: string }>(await t.request('POST', `/api/aml/files/${fileId}/parties`, { as: staff, json: body }), 201)).id;
}
async function addRole(fileId: string, body: Record<string, unknown>): Promise<string> {
  return (await json<{ id: string }>(await t.request('POST', `/api/aml/files/${fileId}/roles`, { as: staff, json: body }), 201)).id;
}

const identification = (partyId: string, overrides: Record<string, string> = {}) => ({
  partyId,
  documentType: 'passaporto',
  documentNumber: 'YA1234567',
  issuer: 'Questura di Roma',
  issuedOn: '2020-03-01',
  expiresOn: addDays(today, 5),
  method: 'in-person',
  identifiedOn: today,
  ...overrides,
});

function multipart(fields: Record<string, string>, bytes: Buffer, fileName = 'passaporto.pdf'): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), fileName);
  return form;
}

const amlRows = (clientId: string) =>
  db.select().from(obligations).where(and(eq(obligations.clientId, clientId))).then((rows) => rows.filter((r) => r.ruleId.startsWith('aml-')));

describe('opening a file', () => {
  it('opens one file per client, refuses a second with its id, and logs every read in a chain that holds', async () => {
    const { id, client } = await newFile('Rossi Trading Ltd');
    const again = await json<{ message: string; id: string }>(await t.request('POST', '/api/aml/files', { as: staff, json: { clientId: client.id } }), 409);
    expect(again).toMatchObject({ message: 'Il cliente ha già un fascicolo', id });

    const detail = await getFile(id);
    expect(detail.file.clientName).toBe('Rossi Trading Ltd');
    expect(detail.client).toMatchObject({ id: client.id, name: 'Rossi Trading Ltd' });
    await getFile(id, owner);
    const log = await readAccessLog(db, id);
    expect(log.lines.map((l) => [l.action, l.userName])).toEqual([
      ['open', 'Giulia Verdi'],
      ['open', expect.any(String)],
    ]);
    expect(log.check).toMatchObject({ intact: true, lines: 2, expected: 2 });

    const list = await json<{ items: { id: string; clientName: string }[]; total: number }>(
      await t.request('GET', '/api/aml/files', { as: staff, query: { client: client.id } }),
    );
    expect(list.items.map((i) => i.id)).toEqual([id]);
    const searched = await json<{ items: { id: string }[] }>(await t.request('GET', '/api/aml/files', { as: staff, query: { q: 'rossi trad' } }));
    expect(searched.items.map((i) => i.id)).toContain(id);
  });

  it('searches the files by client name through its trigram index, never by reading them all', async () => {
    // The list's condition as listFiles writes it; with sequential scans priced out, a usable index is taken.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx.select({ id: amlFiles.id }).from(amlFiles).where(lowerCasedContains(amlFiles.clientNameSearch, 'Rossi')).toSQL();
      return tx.execute(sql.raw(`explain ${query.sql.replace('$1', `'${query.params[0]}'`)}`));
    });
    expect(plan.rows.map((r) => Object.values(r)[0]).join('\n')).toContain('aml_files_client_name_search_trgm_idx');
  });

  it('counts the deadlines that take their client’s country (added by hand, the file’s) from their indexes, never by reading them all', async () => {
    // The shape of /scadenze's third count (deadlines.service.ts countsOf), which runs on every page of the list.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select count(*) from obligations where manual_obligation_id is not null or rule_id in ('aml-document-expiry', 'aml-file-completion', 'aml-review')`);
    });
    const text = plan.rows.map((r) => Object.values(r)[0]).join('\n');
    expect(text).toContain('obligations_manual_idx');
    expect(text).toContain('obligations_aml_idx');
  });

  it('lists a renamed client by its new name at once, without the file being opened', async () => {
    const { id, client } = await newFile('Vecchio Nome Ltd');
    expect((await t.request('PATCH', `/api/clients/${client.id}`, { as: staff, json: { field: 'companyName', value: 'Nuovo Nome Ltd' } })).status).toBe(200);
    const listed = await json<{ items: { id: string; clientName: string }[] }>(await t.request('GET', '/api/aml/files', { as: staff, query: { q: 'nuovo nome' } }));
    expect(listed.items).toEqual([expect.objectContaining({ id, clientName: 'Nuovo Nome Ltd' })]);
  });
});

describe('people and roles', () => {
  it('refuses bad input with Italian field errors and writes nothing', async () => {
    const { id } = await newFile();
    const noName = await json<{ fieldErrors: Record<string, string> }>(await t.request('POST', `/api/aml/files/${id}/parties`, { as: staff, json: { kind: 'natural', name: '' } }), 400);
    expect(noName.fieldErrors).toMatchObject({ name: 'Inserisci il nome', pepSource: 'Indica come è stato verificato lo stato di persona politicamente esposta' });
    const mario = await addParty(id, person('Mario Rossi'));

    const tooMuch = await json<{ fieldErrors: Record<string, string> }>(await t.request('POST', `/api/aml/files/${id}/roles`, { as: staff, json: { partyId: mario, role: 'socio', percent: '150' } }), 400);
    expect(tooMuch.fieldErrors.percent).toBe('La percentuale deve essere maggiore di 0 e non superiore a 100, con al massimo 4 decimali');
    const notCompany = await json<{ fieldErrors: Record<string, string> }>(
      await t.request('POST', `/api/aml/files/${id}/roles`, { as: staff, json: { partyId: mario, role: 'socio', percent: '10', companyPartyId: mario } }),
      400,
    );
    expect(notCompany.fieldErrors.companyPartyId).toBe('Scegli una persona giuridica di questo fascicolo');
    const holding = await addParty(id, { kind: 'legal', name: 'Holding Beta Ltd' });
    const legalControl = await json<{ fieldErrors: Record<string, string> }>(
      await t.request('POST', `/api/aml/files/${id}/roles`, { as: staff, json: { partyId: holding, role: 'controllo', controlBasis: 'contractual-ties', ownerReason: 'Patto parasociale del 2021' } }),
      400,
    );
    expect(legalControl.fieldErrors.partyId).toBe('Il controllo è di una persona fisica');

    await addRole(id, { partyId: mario, role: 'socio', percent: '70' });
    const over = await json<{ fieldErrors: Record<string, string> }>(await t.request('POST', `/api/aml/files/${id}/roles`, { as: staff, json: { partyId: holding, role: 'socio', percent: '30,0001' } }), 400);
    expect(over.fieldErrors.percent).toMatch(/^Le quote di Cliente \w+ Ltd supererebbero il 100%$/);
    expect(await db.select().from(amlRoles).where(eq(amlRoles.fileId, id))).toHaveLength(1);
    expect(await db.select().from(amlParties).where(eq(amlParties.fileId, id))).toHaveLength(2);
  });

  it('computes the owners through a holding, follows a role that ends, and brings the review forward for a new owner', async () => {
    const { id, client } = await newFile('Gamma Srl');
    const mario = await addParty(id, person('Mario Rossi'));
    const luigi = await addParty(id, person('Luigi Bianchi'));
    const alfa = await addParty(id, { kind: 'legal', name: 'Holding Alfa Ltd' });
    await addRole(id, { partyId: mario, role: 'socio', percent: '60', companyPartyId: alfa });
    await addRole(id, { partyId: alfa, role: 'socio', percent: '50' });
    const luigiShare = await addRole(id, { partyId: luigi, role: 'socio', percent: '50' });

    // Art. 20 c. 2: Mario holds 60% of a company holding 50% of the client: 0.60 × 0.50 = 30%, more than 25%.
    // Luigi holds 50% directly. Holding Alfa is not a natural person and is no owner.
    const before = await getFile(id);
    expect(before.ownership.criterion).toBe('ownership');
    expect(before.ownership.owners.map((o) => [o.name, o.share])).toEqual(
      expect.arrayContaining([
        ['Mario Rossi', '30'],
        ['Luigi Bianchi', '50'],
      ]),
    );
    expect(before.ownership.owners).toHaveLength(2);
    expect(before.ownership.owners.find((o) => o.personId === mario)!.justification).toEqual(['Mario Rossi → Holding Alfa Ltd (60%) → Gamma Srl (50%) = 30%']);
    expect(before.toIdentify.sort()).toEqual([mario, luigi].sort());
    const listed = await json<{ items: { id: string; owners: number; identified: boolean }[] }>(await t.request('GET', '/api/aml/files', { as: staff, query: { client: client.id } }));
    expect(listed.items).toMatchObject([{ id, owners: 2, identified: false }]);

    // Luigi sold his share today: the role ends and stays on record.
    await json(await t.request('PUT', `/api/aml/roles/${luigiShare}`, { as: staff, json: { partyId: luigi, role: 'socio', percent: '50', fromDate: '2020-01-01', toDate: today } }));
    const after = await getFile(id);
    expect(after.ownership.owners.map((o) => o.name)).toEqual(['Mario Rossi']);
    expect(after.roles.find((r) => r.id === luigiShare)).toMatchObject({ inForce: false, percent: '50' });

    // A signed assessment (set here directly) with its review a year away; a new owner calls for it now.
    await db.update(amlFiles).set({ level: 'ordinaria', nextReviewOn: addDays(today, 365), reviewTrigger: 'scheduled' }).where(eq(amlFiles.id, id));
    const anna = await addParty(id, person('Anna Neri'));
    await addRole(id, { partyId: anna, role: 'socio', percent: '40' });
    const reviewed = await getFile(id);
    expect(reviewed.ownership.owners.map((o) => o.name).sort()).toEqual(['Anna Neri', 'Mario Rossi']);
    expect(reviewed.file).toMatchObject({ nextReviewOn: today, reviewTrigger: 'new-owner' });
    expect((await amlRows(client.id)).map((o) => [o.ruleId, o.periodKey, o.dueDate])).toEqual([['aml-review', `${id}/${today}`, today]]);
  });
});

describe('identification', () => {
  it('keeps the uploaded copy as evidence with its SHA-256 and as a private document, its expiry on /scadenze for staff only', async () => {
    const { id, client, login } = await newFile('Delta Ltd');
    const mario = await addParty(id, person('Mario Rossi'));
    const bytes = makePdf([['Passaporto di Mario Rossi']]);
    const expiresOn = addDays(today, 5);
    const made = await json<{ id: string; evidenceId: string }>(
      await t.request('POST', `/api/aml/files/${id}/identifications`, { as: staff, body: multipart(identification(mario, { expiresOn }), bytes) }),
      201,
    );

    const detail = await getFile(id);
    const evidence = detail.evidence.find((e) => e.id === made.evidenceId)!;
    expect(evidence).toMatchObject({ title: 'Passaporto di Mario Rossi', size: bytes.length, acquiredByName: 'Giulia Verdi' });
    expect(evidence.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(detail.identifications).toMatchObject([{ id: made.id, partyId: mario, expired: false }]);
    expect(detail.toIdentify).toEqual([]);
    const docs = await db.select().from(documents).where(eq(documents.clientId, client.id));
    expect(docs).toMatchObject([{ title: 'Passaporto di Mario Rossi', accessLevel: 'private' }]);

    const rows = await amlRows(client.id);
    expect(rows.map((o) => [o.ruleId, o.periodKey, o.dueDate])).toEqual([['aml-document-expiry', made.id, expiresOn]]);
    const obligationId = rows[0]!.id;

    type Deadlines = { items: { id: string; type: string; authority: string }[]; summary: { total: number } };
    const staffList = await json<Deadlines>(await t.request('GET', '/api/deadlines', { as: staff, query: { client: client.id } }));
    expect(staffList.items.find((d) => d.id === obligationId)).toMatchObject({ type: 'AML', authority: 'Studio (D.Lgs. 231/2007)' });
    const staffSearch = await json<Deadlines>(await t.request('GET', '/api/deadlines', { as: staff, query: { q: 'Delta' } }));
    expect(staffSearch.items.map((d) => d.id)).toContain(obligationId);

    // The client's own login: not in the list (nor in its client's view, nor by a search), not counted, not in the 7-day card, not in the calendar.
    const theirs = await json<Deadlines>(await t.request('GET', '/api/deadlines', { as: login }));
    expect(theirs.items.map((d) => d.id)).not.toContain(obligationId);
    expect(theirs.summary.total).toBe(0);
    const summary = await json<{ stats: { upcomingDeadlines: number } }>(await t.request('GET', '/api/dashboard/summary', { as: login }));
    expect(summary.stats.upcomingDeadlines).toBe(0);
    const ownerSummary = await json<{ stats: { upcomingDeadlines: number } }>(await t.request('GET', '/api/dashboard/summary', { as: owner }));
    expect(ownerSummary.stats.upcomingDeadlines).toBeGreaterThanOrEqual(1);
    const theirClient = await json<Deadlines>(await t.request('GET', '/api/deadlines', { as: login, query: { client: client.id, q: 'AML' } }));
    expect(theirClient.items).toEqual([]);
    const feed = await json<{ url: string }>(await t.request('GET', '/api/profile/calendar-feed', { as: login }));
    const ics = await (await t.request('GET', feed.url.replace(/^https?:\/\/[^/]+/, ''))).text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).not.toContain(obligationId);
    const staffFeed = await json<{ url: string }>(await t.request('GET', '/api/profile/calendar-feed', { as: owner }));
    expect(await (await t.request('GET', staffFeed.url.replace(/^https?:\/\/[^/]+/, ''))).text()).toContain(obligationId);

    // The compliance refresh leaves the file's rows alone.
    await db.transaction((tx) => refreshObligations(tx, [client.id]));
    expect((await amlRows(client.id)).map((o) => o.id)).toEqual([obligationId]);

    // It closes in the file (a new identification), never by a click on /scadenze.
    const completed = await t.request('POST', `/api/deadlines/${obligationId}/complete`, { as: owner, json: { filedOn: today } });
    expect(completed.status).toBe(409);
    expect((await completed.json()).message).toMatch(/si chiude dal fascicolo antiriciclaggio/);
    expect((await amlRows(client.id))[0]!.completedAt).toBeNull();
  });

  it('reminds staff 30 and 7 days before a document expires, never the client', async () => {
    const { id, client, login } = await newFile('Epsilon Ltd');
    const mario = await addParty(id, person('Mario Rossi'));
    const expiresOn = addDays(today, 40);
    await json(await t.request('POST', `/api/aml/files/${id}/identifications`, { as: staff, body: multipart(identification(mario, { expiresOn }), makePdf([['x']])) }), 201);
    const ruleName = "Scadenza del documento d'identità (antiriciclaggio)";
    for (const daysBefore of [30, 7]) {
      await db.delete(mailMessages);
      await sendReminders({ db, jobs: t.ctx.jobs, env: t.ctx.env }, addDays(expiresOn, -daysBefore));
      const sent = await db.select({ to: mailMessages.recipient, text: mailMessages.textBody }).from(mailMessages);
      const toStaff = sent.filter((m) => m.to === owner.email);
      expect(toStaff.some((m) => (m.text ?? '').includes(ruleName) && (m.text ?? '').includes('Epsilon Ltd')), `${daysBefore} giorni prima`).toBe(true);
      expect(sent.filter((m) => m.to === login.email)).toEqual([]);
    }
    expect(client.remindClient).toBe(true);
  });

  it('refuses a document already expired on the day of identification and writes nothing', async () => {
    const { id, client } = await newFile();
    const mario = await addParty(id, person('Mario Rossi'));
    const refused = await json<{ message: string; fieldErrors: Record<string, string> }>(
      await t.request('POST', `/api/aml/files/${id}/identifications`, { as: staff, body: multipart(identification(mario, { expiresOn: addDays(today, -1) }), makePdf([['x']])) }),
      400,
    );
    expect(refused.fieldErrors.expiresOn).toBe("Il documento era già scaduto il giorno dell'identificazione: serve un documento valido");
    expect(await db.select().from(amlIdentifications).where(eq(amlIdentifications.fileId, id))).toEqual([]);
    expect(await db.select().from(amlEvidence).where(eq(amlEvidence.fileId, id))).toEqual([]);
    expect(await db.select().from(documents).where(eq(documents.clientId, client.id))).toEqual([]);
    expect(await amlRows(client.id)).toEqual([]);
  });

  it('copies a document of the client, so its deletion leaves the evidence; opening the evidence is logged', async () => {
    const { id, client } = await newFile();
    const mario = await addParty(id, person('Mario Rossi'));
    const doc = await createDocumentRow(t.ctx, { clientId: client.id, title: 'Carta di Mario', lines: ['Carta di identità di Mario Rossi'] });
    const original = Buffer.concat(await (await t.ctx.storage.get(doc.fileKey))!.stream.toArray());
    const made = await json<{ evidenceId: string }>(
      await t.request('POST', `/api/aml/files/${id}/identifications`, { as: staff, json: { ...identification(mario, { documentType: 'carta-identita' }), documentId: doc.id } }),
      201,
    );
    expect((await t.request('DELETE', `/api/documents/${doc.id}`, { as: owner })).status).toBe(200);
    const res = await t.request('GET', `/api/aml/evidence/${made.evidenceId}/file`, { as: staff });
    expect(res.status).toBe(200);
    const served = Buffer.from(await res.arrayBuffer());
    expect(served.equals(original)).toBe(true);
    const [row] = await db.select().from(amlEvidence).where(eq(amlEvidence.id, made.evidenceId));
    expect(row!.sha256).toBe(createHash('sha256').update(original).digest('hex'));
    const log = await readAccessLog(db, id);
    expect(log.lines.at(-1)).toMatchObject({ action: 'document', detail: "Carta d'identità di Mario Rossi" });
    expect(log.check.intact).toBe(true);
  });
});

describe('engagements', () => {
  const engagement = (serviceId: string, openedOn = today) => ({ serviceId, purpose: 'Costituzione di una società', nature: 'Assistenza continuativa', openedOn });

  it('opens the 30-day completion of the file, none for an exempt service, and refuses one after an abstention', async () => {
    const { id, client } = await newFile();
    const made = await json<{ id: string }>(await t.request('POST', `/api/aml/files/${id}/engagements`, { as: staff, json: engagement('costituzione-societa') }), 201);
    // Art. 17-18 and the CNDCEC rules: the file is completed within 30 days of the engagement.
    const due = addDays(today, 30);
    expect((await amlRows(client.id)).map((o) => [o.ruleId, o.periodKey, o.dueDate])).toEqual([['aml-file-completion', made.id, due]]);
    const detail = await getFile(id);
    expect(detail.engagements[0]).toMatchObject({ serviceLabel: 'Costituzione di società, enti, trust o strutture analoghe', inherent: 3, completionDueOn: due });

    const incomplete = await json<{ items: { id: string; openEngagements: number; completionDueOn: string }[] }>(
      await t.request('GET', '/api/aml/files', { as: staff, query: { status: 'incomplete', client: client.id } }),
    );
    expect(incomplete.items).toMatchObject([{ id, openEngagements: 1, completionDueOn: due }]);
    await json(await t.request('POST', `/api/aml/files/${id}/engagements`, { as: staff, json: engagement('trasmissione-dichiarazioni') }), 201);
    expect(await amlRows(client.id)).toHaveLength(1);

    const unknown = await json<{ fieldErrors: Record<string, string> }>(await t.request('POST', `/api/aml/files/${id}/engagements`, { as: staff, json: engagement('consulenza-legale') }), 400);
    expect(unknown.fieldErrors.serviceId).toBe('Prestazione non prevista dalle regole in vigore');

    await db.update(amlFiles).set({ abstainedOn: '2026-03-02', abstentionReason: 'Il cliente non ha fornito i dati' }).where(eq(amlFiles.id, id));
    const refused = await json<{ message: string }>(await t.request('POST', `/api/aml/files/${id}/engagements`, { as: staff, json: engagement('consulenza-fiscale') }), 409);
    expect(refused.message).toBe(`Astensione registrata il ${formatDateIt('2026-03-02')}: non si possono aprire nuovi incarichi per questo cliente`);
    expect(refused.message).toContain('02/03/2026');
    expect(await db.select().from(amlEngagements).where(eq(amlEngagements.fileId, id))).toHaveLength(2);
  });

  it('asks the client for the declaration; the accepted file becomes the engagement’s evidence', async () => {
    const { id, login } = await newFile();
    const { id: engagementId } = await json<{ id: string }>(await t.request('POST', `/api/aml/files/${id}/engagements`, { as: staff, json: engagement('costituzione-societa') }), 201);
    const { requestId } = await json<{ requestId: string }>(await t.request('POST', `/api/aml/engagements/${engagementId}/declaration-request`, { as: staff }), 201);
    expect((await t.request('POST', `/api/aml/engagements/${engagementId}/declaration-request`, { as: staff })).status).toBe(409);

    const request = await json<{ title: string; dueDate: string; status: string; items: { id: string; name: string; accessLevel: string }[] }>(
      await t.request('GET', `/api/requests/${requestId}`, { as: login }),
    );
    expect(request).toMatchObject({ title: 'Dichiarazione del cliente (AV.4)', dueDate: addDays(today, 14), status: 'open' });
    expect(request.items).toMatchObject([{ name: 'Dichiarazione di adeguata verifica (modulo AV.4) firmata', accessLevel: 'private' }]);

    const signed = makePdf([['Dichiarazione firmata']]);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(signed)], { type: 'application/pdf' }), 'av4.pdf');
    await json(await t.request('POST', `/api/requests/items/${request.items[0]!.id}/files`, { as: login, body: form }), 201);
    const [item] = await db.select().from(requestItems).where(eq(requestItems.id, request.items[0]!.id));
    await json(await t.request('POST', `/api/requests/items/${item!.id}/accept`, { as: staff, json: { seen: item!.updatedAt.toISOString() } }));

    const detail = await getFile(id);
    const evidenceId = detail.engagements[0]!.declarationEvidenceId;
    expect(evidenceId).not.toBeNull();
    expect(detail.evidence.find((e) => e.id === evidenceId)).toMatchObject({ title: 'Dichiarazione del cliente (AV.4)', sha256: createHash('sha256').update(signed).digest('hex') });
  });
});
