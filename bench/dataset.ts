/**
 * The large data set of the API benchmark, made in SQL (generate_series) on a
 * freshly migrated database: about 100 times what a firm has after some years.
 * Deterministic (setseed), so two runs measure the same rows.
 */
import type pg from 'pg';

export interface DatasetSize {
  users: number;
  clients: number;
  documents: number;
  activity: number;
  /** Income rows plus expense rows, half each, over the last five years. */
  ledgerRows: number;
}

export const FULL_SIZE: DatasetSize = { users: 2_000, clients: 100_000, documents: 300_000, activity: 1_000_000, ledgerRows: 200_000 };

/** Country codes with the weights of a real portfolio (100 slots in all). */
const COUNTRY_SLOTS = Object.entries({
  US: 18, MT: 12, GB: 12, AE: 10, CY: 9, PT: 7, HK: 6, IE: 5, EE: 5, RO: 4, BG: 3, NL: 3, CH: 2, PL: 1, CZ: 1, SK: 1, LT: 1,
}).flatMap(([code, weight]) => Array<string>(weight).fill(code));

const SUFFIX: Record<string, string> = {
  US: 'LLC', GB: 'Ltd', MT: 'Ltd', CY: 'Ltd', HK: 'Limited', IE: 'Ltd', AE: 'FZ-LLC', EE: 'OÜ', RO: 'SRL', PT: 'Lda', BG: 'EOOD', NL: 'B.V.',
  CH: 'GmbH', PL: 'Sp. z o.o.', CZ: 's.r.o.', SK: 's.r.o.', LT: 'UAB',
};
const SURNAMES = ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone', 'Longo', 'Gentile', 'Martinelli', 'Vitale', 'Lombardo', 'Serra', 'Coppola', 'De Santis', "D'Angelo", 'Marchetti'];
const FIRST_NAMES = ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro', 'Sara', 'Matteo', 'Elena', 'Davide', 'Martina', 'Lorenzo', 'Valentina', 'Andrea', 'Federica', 'Simone', 'Alessia', 'Stefano', 'Paola', 'Riccardo', 'Giorgia', 'Filippo', 'Anna', 'Tommaso', 'Silvia'];
const WORDS = ['Alpi', 'Adriatica', 'Aurora', 'Borgo', 'Castello', 'Delta', 'Dolomiti', 'Etna', 'Fenice', 'Laguna', 'Levante', 'Mediterranea', 'Orione', 'Pegaso', 'Portofino', 'Quadrifoglio', 'Sirio', 'Tirreno', 'Vesuvio', 'Zenit', 'Arno', 'Brera', 'Capri', 'Gran Sasso'];
const ACTIVITIES = ['Consulting', 'Trading', 'Holding', 'Digital', 'Ventures', 'Capital', 'Software', 'Logistics', 'Design', 'Group', 'Partners', 'Solutions'];
const SECTORS = ['E-commerce', 'Consulenza', 'Software', 'Holding', 'Trading', 'Fintech', 'Immobiliare', 'Logistica', 'Marketing digitale', 'Turismo', 'Moda', 'Import-export'];
const CITIES = ['Milano', 'Roma', 'Torino', 'Bologna', 'Firenze', 'Napoli', 'Verona', 'Padova', 'Bergamo', 'Brescia', 'Genova', 'Bari'];
const STREETS = ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Via Mazzini', 'Viale Europa', 'Via Dante', 'Piazza Duomo', 'Via Verdi'];

