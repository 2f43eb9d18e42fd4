/**
 * `npm run bench:curve`: what each list costs as the data grows. Runs the API bench (bench/api.ts)
 * on the lists at 10,000, 100,000 and 1,000,000 clients, each on a data set kept in its own folder
 * under BENCH_CURVE_DIR (filled on the first run, reused after), and prints for each list the
 * database CPU per request and the p99 at 10 connections at each size, and how many times more a
 * request costs at 1M than at 100k: work that follows the page stays near 1, work that follows the
 * table near 10. Writes the curve into bench/results.json ('curve'). Settings: BENCH_CURVE_DIR
 * (default /tmp/arcadia-bench-curve), BENCH_SECONDS (default 10).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { writeResults } from './results';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIR = path.resolve(process.env.BENCH_CURVE_DIR ?? '/tmp/arcadia-bench-curve');
const LISTS = ['clients', 'clients-50', 'deadlines', 'deadlines-own', 'missing-data', 'documents', 'activity', 'activity-own', 'monthly', 'accounting', 'dashboard'];
const SIZES = [
  { clients: 10_000, scale: 0.1 },
  { clients: 100_000, scale: 1 },
  { clients: 1_000_000, scale: 10 },
];

interface Row {
  key: string;
  label: string;
  runs?: { connections: number; p99: number; databaseCpuMs?: number }[];
}

const measured = new Map<number, Row[]>();
for (const [i, size] of SIZES.entries()) {
  console.log(`\n${size.clients} clients…`);
  const run = spawnSync('npx', ['tsx', 'bench/api.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_SCALE: String(size.scale),
      BENCH_DATA_DIR: path.join(DIR, String(size.clients)),
      BENCH_ONLY: LISTS.join(','),
      BENCH_SKIP_REFRESH: '1',
      ...(i > 0 && { BENCH_SKIP_BUILD: '1' }),
    },
  });
  if (run.status !== 0) throw new Error(`The bench at ${size.clients} clients failed`);
  const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench', 'results.json'), 'utf8')) as { api: { rows: Row[] } };
  measured.set(size.clients, results.api.rows);
}

const at10 = (rows: Row[] | undefined, key: string) => rows?.find((r) => r.key === key)?.runs?.[0];
const curve = LISTS.map((key) => {
  const points = SIZES.map((s) => at10(measured.get(s.clients), key));
  const [, hundredK, million] = points;
  const ratio = hundredK?.databaseCpuMs && million?.databaseCpuMs ? Math.round((million.databaseCpuMs / hundredK.databaseCpuMs) * 100) / 100 : null;
  return {
    key,
    label: measured.get(SIZES[2]!.clients)?.find((r) => r.key === key)?.label ?? key,
    databaseCpuMs: Object.fromEntries(SIZES.map((s, j) => [s.clients, points[j]?.databaseCpuMs ?? null])),
    p99At10: Object.fromEntries(SIZES.map((s, j) => [s.clients, points[j]?.p99 ?? null])),
    ratio1MTo100k: ratio,
  };
});
writeResults('curve', { sizes: SIZES.map((s) => s.clients), lists: curve });

const head = ['List', ...SIZES.map((s) => `DB CPU ms/req @ ${s.clients.toLocaleString('en')}`), ...SIZES.map((s) => `p99 @10 ${s.clients.toLocaleString('en')}`), '1M ÷ 100k'];
const lines = curve.map((c) => [c.label, ...SIZES.map((s) => String(c.databaseCpuMs[s.clients] ?? '—')), ...SIZES.map((s) => String(c.p99At10[s.clients] ?? '—')), c.ratio1MTo100k === null ? '—' : `${c.ratio1MTo100k}×`]);
console.log('\n' + [head, head.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n'));
