import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { BOI_RULE_ID } from '@domain/compliance/rules';
import { type Deadline } from '@domain/deadlines';
import { addDays, addMonths, todayIso } from '@domain/periods';
import { makePdf } from '../../seed/factories/pdf';
import { activityLog, clients, documents, obligationGaps, obligations } from '../../platform/db/schema';
import { switchRuleOn } from '../../test/rules';
import { createTestApp, type TestUser } from '../../test/test-app';
import type { Completion } from './deadline-completion.service';
import type { DeadlineList } from './deadlines.service';
import type { MissingDataList } from './missing-data.service';
import { refreshAllObligations, refreshObligations } from './obligations';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');
const admin = await t.user('admin');
const moderator = await t.user('moderatore');
const alice = await t.user('user');
const bob = await t.user('user');

// The spec's BOI rule, off by default (PRODUCT.md section 5), is what most of this file computes: the proprietario switches it on.
await switchRuleOn(t, owner, BOI_RULE_ID);

const today = todayIso();
/** Incorporation date whose BOI deadline falls `days` days from today. */
const dueIn = (days: number) => addDays(today, days - 60);
/** A UK company incorporated a year and 3 days ago: its first confirmation statement is due in 10 days. */
const ukAnniversary = addDays(today, -3);

const [overdue, soon, later, linked, notLlc, malta, notYet, tooOld, lowercase, uk] = await t.ctx.db
  .insert(clients)
  .values(
    [
      { companyName: 'Overdue LLC', countryCode: 'US', incorporationDate: dueIn(-2), userId: alice.id },
      { companyName: 'Soon LLC', countryCode: 'US', incorporationDate: dueIn(3), userId: bob.id },
      { companyName: 'Later L.L.C.', countryCode: 'US', incorporationDate: dueIn(40) },
      { companyName: 'Linked LLC', countryCode: 'US', incorporationDate: dueIn(20), linkedUserId: alice.id },
      { companyName: 'Scallco Inc', countryCode: 'US', incorporationDate: dueIn(5), userId: alice.id },
      { companyName: 'Malta LLC', countryCode: 'MT', incorporationDate: dueIn(5), userId: alice.id },
      { companyName: 'Future LLC', countryCode: 'US', incorporationDate: dueIn(61) },
      { companyName: 'Ancient LLC', countryCode: 'US', incorporationDate: dueIn(-400) },
      { companyName: 'tiny llc', countryCode: 'US', incorporationDate: dueIn(10) },
      { companyName: 'Aurora Holdings Ltd', countryCode: 'GB', entityType: 'ltd', incorporationDate: addMonths(ukAnniversary, -12) },
    ].map((c) => ({ ...c, approvalStatus: 'approved' as const })),
  )
  .returning();
await refreshObligations(t.ctx.db, [overdue, soon, later, linked, notLlc, malta, notYet, tooOld, lowercase, uk].map((c) => c!.id));

async function list(as: TestUser, query: Record<string, string> = {}) {
  const res = await t.request('GET', '/api/deadlines', { as, query });
  expect(res.status).toBe(200);
  return (await res.json()) as DeadlineList;
}

/** The id of `client`'s open obligation of `ruleId`, the soonest. */
async function obligationOf(client: { id: string }, ruleId = BOI_RULE_ID): Promise<string> {
  const [row] = await t.ctx.db
    .select({ id: obligations.id })
    .from(obligations)
    .where(and(eq(obligations.clientId, client.id), eq(obligations.ruleId, ruleId)))
    .orderBy(obligations.dueDate);
  return row!.id;
}

function proofForm(fields: Record<string, string>, file = { bytes: makePdf([['Ricevuta di deposito']]), name: 'ricevuta.pdf' }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
  return form;
}

const filesDir = path.join(t.ctx.env.DATA_DIR, 'files', 'documents');
const storedFiles = () => (fs.existsSync(filesDir) ? fs.readdirSync(filesDir) : []);