const DOCUMENT_CATEGORIES = ['Documenti Pubblici', 'Guide', 'Policy', 'Templates', 'Report', 'Altri'];
const DOCUMENT_TITLES = ['Statuto societario', 'Atto costitutivo', 'Visura camerale', 'Certificato di incorporazione', 'Bilancio d\'esercizio', 'Dichiarazione dei redditi', 'Contratto di servizi', 'Procura speciale', 'Verbale di assemblea', 'Registro dei soci', 'Estratto conto bancario', 'Fattura', 'Relazione fiscale', 'Passaporto del socio', 'Prova di residenza', 'Modulo KYC', 'Lettera di incarico', 'Parere legale'];
/** Sentences as text extracted from the firm's PDFs reads: Italian, with numbers and names. */
const SENTENCES = [
  'La società è costituita ai sensi della legge vigente e ha sede legale presso l\'indirizzo indicato nel certificato di incorporazione.',
  'Il capitale sociale sottoscritto e interamente versato ammonta a euro diecimila, suddiviso in quote di pari valore nominale.',
  'L\'amministratore unico ha tutti i poteri di ordinaria e straordinaria amministrazione, salvo quanto riservato all\'assemblea dei soci.',
  'Il bilancio dell\'esercizio chiuso al trentuno dicembre evidenzia un utile netto destinato interamente a riserva straordinaria.',
  'Ai fini delle imposte dirette la società risulta fiscalmente residente nel paese di costituzione e non dispone di stabile organizzazione in Italia.',
  'Il contribuente dichiara di aver percepito redditi di lavoro autonomo e dividendi esteri soggetti a ritenuta alla fonte.',
  'Si allega la visura aggiornata con l\'indicazione del titolare effettivo e dei soggetti muniti di poteri di rappresentanza.',
  'Il conto corrente aziendale è intestato alla società e le operazioni in valuta estera sono regolate al cambio del giorno.',
  'La procura è conferita per il compimento di tutti gli atti necessari alla registrazione presso le autorità competenti.',
  'Il verbale di assemblea approva all\'unanimità il rendiconto annuale e la nomina del nuovo revisore dei conti.',
  'Le fatture emesse nei confronti di clienti comunitari sono in regime di inversione contabile ai fini dell\'imposta sul valore aggiunto.',
  'La convenzione contro le doppie imposizioni prevede l\'esenzione dei redditi d\'impresa in assenza di stabile organizzazione.',
  'Il documento di identità del socio è in corso di validità e la prova di residenza è stata emessa negli ultimi tre mesi.',
  'Il modulo di adeguata verifica della clientela è stato compilato e sottoscritto in conformità alla normativa antiriciclaggio.',
  'La lettera di incarico disciplina le prestazioni di consulenza societaria e fiscale e il relativo compenso annuo.',
  'Il registro dei soci riporta le partecipazioni detenute, le date di acquisto e i trasferimenti intervenuti nell\'esercizio.',
  'La società opera nel commercio elettronico di beni di consumo con clienti in Europa e negli Stati Uniti.',
  'Il termine per il deposito della dichiarazione annuale scade entro il quarto mese successivo alla chiusura dell\'esercizio.',
  'Il parere conclude che la struttura proposta è conforme alle norme sulle società controllate estere e sul transfer pricing.',
  'L\'agente registrato conserva i libri sociali e trasmette le comunicazioni ufficiali all\'indirizzo di posta elettronica del cliente.',
  'Il trasferimento della sede amministrativa richiede la delibera dell\'assemblea straordinaria e l\'aggiornamento del registro.',
  'Le spese di costituzione comprendono i diritti di registrazione, l\'onorario del notaio e il servizio di domiciliazione.',
  'Il rendiconto finanziario mostra flussi di cassa positivi derivanti dall\'attività operativa e investimenti in software.',
  'La banca richiede il piano aziendale, le previsioni di fatturato e l\'elenco dei principali fornitori e clienti.',
];
const ACTIONS: [string, string][] = [
  ['Creazione Cliente', 'Creato il cliente'], ['Modifica Cliente', 'Aggiornati i dati del cliente'], ['Approvazione Cliente', 'Approvato il cliente'],
  ['Caricamento Documento', 'Caricato il documento'], ['Eliminazione Documento', 'Eliminato il documento'], ['Aggiornamento Profilo', 'Profilo aggiornato'],
  ['Creazione Entrata', 'Registrata un\'entrata'], ['Creazione Uscita', 'Registrata un\'uscita'], ['Completamento Scadenza', 'Completata la scadenza BOI'],
  ['Caricamento Contratto', 'Caricato il contratto'], ['Creazione Applicazione Bancaria', 'Inviata la richiesta di apertura conto'], ['Modifica Bulk', 'Modificati più clienti'],
];
const LEDGER_DESCRIPTIONS = ['Onorario costituzione società', 'Consulenza fiscale annuale', 'Servizio di domiciliazione', 'Rinnovo agente registrato', 'Diritti camerali', 'Traduzione giurata', 'Spese notarili', 'Abbonamento software', 'Affitto ufficio', 'Commissioni bancarie', 'Pratica BOI', 'Apertura conto corrente'];
const BANK_ACCOUNTS = ['Conto principale', 'Conto EUR Wise', 'Conto USD Mercury', 'Carta aziendale', 'Cassa'];
const BANKS = ['Revolut Business', 'Wise', 'Mercury', 'Bank of Valletta', 'Emirates NBD', 'Santander', 'HSBC'];

