import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type Deadline } from '@domain/deadlines';
import { addDays, todayIso } from '@domain/periods';
import { activityLog, clients, deadlineCompletions } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { deadlineSummary, type DeadlineList } from './deadlines.service';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');
const admin = await t.user('admin');
const moderator = await t.user('moderatore');
const alice = await t.user('user');
const bob = await t.user('user');

const today = todayIso();
/** Incorporation date whose BOI deadline falls `days` days from today. */
const dueIn = (days: number) => addDays(today, days - 60);

const [overdue, soon, later, linked, notLlc, notUs, notYet, tooOld, lowercase] = await t.ctx.db
  .insert(clients)
  .values([
    { companyName: 'Overdue LLC', countryCode: 'US', incorporationDate: dueIn(-2), userId: alice.id },
    { companyName: 'Soon LLC', countryCode: 'US', incorporationDate: dueIn(3), userId: bob.id },
    { companyName: 'Later L.L.C.', countryCode: 'US', incorporationDate: dueIn(40) },
    { companyName: 'Linked LLC', countryCode: 'US', incorporationDate: dueIn(20), linkedUserId: alice.id },
    { companyName: 'Scallco Inc', countryCode: 'US', incorporationDate: dueIn(5), userId: alice.id },
    { companyName: 'Malta LLC', countryCode: 'MT', incorporationDate: dueIn(5), userId: alice.id },
    { companyName: 'Future LLC', countryCode: 'US', incorporationDate: dueIn(61) },
    { companyName: 'Ancient LLC', countryCode: 'US', incorporationDate: dueIn(-400) },
    { companyName: 'tiny llc', countryCode: 'US', incorporationDate: dueIn(10) },
  ])
  .returning();

async function list(as: typeof owner, query: Record<string, string> = {}) {
  const res = await t.request('GET', '/api/deadlines', { as, query });
  expect(res.status).toBe(200);
  return (await res.json()) as DeadlineList;
}

