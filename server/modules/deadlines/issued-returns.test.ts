import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Deadline } from '@domain/deadlines';
import { activityLog, clients, obligations } from '../../platform/db/schema';
import { createTestApp } from '../../test/test-app';
import { refreshObligations } from './obligations';

/**
 * Hong Kong's profits tax return (BIR51) is due one month after the IRD issues
 * it (IRD, "Profits Tax Return": "within one month from the date of issue");
 * until staff record the issue date, the Block Extension date stands in.
 */

const t = await createTestApp();
afterAll(() => t.close());
const owner = await t.user('proprietario');
const moderator = await t.user('moderatore');
const db = t.ctx.db;

/** A Hong Kong company closing on 31 December (code D), and its open return for the year to 31/12/2025. */
async function hkReturn() {
  const [client] = await db
    .insert(clients)
    .values({ companyName: `Issued ${Math.random()} Limited`, countryCode: 'HK', entityType: 'ltd', incorporationDate: '2020-05-04', financialYearEnd: '12-31', approvalStatus: 'approved', createdAt: new Date('2025-01-01T12:00:00Z') })
    .returning();
  await refreshObligations(db, [client!.id], { today: '2026-06-01' });
  const [row] = await db
    .select()
    .from(obligations)
    .where(and(eq(obligations.clientId, client!.id), eq(obligations.ruleId, 'hk-profits-tax-return'), eq(obligations.periodKey, '2025-12-31')));
  return row!;
}
const put = (id: string, issuedOn: unknown, as = owner) => t.request('PUT', `/api/deadlines/${id}/issue-date`, { as, json: { issuedOn } });
const stored = async (id: string) => (await db.select().from(obligations).where(eq(obligations.id, id)))[0]!;

describe('PUT /api/deadlines/:id/issue-date', () => {
  it('moves the due date to one month after the issue, keeps it through a refresh, and back to the estimate when cleared', async () => {
    const row = await hkReturn();
    // Code D, Block Extension: 15/08/2026, a Saturday → Monday 17/08/2026.
    expect(row.dueDate).toBe('2026-08-17');
    const res = await put(row.id, '2026-04-14');
    expect(res.status).toBe(200);
    // Issued Tuesday 14/04/2026 → one month, corresponding day: Thursday 14/05/2026, no holiday.
    expect((await res.json()) as Deadline).toMatchObject({ id: row.id, dueDate: '2026-05-14', issue: { issuedOn: '2026-04-14' } });
    await refreshObligations(db, [row.clientId]);
    expect(await stored(row.id)).toMatchObject({ dueDate: '2026-05-14', issuedOn: '2026-04-14' });
    // Issued Friday 10/04/2026 → Sunday 10/05/2026 → Monday 11/05/2026 (the rule's next working day).
    expect(((await (await put(row.id, '2026-04-10', moderator)).json()) as Deadline).dueDate).toBe('2026-05-11');
    const [entry] = await db.select().from(activityLog).orderBy(desc(activityLog.createdAt)).limit(1);
    expect(entry).toMatchObject({ action: 'Emissione Dichiarazione' });
    expect(entry!.details).toContain('emessa il 10/04/2026, scade il 11/05/2026');

    const cleared = await put(row.id, null);
    expect((await cleared.json()) as Deadline).toMatchObject({ dueDate: '2026-08-17', issue: { issuedOn: null } });
  });

  it('refuses an issue before the period ends, in the future, on another kind of deadline or a completed one, changing nothing', async () => {
    const row = await hkReturn();
    const early = await put(row.id, '2025-12-31');
    expect(early.status).toBe(400);
    expect((await early.json()).fieldErrors.issuedOn).toBe('La dichiarazione non può essere emessa prima della fine del periodo (31/12/2025)');
    const future = await put(row.id, '2999-01-01');
    expect((await future.json()).fieldErrors.issuedOn).toBe('La data non può essere successiva a oggi');
    expect((await put(row.id, '2026-02-30')).status).toBe(400);
    expect(await stored(row.id)).toMatchObject({ dueDate: '2026-08-17', issuedOn: null });

    const [annualReturn] = await db.select().from(obligations).where(and(eq(obligations.clientId, row.clientId), eq(obligations.ruleId, 'hk-annual-return'))).limit(1);
    const other = await put(annualReturn!.id, '2026-04-14');
    expect(other.status).toBe(400);
    expect((await other.json()).message).toBe('Questa scadenza non dipende da una data di emissione');

    await db.update(obligations).set({ completedAt: new Date(), completedByName: 'Prova', filedOn: '2026-05-01' }).where(eq(obligations.id, row.id));
    const done = await put(row.id, '2026-04-14');
    expect(done.status).toBe(409);
    expect(await stored(row.id)).toMatchObject({ dueDate: '2026-08-17', issuedOn: null });
  });

  it('is refused to a client (403) and for an unknown deadline (404)', async () => {
    const row = await hkReturn();
    const user = await t.user('user');
    expect((await put(row.id, '2026-04-14', user)).status).toBe(403);
    expect((await put('00000000-0000-4000-8000-000000000000', '2026-04-14')).status).toBe(404);
    expect((await stored(row.id)).issuedOn).toBeNull();
  });
});