/** SQL for "a random element of text array $n". */
const pick = (param: number, len: number) => `($${param}::text[])[1 + floor(random() * ${len})::int]`;

interface Step {
  label: string;
  /** Runs on a connection of its own, alongside the steps after it. */
  parallel?: boolean;
  sql: string;
  params?: unknown[];
}

/** The rows of the big tables; `passwordHash` is set on every generated account (they could all sign in). */
function steps(size: DatasetSize, passwordHash: string, staffNeeded: number): Step[] {
  const generatedUsers = size.users - staffNeeded;
  const admins = Math.max(1, Math.round(generatedUsers * 0.005));
  const moderators = Math.max(1, Math.round(generatedUsers * 0.025));
  const staff = admins + moderators;
  const roleUsers = generatedUsers - staff;
  // Ids are md5-shaped uuids of a name and a number, so the steps can refer to each other's rows.
  const userId = (expr: string) => `md5('bench-user-' || (${expr}))::uuid::text`;
  const clientId = (expr: string) => `md5('bench-client-' || (${expr}))::uuid`;
  const randomUser = `1 + floor(random() * ${generatedUsers})::int`;
  const randomRoleUser = `${staff + 1} + floor(random() * ${roleUsers})::int`;
  const randomStaff = `1 + floor(random() * ${staff})::int`;
  const fiveYears = `now() - random() * interval '5 years'`;
  const half = Math.floor(size.documents / 2);

  return [
    {
      label: `${generatedUsers} people`,
      sql: `
        CREATE TEMP TABLE bench_people AS
        SELECT i AS n, ${userId('i')} AS id,
               ${pick(1, FIRST_NAMES.length)} || ' ' || ${pick(2, SURNAMES.length)} AS name,
               CASE WHEN i <= ${admins} THEN 'admin' WHEN i <= ${staff} THEN 'moderatore' ELSE 'user' END::app_role AS role,
               ${fiveYears} AS created_at
        FROM generate_series(1, ${generatedUsers}) i`,
      params: [FIRST_NAMES, SURNAMES],
    },
    {
      label: 'accounts',
      sql: `INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at)
            SELECT id, name, 'persona' || n || '@bench.example.it', true, created_at, created_at FROM bench_people`,
    },
    {
      label: 'credentials',
      sql: `INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at)
            SELECT md5('bench-account-' || n)::uuid::text, id, 'credential', id, $1, created_at, created_at FROM bench_people`,
      params: [passwordHash],
    },
    { label: 'roles', sql: 'INSERT INTO user_roles (user_id, role, updated_at) SELECT id, role, created_at FROM bench_people' },
    {
      label: 'profiles',
      sql: `INSERT INTO profiles (id, full_name, address, created_at, updated_at)
            SELECT id, name, ${pick(1, STREETS.length)} || ' ' || (1 + n % 120) || ', ' || ${pick(2, CITIES.length)}, created_at, created_at FROM bench_people`,
      params: [STREETS, CITIES],
    },
    {
      label: 'users\' companies',
      sql: `INSERT INTO user_companies (user_id, company_name, country_code, created_at)
            SELECT id, name || ' Holding', ${pick(1, COUNTRY_SLOTS.length)}, created_at FROM bench_people WHERE n % 3 = 0`,
      params: [COUNTRY_SLOTS],
    },
    {
      label: `${size.clients} clients`,
      sql: `
        INSERT INTO clients (id, user_id, linked_user_id, company_name, full_name, sectors, incorporation_date, country_code,
                             company_address, residential_address, approval_status, created_at, updated_at)
        SELECT ${clientId('i')},
               CASE WHEN i % 5 = 0 THEN ${userId(`${staff + 1} + i % ${roleUsers}`)} END,
               CASE WHEN i % 50 = 0 THEN ${userId(`${staff + 1} + (i * 7) % ${roleUsers}`)} END,
               CASE WHEN random() < 0.5 THEN surname ELSE ${pick(2, WORDS.length)} END || ' ' || ${pick(3, ACTIVITIES.length)} || ' ' || ($4::jsonb ->> country),
               ${pick(5, FIRST_NAMES.length)} || ' ' || surname,
               ${pick(6, SECTORS.length)} || CASE WHEN random() < 0.4 THEN ', ' || ${pick(6, SECTORS.length)} ELSE '' END,
               CASE WHEN random() < 0.9 THEN (current_date - floor(random() * 8 * 365)::int) END,
               country,
               'Registered office ' || (1 + i % 300) || ', ' || country,
               ${pick(7, STREETS.length)} || ' ' || (1 + i % 120) || ', ' || ${pick(8, CITIES.length)},
               (CASE WHEN random() < 0.85 THEN 'approved' WHEN random() < 0.66 THEN 'pending' ELSE 'rejected' END)::approval_status,
               created, created
        FROM (SELECT i, ${pick(1, SURNAMES.length)} AS surname, ${pick(9, COUNTRY_SLOTS.length)} AS country, ${fiveYears} AS created
              FROM generate_series(1, ${size.clients}) i) s`,
      params: [SURNAMES, WORDS, ACTIVITIES, JSON.stringify(SUFFIX), FIRST_NAMES, SECTORS, STREETS, CITIES, COUNTRY_SLOTS],
    },
    // The documents' text search vectors cost the most: two connections build them alongside the other tables.
    ...[1, 2].map((part): Step => ({
      label: `documents with extracted text, part ${part} of 2`,
      parallel: true,
      sql: `
        INSERT INTO documents (client_id, title, description, file_name, file_key, file_size, content_type, category, access_level,
                               uploaded_by, content_text, created_at)
        SELECT ${clientId(`1 + floor(random() * ${size.clients})::int`)},
               title || ' ' || (2019 + i % 7),
               CASE WHEN i % 4 = 0 THEN 'Copia conforme ricevuta dal cliente' END,
               replace(lower(title), ' ', '-') || '-' || i || '.pdf',
               'documents/bench-' || i,
               20000 + floor(random() * 2000000)::int,
               'application/pdf',
               ${pick(2, DOCUMENT_CATEGORIES.length)},
               (CASE WHEN random() < 0.7 THEN 'private' ELSE 'shared' END)::access_level,
               ${userId(randomStaff)},
               (SELECT string_agg(($3::text[])[1 + floor(random() * ${SENTENCES.length})::int], ' ')
                  FROM generate_series(1, 6 + i % 12)),
               ${fiveYears}
        FROM (SELECT i, ${pick(1, DOCUMENT_TITLES.length)} AS title FROM generate_series(${part === 1 ? 1 : half + 1}, ${part === 1 ? half : size.documents}) i) s`,
      params: [DOCUMENT_TITLES, DOCUMENT_CATEGORIES, SENTENCES],
    })),
    {
      label: `${size.activity} activity entries`,
      sql: `
        INSERT INTO activity_log (user_id, user_name, action, details, created_at)
        SELECT p.id, p.name, ($1::text[])[a], ($2::text[])[a] || ' ' || ${pick(3, SURNAMES.length)} || ' ' || ${pick(4, ACTIVITIES.length)}, created
        FROM (SELECT ${randomUser} AS k, 1 + floor(random() * ${ACTIONS.length})::int AS a, ${fiveYears} AS created
              FROM generate_series(1, ${size.activity})) s
        JOIN bench_people p ON p.n = s.k`,
      params: [ACTIONS.map(([a]) => a), ACTIONS.map(([, d]) => d), SURNAMES, ACTIVITIES],
    },
    ...(['income', 'expenses'] as const).map((table) => ({
      label: `${size.ledgerRows / 2} ${table} rows (half the firm's, half users')`,
      sql: `
        INSERT INTO ${table} (user_id, ledger_user_id, amount, description, sender, bank_account, ${table === 'income' ? 'income_date' : 'expense_date'}, created_at)
        SELECT CASE WHEN firm THEN ${userId(randomStaff)} ELSE owner END, CASE WHEN firm THEN NULL ELSE owner END,
               round((50 + random() * 9950)::numeric, 2), ${pick(1, LEDGER_DESCRIPTIONS.length)},
               CASE WHEN random() < 0.6 THEN ${pick(2, SURNAMES.length)} || ' ' || ${pick(3, ACTIVITIES.length)} END,
               ${pick(4, BANK_ACCOUNTS.length)}, day, day + time '10:00'
        FROM (SELECT i % 2 = 0 AS firm, ${userId(randomRoleUser)} AS owner, current_date - floor(random() * 5 * 365)::int AS day
              FROM generate_series(1, ${size.ledgerRows / 2}) i) s`,
      params: [LEDGER_DESCRIPTIONS, SURNAMES, ACTIVITIES, BANK_ACCOUNTS],
    })),
    {
      label: 'bank applications',
      sql: `
        INSERT INTO bank_applications (user_id, bank_name, account_type, business_type, annual_turnover, description, status, created_at, updated_at)
        SELECT ${userId(randomRoleUser)}, ${pick(1, BANKS.length)}, CASE WHEN random() < 0.7 THEN 'Business' ELSE 'Personale' END,
               ${pick(2, SECTORS.length)}, round((10000 + random() * 990000)::numeric, 2), 'Apertura conto per la società',
               (ARRAY['pending','in_review','approved','rejected'])[1 + floor(random() * 4)::int]::bank_application_status, created, created
        FROM (SELECT ${fiveYears} AS created FROM generate_series(1, ${Math.round(size.users * 2)})) s`,
      params: [BANKS, SECTORS],
    },
  ];
}

