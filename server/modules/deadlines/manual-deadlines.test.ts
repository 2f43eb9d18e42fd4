import ICAL from 'ical.js';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Deadline } from '@domain/deadlines';
import { addDays, addMonths, todayIso } from '@domain/periods';
import { activityLog, clients, mailMessages, manualObligations, obligations } from '../../platform/db/schema';
import { createTestApp, TEST_APP_URL, type TestUser } from '../../test/test-app';
import { sendReminders } from '../reminders/reminders.service';
import type { Completion } from './deadline-completion.service';
import type { DeadlineList } from './deadlines.service';
import { refreshAllObligations, refreshObligations } from './obligations';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');
const admin = await t.user('admin');
const moderator = await t.user('moderatore');
const alice = await t.user('user');
const bob = await t.user('user');

const today = todayIso();
const db = t.ctx.db;

async function company(companyName: string, fields: Partial<typeof clients.$inferInsert> = {}) {
  const [row] = await db.insert(clients).values({ companyName, countryCode: 'GB', approvalStatus: 'approved', ...fields }).returning();
  return row!;
}

const base = (clientId: string, fields: Record<string, unknown> = {}) => ({
  clientId,
  title: 'Dichiarazione IVA',
  authority: 'HMRC',
  dueDate: addDays(today, 20),
  recurrence: 'quarterly',
  note: 'Chiedere gli estratti conto al cliente',
  ...fields,
});

async function create(as: TestUser, json: Record<string, unknown>): Promise<Deadline> {
  const res = await t.request('POST', '/api/deadlines/manual', { as, json });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Deadline;
}

