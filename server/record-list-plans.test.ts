import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addDays, addMonths, monthPeriod, todayIso, yearPeriod, type Period } from '@domain/periods';
import type { Scope } from '@domain/policy';
import { activityListQuerySchema } from '@domain/schemas/activity';
import { documentClientsQuerySchema, documentListQuerySchema, type AccessLevel, type DocumentListQuery } from '@domain/schemas/documents';
import { COUNT_CAP, pageOffset } from '@domain/schemas/list-query';
import { LEDGER_KINDS, ledgerListQuerySchema, type LedgerKind } from '@domain/schemas/money';
import type { Actor } from './platform/actor';
import type { Db } from './platform/db/client';
import { listActivity } from './modules/activity/activity.service';
import { listDocumentClients } from './modules/documents/document-clients.service';
import { listDocuments } from './modules/documents/documents.service';
import { accounting, analytics, ledgerSummary } from './modules/money/money-analytics.service';
import { listEntries } from './modules/money/money.service';
import { createTestApp } from './test/test-app';
import { plansOf, rowsRead, wholeTableReads } from './test/query-plans';

/*
 * The documents, the activity log and the ledgers answer from indexes whatever their size
 * (decision 123), as the client list does (list-plans.test.ts): on 200,000 documents of 200,000
 * clients, 200,000 log entries and 200,000 entries in each book, each filter, search, sort and
 * page a person can ask for is planned without reading a big table whole. A change that loses
 * an index, or writes a condition no index serves, fails here.
 */

const t = await createTestApp();
afterAll(() => t.close());
const pool = t.ctx.pool;

const owner = await t.user('proprietario');
const customer = await t.user('user');
const staff: Actor = { id: owner.id, email: owner.email, name: owner.fullName, role: 'proprietario', sessionId: 'plans' };
const roleUser: Actor = { id: customer.id, email: customer.email, name: customer.fullName, role: 'user', sessionId: 'plans' };

const PEOPLE = 2_000;
const STAFF = 20;
const CLIENTS = 200_000;
const DOCUMENTS = 200_000;
const LOG_ENTRIES = 200_000;
const LEDGER_ROWS = 200_000;

const SURNAMES = ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Costa', 'Rizzo'];
const FIRST_NAMES = ['Marco', 'Giulia', 'Luca', 'Sara', 'Paola', 'Andrea', 'Elena', 'Davide', 'Chiara', 'Matteo'];
const ACTIVITIES = ['Consulting', 'Holding', 'Trading', 'Digital', 'Ventures', 'Capital', 'Software', 'Logistics', 'Design', 'Group', 'Partners', 'Solutions'];
const COUNTRIES = ['US', 'US', 'US', 'MT', 'MT', 'GB', 'GB', 'AE', 'CY', 'PT', 'HK', 'IE', 'EE', 'RO', 'BG', 'LT'];
const CATEGORIES = ['Documenti Pubblici', 'Guide', 'Policy', 'Templates', 'Report', 'Altri'];
const TITLES = ['Statuto societario', 'Atto costitutivo', 'Visura camerale', 'Certificato di incorporazione', "Bilancio d'esercizio", 'Dichiarazione dei redditi', 'Contratto di servizi', 'Procura speciale', 'Verbale di assemblea', 'Registro dei soci', 'Estratto conto bancario', 'Fattura', 'Relazione fiscale', 'Passaporto del socio', 'Prova di residenza', 'Modulo KYC'];
const SENTENCES = [
  "La società ha sede legale presso l'agente registrato indicato nel certificato.",
  'Il capitale sociale è interamente versato e suddiviso in quote di pari valore.',
  "L'amministratore unico ha i poteri di ordinaria e straordinaria amministrazione.",
  "Il bilancio dell'esercizio evidenzia un utile netto destinato a riserva.",
  'La società non ha stabile organizzazione in Italia.',
  'Si allega la visura aggiornata con il titolare effettivo.',
  'Le operazioni in valuta sono regolate al cambio del giorno.',
  'La procura è conferita per la registrazione presso le autorità competenti.',
  'Le fatture verso clienti comunitari sono in inversione contabile.',
  'Il modulo di adeguata verifica è compilato secondo la normativa antiriciclaggio.',
];
const ACTIONS = [
  'Aggiunta Società', 'Eliminazione Società', 'Approvazione Cliente', 'Rifiuto Cliente', 'Aggiunta Spesa', 'Aggiunta Entrata', 'Aggiornamento Spesa',
  'Eliminazione Entrata', 'Caricamento Documento', 'Eliminazione Documento', 'Aggiornamento Profilo', 'Aggiornamento Password', 'Uscita Dispositivo',
  'Completamento Scadenza', 'Fascicolo Antiriciclaggio', 'Creazione Applicazione Bancaria', 'Reinvio Email', 'Aggiornamento Ruolo',
];
const DESCRIPTIONS = ['Onorario costituzione società', 'Consulenza fiscale annuale', 'Servizio di domiciliazione', 'Rinnovo agente registrato', 'Diritti camerali', 'Traduzione giurata', 'Spese notarili', 'Abbonamento software', 'Affitto ufficio', 'Commissioni bancarie', 'Pratica BOI', 'Apertura conto corrente'];
const ACCOUNTS = ['Revolut Business', 'Wise', 'Airwallex', 'Banca Sella', 'Conto USD Mercury'];