describe('GET /api/deadlines', () => {
  it('lists the open obligations due within 60 days or overdue, soonest first, with the tiles', async () => {
    const body = await list(moderator, { country: 'US' });
    expect(body.items.map((d) => d.clientName)).toEqual(['Overdue LLC', 'Soon LLC', 'tiny llc', 'Linked LLC', 'Later L.L.C.']);
    expect(body.items.map((d) => d.status)).toEqual(['In Ritardo', 'In Corso', 'In Corso', 'In Corso', 'Pianificato']);
    expect(body.items[0]).toMatchObject({
      id: await obligationOf(overdue!),
      ruleId: 'us-boi',
      type: 'BOI',
      title: 'BOI Report - Overdue LLC',
      daysRemaining: -2,
      dueDate: addDays(overdue!.incorporationDate!, 60),
      priority: 'Alta',
      owner: 'Sistema Automatico',
      cost: { amount: 75, currency: 'USD' },
      countryName: 'Stati Uniti',
      authority: 'FinCEN',
    });
    const all = await list(moderator);
    // The UK company's confirmation statement, due in 10 days, is listed with them.
    expect(all.items.find((d) => d.clientId === uk!.id)).toMatchObject({ ruleId: 'gb-confirmation-statement', dueDate: addDays(ukAnniversary, 13), daysRemaining: 10 });
    expect(all.summary).toMatchObject({ overdue: 1, countries: 2 });
    expect(all.countries.map((c) => c.code)).toEqual(['GB', 'US']);
    expect(all.rules.map((r) => r.id)).toContain('gb-ct600');
    const ids = all.items.map((d) => d.clientId);
    // Not an LLC, more than 60 days away, due more than 12 months ago.
    for (const c of [notLlc, notYet, tooOld, malta]) expect(ids).not.toContain(c!.id);
    expect(all.today).toBe(today);
  });

  it('filters by search, priority, country, obligation and status; the tiles stay over all', async () => {
    let body = await list(owner, { q: 'soon' });
    expect(body.items.map((d) => d.clientName)).toEqual(['Soon LLC']);
    expect(body.summary.total).toBeGreaterThan(5);
    expect((await list(owner, { q: 'fincen' })).total).toBe(5);
    expect((await list(owner, { q: 'companies house' })).items.map((d) => d.clientName)).toEqual(['Aurora Holdings Ltd']);
    // A country's name, whatever the case: its rules' obligations.
    expect((await list(owner, { q: 'REGNO unito' })).items.map((d) => d.clientName)).toEqual(['Aurora Holdings Ltd']);
    body = await list(owner, { priority: 'Media', country: 'US' });
    expect(body.items.map((d) => d.clientName)).toEqual(['tiny llc', 'Linked LLC', 'Later L.L.C.']);
    expect((await list(owner, { priority: 'Bassa' })).items).toEqual([]);
    expect((await list(owner, { country: 'us' })).total).toBe(5);
    expect((await list(owner, { country: 'MT' })).total).toBe(0);
    expect((await list(owner, { rule: 'us-boi' })).total).toBe(5);
    expect((await list(owner, { rule: 'gb-confirmation-statement' })).items.map((d) => d.clientName)).toEqual(['Aurora Holdings Ltd']);
    expect((await list(owner, { status: 'In Ritardo' })).items.map((d) => d.clientName)).toEqual(['Overdue LLC']);
    expect((await list(owner, { status: 'Pianificato', country: 'US' })).items.map((d) => d.clientName)).toEqual(['Later L.L.C.']);
  });

  it("shows one client's every obligation, those beyond 60 days as Pianificato, priority Bassa", async () => {
    const future = await list(owner, { client: notYet!.id });
    expect(future.client).toEqual({ id: notYet!.id, companyName: 'Future LLC' });
    expect(future.items).toHaveLength(1);
    expect(future.items[0]).toMatchObject({ status: 'Pianificato', priority: 'Bassa', daysRemaining: 61 });
    const mt = await list(owner, { client: malta!.id });
    // Its first financial statements fall due more than 12 months from now.
    expect(mt.items.map((d) => d.ruleId)).toEqual(['mt-annual-return']);
    const res = await t.request('GET', '/api/deadlines', { as: owner, query: { client: '00000000-0000-4000-8000-000000000000' } });
    expect(res.status).toBe(404);
  });

  it('pages what is open first, soonest first, then what was completed, latest first', async () => {
    const [many] = await t.ctx.db.insert(clients).values({ companyName: 'Molte Scadenze Ltd', countryCode: 'GB', entityType: 'ltd', approvalStatus: 'approved' }).returning();
    const rows = Array.from({ length: 30 }, (_, i) => ({
      clientId: many!.id,
      ruleId: 'gb-confirmation-statement',
      periodKey: addDays(today, i),
      anchorDate: addDays(today, i),
      dueDate: addDays(today, i),
      completedAt: i >= 25 ? new Date() : null,
    }));
    await t.ctx.db.insert(obligations).values(rows);
    const first = await list(owner, { client: many!.id });
    expect(first.total).toBe(30);
    expect(first.items.map((d) => d.dueDate)).toEqual(rows.slice(0, 24).map((r) => r.dueDate));
    // The page size chosen in the list's footer.
    const small = await list(owner, { client: many!.id, pageSize: '10', page: '3' });
    expect([small.page, small.pageSize, small.total]).toEqual([3, 10, 30]);
    expect(small.items.map((d) => [d.dueDate, d.status === 'Completato'])).toEqual([
      ...[20, 21, 22, 23, 24].map((i) => [addDays(today, i), false]),
      ...[29, 28, 27, 26, 25].map((i) => [addDays(today, i), true]),
    ]);
    const tooBig = await t.request('GET', '/api/deadlines', { as: owner, query: { pageSize: '500' } });
    expect(tooBig.status).toBe(400);
    // Sorted by due date the other way: what is open, latest first, then what was completed, latest first.
    const latest = await list(owner, { client: many!.id, sort: 'dueDate', dir: 'desc', pageSize: '10' });
    expect(latest.items.map((d) => d.dueDate)).toEqual([24, 23, 22, 21, 20, 19, 18, 17, 16, 15].map((i) => addDays(today, i)));
    const oldestDone = await list(owner, { client: many!.id, sort: 'dueDate', dir: 'asc', pageSize: '10', page: '3' });
    expect(oldestDone.items.map((d) => d.dueDate)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29].map((i) => addDays(today, i)));
    const badSort = await t.request('GET', '/api/deadlines', { as: owner, query: { sort: 'cost' } });
    expect(badSort.status).toBe(400);
    expect(await badSort.text()).toContain('Ordinamento non valido');
    const second = await list(owner, { client: many!.id, page: '2' });
    expect(second.items.map((d) => [d.dueDate, d.status === 'Completato'])).toEqual([
      [addDays(today, 24), false],
      ...[29, 28, 27, 26, 25].map((i) => [addDays(today, i), true]),
    ]);
    const filtered = await list(owner, { client: many!.id, status: 'Completato' });
    expect(filtered.items.map((d) => d.dueDate)).toEqual([29, 28, 27, 26, 25].map((i) => addDays(today, i)));
    expect(filtered.total).toBe(5);
  });

  it('shows a role user only the obligations of their own and linked clients', async () => {
    expect((await list(alice)).items.map((d) => d.clientName)).toEqual(['Overdue LLC', 'Linked LLC']);
    const bobs = await list(bob);
    expect(bobs.items.map((d) => d.clientName)).toEqual(['Soon LLC']);
    expect(bobs.summary).toEqual({ total: 1, dueSoon: 1, overdue: 0, countries: 1 });
    expect((await t.request('GET', '/api/deadlines', { as: bob, query: { client: overdue!.id } })).status).toBe(404);
    expect((await list(alice, { client: malta!.id })).items).toHaveLength(1);
  });

  it('rejects bad filters with an Italian message and refuses visitors', async () => {
    for (const [query, field, message] of [
      [{ priority: 'Urgente' }, 'priority', 'Priorità non valida'],
      [{ status: 'Chiuso' }, 'status', 'Stato non valido'],
      [{ rule: 'it-iva' }, 'rule', 'Adempimento non valido'],
      [{ client: 'abc' }, 'client', 'Cliente non valido'],
    ] as const) {
      const res = await t.request('GET', '/api/deadlines', { as: owner, query });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION', fieldErrors: { [field]: message } });
    }
    expect((await t.request('GET', '/api/deadlines')).status).toBe(401);
  });
});