async function complete(id: string, filedOn = today): Promise<Completion> {
  const res = await t.request('POST', `/api/deadlines/${id}/complete`, { as: moderator, json: { filedOn } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Completion;
}

async function list(as: TestUser, query: Record<string, string> = {}) {
  const res = await t.request('GET', '/api/deadlines', { as, query });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as DeadlineList;
}

/** Every occurrence of a manual obligation: due date and whether completed, by date. */
async function occurrences(manualId: string) {
  const rows = await db.select({ dueDate: obligations.dueDate, completedAt: obligations.completedAt }).from(obligations).where(eq(obligations.manualObligationId, manualId)).orderBy(obligations.dueDate);
  return rows.map((r) => [r.dueDate, r.completedAt ? 'completata' : 'aperta']);
}

async function lastActivity() {
  const [row] = await db.select({ action: activityLog.action, details: activityLog.details }).from(activityLog).orderBy(activityLog.id).limit(1).offset((await db.select({ n: count() }).from(activityLog))[0]!.n - 1);
  return row!;
}

describe('Nuova Scadenza', () => {
  it('adds an obligation by hand: a card like the rules’ ones, badge Manuale, its note, by its title and authority', async () => {
    const vat = await company('Iva Trimestrale Ltd', { userId: alice.id });
    const card = await create(admin, base(vat.id));
    expect(card).toMatchObject({
      ruleId: 'manual',
      type: 'Manuale',
      title: 'Dichiarazione IVA - Iva Trimestrale Ltd',
      authority: 'HMRC',
      note: 'Chiedere gli estratti conto al cliente',
      description: 'Scadenza aggiunta a mano, ricorrenza trimestrale',
      owner: admin.fullName,
      cost: null,
      dueDate: addDays(today, 20),
      status: 'In Corso',
      priority: 'Media',
      daysRemaining: 20,
      countryCode: 'GB',
      countryName: 'Regno Unito',
      clientId: vat.id,
      completion: null,
      manual: { title: 'Dichiarazione IVA', recurrence: 'quarterly' },
    });
    expect(await lastActivity()).toEqual({ action: 'Creazione Scadenza', details: `Dichiarazione IVA - Iva Trimestrale Ltd (scadenza ${formatIt(addDays(today, 20))}, ricorrenza trimestrale)` });

    // Listed, counted and filtered like any other obligation; the client's own login reads it, another does not.
    const all = await list(moderator, { q: 'Iva Trimestrale' });
    expect(all.items.map((d) => d.id)).toEqual([card.id]);
    expect((await list(moderator, { rule: 'manual', country: 'GB' })).items.map((d) => d.id)).toContain(card.id);
    expect((await list(moderator, { country: 'US', q: 'Iva Trimestrale' })).items).toEqual([]);
    expect((await list(moderator, { q: 'hmrc' })).items.map((d) => d.id)).toContain(card.id);
    const tabs = await list(moderator);
    expect(tabs.countries.find((c) => c.code === 'GB')!.count).toBeGreaterThanOrEqual(1);
    expect((await list(alice)).items.map((d) => d.id)).toEqual([card.id]);
    expect((await list(alice)).items[0]!.manual).not.toBeNull();
    expect((await list(bob)).items).toEqual([]);
    // The dashboard's 7-day card counts it once it is that close.
    const dueSoon = async () => {
      const res = await t.request('GET', '/api/dashboard/summary', { as: alice });
      return ((await res.json()) as { stats: { upcomingDeadlines: number } }).stats.upcomingDeadlines;
    };
    const before = await dueSoon();
    await create(owner, base(vat.id, { dueDate: addDays(today, 6), title: 'Licenza' }));
    expect(await dueSoon()).toBe(before + 1);
  });

  it('completing an occurrence opens the next of its series, which keeps its day (31 January, 28 February, 31 March)', async () => {
    const monthly = await company('Fine Mese Ltd');
    const first = await create(owner, base(monthly.id, { dueDate: '2027-01-31', recurrence: 'monthly' }));
    const manualId = first.manual!.id;
    let done = await complete(first.id);
    expect(done.deadline.status).toBe('Completato');
    expect(done.next).toMatchObject({ dueDate: '2027-02-28', type: 'Manuale', title: 'Dichiarazione IVA - Fine Mese Ltd' });
    done = await complete(done.next!.id);
    expect(done.next!.dueDate).toBe('2027-03-31');
    expect(await occurrences(manualId)).toEqual([
      ['2027-01-31', 'completata'],
      ['2027-02-28', 'completata'],
      ['2027-03-31', 'aperta'],
    ]);

    // Quarterly and yearly: three and twelve months on, 29 February falling on the 28th in other years.
    const quarterly = await create(owner, base(monthly.id, { dueDate: '2027-11-30', recurrence: 'quarterly', title: 'Trimestrale' }));
    expect((await complete(quarterly.id)).next!.dueDate).toBe('2028-02-29');
    const yearly = await create(owner, base(monthly.id, { dueDate: '2028-02-29', recurrence: 'yearly', title: 'Licenza' }));
    expect((await complete(yearly.id)).next!.dueDate).toBe('2029-02-28');

    // A one-off has no next.
    const once = await create(owner, base(monthly.id, { recurrence: 'none', title: 'Una tantum' }));
    expect(once.description).toBe('Scadenza aggiunta a mano, una tantum');
    expect((await complete(once.id)).next).toBeNull();
    expect(await occurrences(once.manual!.id)).toEqual([[once.dueDate, 'completata']]);
  });

  it('reopening the latest completion takes back the next occurrence it opened', async () => {
    const acme = await company('Riapertura Ltd');
    const first = await create(owner, base(acme.id, { dueDate: '2027-01-15', recurrence: 'quarterly' }));
    const { next } = await complete(first.id);
    expect(next!.dueDate).toBe('2027-04-15');
    const res = await t.request('DELETE', `/api/deadlines/${first.id}/complete`, { as: admin });
    expect(res.status).toBe(200);
    expect(await occurrences(first.manual!.id)).toEqual([['2027-01-15', 'aperta']]);
  });

  it('Modifica Scadenza: the open occurrence takes the new date and the series goes on from it; completed ones stay', async () => {
    const acme = await company('Modifica Ltd');
    const first = await create(owner, base(acme.id, { dueDate: '2027-01-31', recurrence: 'monthly' }));
    const manualId = first.manual!.id;
    const { next } = await complete(first.id);
    const res = await t.request('PUT', `/api/deadlines/manual/${manualId}`, {
      as: moderator,
      json: { title: 'Buste paga', authority: 'INPS', dueDate: '2027-03-10', recurrence: 'quarterly', note: '' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const edited = (await res.json()) as Deadline;
    // The same occurrence (reminders and calendars follow its id), moved.
    expect(edited).toMatchObject({ id: next!.id, title: 'Buste paga - Modifica Ltd', authority: 'INPS', note: '', dueDate: '2027-03-10', manual: { recurrence: 'quarterly' } });
    expect(await occurrences(manualId)).toEqual([
      ['2027-01-31', 'completata'],
      ['2027-03-10', 'aperta'],
    ]);
    expect((await complete(edited.id)).next!.dueDate).toBe('2027-06-10');
    expect(await lastActivity()).toMatchObject({ action: 'Completamento Scadenza' });
    const log = await db.select().from(activityLog).where(eq(activityLog.action, 'Modifica Scadenza'));
    expect(log.map((l) => l.details)).toContain('Buste paga - Modifica Ltd (scadenza 10/03/2027, ricorrenza trimestrale)');

    // Not on or before the latest completed one: the series would go back over what was filed.
    const back = await t.request('PUT', `/api/deadlines/manual/${manualId}`, { as: owner, json: { title: 'Buste paga', authority: 'INPS', dueDate: '2027-03-10', recurrence: 'monthly', note: '' } });
    expect(back.status).toBe(400);
    expect(((await back.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ dueDate: "La scadenza deve essere successiva all'ultima completata (10/03/2027)" });
    expect(await occurrences(manualId)).toEqual([
      ['2027-01-31', 'completata'],
      ['2027-03-10', 'completata'],
      ['2027-06-10', 'aperta'],
    ]);
  });

  it('Eliminazione Scadenza: the open occurrence goes, the completed ones stay as records', async () => {
    const acme = await company('Elimina Ltd');
    const first = await create(owner, base(acme.id, { recurrence: 'monthly' }));
    const manualId = first.manual!.id;
    const { next } = await complete(first.id);
    const res = await t.request('DELETE', `/api/deadlines/manual/${manualId}`, { as: moderator });
    expect(res.status).toBe(200);
    expect(await occurrences(manualId)).toEqual([[first.dueDate, 'completata']]);
    const view = await list(owner, { client: acme.id });
    expect(view.items.map((d) => [d.title, d.status])).toEqual([['Dichiarazione IVA - Elimina Ltd', 'Completato']]);
    expect(await lastActivity()).toEqual({ action: 'Eliminazione Scadenza', details: 'Dichiarazione IVA - Elimina Ltd' });
    // Gone for good: no edit, no second deletion, its former next occurrence no more.
    expect((await t.request('DELETE', `/api/deadlines/manual/${manualId}`, { as: moderator })).status).toBe(404);
    expect((await t.request('PUT', `/api/deadlines/manual/${manualId}`, { as: owner, json: { title: 'X', authority: 'Y', dueDate: today, recurrence: 'none', note: '' } })).status).toBe(404);
    expect((await t.request('POST', `/api/deadlines/${next!.id}/complete`, { as: owner, json: { filedOn: today } })).status).toBe(404);
  });

  it('the refresh from the rules never removes nor moves an obligation added by hand', async () => {
    // A UK company whose rules give it obligations of its own, and one the rules give nothing (no form).
    const ltd = await company('Regole Ltd', { entityType: 'ltd', incorporationDate: addMonths(today, -6) });
    const bare = await company('Senza Regole Ltd');
    await refreshObligations(db, [ltd.id, bare.id]);
    const a = await create(owner, base(ltd.id));
    const b = await create(owner, base(bare.id, { dueDate: addDays(today, -400) }));
    const before = await db.select().from(obligations).where(eq(obligations.ruleId, 'manual'));
    const counts = await refreshObligations(db, [ltd.id, bare.id]);
    expect(counts.removed).toBe(0);
    await refreshAllObligations(db);
    // A client no longer approved loses its rules' open obligations; the manual ones are staff's to delete.
    await db.update(clients).set({ approvalStatus: 'rejected' }).where(eq(clients.id, bare.id));
    await refreshObligations(db, [bare.id]);
    expect(await db.select().from(obligations).where(eq(obligations.ruleId, 'manual'))).toEqual(before);
    expect(before.map((o) => o.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('reminds staff and the client of an obligation added by hand, by its title and authority', async () => {
    const acme = await company('Promemoria Ltd', { userId: alice.id, remindClient: true });
    const card = await create(owner, base(acme.id, { dueDate: addDays(today, 5), title: 'Rinnovo licenza', authority: 'Comune di Milano' }));
    await db.delete(mailMessages);
    await sendReminders(t.ctx, today);
    const mails = await db.select({ to: mailMessages.recipient, subject: mailMessages.subject, text: mailMessages.textBody }).from(mailMessages);
    const about = mails.filter((m) => m.text?.includes('Rinnovo licenza'));
    expect(about.map((m) => m.to)).toEqual(expect.arrayContaining([owner.email, admin.email, alice.email]));
    const own = about.find((m) => m.to === alice.email)!;
    expect(own.subject).toBe(`Promemoria: Rinnovo licenza - Promemoria Ltd scade il ${formatIt(addDays(today, 5))}`);
    expect(own.text).toContain('Comune di Milano');
    expect(own.text).toContain(`${TEST_APP_URL}/scadenze?cliente=${acme.id}#obbligo-${card.id}`);
  });

  it("is an event of the calendar feeds of staff and of the client's login, named by its title and authority", async () => {
    const acme = await company('Calendario Ltd', { linkedUserId: bob.id });
    const card = await create(owner, base(acme.id, { dueDate: addDays(today, 12), title: 'Rinnovo PEC', authority: 'Aruba' }));
    for (const who of [moderator, bob]) {
      const res = await t.request('GET', '/api/profile/calendar-feed', { as: who });
      const url = ((await res.json()) as { url: string }).url;
      const feed = await t.request('GET', url.slice(TEST_APP_URL.length));
      expect(feed.status).toBe(200);
      const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      const event = events.find((e) => e.uid === `${card.id}@localhost`)!;
      expect(event.summary).toBe('Rinnovo PEC - Calendario Ltd');
      expect(event.description).toContain('Ente: Aruba');
      expect(event.startDate.toString()).toBe(addDays(today, 12));
    }
  });

  it('tells calendars it changed when its title or note is edited, not only its date', async () => {
    const acme = await company('Modificato Ltd');
    const card = await create(owner, base(acme.id, { dueDate: addDays(today, 20), title: 'Rinnovo marchio', authority: 'UIBM' }));
    const res = await t.request('GET', '/api/profile/calendar-feed', { as: owner });
    const url = ((await res.json()) as { url: string }).url.slice(TEST_APP_URL.length);
    const lastModified = async () => {
      const events = new ICAL.Component(ICAL.parse(await (await t.request('GET', url)).text())).getAllSubcomponents('vevent');
      const event = events.find((v) => v.getFirstPropertyValue('uid') === `${card.id}@localhost`)!;
      return { summary: event.getFirstPropertyValue('summary'), at: (event.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().getTime() };
    };
    const before = await lastModified();
    // Calendars read whole seconds: the edit comes in a later one.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const edited = await t.request('PUT', `/api/deadlines/manual/${card.manual!.id}`, {
      as: owner,
      json: { title: 'Rinnovo marchio UE', authority: 'EUIPO', dueDate: addDays(today, 20), recurrence: 'none', note: 'Classe 35' },
    });
    expect(edited.status).toBe(200);
    const after = await lastModified();
    expect(after.summary).toBe('Rinnovo marchio UE - Modificato Ltd');
    expect(after.at).toBeGreaterThan(before.at);
  });

  it('refuses bad input with Italian messages on the fields and saves nothing', async () => {
    const acme = await company('Input Ltd');
    const pending = await company('In Attesa Ltd', { approvalStatus: 'pending' });
    const before = (await db.select({ n: count() }).from(manualObligations))[0]!.n;
    const refused = async (json: Record<string, unknown>) => {
      const res = await t.request('POST', '/api/deadlines/manual', { as: owner, json });
      expect(res.status).toBe(400);
      return ((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors;
    };
    expect(await refused({ clientId: '', title: ' ', authority: '', dueDate: '', recurrence: '', note: '' })).toEqual({
      clientId: 'Scegli il cliente',
      title: 'Il titolo è obbligatorio',
      authority: "L'autorità è obbligatoria",
      dueDate: 'La data è obbligatoria',
      recurrence: 'Scegli la ricorrenza',
    });
    expect(await refused(base(acme.id, { dueDate: '2027-02-30' }))).toEqual({ dueDate: 'Data non valida' });
    expect(await refused(base(acme.id, { dueDate: '0227-02-10' }))).toEqual({ dueDate: 'La scadenza deve cadere tra il 2000 e il 2099' });
    expect(await refused(base(acme.id, { recurrence: 'weekly' }))).toEqual({ recurrence: 'Scegli la ricorrenza' });
    expect(await refused(base(acme.id, { title: 'x'.repeat(201) }))).toEqual({ title: 'Il titolo è troppo lungo (massimo 200 caratteri)' });
    expect(await refused(base('00000000-0000-4000-8000-000000000000'))).toEqual({ clientId: 'Cliente non trovato' });
    expect(await refused(base(pending.id))).toEqual({ clientId: 'Il cliente non è ancora approvato: le sue scadenze partono con l’approvazione' });
    expect((await db.select({ n: count() }).from(manualObligations))[0]!.n).toBe(before);
    const card = await create(owner, base(acme.id));
    const edit = await t.request('PUT', `/api/deadlines/manual/${card.manual!.id}`, { as: owner, json: { title: '', authority: 'HMRC', dueDate: 'domani', recurrence: 'none', note: '' } });
    expect(edit.status).toBe(400);
    expect(((await edit.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ title: 'Il titolo è obbligatorio', dueDate: 'Data non valida' });
    expect(await db.select({ title: manualObligations.title }).from(manualObligations).where(eq(manualObligations.id, card.manual!.id))).toEqual([{ title: 'Dichiarazione IVA' }]);
  });

  it('is for staff only: a role user is refused (403) even for their own client, anonymous 401', async () => {
    const own = await company('Propria Ltd', { userId: alice.id });
    const card = await create(owner, base(own.id));
    const manualId = card.manual!.id;
    const calls = [
      ['POST', '/api/deadlines/manual', base(own.id)],
      ['PUT', `/api/deadlines/manual/${manualId}`, { title: 'X', authority: 'Y', dueDate: today, recurrence: 'none', note: '' }],
      ['DELETE', `/api/deadlines/manual/${manualId}`, undefined],
    ] as const;
    for (const [method, path, json] of calls) {
      expect((await t.request(method, path, { as: alice, ...(json ? { json } : {}) })).status).toBe(403);
      expect((await t.request(method, path, { as: null, ...(json ? { json } : {}) })).status).toBe(401);
    }
    expect((await t.request('POST', `/api/deadlines/${card.id}/complete`, { as: alice, json: { filedOn: today } })).status).toBe(403);
    expect(await db.select({ title: manualObligations.title, deletedAt: manualObligations.deletedAt }).from(manualObligations).where(eq(manualObligations.id, manualId))).toEqual([{ title: 'Dichiarazione IVA', deletedAt: null }]);
    // Read-only, like every obligation of their clients.
    expect((await list(alice)).items.map((d) => d.id)).toContain(card.id);
  });
});

describe('the horizon of /scadenze', () => {
  it('lists what is open within 60 days by default, within 12 months, or all; a search finds a company’s every open obligation', async () => {
    const far = await company('Orizzonte Lontano Ltd');
    const soon = await create(owner, base(far.id, { dueDate: addDays(today, 30), title: 'Tra un mese', recurrence: 'none' }));
    const months = await create(owner, base(far.id, { dueDate: addDays(today, 200), title: 'Tra sei mesi', recurrence: 'none' }));
    const years = await create(owner, base(far.id, { dueDate: addMonths(today, 30), title: 'Tra trenta mesi', recurrence: 'none' }));
    const overdue = await create(owner, base(far.id, { dueDate: addDays(today, -3), title: 'Scaduta', recurrence: 'none' }));
    const ids = async (query: Record<string, string>) => {
      const body = await list(owner, { rule: 'manual', ...query, pageSize: '48' });
      return body.items.filter((d) => d.clientId === far.id).map((d) => d.id);
    };
    expect(await ids({})).toEqual([overdue.id, soon.id]);
    expect(await ids({ horizon: '60d' })).toEqual([overdue.id, soon.id]);
    expect(await ids({ horizon: '12m' })).toEqual([overdue.id, soon.id, months.id]);
    expect(await ids({ horizon: 'all' })).toEqual([overdue.id, soon.id, months.id, years.id]);
    // A search for the company shows all of its open obligations, whatever the horizon.
    expect(await ids({ q: 'orizzonte lontano' })).toEqual([overdue.id, soon.id, months.id, years.id]);

    // The tiles and the pager count what each horizon lists: 12 months add those due beyond 60 days (priority Bassa).
    const within60 = await list(owner);
    const within12 = await list(owner, { horizon: '12m' });
    const everything = await list(owner, { horizon: 'all' });
    const beyond60 = async (horizon: string) => (await list(owner, { horizon, priority: 'Bassa' })).total;
    expect(within12.summary.total - within60.summary.total).toBe((await beyond60('12m')) - (await beyond60('60d')));
    expect(within12.summary.total - within60.summary.total).toBeGreaterThanOrEqual(1);
    expect(everything.summary.total).toBeGreaterThan(within12.summary.total);
    expect(everything.total).toBe(everything.summary.total);
    const searched = await list(owner, { q: 'orizzonte lontano' });
    expect(searched.total).toBe(4);
    expect(months.status).toBe('Pianificato');
    expect(months.priority).toBe('Bassa');

    const bad = await t.request('GET', '/api/deadlines', { as: owner, query: { horizon: '5y' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ horizon: 'Orizzonte non valido' });
  });
});

function formatIt(date: string): string {
  return date.split('-').reverse().join('/');
}