describe('GET /api/deadlines', () => {
  it('lists the BOI deadlines of US LLCs inside the window, soonest first, with the tiles', async () => {
    const body = await list(moderator);
    expect(body.items.map((d) => d.clientName)).toEqual(['Overdue LLC', 'Soon LLC', 'tiny llc', 'Linked LLC', 'Later L.L.C.']);
    expect(body.items.map((d) => d.status)).toEqual(['In Ritardo', 'In Corso', 'In Corso', 'In Corso', 'Pianificato']);
    expect(body.items[0]).toMatchObject({
      id: `boi:${overdue!.id}`,
      daysRemaining: -2,
      dueDate: addDays(overdue!.incorporationDate!, 60),
      priority: 'Alta',
      owner: 'Sistema Automatico',
      cost: { amount: 75, currency: 'USD' },
      countryName: 'Stati Uniti',
    });
    expect(body.summary).toEqual({ total: 5, dueSoon: 1, overdue: 1, countries: 1 });
    expect(body.countries).toEqual([{ code: 'US', name: 'Stati Uniti', count: 5 }]);
    expect(body.today).toBe(today);
    const ids = body.items.map((d) => d.clientId);
    for (const c of [notLlc, notUs, notYet, tooOld]) expect(ids).not.toContain(c!.id);
    expect(ids).toContain(lowercase!.id);
    expect(ids).toContain(later!.id);
  });

  it('filters by search, priority and country; the tiles stay over all deadlines', async () => {
    let body = await list(owner, { search: 'soon' });
    expect(body.items.map((d) => d.clientName)).toEqual(['Soon LLC']);
    expect(body.total).toBe(1);
    expect(body.summary.total).toBe(5);
    body = await list(owner, { priority: 'Media' });
    expect(body.items.map((d) => d.clientName)).toEqual(['tiny llc', 'Linked LLC', 'Later L.L.C.']);
    body = await list(owner, { priority: 'Bassa' });
    expect(body.items).toEqual([]);
    body = await list(owner, { country: 'us' });
    expect(body.total).toBe(5);
    body = await list(owner, { country: 'MT' });
    expect(body.total).toBe(0);
  });

  it('shows a role user only the deadlines of their own and linked clients', async () => {
    expect((await list(alice)).items.map((d) => d.clientName)).toEqual(['Overdue LLC', 'Linked LLC']);
    expect((await list(bob)).items.map((d) => d.clientName)).toEqual(['Soon LLC']);
    expect(await deadlineSummary(t.ctx.db, { id: bob.id, email: bob.email, name: bob.fullName, role: 'user', sessionId: 'x' })).toEqual({
      total: 1,
      dueSoon: 1,
      overdue: 0,
      countries: 1,
    });
  });

  it('rejects bad filters with an Italian message and refuses visitors', async () => {
    const res = await t.request('GET', '/api/deadlines', { as: owner, query: { priority: 'Urgente' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION', fieldErrors: { priority: 'Priorità non valida' } });
    expect((await t.request('GET', '/api/deadlines')).status).toBe(401);
  });
});

describe('POST /api/deadlines/:id/complete', () => {
  it('lets each staff role mark a deadline Completato, kept with who and when and logged', async () => {
    for (const [as, client] of [[owner, overdue], [admin, soon], [moderator, later]] as const) {
      const res = await t.request('POST', `/api/deadlines/boi:${client!.id}/complete`, { as });
      expect(res.status).toBe(200);
      const d = (await res.json()) as Deadline;
      expect(d.status).toBe('Completato');
      expect(d.completion?.completedByName).toBe(as.fullName);
      const [row] = await t.ctx.db.select().from(deadlineCompletions).where(eq(deadlineCompletions.deadlineId, `boi:${client!.id}`));
      expect(row?.completedBy).toBe(as.id);
      expect(row?.completedAt).toBeInstanceOf(Date);
      const log = await t.ctx.db.select().from(activityLog).where(eq(activityLog.userId, as.id));
      expect(log.map((l) => l.action)).toContain('Completamento Scadenza');
      expect(log.find((l) => l.action === 'Completamento Scadenza')?.details).toContain(`BOI Report - ${client!.companyName}`);
    }
    const body = await list(owner);
    expect(body.items.find((d) => d.clientId === overdue!.id)?.status).toBe('Completato');
    // The completed overdue one leaves the overdue count; the completed due-soon one leaves the 7-day count.
    expect(body.summary).toEqual({ total: 5, dueSoon: 0, overdue: 0, countries: 1 });
    // The owner of the client sees it completed too.
    expect((await list(alice)).items.find((d) => d.clientId === overdue!.id)?.completion?.completedByName).toBe(owner.fullName);
  });

  it('answers 409 when already completed, and a completion can be undone', async () => {
    let res = await t.request('POST', `/api/deadlines/boi:${overdue!.id}/complete`, { as: admin });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: 'Scadenza già completata' });
    res = await t.request('DELETE', `/api/deadlines/boi:${overdue!.id}/complete`, { as: admin });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Deadline).status).toBe('In Ritardo');
    expect(await t.ctx.db.select().from(deadlineCompletions).where(eq(deadlineCompletions.deadlineId, `boi:${overdue!.id}`))).toHaveLength(0);
    const log = await t.ctx.db.select().from(activityLog).where(eq(activityLog.userId, admin.id));
    expect(log.map((l) => l.action)).toContain('Riapertura Scadenza');
    expect((await list(owner)).summary.overdue).toBe(1);
    res = await t.request('DELETE', `/api/deadlines/boi:${overdue!.id}/complete`, { as: admin });
    expect(res.status).toBe(409);
  });

  it('is refused to role user, even for their own client, and to visitors; nothing is stored', async () => {
    const path = `/api/deadlines/boi:${linked!.id}/complete`;
    expect((await t.request('POST', path, { as: alice })).status).toBe(403);
    expect((await t.request('DELETE', path, { as: alice })).status).toBe(403);
    expect((await t.request('POST', path)).status).toBe(401);
    expect(await t.ctx.db.select().from(deadlineCompletions).where(eq(deadlineCompletions.deadlineId, `boi:${linked!.id}`))).toHaveLength(0);
  });

  it('answers 404 for a client with no listed deadline and 400 for a malformed id', async () => {
    for (const c of [notLlc, notUs, notYet, tooOld]) {
      const res = await t.request('POST', `/api/deadlines/boi:${c!.id}/complete`, { as: owner });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: 'Scadenza non trovata' });
    }
    const res = await t.request('POST', '/api/deadlines/qualcosa/complete', { as: owner });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Scadenza non trovata' });
  });
});