describe('Dati mancanti', () => {
  it('names, for staff, the clients a rule cannot be computed for and what they lack', async () => {
    const res = await t.request('GET', '/api/deadlines/missing-data', { as: moderator });
    expect(res.status).toBe(200);
    const body = (await res.json()) as MissingDataList;
    const scallco = body.items.find((c) => c.clientId === notLlc!.id);
    // Not an LLC by name, and no legal form: whether the BOI report binds it is unknown too.
    expect(scallco?.rules).toEqual([
      { ruleId: 'us-boi', ruleName: 'BOI Report', missing: ['Tipo di società'] },
      // A corporation's franchise tax and Form 1120 bind it too, if it is one.
      { ruleId: 'us-de-franchise-tax', ruleName: 'Delaware Annual Franchise Tax Report', missing: ['Tipo di società'] },
      { ruleId: 'us-de-llc-annual-tax', ruleName: 'Delaware LLC Annual Tax', missing: ['Tipo di società'] },
      { ruleId: 'us-form-1120', ruleName: 'Dichiarazione dei redditi della corporation (Form 1120)', missing: ['Tipo di società'] },
      { ruleId: 'us-form-5472', ruleName: 'Form 5472 con Form 1120 pro forma', missing: ['Tipo di società'] },
    ]);
    expect(body.items.find((c) => c.clientId === uk!.id)).toBeUndefined();
    expect((await t.request('GET', '/api/deadlines/missing-data', { as: alice })).status).toBe(403);
  });

  it('lists the clients in name order, a renamed one where its new name puts it', async () => {
    const names = async () => ((await (await t.request('GET', '/api/deadlines/missing-data', { as: owner })).json()) as MissingDataList).items.map((c) => c.companyName);
    const rename = async (companyName: string) =>
      expect((await t.request('PATCH', `/api/clients/${notLlc!.id}`, { as: owner, json: { field: 'companyName', value: companyName } })).status).toBe(200);
    expect((await names()).length).toBeGreaterThan(1);
    await rename('Aaa Scallco Inc');
    expect((await names())[0]).toBe('Aaa Scallco Inc');
    await rename('zzz scallco inc');
    expect((await names()).at(-1)).toBe('zzz scallco inc');
    await rename('Scallco Inc');
  });

  it('takes the client’s name for a gap written without one, as a backup from before the names restores them', async () => {
    const [lacking] = await t.ctx.db.insert(clients).values({ companyName: 'Ripristinata Ltd', countryCode: 'GB' }).returning();
    await t.ctx.pool.query(`INSERT INTO obligation_gaps (client_id, rule_id, missing) VALUES ($1, 'gb-confirmation-statement', ARRAY['Data di costituzione'])`, [lacking!.id]);
    const [gap] = await t.ctx.db.select({ companyName: obligationGaps.companyName }).from(obligationGaps).where(eq(obligationGaps.clientId, lacking!.id));
    expect(gap).toEqual({ companyName: 'Ripristinata Ltd' });
    await t.ctx.db.delete(clients).where(eq(clients.id, lacking!.id));
  });

  it('empties once the client gets what it lacked', async () => {
    const res = await t.request('PUT', `/api/clients/${notLlc!.id}`, {
      as: owner,
      json: { companyName: 'Scallco Inc', fullName: 'Titolare Scallco', countryCode: 'US', entityType: 'corp', incorporationDate: notLlc!.incorporationDate },
    });
    expect(res.status).toBe(200);
    expect(await t.ctx.db.select().from(obligationGaps).where(eq(obligationGaps.clientId, notLlc!.id))).toEqual([]);
  });
});

