import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { addDays, addMonths, todayIso } from '@domain/periods';
import { createTestApp } from '../../test/test-app';
import { createClientRow } from '../../seed/factories/clients';
import { refreshObligations } from '../deadlines/obligations';
import { activityLog, clients, obligations, yearEndChanges } from '../../platform/db/schema';
import type { ClientPeriods } from './accounting-periods.service';

/**
 * A change of year end (UK AA01) recorded by staff: the periods that really
 * closed keep their obligations, the shortened period gets its own, and an open
 * obligation of the period that no longer exists is kept, flagged, never deleted.
 */

const t = await createTestApp();
afterAll(() => t.close());
const owner = await t.user('proprietario');
const moderator = await t.user('moderatore');
const today = todayIso();

/** A UK company incorporated `monthsAgo` months ago on the 10th: its ARD is the last day of that month (CA 2006 s.391(4)). */
async function ukClient(monthsAgo = 22) {
  const incorporationDate = `${addMonths(today, -monthsAgo).slice(0, 8)}10`;
  const ard = addDays(`${addMonths(incorporationDate, 1).slice(0, 8)}01`, -1).slice(5);
  return createClientRow(t.ctx.db, { companyName: `Periodi ${Math.random()} Ltd`, countryCode: 'GB', entityType: 'ltd', incorporationDate, financialYearEnd: ard, approvalStatus: 'approved' });
}

const periodsOf = async (id: string) => (await (await t.request('GET', `/api/clients/${id}/accounting-periods`, { as: owner })).json()) as ClientPeriods;
const openRows = (clientId: string) =>
  t.ctx.db.select().from(obligations).where(eq(obligations.clientId, clientId)).orderBy(obligations.ruleId, obligations.periodKey);

describe('POST /api/clients/:id/year-end-changes', () => {
  it('shortens the period in course: earlier periods keep their obligations, the vanished one is flagged, not deleted', async () => {
    const client = await ukClient();
    await t.request('PATCH', `/api/clients/${client.id}`, { as: owner, json: { field: 'companyName', value: client.companyName } });
    const { periods } = await periodsOf(client.id);
    const current = periods!.find((p) => p.end >= today)!;
    const previous = periods![periods!.indexOf(current) - 1]!;
    expect(current.changeable && previous.changeable).toBe(true);
    const before = await openRows(client.id);
    const ofPrevious = before.filter((o) => o.periodKey === previous.end);
    expect(ofPrevious.length).toBeGreaterThan(0);
    // The period in course ends within 3 months: its accounts are due within the 12 months listed.
    const vanishing = before.filter((o) => o.periodKey === current.end);
    expect(vanishing.map((o) => o.ruleId)).toContain('gb-annual-accounts');
    const newEnd = addDays(`${today.slice(0, 8)}01`, -1);
    expect(newEnd >= current.start).toBe(true);

    const res = await t.request('POST', `/api/clients/${client.id}/year-end-changes`, { as: owner, json: { periodStart: current.start, newEnd, notifiedOn: today } });
    expect(res.status).toBe(201);
    const after = (await res.json()) as ClientPeriods;
    expect(after.periods!.find((p) => p.start === current.start)).toMatchObject({ end: newEnd, change: { kind: 'accorciato', notifiedOn: today } });
    expect(after.periods!.find((p) => p.start === addDays(newEnd, 1))).toBeTruthy();

    const rows = await openRows(client.id);
    // The closed period's obligations are the same rows with the same dates.
    for (const o of ofPrevious) expect(rows.find((r) => r.id === o.id)).toMatchObject({ periodKey: o.periodKey, dueDate: o.dueDate, periodGoneAt: null });
    // The shortened period has its accounts: 9 months after its end, or 3 months after the notice if later.
    const accounts = rows.find((r) => r.ruleId === 'gb-annual-accounts' && r.periodKey === newEnd);
    expect(accounts).toBeTruthy();
    // Whatever hung on the old end of the period is still there, marked as gone.
    for (const o of vanishing) expect(rows.find((r) => r.id === o.id)?.periodGoneAt).toBeInstanceOf(Date);
    const [client2] = await t.ctx.db.select({ financialYearEnd: clients.financialYearEnd }).from(clients).where(eq(clients.id, client.id));
    expect(client2!.financialYearEnd).toBe(newEnd.slice(5) === '02-29' ? '02-28' : newEnd.slice(5));
    const [entry] = await t.ctx.db.select().from(activityLog).orderBy(desc(activityLog.createdAt)).limit(1);
    expect(entry).toMatchObject({ action: 'Cambio Fine Esercizio' });
  });

  it('refuses a period over 18 months, a period not in course, a second change, with Italian messages, changing nothing', async () => {
    const client = await ukClient(40);
    const { periods } = await periodsOf(client.id);
    const current = periods!.find((p) => p.end >= today)!;
    const post = (json: unknown) => t.request('POST', `/api/clients/${client.id}/year-end-changes`, { as: owner, json });
    const tooLong = await post({ periodStart: current.start, newEnd: addMonths(current.start, 18), notifiedOn: today });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).fieldErrors.newEnd).toMatch(/^Un periodo contabile non può superare 18 mesi/);
    const old = await post({ periodStart: periods![0]!.start, newEnd: addDays(periods![0]!.end, -30), notifiedOn: today });
    expect(old.status).toBe(400);
    expect((await old.json()).fieldErrors.periodStart).toBe('Si può cambiare la fine solo del periodo in corso o di quello appena chiuso, una volta');
    const badDate = await post({ periodStart: current.start, newEnd: '2026-02-30', notifiedOn: today });
    expect(badDate.status).toBe(400);
    expect(await t.ctx.db.select().from(yearEndChanges).where(eq(yearEndChanges.clientId, client.id))).toEqual([]);
    expect((await post({ periodStart: current.start, newEnd: addDays(current.end, -31), notifiedOn: today })).status).toBe(201);
    const again = await post({ periodStart: current.start, newEnd: addDays(current.end, -62), notifiedOn: today });
    expect(again.status).toBe(400);
  });

  it('is refused to a moderatore (403) and for an unknown client (404)', async () => {
    const client = await ukClient();
    const json = { periodStart: client.incorporationDate, newEnd: addDays(client.incorporationDate!, 200), notifiedOn: today };
    expect((await t.request('POST', `/api/clients/${client.id}/year-end-changes`, { as: moderator, json })).status).toBe(403);
    expect((await t.request('POST', '/api/clients/00000000-0000-4000-8000-000000000000/year-end-changes', { as: owner, json })).status).toBe(404);
    expect(await t.ctx.db.select().from(yearEndChanges).where(and(eq(yearEndChanges.clientId, client.id)))).toEqual([]);
  });
});

