/**
 * The client list at scale: fills a database with 100,000 realistic clients (once)
 * and measures the queries of /clienti, printing each plan's execution time.
 *
 *   npx tsx bench/clients-list.ts            (DATA_DIR defaults to /tmp/arcadia-bench-clients)
 *   CLIENTS=200000 npx tsx bench/clients-list.ts
 */
import { count } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { clientListQuerySchema, type ClientListQueryInput } from '../domain/schemas/clients';
import { loadEnv } from '../server/platform/env';
import { openDatabase } from '../server/platform/db/open';
import * as schema from '../server/platform/db/schema';
import { createManyClients } from '../server/seed/factories/clients';
import { clientStats, clientsMeta, listClients } from '../server/modules/clients/clients.service';

const TARGET = Number(process.env.CLIENTS ?? 100_000);
const env = loadEnv({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? '/tmp/arcadia-bench-clients' });
const database = await openDatabase(env);

const captured: { sql: string; params: unknown[] }[] = [];
const db = drizzle(database.pool, {
  schema,
  casing: 'snake_case',
  logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
});

try {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(schema.clients);
  if (n < TARGET) {
    console.log(`Inserimento di ${TARGET - n} clienti…`);
    await createManyClients(db, TARGET - n, { firstSeed: n + 1 });
    await database.pool.query('VACUUM ANALYZE clients');
  }
  console.log(`Clienti nel database: ${Math.max(n, TARGET)}\n`);

  const cases: [string, () => Promise<unknown>][] = [];
  const list = (label: string, input: ClientListQueryInput) => cases.push([label, () => listClients(db, clientListQuerySchema.parse(input))]);
  list('pagina 1, nessun filtro', {});
  list('pagina 2500 (offset 49.980)', { page: 2500 });
  list('ultima pagina', { page: Math.ceil(TARGET / 20) });
  list('ricerca "rossi"', { q: 'rossi' });
  list('ricerca "portofino holding"', { q: 'portofino holding' });
  list('ricerca "giulia rizzo"', { q: 'giulia rizzo' });
  list('ricerca nome paese "cipro"', { q: 'cipro' });
  list('ricerca corta "ab"', { q: 'ab' });
  list('filtro paese MT', { country: 'MT' });
  list('filtro anno 2022', { year: 2022 });
  list('ricerca + paese + anno', { q: 'consulting', country: 'US', year: 2021 });
  list('telefono: 8 per pagina, pagina 10', { pageSize: 8, page: 10 });
  cases.push(['statistiche', () => clientStats(db)], ['meta (paesi e anni)', () => clientsMeta(db)]);

  for (const [label, run] of cases) {
    await run(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    // The plans of the statements this call ran, with their server-side execution time.
    captured.length = 0;
    await run();
    const plans: string[] = [];
    for (const q of captured.filter((c) => /clients/.test(c.sql))) {
      const res = await database.pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${q.sql}`, q.params);
      const plan = (res.rows[0] as { 'QUERY PLAN': [{ 'Execution Time': number; Plan: { 'Node Type': string } }] })['QUERY PLAN'][0];
      plans.push(`${plan['Execution Time'].toFixed(1)} ms`);
    }
    console.log(`${label.padEnd(36)} mediana ${times[2]!.toFixed(1).padStart(6)} ms   EXPLAIN ANALYZE: ${plans.join(' + ')}`);
  }

  if (process.env.PLAN) {
    captured.length = 0;
    await listClients(db, clientListQuerySchema.parse({ q: process.env.PLAN }));
    for (const q of captured.filter((c) => /clients/.test(c.sql))) {
      const res = await database.pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params);
      console.log('\n' + res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
    }
  }
} finally {
  await database.close();
}
