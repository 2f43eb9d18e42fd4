/**
 * Money totals at scale: fills the expenses and income of the firm's ledger
 * with ROWS rows each over the last year, plus one user's ledger with ROWS
 * rows inside a single month, then measures the queries of /spese, /analytics
 * and /contabilita-interna, printing each plan's execution time.
 *
 *   npx tsx bench/money-totals.ts          (DATA_DIR defaults to /tmp/arcadia-bench-money)
 *   ROWS=200000 npx tsx bench/money-totals.ts
 */
import { count, eq, isNull } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { monthPeriod, todayIso, yearPeriod } from '../domain/periods';
import { ledgerListQuerySchema } from '../domain/schemas/money';
import { loadEnv } from '../server/platform/env';
import { openDatabase } from '../server/platform/db/open';
import * as schema from '../server/platform/db/schema';
import { createManyLedgerRows } from '../server/seed/factories/money';
import { createUser } from '../server/seed/factories/users';
import { accounting, analytics, ledgerSummary } from '../server/modules/money/money-analytics.service';
import { listEntries } from '../server/modules/money/money.service';
import type { Actor } from '../server/platform/context';

const ROWS = Number(process.env.ROWS ?? 100_000);
const env = loadEnv({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? '/tmp/arcadia-bench-money' });
const database = await openDatabase(env);

const captured: { sql: string; params: unknown[] }[] = [];
const db = drizzle(database.pool, {
  schema,
  casing: 'snake_case',
  logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
});

try {
  const [firm] = await db.select({ n: count() }).from(schema.expenses).where(isNull(schema.expenses.ledgerUserId));
  const benchEmail = 'bench.money@example.it';
  let [bench] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, benchEmail));
  if ((firm?.n ?? 0) < ROWS) {
    console.log(`Inserimento di ${ROWS} spese e ${ROWS} entrate della ditta (ultimo anno)…`);
    await createManyLedgerRows(db, 'expense', { ledgerUserId: null, rows: ROWS, days: 365 });
    await createManyLedgerRows(db, 'income', { ledgerUserId: null, rows: ROWS, days: 365 });
  }
  if (!bench) {
    bench = { id: (await createUser(db, { role: 'user', email: benchEmail })).id };
    console.log(`Inserimento di ${ROWS} spese di un utente in un solo mese…`);
    // days: 28 keeps every row inside the last 28 days; the month measured is this one or the previous.
    await createManyLedgerRows(db, 'expense', { ledgerUserId: bench.id, rows: ROWS, days: 28 });
  }
  await database.pool.query('VACUUM ANALYZE expenses');
  await database.pool.query('VACUUM ANALYZE income');

  const today = todayIso();
  const owner: Actor = { id: 'bench', email: 'bench@example.it', name: 'Bench', role: 'proprietario', sessionId: 'bench' };
  const user: Actor = { id: bench.id, email: benchEmail, name: 'Bench', role: 'user', sessionId: 'bench' };

  const cases: [string, () => Promise<unknown>][] = [
    ['ditta: riepilogo giorno/mese/anno/totale', () => ledgerSummary(db, owner, 'expense', today)],
    ['ditta: lista pagina 1', () => listEntries(db, owner, 'expense', ledgerListQuerySchema.parse({}))],
    ['ditta: lista per importo, pagina 1', () => listEntries(db, owner, 'expense', ledgerListQuerySchema.parse({ sort: 'amount', dir: 'desc' }))],
    ['ditta: lista per causale, pagina 1', () => listEntries(db, owner, 'expense', ledgerListQuerySchema.parse({ sort: 'description' }))],
    ['ditta: lista cercata, pagina 1', () => listEntries(db, owner, 'expense', ledgerListQuerySchema.parse({ q: 'wise' }))],
    ['ditta: analytics mese', () => analytics(db, owner, monthPeriod(today))],
    ['ditta: analytics anno', () => analytics(db, owner, yearPeriod(today))],
    ['ditta: contabilità interna, tutto', () => accounting(db, {})],
    ['ditta: contabilità interna, un mese', () => accounting(db, monthPeriod(today))],
    [`utente: riepilogo (mese con ~${ROWS} righe)`, () => ledgerSummary(db, user, 'expense', today)],
    ['utente: analytics mese', () => analytics(db, user, monthPeriod(today))],
  ];

  for (const [label, run] of cases) {
    await run(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    captured.length = 0;
    await run();
    const plans: string[] = [];
    for (const q of captured.filter((c) => /expenses|income/.test(c.sql))) {
      const res = await database.pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${q.sql}`, q.params);
      const plan = (res.rows[0] as { 'QUERY PLAN': [{ 'Execution Time': number }] })['QUERY PLAN'][0];
      plans.push(`${plan['Execution Time'].toFixed(1)} ms`);
    }
    console.log(`${label.padEnd(46)} mediana ${times[2]!.toFixed(1).padStart(7)} ms   EXPLAIN ANALYZE: ${plans.join(' + ')}`);
  }

  // PLAN=<part of a label>: the full plans of that case.
  const wanted = process.env.PLAN;
  for (const [label, run] of cases.filter(([label]) => wanted && label.includes(wanted))) {
    captured.length = 0;
    await run();
    for (const q of captured.filter((c) => /expenses|income/.test(c.sql))) {
      const res = await database.pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params);
      console.log(`\n${label}\n` + res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
    }
  }
} finally {
  await database.close();
}