describe('obligations follow the client', () => {
  it('move when the incorporation date changes and change rules with the country', async () => {
    const moved = addDays(later!.incorporationDate!, -10);
    let res = await t.request('PATCH', `/api/clients/${later!.id}`, { as: owner, json: { field: 'incorporationDate', value: moved } });
    expect(res.status).toBe(200);
    expect((await list(owner, { client: later!.id })).items.map((d) => d.dueDate)).toEqual([addDays(moved, 60)]);

    res = await t.request('PATCH', `/api/clients/${lowercase!.id}`, { as: owner, json: { field: 'countryCode', value: 'GB' } });
    expect(res.status).toBe(200);
    const rules = (await list(owner, { client: lowercase!.id })).items.map((d) => d.ruleId);
    expect(rules).not.toContain('us-boi');
    // Incorporated 50 days ago: its first confirmation statement; the first UK accounts fall due beyond 12 months.
    expect(rules).toEqual(['gb-confirmation-statement']);
    const stored = await t.ctx.db.select({ ruleId: obligations.ruleId }).from(obligations).where(eq(obligations.clientId, lowercase!.id));
    expect(stored.map((o) => o.ruleId)).not.toContain('us-boi');
  });
});

describe('POST /api/deadlines/:id/complete', () => {
  it('completes with the filing date and a proof PDF, kept as a private Report of the client; the next occurrence opens', async () => {
    const id = await obligationOf(uk!, 'gb-confirmation-statement');
    const res = await t.request('POST', `/api/deadlines/${id}/complete`, { as: moderator, body: proofForm({ filedOn: today }) });
    expect(res.status).toBe(200);
    const { deadline, next } = (await res.json()) as Completion;
    expect(deadline).toMatchObject({ id, status: 'Completato', completion: { completedByName: moderator.fullName, filedOn: today } });
    const [proof] = await t.ctx.db.select().from(documents).where(eq(documents.id, deadline.completion!.proofDocumentId!));
    expect(proof).toMatchObject({ clientId: uk!.id, category: 'Report', accessLevel: 'private', fileName: 'ricevuta.pdf' });
    expect(proof!.title).toContain('Confirmation statement (CS01) - Aurora Holdings Ltd');
    // The next review period ends a year later: due 14 days after it, beyond the 12 months kept.
    expect(next).toMatchObject({ ruleId: 'gb-confirmation-statement', dueDate: addDays(addMonths(ukAnniversary, 12), 13), status: 'Pianificato', completion: null });
    // One client's view: the open ones first, then the history.
    const view = (await list(owner, { client: uk!.id })).items;
    expect(view.filter((d) => !d.completion).map((d) => d.id)).toContain(next!.id);
    expect(view.at(-1)).toMatchObject({ id, status: 'Completato' });
    const log = await t.ctx.db.select().from(activityLog).where(eq(activityLog.userId, moderator.id));
    expect(log.find((l) => l.action === 'Completamento Scadenza')?.details).toContain(`depositata il ${today.split('-').reverse().join('/')}, con prova di deposito`);
  });

  it('titles the proof within the documents\' 200 characters, however long the company name', async () => {
    const [long] = await t.ctx.db
      .insert(clients)
      .values({
        companyName: `${'Società Internazionale di Consulenza '.repeat(5)}Ltd`.slice(0, 190),
        countryCode: 'GB',
        entityType: 'ltd',
        incorporationDate: addMonths(ukAnniversary, -12),
        approvalStatus: 'approved',
      })
      .returning();
    await refreshObligations(t.ctx.db, [long!.id]);
    const res = await t.request('POST', `/api/deadlines/${await obligationOf(long!, 'gb-confirmation-statement')}/complete`, { as: owner, body: proofForm({ filedOn: today }) });
    expect(res.status).toBe(200);
    const { deadline } = (await res.json()) as Completion;
    const [proof] = await t.ctx.db.select().from(documents).where(eq(documents.id, deadline.completion!.proofDocumentId!));
    expect(proof!.title.length).toBeLessThanOrEqual(200);
    expect(proof!.title).toMatch(/^Prova di deposito - Confirmation statement \(CS01\) - Società Internazionale.*… \(\d{2}\/\d{2}\/\d{4}\)$/);
  });

  it('completes without a proof; a one-off obligation has no next; the tiles follow', async () => {
    const before = (await list(owner)).summary;
    const res = await t.request('POST', `/api/deadlines/${await obligationOf(overdue!)}/complete`, { as: admin, json: { filedOn: addDays(today, -1) } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Completion;
    expect(body.deadline.completion).toMatchObject({ completedByName: admin.fullName, filedOn: addDays(today, -1), proofDocumentId: null });
    expect(body.next).toBeNull();
    expect((await list(owner)).summary).toMatchObject({ total: before.total, overdue: before.overdue - 1 });
    // The owner of the client sees it completed too.
    expect((await list(alice)).items.find((d) => d.clientId === overdue!.id)?.status).toBe('Completato');
  });

  it('answers 409 when already completed, and a completion can be undone', async () => {
    const id = await obligationOf(overdue!);
    let res = await t.request('POST', `/api/deadlines/${id}/complete`, { as: admin, json: { filedOn: today } });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: 'Scadenza già completata' });
    const files = storedFiles().length;
    res = await t.request('POST', `/api/deadlines/${id}/complete`, { as: admin, body: proofForm({ filedOn: today }) });
    expect(res.status).toBe(409);
    expect(storedFiles()).toHaveLength(files);
    res = await t.request('DELETE', `/api/deadlines/${id}/complete`, { as: admin });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Deadline).status).toBe('In Ritardo');
    const log = await t.ctx.db.select().from(activityLog).where(eq(activityLog.userId, admin.id));
    expect(log.map((l) => l.action)).toContain('Riapertura Scadenza');
    res = await t.request('DELETE', `/api/deadlines/${id}/complete`, { as: admin });
    expect(res.status).toBe(409);
  });

  it('refuses a filing date in the future, a proof that is not a PDF and a missing date, changing nothing', async () => {
    const id = await obligationOf(soon!);
    const docs = (await t.ctx.db.select({ id: documents.id }).from(documents)).length;
    const files = storedFiles().length;
    let res = await t.request('POST', `/api/deadlines/${id}/complete`, { as: owner, json: { filedOn: addDays(today, 1) } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fieldErrors: { filedOn: 'La data non può essere successiva a oggi' } });
    res = await t.request('POST', `/api/deadlines/${id}/complete`, { as: owner, json: { filedOn: addDays(soon!.incorporationDate!, -1) } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fieldErrors: { filedOn: expect.stringMatching(/^La data di deposito non può precedere la costituzione della società \(\d{2}\/\d{2}\/\d{4}\)$/) } });
    res = await t.request('POST', `/api/deadlines/${id}/complete`, { as: owner, json: {} });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fieldErrors: { filedOn: 'La data è obbligatoria' } });
    res = await t.request('POST', `/api/deadlines/${id}/complete`, { as: owner, body: proofForm({ filedOn: addDays(today, 1) }) });
    expect(res.status).toBe(400);
    res = await t.request('POST', `/api/deadlines/${id}/complete`, {
      as: owner,
      body: proofForm({ filedOn: today }, { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'ricevuta.pdf' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'La prova di deposito deve essere un file PDF' });
    expect((await t.ctx.db.select({ id: documents.id }).from(documents)).length).toBe(docs);
    expect(storedFiles()).toHaveLength(files);
    const [row] = await t.ctx.db.select().from(obligations).where(eq(obligations.id, id));
    expect(row!.completedAt).toBeNull();
  });

  it('is refused to role user, even for their own client, and to visitors; nothing is stored', async () => {
    const id = await obligationOf(linked!);
    expect((await t.request('POST', `/api/deadlines/${id}/complete`, { as: alice, json: { filedOn: today } })).status).toBe(403);
    expect((await t.request('DELETE', `/api/deadlines/${id}/complete`, { as: alice })).status).toBe(403);
    expect((await t.request('POST', `/api/deadlines/${id}/complete`, { json: { filedOn: today } })).status).toBe(401);
    const [row] = await t.ctx.db.select().from(obligations).where(eq(obligations.id, id));
    expect(row!.completedAt).toBeNull();
  });

  it('answers 404 for an unknown obligation and 400 for a malformed id', async () => {
    let res = await t.request('POST', '/api/deadlines/00000000-0000-4000-8000-000000000000/complete', { as: owner, json: { filedOn: today } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Scadenza non trovata' });
    res = await t.request('POST', '/api/deadlines/boi:qualcosa/complete', { as: owner, json: { filedOn: today } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Scadenza non trovata' });
  });
});

describe('refreshObligations', () => {
  it('keeps completed occurrences when the client no longer owes the rule', async () => {
    const id = await obligationOf(soon!);
    await t.ctx.db.update(obligations).set({ completedAt: new Date(), completedByName: 'Archivio' }).where(eq(obligations.id, id));
    await t.ctx.db.update(clients).set({ countryCode: 'MT' }).where(eq(clients.id, soon!.id));
    await refreshObligations(t.ctx.db, [soon!.id]);
    const rows = await t.ctx.db.select().from(obligations).where(inArray(obligations.clientId, [soon!.id]));
    expect(rows.find((r) => r.id === id)?.completedByName).toBe('Archivio');
    expect(rows.filter((r) => r.ruleId.startsWith('us-') && !r.completedAt)).toEqual([]);
  });

  it('reaches back 12 months, but not before 90 days before the client was entered', async () => {
    // A UK company whose confirmation statement fell due 100 days ago.
    const values = { countryCode: 'GB', entityType: 'ltd', incorporationDate: addMonths(addDays(today, -113), -12), approvalStatus: 'approved' as const };
    const [justEntered, longKnown] = await t.ctx.db
      .insert(clients)
      .values([
        { ...values, companyName: 'Appena Arrivata Ltd' },
        { ...values, companyName: 'Cliente Storico Ltd', createdAt: new Date(Date.now() - 400 * 86_400_000) },
      ])
      .returning();
    await refreshObligations(t.ctx.db, [justEntered!.id, longKnown!.id]);
    const dueOf = async (id: string) => (await t.ctx.db.select({ dueDate: obligations.dueDate }).from(obligations).where(eq(obligations.clientId, id))).map((o) => o.dueDate);
    expect(await dueOf(justEntered!.id)).not.toContain(addDays(today, -100));
    expect(await dueOf(longKnown!.id)).toContain(addDays(today, -100));
  });

  it('gives no obligation to a client waiting for approval or rejected, and removes the open ones', async () => {
    const [waiting] = await t.ctx.db
      .insert(clients)
      .values({ companyName: 'In Attesa LLC', countryCode: 'US', incorporationDate: dueIn(10) })
      .returning();
    await refreshObligations(t.ctx.db, [waiting!.id]);
    const open = async () => (await t.ctx.db.select().from(obligations).where(eq(obligations.clientId, waiting!.id))).length;
    expect(await open()).toBe(0);
    await t.ctx.db.update(clients).set({ approvalStatus: 'approved' }).where(eq(clients.id, waiting!.id));
    await refreshObligations(t.ctx.db, [waiting!.id]);
    expect(await open()).toBe(1);
    await t.ctx.db.update(clients).set({ approvalStatus: 'rejected' }).where(eq(clients.id, waiting!.id));
    await refreshObligations(t.ctx.db, [waiting!.id]);
    expect(await open()).toBe(0);
  });

  it('refreshes, by the end of a whole-firm run, a client another transaction was changing', async () => {
    const [moving] = await t.ctx.db
      .insert(clients)
      .values({ companyName: 'In Movimento LLC', countryCode: 'US', incorporationDate: dueIn(10), approvalStatus: 'approved' })
      .returning();
    // Another server's edit, not committed yet, moves the client to the UK (without refreshing it).
    const other = await t.ctx.pool.connect();
    try {
      await other.query('begin');
      await other.query(`update clients set country_code = 'GB', entity_type = 'ltd' where id = $1`, [moving!.id]);
      const run = refreshAllObligations(t.ctx.db);
      await new Promise((r) => setTimeout(r, 300));
      await other.query('commit');
      await run;
    } finally {
      other.release();
    }
    const rules = (await t.ctx.db.select({ ruleId: obligations.ruleId }).from(obligations).where(eq(obligations.clientId, moving!.id))).map((o) => o.ruleId);
    expect(rules).not.toContain('us-boi');
    expect(rules).toContain('gb-confirmation-statement');
  });
});