const BIG_TABLES = ['clients', 'documents', 'activity_log', 'income', 'expenses', 'bank_applications'];

/**
 * Fills the database. The big tables' secondary indexes are dropped first and
 * rebuilt afterwards from their own definitions (the same indexes the
 * migrations made, built in one pass instead of row by row), then ANALYZE.
 */
export async function fillDataset(pool: pg.Pool, size: DatasetSize, passwordHash: string, existingAccounts: number, log: (line: string) => void): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SET maintenance_work_mem = '512MB'");
    await client.query('SELECT setseed(0.42)');
    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
       WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
      [BIG_TABLES],
    );
    for (const ix of indexes) await client.query(`DROP INDEX "${ix.name}"`);
    const run = async (on: pg.PoolClient, step: Step) => {
      const start = performance.now();
      await on.query(step.sql, step.params);
      log(`  ${step.label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
    };
    const alongside: Promise<void>[] = [];
    for (const [n, step] of steps(size, passwordHash, existingAccounts).entries()) {
      if (!step.parallel) {
        await run(client, step);
        continue;
      }
      const part = (async () => {
          const other = await pool.connect();
          try {
            await other.query('SELECT setseed($1)', [n / 100]);
            await run(other, step);
          } finally {
            other.release();
          }
        })();
      part.catch(() => {}); // awaited below; this keeps an early failure from being reported as unhandled
      alongside.push(part);
    }
    await Promise.all(alongside);
    const start = performance.now();
    for (const ix of indexes) await client.query(ix.def);
    log(`  ${indexes.length} indexes rebuilt: ${((performance.now() - start) / 1000).toFixed(1)} s`);
    await client.query('DROP TABLE bench_people');
    await client.query('VACUUM ANALYZE');
  } finally {
    client.release();
  }
}
