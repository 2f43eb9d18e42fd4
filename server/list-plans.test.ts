import { afterAll, describe, expect, it } from 'vitest';
import { clientListQuerySchema, type ClientListQueryInput } from '@domain/schemas/clients';
import { listClients } from './modules/clients/clients.service';
import { listMissingData } from './modules/deadlines/missing-data.service';
import { createTestApp } from './test/test-app';
import { plansOf, wholeTableReads } from './test/query-plans';

/*
 * The lists answer from indexes whatever the table's size (decision 123): on 200,000 clients,
 * each filter, search and sort a person can combine is planned without reading a big table
 * whole. A change that loses an index, or writes a condition no index serves, fails here.
 */

const t = await createTestApp();
afterAll(() => t.close());
const pool = t.ctx.pool;
const CLIENTS = 200_000;

// Clients as a real portfolio spreads them: countries weighted, names from a few dozen words,
// nine in ten with an incorporation date over eight years, created over five years; a third
// lacking some data a rule needs.
const NAMES = ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Costa', 'Rizzo'];
const WORDS = ['Portofino', 'Adriatica', 'Dolomiti', 'Aurora', 'Levante', 'Tirreno', 'Vesuvio', 'Zenit'];
const ACTIVITIES = ['Consulting', 'Holding', 'Trading', 'Digital', 'Ventures', 'Capital', 'Software', 'Logistics', 'Design', 'Group', 'Partners', 'Solutions'];
const FIRST_NAMES = ['Marco', 'Giulia', 'Luca', 'Sara', 'Paola', 'Andrea', 'Elena', 'Davide', 'Chiara', 'Matteo'];
await pool.query(
  `INSERT INTO clients (company_name, full_name, country_code, incorporation_date, approval_status, created_at)
   SELECT ($2::text[] || $3::text[])[1 + (i * 7) % 24] || ' ' || ($4::text[])[1 + (i * 11) % 12] || ' ' || i,
          ($5::text[])[1 + (i * 3) % 10] || ' ' || ($2::text[])[1 + (i * 5) % 16],
          (ARRAY['US','US','US','MT','MT','GB','GB','AE','CY','PT','HK','IE','EE','RO','BG','LT'])[1 + (i * 13) % 16],
          CASE WHEN i % 10 <> 0 THEN current_date - (i * 17) % 2920 END,
          (CASE WHEN i % 20 = 0 THEN 'pending' WHEN i % 33 = 0 THEN 'rejected' ELSE 'approved' END)::approval_status,
          now() - make_interval(mins => (i * 37) % 2628000)
   FROM generate_series(1, $1::int) i`,
  [CLIENTS, NAMES, WORDS, ACTIVITIES, FIRST_NAMES],
);
await pool.query(
  `INSERT INTO obligation_gaps (client_id, rule_id, missing)
   SELECT id, (ARRAY['us-form-5472','mt-annual-return','gb-confirmation-statement'])[1 + abs(hashtext(id::text)) % 3], ARRAY['Data di costituzione']
   FROM clients WHERE incorporation_date IS NULL OR created_at::time < '08:00'`,
);
await pool.query('ANALYZE clients, client_counts, obligation_gaps, countries');

const year = new Date().getFullYear();
const BIG_TABLES = ['clients', 'obligation_gaps'];

describe('client list', () => {
  const combinations: ClientListQueryInput[] = [
    {},
    { pageSize: 50 },
    { page: 2000 },
    { q: 'rossi' },
    { q: 'holding', country: 'US', year: year - 2, page: 2 },
    { q: 'rossi', country: 'MT', year: year - 3 },
    { q: 'marco', page: 3 },
    { q: 'portofino consulting' },
    { q: 'cipro' },
    { q: 'nessuno trova questo' },
    { country: 'GB', page: 10 },
    { year: year - 5, page: 5 },
    { country: 'LT', year: year - 1 },
    { status: 'pending' },
    ...(['companyName', 'fullName', 'countryName', 'incorporationDate', 'approvalStatus'] as const).flatMap((sort) => [
      { sort, dir: 'asc' as const },
      { sort, dir: 'desc' as const, page: 40 },
      { sort, dir: 'asc' as const, country: 'GB' },
      { sort, dir: 'desc' as const, q: 'rossi' },
    ]),
  ];
  it.each(combinations.map((input) => [JSON.stringify(input), input] as const))('%s is planned without reading a big table whole', async (_, input) => {
    const plans = await plansOf(pool, (db) => listClients(db, clientListQuerySchema.parse(input)));
    expect(wholeTableReads(plans, BIG_TABLES)).toEqual([]);
  });

  it('counts a search only so far past the page, and says there are more', async () => {
    const first = await listClients(t.ctx.db, clientListQuerySchema.parse({ q: 'consulting' }));
    expect(first).toMatchObject({ total: 10_000, totalCapped: true });
    const later = await listClients(t.ctx.db, clientListQuerySchema.parse({ q: 'consulting', page: 11 }));
    expect(later).toMatchObject({ total: 10_200, totalCapped: true });
    // A rare term is counted exactly; so is the list without a search, from the kept counts.
    const rare = await listClients(t.ctx.db, clientListQuerySchema.parse({ q: 'rossi consulting 4' }));
    expect(rare.totalCapped).toBeUndefined();
    expect(rare.total).toBeLessThan(10_000);
    expect(await listClients(t.ctx.db, clientListQuerySchema.parse({}))).toMatchObject({ total: expect.any(Number) });
    expect((await listClients(t.ctx.db, clientListQuerySchema.parse({}))).total).toBeGreaterThanOrEqual(CLIENTS);
  });
});

describe('Dati mancanti', () => {
  it.each([1, 50, 400])('page %i is planned without reading a big table whole', async (page) => {
    const plans = await plansOf(pool, (db) => listMissingData(db, page));
    expect(wholeTableReads(plans, BIG_TABLES)).toEqual([]);
  });
});
