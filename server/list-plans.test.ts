import { afterAll, describe, expect, it } from 'vitest';
import { clientListQuerySchema, type ClientListQueryInput } from '@domain/schemas/clients';
import { clientsForExport, listClients } from './modules/clients/clients.service';
import { deadlineListQuerySchema, MISSING_DATA_PAGE_SIZE, SEARCH_CLIENTS_LIMIT, type DeadlineListQuery } from '@domain/schemas/deadlines';
import { COUNT_CAP, pageOffset } from '@domain/schemas/list-query';
import type { Actor } from './platform/actor';
import { listDeadlines } from './modules/deadlines/deadlines.service';
import { listMissingData } from './modules/deadlines/missing-data.service';
import { compactOpenCounts } from './modules/deadlines/obligations';
import { createTestApp } from './test/test-app';
import { indexesRead, plansOf, readsOf, rowsRead, rowsReadToDrop, statementsOf, wholeTableReads } from './test/query-plans';

/*
 * The lists answer from indexes whatever the table's size (decision 123): on 200,000 clients,
 * each filter, search and sort a person can combine is planned without reading a big table
 * whole. A change that loses an index, or writes a condition no index serves, fails here.
 */

const t = await createTestApp();
afterAll(() => t.close());
const pool = t.ctx.pool;
const CLIENTS = 200_000;

// Clients as a real portfolio spreads them, drawn at random (seeded, so every run plans the same
// rows): countries weighted, names from a few dozen words, nine in ten with an incorporation date
// over eight years, created over five years; about a third lacking some data a rule needs; two or
// three obligations each, due over three years around today, one in a hundred completed this year.
const NAMES = ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Costa', 'Rizzo'];
const WORDS = ['Portofino', 'Adriatica', 'Dolomiti', 'Aurora', 'Levante', 'Tirreno', 'Vesuvio', 'Zenit'];
const ACTIVITIES = ['Consulting', 'Holding', 'Trading', 'Digital', 'Ventures', 'Capital', 'Software', 'Logistics', 'Design', 'Group', 'Partners', 'Solutions'];
const FIRST_NAMES = ['Marco', 'Giulia', 'Luca', 'Sara', 'Paola', 'Andrea', 'Elena', 'Davide', 'Chiara', 'Matteo'];
const COUNTRIES = ['US', 'US', 'US', 'MT', 'MT', 'GB', 'GB', 'AE', 'CY', 'PT', 'HK', 'IE', 'EE', 'RO', 'BG', 'LT'];
const RULES = ['us-form-5472', 'us-de-franchise-tax', 'gb-confirmation-statement', 'mt-annual-return', 'cy-annual-levy'];
const pick = (param: number, length: number) => `($${param}::text[])[1 + floor(random() * ${length})::int]`;
const seeding = await pool.connect();
try {
  await seeding.query('SELECT setseed(0.42)');
  await seeding.query(
    `INSERT INTO clients (company_name, full_name, country_code, incorporation_date, approval_status, created_at)
     SELECT ${pick(2, NAMES.length + WORDS.length).replace('$2::text[]', '$2::text[] || $3::text[]')} || ' ' || ${pick(4, ACTIVITIES.length)} || ' ' || i,
            ${pick(5, FIRST_NAMES.length)} || ' ' || ${pick(2, NAMES.length)},
            ${pick(6, COUNTRIES.length)},
            CASE WHEN random() < 0.9 THEN current_date - floor(random() * 2920)::int END,
            (CASE WHEN random() < 0.85 THEN 'approved' WHEN random() < 0.66 THEN 'pending' ELSE 'rejected' END)::approval_status,
            now() - random() * interval '5 years'
     FROM generate_series(1, $1::int) i`,
    [CLIENTS, NAMES, WORDS, ACTIVITIES, FIRST_NAMES, COUNTRIES],
  );
  await seeding.query(
    `INSERT INTO obligation_gaps (client_id, rule_id, missing, company_name)
     SELECT id, ${pick(1, RULES.length)}, ARRAY['Data di costituzione'], company_name FROM clients WHERE random() < 0.35`,
    [RULES],
  );
  await seeding.query(
    `INSERT INTO obligations (client_id, rule_id, period_key, anchor_date, due_date, completed_at)
     SELECT id, ${pick(1, RULES.length)}, 'p' || n, due, due, CASE WHEN random() < 0.01 THEN now() - random() * interval '1 year' END
     FROM (SELECT id, n, current_date - 730 + floor(random() * 1095)::int AS due
           FROM clients CROSS JOIN generate_series(1, 3) n WHERE n < 3 OR random() < 0.5) o`,
    [RULES],
  );
} finally {
  seeding.release();
}
await compactOpenCounts(t.ctx.db);
// Statistics from every row, not a random sample, and no later analysis by autovacuum: the plans,
// and the rows they read, are the same on every run.
const TABLES = 'clients, client_counts, obligation_gaps, countries, obligations, obligation_open_counts';
for (const table of TABLES.split(', ')) await pool.query(`ALTER TABLE ${table} SET (autovacuum_enabled = false)`);
await pool.query(`SET default_statistics_target = 10000; ANALYZE ${TABLES}; RESET default_statistics_target`);
// The visibility map autovacuum would keep: an index-only walk then reads no row of the table.
await pool.query('VACUUM clients');