const pick = (param: number, length: number) => `($${param}::text[])[1 + floor(random() * ${length})::int]`;
/** Person number `n`'s id and name: the first STAFF are staff, the others role users. */
const personId = (n: string) => `md5('person-' || (${n}))::uuid::text`;
const personName = (n: string) => `($1::text[])[1 + (${n}) % ${FIRST_NAMES.length}] || ' ' || ($2::text[])[1 + (${n}) / ${FIRST_NAMES.length} % ${SURNAMES.length}]`;
/** Client number `n`'s id: a version 4 uuid made from the number, so documents can name their client. */
const numbered = (n: string) => `overlay(overlay(md5('client-' || (${n})) placing '4' from 13) placing '8' from 17)::uuid`;

// Drawn at random in SQL (seeded, so every run plans the same rows). Clients: one in five with its
// own login; the acting role user's are clients 1 (thousands of documents), 500 and 50,000, and
// 120,000 by a second login. Documents: drawn towards the first clients (a few hold
// thousands, most one or none), seven in ten private, titles and extracted text from a few dozen
// phrases, and rarer titles for rarer searches. Log entries: six in ten by staff, a few hundred by
// the acting role user, over five years. Ledgers: half the firm's, half the role users' (a few
// hundred the acting one's), over five years, across the firm's accounts.
const ROWS: Record<string, [string, unknown[]]> = {
  clients: [
    `INSERT INTO clients (id, company_name, full_name, country_code, user_id, linked_user_id, approval_status)
     SELECT ${numbered('i')}, ${pick(1, SURNAMES.length)} || ' ' || ${pick(2, ACTIVITIES.length)} || ' ' || i,
            ${pick(3, FIRST_NAMES.length)} || ' ' || ${pick(1, SURNAMES.length)}, ${pick(4, COUNTRIES.length)},
            CASE WHEN i IN (1, 500, 50000) THEN $5 WHEN i % 5 = 0 THEN ${personId(`${STAFF + 1} + i % ${PEOPLE - STAFF}`)} END,
            CASE WHEN i = 120000 THEN $5 END, 'approved'
     FROM generate_series(1, ${CLIENTS}) i`,
    [SURNAMES, ACTIVITIES, FIRST_NAMES, COUNTRIES, customer.id],
  ],
  documents: [
    `INSERT INTO documents (client_id, title, file_name, file_key, file_size, content_type, category, access_level, uploaded_by, content_text, created_at)
     SELECT ${numbered(`1 + floor(${CLIENTS} * random() ^ 3)::int`)}, title, 'documento-' || i || '.pdf', 'documents/plans-' || i,
            20000 + floor(random() * 2000000)::int, 'application/pdf', ${pick(2, CATEGORIES.length)},
            (CASE WHEN random() < 0.7 THEN 'private' ELSE 'shared' END)::access_level,
            CASE WHEN random() < 0.9 THEN ${personId(`1 + floor(random() * ${STAFF})::int`)} END,
            ${pick(3, SENTENCES.length)} || CASE WHEN random() < 0.5 THEN ' ' || ${pick(3, SENTENCES.length)} ELSE '' END,
            now() - random() * interval '5 years'
     FROM (SELECT i, CASE WHEN random() < 0.002 THEN 'Perizia giurata' WHEN random() < 0.0004 THEN 'Atto di trust' ELSE ${pick(1, TITLES.length)} END
                     || ' ' || (2019 + i % 7) AS title
           FROM generate_series(1, ${DOCUMENTS}) i) d`,
    [TITLES, CATEGORIES, SENTENCES],
  ],
  activity_log: [
    `INSERT INTO activity_log (user_id, user_name, action, details, created_at)
     SELECT CASE WHEN k = 0 THEN $5 ELSE ${personId('k')} END, CASE WHEN k = 0 THEN $6 ELSE ${personName('k')} END, ${pick(3, ACTIONS.length)},
            CASE WHEN random() < 0.9 THEN 'Cliente "' || ${pick(2, SURNAMES.length)} || ' ' || ${pick(4, ACTIVITIES.length)} || ' ' || k || '"' END, created
     FROM (SELECT CASE WHEN random() < 0.6 THEN 1 + floor(random() * ${STAFF})::int WHEN random() < 0.002 THEN 0
                       ELSE ${STAFF + 1} + floor(random() * ${PEOPLE - STAFF})::int END AS k,
                  now() - random() * interval '5 years' AS created
           FROM generate_series(1, ${LOG_ENTRIES})) e`,
    [FIRST_NAMES, SURNAMES, ACTIONS, ACTIVITIES, customer.id, customer.fullName],
  ],
  ...Object.fromEntries(
    (['income', 'expenses'] as const).map((table) => [
      table,
      [
        `INSERT INTO ${table} (user_id, ledger_user_id, amount, description, sender, bank_account, ${table === 'income' ? 'income_date' : 'expense_date'}, created_at)
         SELECT CASE WHEN firm THEN ${personId(`1 + floor(random() * ${STAFF})::int`)} ELSE owner END, CASE WHEN NOT firm THEN owner END,
                round((1 + random() * 9999)::numeric, 2), ${pick(1, DESCRIPTIONS.length)},
                CASE WHEN random() < 0.6 THEN ${pick(2, SURNAMES.length)} || ' ' || ${pick(3, ACTIVITIES.length)} END,
                CASE WHEN random() < 0.9 THEN ${pick(4, ACCOUNTS.length)} END, day, day + time '10:00'
         FROM (SELECT random() < 0.5 AS firm, CASE WHEN random() < 0.003 THEN $5 ELSE ${personId(`${STAFF + 1} + floor(random() * ${PEOPLE - STAFF})::int`)} END AS owner,
                      current_date - floor(random() * 5 * 365)::int AS day
               FROM generate_series(1, ${LEDGER_ROWS})) s`,
        [DESCRIPTIONS, SURNAMES, ACTIVITIES, ACCOUNTS, customer.id],
      ],
    ]),
  ),
};
/** The tables seeded on each of two connections at once, in order (the documents need their clients). */
const LANES = [
  ['clients', 'documents'],
  ['activity_log', 'income', 'expenses'],
];
/** Tables the seeded ones keep up to date by triggers. */
const KEPT = ['activity_counts', 'activity_totals', 'ledger_day_totals', 'ledger_month_totals'];

