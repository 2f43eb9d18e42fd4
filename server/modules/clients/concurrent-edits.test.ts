import { afterAll, describe, expect, it } from 'vitest';
import { and, count, eq, like } from 'drizzle-orm';
import pg from 'pg';
import { createTestApp } from '../../test/test-app';
import { createClientRow } from '../../seed/factories/clients';
import { activityLog, clients } from '../../platform/db/schema';

/**
 * A burst of inline edits (a person's fast typing, a script, several staff at
 * once) is work to queue, not an outage: every answer is a success or an
 * honest refusal in Italian (409, 429), never a 5xx, and every success leaves
 * exactly one activity entry. A 503 is kept for a database that cannot be
 * reached.
 */

const t = await createTestApp();
afterAll(() => t.close());
const owner = await t.user('proprietario');
const BURST = 200;

async function burst(targets: string[]): Promise<{ statuses: number[]; sent: string[] }> {
  const sent = targets.map((_, i) => `Settore ${i}`);
  const answers = await Promise.all(
    targets.map((id, i) => t.request('PATCH', `/api/clients/${id}`, { as: owner, json: { field: 'sectors', value: sent[i] } })),
  );
  for (const res of answers) {
    if (res.status !== 200) expect((await res.json()).message, `HTTP ${res.status}`).toMatch(/[a-z]/);
    else await res.body?.cancel();
  }
  return { statuses: answers.map((r) => r.status), sent };
}

const editsOf = async (companyName: string) =>
  (
    await t.ctx.db
      .select({ n: count() })
      .from(activityLog)
      .where(and(eq(activityLog.action, 'Modifica Cliente'), like(activityLog.details, `%"${companyName}"`)))
  )[0]!.n;

describe(`${BURST} concurrent inline edits`, () => {
  it('of one client: no 5xx, one activity entry per success, the final value one that was sent', async () => {
    const client = await createClientRow(t.ctx.db, { companyName: 'Raffica Unica Srl', countryCode: 'GB', entityType: 'ltd', incorporationDate: '2020-03-15', approvalStatus: 'approved' });
    const { statuses, sent } = await burst(Array.from({ length: BURST }, () => client.id));
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s !== 200 && s !== 409 && s !== 429)).toEqual([]);
    const successes = statuses.filter((s) => s === 200).length;
    expect(successes).toBe(BURST);
    expect(await editsOf('Raffica Unica Srl')).toBe(successes);
    const [after] = await t.ctx.db.select({ sectors: clients.sectors }).from(clients).where(eq(clients.id, client.id));
    expect(sent).toContain(after!.sectors);
  });

  it('of as many clients: every one saved', async () => {
    const rows = [];
    for (let i = 0; i < BURST; i++) rows.push(await createClientRow(t.ctx.db, { companyName: `Raffica ${i} Srl`, countryCode: 'HK', entityType: 'ltd', incorporationDate: '2019-07-01', approvalStatus: 'approved' }));
    const { statuses, sent } = await burst(rows.map((r) => r.id));
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s !== 200).length).toBe(0);
    const after = await t.ctx.db.select({ id: clients.id, sectors: clients.sectors }).from(clients);
    const byId = new Map(after.map((r) => [r.id, r.sectors]));
    rows.forEach((r, i) => expect(byId.get(r.id)).toBe(sent[i]));
    expect(await editsOf('Raffica 7 Srl')).toBe(1);
  });
});

describe('edits of a client whose row another transaction holds past the pool\'s 5 s wait', () => {
  it('are answered 200, 409 or 429 in Italian, never 503, and the database stays usable', async () => {
    const client = await createClientRow(t.ctx.db, { companyName: 'Bloccata Srl', approvalStatus: 'approved' });
    // A transaction outside the app's pool (a backup, a script, another server's long write) holds the row for 6 s.
    const holder = new pg.Client({ connectionString: (t.ctx.pool as unknown as { options: { connectionString: string } }).options.connectionString });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM clients WHERE id = $1 FOR UPDATE', [client.id]);
    const released = new Promise<void>((resolve) => setTimeout(() => void holder.query('COMMIT').then(() => resolve()), 6000));
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => t.request('PATCH', `/api/clients/${client.id}`, { as: owner, json: { field: 'sectors', value: `Attesa ${i}` } })),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => ![200, 409, 429].includes(s))).toEqual([]);
      for (const res of answers) if (res.status !== 200) expect((await res.json()).message).toMatch(/riprova/i);
      expect(await editsOf('Bloccata Srl')).toBe(statuses.filter((s) => s === 200).length);
    } finally {
      await released;
      await holder.end();
    }
    expect((await t.request('PATCH', `/api/clients/${client.id}`, { as: owner, json: { field: 'sectors', value: 'Dopo' } })).status).toBe(200);
  });
});