const year = new Date().getFullYear();
const BIG_TABLES = ['clients', 'obligation_gaps', 'obligations'];

describe('client list', () => {
  const combinations: ClientListQueryInput[] = [
    {},
    { pageSize: 50 },
    { page: 2000 },
    { q: 'rossi' },
    { q: 'holding', country: 'US', year: year - 2, page: 2 },
    { q: 'rossi', country: 'MT', year: year - 3 },
    { q: 'rossi', country: 'MT' },
    { q: 'rossi', year: year - 3 },
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
    const query = clientListQuerySchema.parse(input);
    const plans = await plansOf(pool, (db) => listClients(db, query));
    expect(wholeTableReads(plans, BIG_TABLES, pageOffset(query))).toEqual([]);
    expect(rowsReadToDrop(plans, ['clients'])).toEqual([]);
  });

  it('looks a term of 12 characters or more up by its first 12, not by its every trigram', async () => {
    for (const q of ['portofino consulting', 'rossi consulting 4']) {
      const plans = await plansOf(pool, (db) => listClients(db, clientListQuerySchema.parse({ q })));
      expect(indexesRead(plans)).toContain('clients_search_grams_idx');
      expect(indexesRead(plans)).not.toContain('clients_search_text_trgm_idx');
    }
  });

  it.each([
    { q: 'rossi', country: 'MT' },
    { q: 'holding', country: 'US', year: year - 2, page: 2 },
    { q: 'portofino', country: 'LT', sort: 'fullName', dir: 'desc' },
    { q: 'rossi', year: year - 3, sort: 'companyName', dir: 'asc' },
  ] as const)('checks a term found often on each client of a country or a year, %j, in the index that carries their names', async (input) => {
    const plans = await plansOf(pool, (db) => listClients(db, clientListQuerySchema.parse(input)));
    expect(readsOf(plans, 'clients_country_incorporation_idx')).toEqual(['Index Only Scan']);
    expect(indexesRead(plans)).not.toContain('clients_search_text_trgm_idx');
  });

  it('reads a frequent term’s matches within a country only up to the cap, then walks its page', async () => {
    const plans = await plansOf(pool, (db) => listClients(db, clientListQuerySchema.parse({ q: 'rossi', country: 'MT' })));
    const { rows } = await pool.query<{ share: number }>(`SELECT avg((search_text LIKE '%rossi%')::int)::float AS share FROM clients WHERE country_code = 'MT'`);
    // The cap's worth of Malta's clients (and a little more for the page's own walk), not twice that.
    expect(rowsRead(plans, 'clients')).toBeLessThan((1.5 * (COUNT_CAP + 1)) / rows[0]!.share);
    // The page is the newest of all of them, not of those read.
    const newest = await pool.query<{ id: string }>(`SELECT id FROM clients WHERE country_code = 'MT' AND search_text LIKE '%rossi%' ORDER BY created_at DESC, id DESC LIMIT 20`);
    const page = await listClients(t.ctx.db, clientListQuerySchema.parse({ q: 'rossi', country: 'MT' }));
    expect(page.items.map((c) => c.id)).toEqual(newest.rows.map((r) => r.id));
    expect(page).toMatchObject({ total: COUNT_CAP, totalCapped: true });
  });

  it('looks a rare term up in the trigram index, not on each client of the country', async () => {
    const plans = await plansOf(pool, (db) => listClients(db, clientListQuerySchema.parse({ q: 'zenit x', country: 'US' })));
    expect(indexesRead(plans)).toContain('clients_search_text_trgm_idx');
    expect(rowsRead(plans, 'clients')).toBeLessThan(1000);
  });

  it.each([
    [{ q: 'marco', page: 3 }, 'clients_created_id_idx', 'created_at'],
    [{ q: 'consulting', sort: 'fullName', dir: 'asc' }, 'clients_full_name_id_idx', 'full_name'],
    [{ q: 'rossi', sort: 'incorporationDate', dir: 'desc', page: 5 }, 'clients_incorporation_desc_idx', 'incorporation_date'],
  ] as const)('reads a term found often, without a country or a year, along the sort’s index up to the cap: %j', async (input, index, column) => {
    const query = clientListQuerySchema.parse(input);
    const plans = await plansOf(pool, (db) => listClients(db, query));
    // The country names the term could be, then the page and its count in one read: no count nor walk after it.
    expect(plans).toHaveLength(2);
    expect(readsOf(plans, index)).toEqual(['Index Only Scan']);
    expect(indexesRead(plans)).not.toContain('clients_search_text_trgm_idx');
    // Past the page's start, the read stops at the cap: a thousand matches and their share of the clients.
    expect(rowsRead(plans, 'clients')).toBeLessThan(20 * (pageOffset(query) + COUNT_CAP));
    // And it is the list's page, with its count capped.
    const order = query.sort ? query.dir : 'desc';
    const { rows } = await pool.query<{ id: string }>(
      `SELECT id FROM clients WHERE search_text LIKE '%' || $1 || '%' ORDER BY ${column} ${order} NULLS LAST, id ${order} LIMIT $2 OFFSET $3`,
      [query.q, query.pageSize, pageOffset(query)],
    );
    const page = await listClients(t.ctx.db, query);
    expect(page.items.map((c) => c.id)).toEqual(rows.map((r) => r.id));
    expect(page).toMatchObject({ total: pageOffset(query) + COUNT_CAP, totalCapped: true });
  });

  it('looks a rare term without a filter up in the trigram index, and sorts its few matches', async () => {
    const plans = await plansOf(pool, (db) => listClients(db, clientListQuerySchema.parse({ q: 'zenit x', sort: 'companyName', dir: 'desc' })));
    expect(plans).toHaveLength(2);
    expect(indexesRead(plans)).toContain('clients_search_text_trgm_idx');
    expect(rowsRead(plans, 'clients')).toBeLessThan(1000);
  });

  it.each([{}, { sort: 'incorporationDate', dir: 'desc' }, { sort: 'countryName', dir: 'asc', q: 'rossi' }] as const)('exports %j batch after batch, each read from where the last ended', async (input) => {
    const query = clientListQuerySchema.parse(input);
    // 40 batches of 2,000: the last starts 78,000 rows in, past what a read from the start may take.
    const plans = await plansOf(pool, async (db) => {
      let batches = 0;
      for await (const _ of clientsForExport(db, query)) if (++batches === 40) break;
    });
    expect(wholeTableReads(plans, BIG_TABLES)).toEqual([]);
  });

  it('answers a search found nowhere from its empty read of matches, without counting them again', async () => {
    const plans = await plansOf(pool, (db) => listClients(db, clientListQuerySchema.parse({ q: 'nessuno trova questo' })));
    // The country names the term could be, then the matches: no count after them.
    expect(plans).toHaveLength(2);
    expect(await listClients(t.ctx.db, clientListQuerySchema.parse({ q: 'nessuno trova questo', page: 3 }))).toMatchObject({ items: [], total: 0 });
  });

  it('counts a search only so far past the page, and says there are more', async () => {
    const first = await listClients(t.ctx.db, clientListQuerySchema.parse({ q: 'consulting' }));
    expect(first).toMatchObject({ total: COUNT_CAP, totalCapped: true });
    const later = await listClients(t.ctx.db, clientListQuerySchema.parse({ q: 'consulting', page: 11 }));
    expect(later).toMatchObject({ total: 200 + COUNT_CAP, totalCapped: true });
    // A rare term is counted exactly; so is the list without a search, from the kept counts.
    const rare = await listClients(t.ctx.db, clientListQuerySchema.parse({ q: 'rossi consulting 4' }));
    expect(rare.totalCapped).toBeUndefined();
    expect(rare.total).toBeLessThan(COUNT_CAP);
    const all = await listClients(t.ctx.db, clientListQuerySchema.parse({}));
    expect(all.totalCapped).toBeUndefined();
    expect(all.total).toBeGreaterThanOrEqual(CLIENTS);
  });
});

