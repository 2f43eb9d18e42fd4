import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@domain/periods';
import { clients, obligations } from '../../platform/db/schema';
import { createClientRow } from '../../seed/factories/clients';
import { makePdf } from '../../seed/factories/pdf';
import { createTestApp } from '../../test/test-app';
import { compactOpenCounts, refreshObligations } from './obligations';

/*
 * The open obligations' kept counts (decision 124) always equal a count of the obligations
 * themselves, whatever wrote them, and summing their deltas changes no total.
 */

const t = await createTestApp();
afterAll(() => t.close());
const db = t.ctx.db;
const moderator = await t.user('moderatore');
const today = todayIso();

/** Open obligations per rule and due date, counted from the obligations and from the kept counts. */
async function bothWays() {
  const counted = await db.execute<{ key: string; n: number }>(
    sql`select rule_id || ' ' || due_date as key, count(*)::int as n from obligations where completed_at is null group by 1 order by 1`,
  );
  const kept = await db.execute<{ key: string; n: number }>(
    sql`select rule_id || ' ' || due_date as key, sum(open)::int as n from obligation_open_counts group by 1 having sum(open) <> 0 order by 1`,
  );
  return { counted: counted.rows, kept: kept.rows };
}
const keptRows = async () => Number((await db.execute<{ n: string }>(sql`select count(*) as n from obligation_open_counts`)).rows[0]!.n);

async function clientWithObligations(name: string, incorporationDate = addDays(today, -200)) {
  const client = await createClientRow(db, { companyName: name, countryCode: 'GB', entityType: 'ltd', incorporationDate, approvalStatus: 'approved' });
  await refreshObligations(db, [client.id]);
  return client;
}

describe('open obligations counted as they are written', () => {
  it('follow a refresh, a completion and its undoing, a moved due date and a deleted client', async () => {
    const kept = await clientWithObligations('Conti Uno Ltd');
    const moved = await clientWithObligations('Conti Due Ltd');
    const gone = await clientWithObligations('Conti Tre Ltd');
    let both = await bothWays();
    expect(both.counted.length).toBeGreaterThan(0);
    expect(both.kept).toEqual(both.counted);

    const [first] = await db.select({ id: obligations.id }).from(obligations).where(eq(obligations.clientId, kept.id)).limit(1);
    const form = new FormData();
    form.set('filedOn', today);
    form.set('file', new Blob([new Uint8Array(makePdf([['Ricevuta']]))], { type: 'application/pdf' }), 'ricevuta.pdf');
    expect((await t.request('POST', `/api/deadlines/${first!.id}/complete`, { as: moderator, body: form })).status).toBe(200);
    both = await bothWays();
    expect(both.kept).toEqual(both.counted);
    expect((await t.request('DELETE', `/api/deadlines/${first!.id}/complete`, { as: moderator })).status).toBe(200);
    both = await bothWays();
    expect(both.kept).toEqual(both.counted);

    await db.update(clients).set({ incorporationDate: addDays(today, -100) }).where(eq(clients.id, moved.id));
    await refreshObligations(db, [moved.id]);
    await db.delete(clients).where(eq(clients.id, gone.id));
    both = await bothWays();
    expect(both.kept).toEqual(both.counted);

    // Summed: one row per key, the same totals.
    await compactOpenCounts(db);
    expect(await keptRows()).toBe(both.counted.length);
    expect((await bothWays()).kept).toEqual(both.counted);
  });

  it('keeps a delta appended while the deltas are summed, and two summings at once count nothing twice', async () => {
    await clientWithObligations('Concorrente Uno Ltd');
    // A refresh still in its transaction while the deltas are summed twice at once: its delta, appended
    // after the summings' snapshots, stays; committed, it is counted once.
    const pending = await t.ctx.pool.connect();
    try {
      await pending.query('BEGIN');
      const client = await createClientRow(db, { companyName: 'Concorrente Due Ltd', countryCode: 'GB', entityType: 'ltd', incorporationDate: addDays(today, -300), approvalStatus: 'approved' });
      await pending.query(
        `INSERT INTO obligations (client_id, rule_id, period_key, anchor_date, due_date) VALUES ($1, 'gb-confirmation-statement', 'test', $2, $2)`,
        [client.id, addDays(today, 30)],
      );
      await Promise.all([compactOpenCounts(db), compactOpenCounts(db)]);
      await pending.query('COMMIT');
    } finally {
      pending.release();
    }
    const both = await bothWays();
    expect(both.kept).toEqual(both.counted);
  });
});