describe('the refresh after a change of year end', () => {
  it('keeps an open return whose period now falls due beyond the 12-month window, at its new date', async () => {
    // Worked from the law: a UK company with year end 30 June extends the period 1/7/2025–30/6/2026
    // to 9/12/2026 (17 months; CA 2006 s.392 allows up to 18, before the accounts are due on 31/3/2027).
    // Its first 12 months stay a Corporation Tax accounting period (CTA 2009 s.10(1)(i)), whose return
    // is now due 12 months after the end of the period of account: 9/12/2027 (FA 1998 Sch.18 para.14(1)(b)),
    // beyond the window of 26/11/2026, not 30/6/2027.
    const today = '2026-11-26';
    const client = await createClientRow(t.ctx.db, { companyName: `Esteso ${Math.random()} Ltd`, countryCode: 'GB', entityType: 'ltd', incorporationDate: '2024-09-23', financialYearEnd: '06-30', approvalStatus: 'approved' });
    await refreshObligations(t.ctx.db, [client.id], { today });
    const ct600 = () => openRows(client.id).then((rows) => rows.filter((r) => r.ruleId === 'gb-ct600'));
    const [before] = await ct600();
    expect(before).toMatchObject({ periodKey: '2026-06-30', dueDate: '2027-06-30' });
    await t.ctx.db.insert(yearEndChanges).values({ clientId: client.id, periodStart: '2025-07-01', previousEnd: '2026-06-30', newEnd: '2026-12-09', notifiedOn: today });
    await refreshObligations(t.ctx.db, [client.id], { today });
    expect(await ct600()).toEqual([expect.objectContaining({ id: before!.id, periodKey: '2026-06-30', dueDate: '2027-12-09', periodGoneAt: null })]);
  });
});

describe('a new client without a year end', () => {
  it('UK: gets the last day of the month of incorporation, as Companies House sets it', async () => {
    const res = await t.request('POST', '/api/clients', {
      as: owner,
      json: { companyName: 'Ard Default Ltd', fullName: 'Anna Ard', email: `ard${Math.random()}@example.it`, password: 'Sicura-Password-9', countryCode: 'GB', incorporationDate: '2024-03-15', financialYearEnd: '' },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).financialYearEnd).toBe('03-31');
  });
});

describe('properties over random companies and changes', () => {
  it('completing, recomputing and changing the year end never alter a completed row nor drop an open one unflagged', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 14, max: 40 }), fc.integer({ min: 1, max: 28 }), fc.nat(1), fc.integer({ min: 0, max: 540 }), async (monthsAgo, day, which, days) => {
        const incorporationDate = `${addMonths(today, -monthsAgo).slice(0, 8)}${String(day).padStart(2, '0')}`;
        const client = await createClientRow(t.ctx.db, { companyName: `Proprietà ${Math.random()} Ltd`, countryCode: 'GB', entityType: 'ltd', incorporationDate, approvalStatus: 'approved' });
        await refreshObligations(t.ctx.db, [client.id]);
        const first = await openRows(client.id);
        // Complete the earliest obligation, as staff would.
        const done = first[0];
        if (done) await t.ctx.db.update(obligations).set({ completedAt: new Date(), completedByName: 'Prova', filedOn: today }).where(eq(obligations.id, done.id));
        const before = await openRows(client.id);
        await refreshObligations(t.ctx.db, [client.id]);
        const { periods } = await periodsOf(client.id);
        const target = periods!.filter((p) => p.changeable)[which];
        fc.pre(target !== undefined);
        const res = await t.request('POST', `/api/clients/${client.id}/year-end-changes`, { as: owner, json: { periodStart: target!.start, newEnd: addDays(target!.start, days), notifiedOn: today } });
        expect([201, 400]).toContain(res.status);
        const after = await openRows(client.id);
        for (const row of before) {
          const now = after.find((r) => r.id === row.id);
          if (row.completedAt) expect(now).toEqual(row);
          // An open row the change did not keep as it was is either recomputed in place or flagged, never gone.
          else expect(now, `${row.ruleId} ${row.periodKey}`).toBeDefined();
        }
      }),
      { numRuns: 15 },
    );
  });
});