describe('Dati mancanti', () => {
  it.each([1, 50, 400])('page %i is planned without reading a big table whole', async (page) => {
    const plans = await plansOf(pool, (db) => listMissingData(db, page));
    expect(wholeTableReads(plans, BIG_TABLES, (page - 1) * MISSING_DATA_PAGE_SIZE)).toEqual([]);
    expect(rowsReadToDrop(plans, ['clients'])).toEqual([]);
    // The page's clients are found among the gaps alone: the clients who lack nothing are never read.
    expect(rowsRead(plans, 'clients')).toBeLessThanOrEqual(MISSING_DATA_PAGE_SIZE);
  });
});

const owner = await t.user('proprietario');

describe('/scadenze', () => {
  const staff: Actor = { id: owner.id, email: owner.email, name: owner.fullName, role: 'proprietario', sessionId: 'plans' };
  const combinations: DeadlineListQuery[] = [
    {},
    { q: 'holding' },
    { q: 'rossi consulting 4' },
    { status: 'In Ritardo', page: 3 },
    { status: 'Pianificato' },
    { country: 'GB', priority: 'Alta' },
    { page: 20 },
    { sort: 'dueDate', dir: 'desc', page: 5 },
    { horizon: 'all' },
    { rule: 'us-form-5472', page: 2 },
  ];
  it('lists the deadlines of the first clients by name of a search found in too many, and says so', async () => {
    const broad = await listDeadlines(t.ctx.db, staff, deadlineListQuerySchema.parse({ q: 'holding', horizon: 'all' }));
    expect(broad.searchTooBroad).toBe(true);
    const { rows } = await pool.query<{ name: string }>(`SELECT company_name AS name FROM clients WHERE search_text LIKE '%holding%' ORDER BY company_name, id LIMIT ${SEARCH_CLIENTS_LIMIT}`);
    const firstByName = new Set(rows.map((r) => r.name));
    expect(broad.items.length).toBeGreaterThan(0);
    for (const item of broad.items) expect(firstByName).toContain(item.clientName);
    const narrow = await listDeadlines(t.ctx.db, staff, deadlineListQuerySchema.parse({ q: 'rossi consulting 4' }));
    expect(narrow.searchTooBroad).toBeUndefined();
  });

  it('searches a client’s own companies among theirs only, however many others the term finds', async () => {
    const customer = await t.user('user');
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO clients (company_name, country_code, approval_status, user_id) VALUES ('Zeta Holding Ltd', 'GB', 'approved', $1) RETURNING id`,
      [customer.id],
    );
    await pool.query(`INSERT INTO obligations (client_id, rule_id, period_key, anchor_date, due_date) VALUES ($1, 'gb-confirmation-statement', 'own', current_date, current_date + 10)`, [rows[0]!.id]);
    const actor: Actor = { id: customer.id, email: customer.email, name: customer.fullName, role: 'user', sessionId: 'plans' };
    const found = await listDeadlines(t.ctx.db, actor, deadlineListQuerySchema.parse({ q: 'holding' }));
    expect(found.items.map((d) => d.clientName)).toEqual(['Zeta Holding Ltd']);
    expect(found.searchTooBroad).toBeUndefined();
  });

  it('reads a page in three statements: the rules switched off, the page with its rows, the tiles and tabs with their names', async () => {
    for (const input of [{}, { page: 20 }, { sort: 'dueDate', dir: 'desc', page: 5 }] as const) {
      expect(await plansOf(pool, (db) => listDeadlines(db, staff, deadlineListQuerySchema.parse(input)))).toHaveLength(3);
    }
  });

  it('sends the ids of a search’s clients once in each statement, and looks them up in one', async () => {
    const sent = await statementsOf(pool, (db) => listDeadlines(db, staff, deadlineListQuerySchema.parse({ q: 'holding' })));
    // The rules switched off; the clients, countries and manual obligations found; the open page; the tiles; the completed count; the page's rows.
    expect(sent).toHaveLength(6);
    // The open page's read and the completed half's count each name the clients, once.
    const clientIdLists = sent.map((s) => s.params.filter((p) => Array.isArray(p) && p.length === SEARCH_CLIENTS_LIMIT).length);
    expect(clientIdLists.filter((n) => n > 0)).toEqual([1, 1]);
  });

  it('answers a filter that finds nothing from its empty read of matches, without counting them again', async () => {
    const statements = async (input: DeadlineListQuery) => (await plansOf(pool, (db) => listDeadlines(db, staff, deadlineListQuerySchema.parse(input)))).length;
    // A rule no client has (Hong Kong's annual return, not in this seed). On a later page, past the
    // matches' end, they are counted once: one statement more.
    expect(await statements({ rule: 'hk-annual-return' })).toBe((await statements({ rule: 'hk-annual-return', page: 3 })) - 1);
  });

  it.each(combinations.map((input) => [JSON.stringify(input), input] as const))('%s is planned without reading a big table whole', async (_, input) => {
    const query = deadlineListQuerySchema.parse(input);
    const plans = await plansOf(pool, (db) => listDeadlines(db, staff, query));
    expect(wholeTableReads(plans, BIG_TABLES, pageOffset(query))).toEqual([]);
    expect(rowsReadToDrop(plans, ['clients'])).toEqual([]);
  });
});