await pool.query(
  `INSERT INTO "user" (id, name, email, email_verified) SELECT ${personId('i')}, ${personName('i')}, 'persona' || i || '@piani.example.it', true FROM generate_series(1, ${PEOPLE}) i`,
  [FIRST_NAMES, SURNAMES],
);
await pool.query(`INSERT INTO user_roles (user_id, role) SELECT ${personId('i')}, (CASE WHEN i <= ${STAFF} THEN 'moderatore' ELSE 'user' END)::app_role FROM generate_series(1, ${PEOPLE}) i`);
await pool.query(`INSERT INTO profiles (id, full_name) SELECT id, name FROM "user" WHERE email LIKE '%@piani.example.it'`);
// Each seeded table's indexes and foreign keys, as its migrations left them, are built and checked
// once over all its rows instead of row by row: dropped here, made again from their own definitions
// once the rows are in. The file keys' bookkeeping (a trigger per row, migration 0011) is no part
// of the lists and waits too.
const { rows: indexes } = await pool.query<{ table: string; name: string; definition: string }>(
  `SELECT tablename AS table, indexname AS name, indexdef AS definition FROM pg_indexes i
   WHERE schemaname = 'public' AND tablename = ANY($1) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  [Object.keys(ROWS)],
);
const { rows: foreignKeys } = await pool.query<{ table: string; name: string; definition: string }>(
  `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
   WHERE contype = 'f' AND conrelid = ANY($1::regclass[])`,
  [Object.keys(ROWS)],
);
for (const index of indexes) await pool.query(`DROP INDEX "${index.name}"`);
for (const key of foreignKeys) await pool.query(`ALTER TABLE ${key.table} DROP CONSTRAINT "${key.name}"`);
await pool.query('ALTER TABLE documents DISABLE TRIGGER documents_file_key');
// No analysis by autovacuum, before or after the one below: the plans, and the rows they read, are the same on every run.
for (const table of [...Object.keys(ROWS), ...KEPT]) await pool.query(`ALTER TABLE ${table} SET (autovacuum_enabled = false)`);
await Promise.all(
  LANES.map(async (tables, lane) => {
    const connection = await pool.connect();
    try {
      await connection.query('SELECT setseed($1)', [0.42 + lane / 10]);
      await connection.query("SET maintenance_work_mem = '256MB'");
      for (const table of lane === 1 ? [...tables, ...KEPT] : tables) {
        if (ROWS[table]) await connection.query(...ROWS[table]);
        for (const index of indexes.filter((i) => i.table === table)) await connection.query(index.definition);
        for (const key of foreignKeys.filter((k) => k.table === table)) await connection.query(`ALTER TABLE ${key.table} ADD CONSTRAINT "${key.name}" ${key.definition}`);
        // Statistics from every row, not a random sample.
        await connection.query(`SET default_statistics_target = 10000; ANALYZE ${table}; RESET default_statistics_target`);
      }
    } finally {
      connection.release();
    }
  }),
);
await pool.query('ALTER TABLE documents ENABLE TRIGGER documents_file_key');

type ActivityListQueryInput = z.input<typeof activityListQuerySchema>;
type LedgerListQueryInput = z.input<typeof ledgerListQuerySchema>;
type DocumentClientsQueryInput = z.input<typeof documentClientsQuerySchema>;

const BIG_TABLES = ['clients', 'documents', 'activity_log', 'income', 'expenses', 'ledger_day_totals', 'ledger_month_totals'];
type Plan = Awaited<ReturnType<typeof plansOf>>[number];
/**
 * The plans of the statements that take the page itself (a LIMIT at the top), without the totals
 * counted beside it: where a list's total still counts every row its filter matches (noted at each
 * list below), its page is held to its indexes all the same.
 */
const pages = (plans: Plan[]) => plans.filter((plan) => plan['Node Type'] === 'Limit');

const clientNumbered = async (n: number) => (await pool.query<{ id: string }>(`SELECT ${numbered('$1::int')} AS id`, [n])).rows[0]!.id;
// Client 1 holds about 3,400 documents (and is the role user's), client 2,000 a few, client 120,000 one or none (the role user's by a second login).
const CLIENT_IDS = { large: await clientNumbered(1), small: await clientNumbered(2_000), linked: await clientNumbered(120_000) };
type DocumentsInput = Partial<Omit<DocumentListQuery, 'clientId'>> & { client?: keyof typeof CLIENT_IDS };
const documentQuery = ({ client, ...input }: DocumentsInput) => documentListQuerySchema.parse({ ...input, clientId: client && CLIENT_IDS[client] });

describe('documents', () => {
  // A word of one title in sixteen, a word of the text in a third of them, a title and its year, a
  // rarer title (about 280 of the private documents), a rare one (about 60), a term found nowhere.
  const searches = ['statuto', 'società', 'bilancio 2021', 'perizia', 'trust', 'nessuno trova questo'];
  const combinations: [AccessLevel, Actor, DocumentsInput][] = [
    ['private', staff, { client: 'large' }],
    ['private', staff, { client: 'large', page: 40 }],
    ['private', staff, { client: 'large', pageSize: 100, page: 23 }],
    ['private', staff, { client: 'small' }],
    ['shared', staff, { client: 'large', page: 2 }],
    ...searches.map((q): [AccessLevel, Actor, DocumentsInput] => ['private', staff, { q }]),
    ['private', staff, { q: 'società', page: 4 }],
    ['private', staff, { q: 'perizia', page: 3 }],
    ['private', staff, { q: 'trust', page: 2 }],
    ['shared', staff, { q: 'perizia' }],
    ['shared', staff, { q: 'statuto', page: 2 }],
    ['private', staff, { q: 'statuto', client: 'large' }],
    ['private', staff, { q: 'società', client: 'large', page: 3 }],
    ['private', staff, { q: 'perizia', client: 'large' }],
    ['shared', roleUser, { client: 'large' }],
    ['shared', roleUser, { client: 'large', page: 20 }],
    ['shared', roleUser, { client: 'linked' }],
    ...searches.map((q): [AccessLevel, Actor, DocumentsInput] => ['shared', roleUser, { q }]),
    ['shared', roleUser, { q: 'società', client: 'large' }],
    ...(['title', 'category', 'fileSize', 'createdAt'] as const).flatMap((sort): [AccessLevel, Actor, DocumentsInput][] => [
      ['private', staff, { client: 'large', sort, dir: 'asc' }],
      ['private', staff, { client: 'large', sort, dir: 'desc', page: 30 }],
      ['private', staff, { q: 'società', sort, dir: 'asc' }],
      ['private', staff, { q: 'perizia', sort, dir: 'desc', page: 2 }],
      ['private', staff, { q: 'trust', sort, dir: 'asc' }],
      ['shared', roleUser, { q: 'società', sort, dir: 'desc' }],
      ['shared', roleUser, { client: 'large', sort, dir: 'asc', page: 3 }],
    ]),
  ];

  it('lists the newest matches of a frequent or a rarer term, and every match of a rare one', async () => {
    const list = (q: string) => listDocuments(t.ctx, staff, 'private', documentQuery({ q }));
    expect(await list('società')).toMatchObject({ moreThanLimit: true });
    expect(await list('perizia')).toMatchObject({ moreThanLimit: true });
    const rare = await list('trust');
    expect(rare.moreThanLimit).toBe(false);
    expect(rare.total).toBeGreaterThan(20);
  });

  it.each(combinations.map(([level, actor, input]) => [`${actor.role}, ${level}, ${JSON.stringify(input)}`, level, actor, input] as const))(
    '%s is planned without reading a big table whole',
    async (_, level, actor, input) => {
      const query = documentQuery(input);
      const run = (db: Db) => listDocuments({ db, env: t.ctx.env }, actor, level, query);
      expect(wholeTableReads(await plansOf(pool, run), BIG_TABLES, pageOffset(query))).toEqual([]);
    },
  );

  // The clients beside the documents. The page of a name's first words still walks the names up to
  // them: staff's pages and totals are held apart here, a role user's list (their own clients) whole.
  const clientsBeside = (level: AccessLevel, actor: Actor, input: DocumentClientsQueryInput) => {
    const query = documentClientsQuerySchema.parse(input);
    return { query, run: (db: Db) => listDocumentClients(db, actor, level, query) };
  };
  it.each([{}, { page: 500 }, { q: 'rossi' }].map((input) => [JSON.stringify(input), input] as const))(
    "staff's page of the clients beside them, %s, is planned without reading a big table whole",
    async (_, input) => {
      const { query, run } = clientsBeside('private', staff, input);
      expect(wholeTableReads(pages(await plansOf(pool, run)), BIG_TABLES, pageOffset(query))).toEqual([]);
    },
  );
  // Their totals: every client's from the kept counts, a search's counted up to COUNT_CAP past the page.
  it.each([{}, { page: 500 }, { q: 'rossi' }, { q: 'nessuno trova questo' }].map((input) => [JSON.stringify(input), input] as const))(
    "staff's clients beside them, %s, are counted without reading a big table whole",
    async (_, input) => {
      const { query, run } = clientsBeside('private', staff, input);
      const plans = await plansOf(pool, run);
      expect(wholeTableReads(plans.filter((plan) => !pages([plan]).length), BIG_TABLES, pageOffset(query))).toEqual([]);
    },
  );
  it.each([{}, { page: 2 }, { q: 'rossi' }, { q: 'nessuno trova questo' }].map((input) => [JSON.stringify(input), input] as const))(
    "a role user's clients beside them, %s, are planned without reading a big table whole",
    async (_, input) => {
      const { query, run } = clientsBeside('shared', roleUser, input);
      expect(wholeTableReads(await plansOf(pool, run), BIG_TABLES, pageOffset(query))).toEqual([]);
    },
  );
});

describe('activity log', () => {
  const unsearched: ActivityListQueryInput[] = [
    {},
    { page: 2 },
    { page: 1000 },
    { pageSize: 100, page: 300 },
    ...(['createdAt', 'userName', 'action'] as const).flatMap((sort) => [
      { sort, dir: 'asc' as const },
      { sort, dir: 'desc' as const },
      { sort, dir: 'asc' as const, page: 400 },
    ]),
  ];
  // A surname (a third of the entries: their author's or their client's), an action, a later page of another, a first name.
  const searched: ActivityListQueryInput[] = [
    { q: 'rossi' },
    { q: 'approvazione' },
    { q: 'password', page: 3 },
    { q: 'giulia' },
    ...(['createdAt', 'userName', 'action'] as const).map((sort) => ({ sort, dir: 'desc' as const, q: 'rossi' })),
  ];
  const plansOfList = async (scope: Scope, input: ActivityListQueryInput) => {
    const query = activityListQuerySchema.parse(input);
    const run = (db: Db) => listActivity(db, scope === 'any' ? staff : roleUser, scope, query);
    return { query, plans: await plansOf(pool, run) };
  };

  it.each([...unsearched, ...searched, { q: 'nessuno trova questo' }].map((input) => [JSON.stringify(input), input] as const))(
    "a role user's own, %s, is planned without reading a big table whole",
    async (_, input) => {
      const { query, plans } = await plansOfList('own', input);
      expect(wholeTableReads(plans, BIG_TABLES, pageOffset(query))).toEqual([]);
    },
  );
  it.each(unsearched.map((input) => [JSON.stringify(input), input] as const))('the whole log, %s, is planned without reading a big table whole', async (_, input) => {
    const { query, plans } = await plansOfList('any', input);
    expect(wholeTableReads(plans, BIG_TABLES, pageOffset(query))).toEqual([]);
  });
  // A search of the whole log reads its matches through the trigram index, counted up to COUNT_CAP past the page (decision 130).
  it.each([...searched, { q: 'nessuno trova questo' }, { q: 'nessuno trova questo', page: 3 }].map((input) => [JSON.stringify(input), input] as const))(
    'the whole log, %s, is planned without reading a big table whole',
    async (_, input) => {
      const { query, plans } = await plansOfList('any', input);
      expect(wholeTableReads(plans, BIG_TABLES, pageOffset(query))).toEqual([]);
    },
  );

  it("takes an unsearched page's total from the kept counts by their key, not from a row per person", async () => {
    const own = await plansOfList('own', {});
    expect(rowsRead(own.plans, 'activity_counts')).toBeLessThanOrEqual(1);
    const all = await plansOfList('any', {});
    expect(rowsRead(all.plans, 'activity_counts')).toBe(0);
    expect(rowsRead(all.plans, 'activity_totals')).toBeLessThanOrEqual(16);
  });

  it('counts a search of the whole log only so far past the page, and pages a frequent or a rare term as the log orders it', async () => {
    const search = (input: ActivityListQueryInput) => listActivity(t.ctx.db, staff, 'any', activityListQuerySchema.parse(input));
    // 'rossi' is in a third of the entries: its page is walked along the log's order, its total capped.
    const frequent = await search({ q: 'rossi', page: 2 });
    expect(frequent).toMatchObject({ total: 50 + COUNT_CAP, totalCapped: true });
    // One person's number in the details (a few dozen entries) is read whole from the index and counted exactly.
    const rare = await search({ q: '1234"', sort: 'userName', dir: 'desc' });
    expect(rare.totalCapped).toBeUndefined();
    for (const [input, list] of [
      [{ q: 'rossi', page: 2 }, frequent],
      [{ q: '1234"', sort: 'userName', dir: 'desc' }, rare],
    ] as const) {
      const { rows } = await pool.query<{ id: string; n: string }>(
        `SELECT id, count(*) OVER () AS n FROM activity_log
         WHERE lower(user_name || E'\\n' || action || E'\\n' || coalesce(details, '')) LIKE $1
         ORDER BY ${'sort' in input ? 'user_name DESC, id DESC' : 'created_at DESC, id DESC'} LIMIT 50 OFFSET $2`,
        [`%${input.q}%`, pageOffset(activityListQuerySchema.parse(input))],
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(list.items.map((e) => e.id)).toEqual(rows.map((r) => Number(r.id)));
      if (list === rare) expect(rare.total).toBe(Number(rows[0]!.n));
    }
    expect(await search({ q: 'nessuno trova questo', page: 3 })).toMatchObject({ items: [], total: 0 });
  });
});

describe('ledgers', () => {
  const today = todayIso();
  const lastMonth = monthPeriod(addMonths(today, -1));
  const lastYear = yearPeriod(addMonths(today, -12));
  const within: LedgerListQueryInput[] = [
    { ...lastMonth },
    { ...lastYear, page: 3 },
    { from: addDays(today, -100) },
    { q: 'rossi', ...lastMonth },
    ...(['date', 'amount', 'description'] as const).map((sort) => ({ sort, dir: 'asc' as const, ...lastYear })),
  ];
  // A causale, a sender's surname, an account.
  const combinations: LedgerListQueryInput[] = [
    {},
    { page: 2 },
    { page: 200 },
    { to: addDays(today, -1000) },
    { q: 'consulenza' },
    { q: 'rossi' },
    { q: 'wise' },
    ...(['date', 'amount', 'description'] as const).flatMap((sort) => [
      { sort, dir: 'asc' as const },
      { sort, dir: 'desc' as const, page: 50 },
      { sort, dir: 'desc' as const, q: 'rossi' },
    ]),
    ...within,
  ];
  const plansOfList = async (kind: LedgerKind, actor: Actor, input: LedgerListQueryInput) => {
    const query = ledgerListQuerySchema.parse(input);
    const run = (db: Db) => listEntries(db, actor, kind, query);
    return { query, plans: await plansOf(pool, run) };
  };
  const cases = (inputs: LedgerListQueryInput[]) => LEDGER_KINDS.flatMap((kind) => inputs.map((input) => [`${kind}, ${JSON.stringify(input)}`, kind, input] as const));

  it.each(cases([...combinations, { q: 'nessuno trova questo' }]))("a role user's own list, %s, is planned without reading a big table whole", async (_, kind, input) => {
    const { query, plans } = await plansOfList(kind, roleUser, input);
    expect(wholeTableReads(plans, BIG_TABLES, pageOffset(query))).toEqual([]);
  });
  // Unsearched, the firm's list takes its total from the kept totals; searched, it reads its matches through
  // the book's trigram index, counted up to COUNT_CAP past the page (decision 131): held whole, total included.
  it.each(cases([...combinations, { q: 'nessuno trova questo' }, { q: 'nessuno trova questo', page: 4 }]))(
    "the firm's list, %s, is planned without reading a big table whole",
    async (_, kind, input) => {
      const { query, plans } = await plansOfList(kind, staff, input);
      expect(wholeTableReads(plans, BIG_TABLES, pageOffset(query))).toEqual([]);
    },
  );

  it.each(LEDGER_KINDS)("counts a search of the firm's %s only so far past the page, and pages a frequent or a rare term as the book orders it", async (kind) => {
    const search = (input: LedgerListQueryInput) => listEntries(t.ctx.db, staff, kind, ledgerListQuerySchema.parse(input));
    const table = kind === 'income' ? 'income' : 'expenses';
    const day = kind === 'income' ? 'income_date' : 'expense_date';
    // A sender's surname (one entry in twenty-five of the firm's): its page walked, its total capped.
    const frequent = await search({ q: 'rossi', page: 2 });
    expect(frequent).toMatchObject({ total: 20 + COUNT_CAP, totalCapped: true });
    // A surname and an activity within a year: read whole from the index and counted exactly.
    const rare = await search({ q: 'rossi consulting', ...lastYear, sort: 'amount', dir: 'asc' });
    expect(rare.totalCapped).toBeUndefined();
    for (const [list, order, period] of [
      [frequent, `${day} DESC, created_at DESC, id DESC`, { from: '0001-01-01', to: '9999-12-31' }],
      [rare, 'amount ASC, id ASC', lastYear],
    ] as const) {
      const q = list === rare ? 'rossi consulting' : 'rossi';
      const { rows } = await pool.query<{ id: string; n: string }>(
        `SELECT id, count(*) OVER () AS n FROM ${table}
         WHERE ledger_user_id IS NULL AND ${day} BETWEEN $2 AND $3
           AND lower(description || E'\\n' || coalesce(sender, '') || E'\\n' || coalesce(bank_account, '')) LIKE $1
         ORDER BY ${order} LIMIT 20 OFFSET ${list === frequent ? 20 : 0}`,
        [`%${q}%`, period.from, period.to],
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(list.items.map((e) => e.id)).toEqual(rows.map((r) => r.id));
      if (list === rare) expect(rare.total).toBe(Number(rows[0]!.n));
    }
  });

  const summaries = LEDGER_KINDS.flatMap((kind) => [staff, roleUser].flatMap((actor) => [today, addDays(today, -400)].map((date) => [`${kind}, ${actor.role}, ${date}`, kind, actor, date] as const)));
  it.each(summaries)('the day, month, year and all-time totals of %s are planned without reading a big table whole', async (_, kind, actor, date) => {
    const run = (db: Db) => ledgerSummary(db, actor, kind, date);
    expect(wholeTableReads(await plansOf(pool, run), BIG_TABLES)).toEqual([]);
  });

  // Daily buckets (up to 62 days), monthly ones, whole months with days around them, twenty years.
  const periods: Period[] = [
    { from: addDays(today, -30), to: today },
    lastMonth,
    { from: addDays(lastYear.from, 10), to: addDays(today, -5) },
    lastYear,
    { from: addMonths(today, -12 * 20 + 1), to: today },
  ];
  it.each([staff, roleUser].flatMap((actor) => periods.map((period) => [`${actor.role}, ${JSON.stringify(period)}`, actor, period] as const)))(
    'the analytics of %s are planned without reading a big table whole',
    async (_, actor, period) => {
      const run = (db: Db) => analytics(db, actor, period);
      expect(wholeTableReads(await plansOf(pool, run), BIG_TABLES)).toEqual([]);
    },
  );
  it.each([{}, { from: lastYear.from }, { to: lastMonth.to }, ...periods].map((period) => [JSON.stringify(period), period] as const))(
    "the firm's accounts, %s, are planned without reading a big table whole",
    async (_, period) => {
      const run = (db: Db) => accounting(db, period);
      expect(wholeTableReads(await plansOf(pool, run), BIG_TABLES)).toEqual([]);
    },
  );
});
