/**
 * `npm run bench`: the API at 100 times a firm's size.
 *
 * Creates a fresh embedded PostgreSQL in a temporary DATA_DIR, fills it in SQL
 * (bench/dataset.ts), builds and starts the real server on it, and measures the
 * endpoints on loopback at 10 and 50 connections. Prints a table and writes
 * bench/results.json. Settings (all optional):
 *   BENCH_SECONDS=10     seconds per measurement
 *   BENCH_SCALE=1        fraction of the full data set (0.05 for a quick try)
 *   BENCH_DATA_DIR=dir   keep the database there and reuse it on the next run
 *   BENCH_SKIP_BUILD=1   use the existing dist/
 *   BENCH_ONLY=a,b       measure only these cases (keys of CASES)
 *   BENCH_CPU_PROF=dir   write the server's V8 CPU profile there (node --cpu-prof) when it stops
 *   BENCH_SKIP_REFRESH=1 do not time the whole-firm refresh of the obligations (a kept data set has them)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { Role } from '@domain/policy';
import { createDb } from '../server/platform/db/client';
import { openDatabase } from '../server/platform/db/open';
import { loadEnv } from '../server/platform/env';
import { JOB_SCHEMA } from '../server/platform/jobs/queue';
import { createAccount } from '../server/modules/accounts/accounts.service';
import { refreshAllObligations, refreshDueObligations, refreshObligationsAsNeeded, REFRESH_OBLIGATIONS_TASK } from '../server/modules/deadlines/obligations';
import { addDays, todayIso } from '../domain/periods';
import { FULL_SIZE, fillDataset, type DatasetSize } from './dataset';
import { writeResults } from './results';
import { cannon, closedLoop, closedLoopOf, freshLoopbackAddress, request, type Measure, type Target } from './load';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const CONNECTIONS = [10, 50] as const;
const PASSWORD = 'bench-password-2024';
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);

/** The accounts made through createAccount, as the app makes them; they sign in for the run. */
const ACCOUNTS: { key: SignedIn; email: string; role: Role; fullName: string }[] = [
  { key: 'proprietario', email: 'proprietario@bench.example.it', role: 'proprietario', fullName: 'Proprietario Bench' },
  { key: 'admin', email: 'admin@bench.example.it', role: 'admin', fullName: 'Admin Bench' },
  { key: 'moderatore', email: 'moderatore@bench.example.it', role: 'moderatore', fullName: 'Moderatore Bench' },
  { key: 'user', email: 'utente@bench.example.it', role: 'user', fullName: 'Utente Bench' },
];
type SignedIn = 'proprietario' | 'admin' | 'moderatore' | 'user';

interface Case {
  key: string;
  label: string;
  /** Who asks; null = anonymous. */
  as: SignedIn | null;
  target: Target;
}

const year = new Date().getFullYear();
const CASES: Case[] = [
  { key: 'health', label: 'GET /api/health (ceiling)', as: null, target: { path: '/api/health' } },
  // What any signed-in request costs before its own work: the session read and nothing else.
  { key: 'session', label: 'GET /api/me (signed-in floor)', as: 'proprietario', target: { path: '/api/me' } },
  {
    key: 'clients',
    label: 'Client list: searches, filters, pages, every sort',
    as: 'proprietario',
    target: {
      path: [
        `/api/clients?q=rossi&country=MT&year=${year - 3}&page=1`,
        `/api/clients?q=holding&country=US&year=${year - 2}&page=2`,
        '/api/clients?q=marco&page=3',
        '/api/clients?country=GB&page=10',
        `/api/clients?year=${year - 5}&page=5`,
        '/api/clients?page=1',
        '/api/clients?q=portofino%20consulting',
        '/api/clients?page=2000',
        '/api/clients?q=rossi&country=MT',
        '/api/clients?sort=companyName&dir=desc&page=40',
        '/api/clients?sort=countryName&page=3',
        '/api/clients?sort=incorporationDate&dir=desc&country=GB',
        '/api/clients?sort=fullName&q=consulting',
        '/api/clients?sort=approvalStatus&page=100',
      ],
    },
  },
  { key: 'clients-50', label: 'Client list: largest page (50)', as: 'proprietario', target: { path: '/api/clients?pageSize=50' } },
  { key: 'dashboard', label: 'Dashboard data', as: 'proprietario', target: { path: '/api/dashboard/summary' } },
  { key: 'activity', label: 'Activity log', as: 'proprietario', target: { path: '/api/activity' } },
  { key: 'activity-own', label: 'Activity log (role user, own)', as: 'user', target: { path: '/api/activity' } },
  {
    key: 'monthly',
    label: 'Monthly totals (analytics, 1 year)',
    as: 'proprietario',
    target: { path: `/api/money/analytics?from=${year}-01-01&to=${year}-12-31` },
  },
  { key: 'accounting', label: 'Per-account accounting', as: 'proprietario', target: { path: '/api/money/accounting' } },
  {
    key: 'deadlines',
    label: 'Scadenze: default, searches, status, country+priority, pages, sort, rule, horizon',
    as: 'proprietario',
    target: {
      path: [
        '/api/deadlines',
        '/api/deadlines?q=holding',
        '/api/deadlines?q=rossi%20consulting&country=GB',
        '/api/deadlines?status=In%20Ritardo&page=3',
        '/api/deadlines?country=GB&priority=Alta',
        '/api/deadlines?page=20',
        '/api/deadlines?sort=dueDate&dir=desc&page=5',
        '/api/deadlines?rule=us-form-5472&page=2',
        '/api/deadlines?horizon=all',
      ],
    },
  },
  { key: 'deadlines-own', label: 'Scadenze (role user, own)', as: 'user', target: { path: '/api/deadlines' } },
  { key: 'missing-data', label: 'Dati mancanti', as: 'proprietario', target: { path: ['/api/deadlines/missing-data', '/api/deadlines/missing-data?page=50'] } },
  {
    key: 'documents',
    label: 'Document full-text search',
    as: 'proprietario',
    // One broad term (in about a third of the texts), three in about 5% of the titles, one found nowhere.
    target: { path: ['bilancio', 'statuto', 'modulo%20kyc', 'parere%20legale', 'wilmington'].map((q) => `/api/documents/private?q=${q}`) },
  },
];

function log(line: string) {
  console.log(line);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function scaled(size: DatasetSize): DatasetSize {
  const s = (n: number) => Math.max(10, Math.round(n * SCALE));
  return { users: s(size.users), clients: s(size.clients), documents: s(size.documents), activity: s(size.activity), ledgerRows: 2 * Math.round(s(size.ledgerRows) / 2) };
}

/** A run with the CPU time it cost per request, in the server and in PostgreSQL's processes. */
type Measured = Measure & { serverCpuMs?: number; databaseCpuMs?: number };

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU time used so far (user + system, ms) by the server and by this database's PostgreSQL processes (Linux /proc). */
function cpuMs(serverPid: number, postmasterPid: number): { server: number; database: number } {
  const stat = (pid: string) => {
    try {
      const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
    } catch {
      return { ppid: 0, ticks: 0 }; // ended meanwhile
    }
  };
  let database = stat(String(postmasterPid)).ticks;
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    const p = stat(pid);
    if (p.ppid === postmasterPid) database += p.ticks;
  }
  return { server: (stat(String(serverPid)).ticks * 1000) / CLOCK_TICKS, database: (database * 1000) / CLOCK_TICKS };
}

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await request(url, {})).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The size of an answer, counted as it arrives: the old app's can be larger than a string may be. */
function bytesOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function signIn(base: string, email: string): Promise<string> {
  const reply = await request(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
    localAddress: freshLoopbackAddress(),
  });
  // Every cookie the sign-in sets, as a browser sends them back.
  const cookies = [reply.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]!);
  if (reply.status !== 200 || !cookies.some((c) => c.includes('session_token'))) throw new Error(`Sign-in of ${email} failed: ${reply.status} ${reply.body}`);
  return cookies.join('; ');
}

interface Row {
  key: string;
  label: string;
  /** Present when the endpoint exists and answered 2xx before the run. */
  runs?: Measured[];
  skipped?: string;
  /** Requests per second relative to /api/health at the same number of connections. */
  ratio?: number[];
  bytes?: number;
}

async function main() {
  const started = performance.now();
  const size = scaled(FULL_SIZE);
  if (!process.env.BENCH_SKIP_BUILD) {
    log('Building (npm run build)…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('npm run build failed');
  }

  const keep = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : null;
  const dir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-'));
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755); // PostgreSQL runs as its own user when the bench runs as root
  const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: path.join(dir, 'db') });
  log(`Database in ${env.DATA_DIR}`);
  const database = await openDatabase(env);
  const children: ChildProcess[] = [];
  try {
    const { rows: filled } = await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM clients');
    if (filled[0]!.n === 0) {
      log(`Filling: ${size.clients} clients, ${size.documents} documents, ${size.activity} activity entries, ${size.ledgerRows} income/expense rows, ${size.users} users`);
      const t = performance.now();
      const db = createDb(database.pool);
      const ids = new Map<SignedIn, string>();
      await db.transaction(async (tx) => {
        for (const a of ACCOUNTS) ids.set(a.key, (await createAccount(tx, { email: a.email, password: PASSWORD, fullName: a.fullName, role: a.role })).id);
      });
      await fillDataset(database.pool, size, await hashPassword(PASSWORD), ACCOUNTS.length, log);
      // The signed-in role user takes over one generated customer's clients, books and activity.
      await database.pool.query(
        `WITH heir AS (SELECT $1::text AS id), donor AS (
           SELECT ur.user_id AS id FROM user_roles ur JOIN "user" u ON u.id = ur.user_id
           WHERE ur.role = 'user' AND u.email LIKE '%@bench.example.it' AND ur.user_id <> $1 ORDER BY u.email LIMIT 1)
         , a AS (UPDATE clients SET user_id = (SELECT id FROM heir) WHERE user_id = (SELECT id FROM donor))
         , b AS (UPDATE income SET ledger_user_id = (SELECT id FROM heir), user_id = (SELECT id FROM heir) WHERE ledger_user_id = (SELECT id FROM donor))
         , c AS (UPDATE expenses SET ledger_user_id = (SELECT id FROM heir), user_id = (SELECT id FROM heir) WHERE ledger_user_id = (SELECT id FROM donor))
         , d AS (UPDATE bank_applications SET user_id = (SELECT id FROM heir) WHERE user_id = (SELECT id FROM donor))
         UPDATE activity_log SET user_id = (SELECT id FROM heir), user_name = 'Utente Bench' WHERE user_id = (SELECT id FROM donor)`,
        [ids.get('user')],
      );
      await database.pool.query('ANALYZE');
      log(`Filled in ${((performance.now() - t) / 1000).toFixed(0)} s`);
    } else {
      log(`Reusing the data set in ${dir} (${filled[0]!.n} clients)`);
    }
    // Every client's obligations, as the server's refresh job keeps them (decision 126): as the job finds them (every client
    // on a new data set, or after the calendar's code changed), every client again with nothing to change, then the next
    // night's work (the clients the window reaches tomorrow).
    const obligationsDb = createDb(database.pool);
    const timed = async <T>(work: () => Promise<T>) => {
      const t = performance.now();
      const totals = await work();
      return { ...totals, seconds: Math.round((performance.now() - t) / 100) / 10 };
    };
    const { rows: stored } = await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM obligations');
    let obligationsRefresh: {
      stored: number;
      first: Awaited<ReturnType<typeof refreshObligationsAsNeeded>> & { seconds: number };
      unchanged: Awaited<ReturnType<typeof refreshAllObligations>> & { seconds: number };
      nextNight: Awaited<ReturnType<typeof refreshDueObligations>> & { seconds: number };
    } | null = null;
    if (!process.env.BENCH_SKIP_REFRESH) {
      const firstRefresh = await timed(() => refreshObligationsAsNeeded(obligationsDb));
      const secondRefresh = await timed(() => refreshAllObligations(obligationsDb));
      const nextNight = await timed(() => refreshDueObligations(obligationsDb, addDays(todayIso(), 1)));
      const { rows: after } = await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM obligations');
      obligationsRefresh = { stored: after[0]!.n, first: firstRefresh, unchanged: secondRefresh, nextNight };
      log(
        `Obligations: ${firstRefresh.whole ? `every client (${firstRefresh.clients})` : `${firstRefresh.clients} clients due`} in ${firstRefresh.seconds} s ` +
          `(${firstRefresh.added} added, ${firstRefresh.changed} changed, ${firstRefresh.removed} removed); ` +
          `every client again with nothing to change: ${secondRefresh.seconds} s; the next night: ${nextNight.clients} clients in ${nextNight.seconds} s; ${obligationsRefresh.stored} stored`,
      );
    } else {
      log(`Obligations: ${stored[0]!.n} stored, refresh not timed (BENCH_SKIP_REFRESH)`);
    }

    const counts = (
      await database.pool.query<Record<string, number>>(
        `SELECT (SELECT count(*) FROM clients)::int AS clients, (SELECT count(*) FROM documents)::int AS documents,
                (SELECT count(*) FROM activity_log)::int AS activity, (SELECT count(*) FROM income)::int + (SELECT count(*) FROM expenses)::int AS "ledgerRows",
                (SELECT count(*) FROM "user")::int AS users`,
      )
    ).rows[0]!;

    // The real server, on this database.
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const t0 = performance.now();
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
    const server = spawn(process.execPath, [...profile, 'dist/server/main.js'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATABASE_URL: database.url, DATA_DIR: path.join(dir, 'app'), PORT: String(port), APP_URL: base },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(server);
    let readyLine = '';
    server.stdout!.on('data', (d: Buffer) => (readyLine ||= /in (\d+) ms/.exec(d.toString())?.[1] ?? ''));
    await waitFor(`${base}/api/health`, 60_000);
    const coldStartMs = Math.round(performance.now() - t0);
    log(`Server ready: first answer ${coldStartMs} ms after spawn (its own count: ${readyLine} ms)`);
    // The server refreshes every client's obligations when it starts: measured after that job, not during it.
    const waitedForRefresh = performance.now();
    for (;;) {
      // A job replaced while it ran (asked for again) is kept by the queue with its attempts used up: it never runs again.
      const { rows: pending } = await database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.jobs WHERE task_identifier = $1 AND attempts < max_attempts`,
        [REFRESH_OBLIGATIONS_TASK],
      );
      if (pending[0]!.n === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    log(`Start-up refresh of the obligations done ${((performance.now() - waitedForRefresh) / 1000).toFixed(1)} s after the first answer`);

    // The embedded PostgreSQL's main process: its children serve the server's connections.
    const postmaster = Number(fs.readFileSync(path.join(env.DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const cookies = new Map<SignedIn, string>();
    for (const a of ACCOUNTS) cookies.set(a.key, await signIn(base, a.email));

    // What password hashing alone allows on this machine, with the server idle.
    const hash = await hashPassword(PASSWORD);
    const hashing = await closedLoopOf(() => verifyPassword({ hash, password: PASSWORD }), 50, Math.min(SECONDS, 5));
    log(`- Password check alone: ${hashing.rps.toFixed(1)} per second, ${hashing.p50.toFixed(0)} ms each`);

    const rows: Row[] = [];
    // Sign-in: each request from its own loopback address (the per-address limit is 3 every 10 s)
    // and for the next of the generated people (one account allows 10 attempts at a time, decision 017).
    const people = size.users - ACCOUNTS.length;
    let nextPerson = 0;
    const signInRuns: Measure[] = [];
    const measureSignIn = async () => {
      for (const n of CONNECTIONS) {
        signInRuns.push(
          await closedLoop(
            (localAddress) =>
              request(`${base}/api/auth/sign-in/email`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ email: `persona${1 + (nextPerson++ % people)}@bench.example.it`, password: PASSWORD }),
                localAddress,
              }),
            n,
            SECONDS,
          ),
        );
      }
      rows.push({ key: 'sign-in', label: 'Sign-in (POST /api/auth/sign-in/email)', runs: signInRuns });
      log(`- Sign-in: ${signInRuns.map((r) => `${r.connections}c ${r.rps.toFixed(1)} req/s p99 ${r.p99.toFixed(0)} ms`).join(', ')}`);
    };

    for (const c of CASES.filter((c) => !ONLY || ONLY.includes(c.key) || c.key === 'health')) {
      const headers = { ...(c.target.headers ?? {}), ...(c.as && { cookie: cookies.get(c.as)! }) };
      const target = { ...c.target, headers };
      const paths = [c.target.path].flat();
      const probes = await Promise.all(paths.map((p) => request(`${base}${p}`, { headers })));
      const bad = probes.find((p) => p.status < 200 || p.status >= 300);
      if (bad) {
        const missing = bad.status === 404 && bad.body.includes('"NOT_FOUND"') && bad.body.includes('Risorsa non trovata');
        rows.push({ key: c.key, label: c.label, skipped: missing ? 'endpoint not there yet' : `answers ${bad.status}: ${bad.body.slice(0, 120)}` });
        log(`- ${c.label}: skipped (${rows.at(-1)!.skipped})`);
        continue;
      }
      await cannon(base, target, 10, Math.min(2, SECONDS)); // warm-up
      const runs: Measured[] = [];
      for (const n of CONNECTIONS) {
        const before = cpuMs(server.pid!, postmaster);
        const run = await cannon(base, target, n, SECONDS);
        const after = cpuMs(server.pid!, postmaster);
        const perRequest = (v: number) => Math.round((v / Math.max(1, run.requests)) * 100) / 100;
        runs.push({ ...run, serverCpuMs: perRequest(after.server - before.server), databaseCpuMs: perRequest(after.database - before.database) });
      }
      const bytes = Math.round(probes.reduce((s, p) => s + Buffer.byteLength(p.body), 0) / probes.length);
      rows.push({ key: c.key, label: c.label, runs, bytes });
      log(`- ${c.label}: ${runs.map((r) => `${r.connections}c ${r.rps.toFixed(0)} req/s p99 ${r.p99} ms, CPU/request ${r.serverCpuMs} ms server + ${r.databaseCpuMs} ms database${r.failed ? ` (${r.failed} failed)` : ''}`).join(', ')}`);
      if (c.key === 'health') await measureSignIn();
    }

    const memory = rssMb(server.pid!);

    // The old app's way: every client in one answer, straight from the pool.
    const oldPort = await freePort();
    const oldApp = spawn(process.execPath, ['--import', 'tsx', 'bench/old-app.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: database.url, PORT: String(oldPort) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(oldApp);
    await waitFor(`http://127.0.0.1:${oldPort}/ready`, 60_000);
    const oldRuns: Measure[] = [];
    for (const n of CONNECTIONS) oldRuns.push(await cannon(`http://127.0.0.1:${oldPort}`, { path: '/' }, n, SECONDS));
    const oldBytes = await bytesOf(`http://127.0.0.1:${oldPort}/`);
    rows.push({ key: 'old-app', label: 'Old app: SELECT * FROM clients as JSON', runs: oldRuns, bytes: oldBytes });
    log(`- Old app: ${oldRuns.map((r) => `${r.connections}c ${r.rps.toFixed(2)} req/s ${r.requests ? `p99 ${r.p99} ms` : `none finished in ${SECONDS} s`}`).join(', ')}`);
    await stop(oldApp);

    const health = rows.find((r) => r.key === 'health')!.runs!;
    for (const r of rows) if (r.runs) r.ratio = r.runs.map((m, i) => m.rps / health[i]!.rps);

    const sizes = (
      await database.pool.query<{ name: string; mb: number }>(
        `SELECT relname AS name, round(pg_total_relation_size(c.oid) / 1048576.0)::int AS mb FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY pg_total_relation_size(c.oid) DESC LIMIT 6`,
      )
    ).rows;
    const [{ mb: databaseMb }] = (await database.pool.query<{ mb: number }>('SELECT round(pg_database_size(current_database()) / 1048576.0)::int AS mb')).rows as [{ mb: number }];
    await stop(server);

    const clientList = rows.find((r) => r.key === 'clients');
    const signInBest = Math.max(...signInRuns.map((m) => m.rps));
    const measured = rows.filter((r) => r.runs && !['health', 'session', 'old-app', 'sign-in'].includes(r.key));
    const budgets = {
      clientListP99At50: { limitMs: 50, value: clientList?.runs?.[1]?.p99 ?? null, met: clientList?.runs ? clientList.runs[1]!.p99 <= 50 : null },
      throughputVsHealth: {
        limit: 0.2,
        below: measured.filter((r) => r.ratio!.some((x) => x < 0.2)).map((r) => r.key),
        met: measured.every((r) => r.ratio!.every((x) => x >= 0.2)),
      },
      signInVsHashing: { value: signInBest / hashing.rps, met: signInBest / hashing.rps >= 0.8 },
    };

    const results = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, platform: `${os.type()} ${os.release()}` },
      secondsPerMeasure: SECONDS,
      data: counts,
      coldStartMs,
      serverReportedStartMs: Number(readyLine) || null,
      serverRssMb: memory.rss,
      serverPeakRssMb: memory.peak,
      databaseMb,
      largestTablesMb: Object.fromEntries(sizes.map((s) => [s.name, s.mb])),
      passwordChecksPerSecond: hashing.rps,
      obligationsRefresh,
      rows,
      budgets,
    };
    writeResults('api', results);
    console.log('\n' + table(results.rows));
    console.log(
      `\nData: ${counts.clients} clients, ${counts.documents} documents, ${counts.activity} activity entries, ${counts.ledgerRows} income/expense rows, ${counts.users} users` +
        `\nCold start ${coldStartMs} ms · server RSS after the run ${memory.rss} MB (peak ${memory.peak} MB) · database ${databaseMb} MB` +
        `\nPassword check alone: ${hashing.rps.toFixed(1)}/s; sign-in reaches ${(budgets.signInVsHashing.value * 100).toFixed(0)}% of it` +
        `\nBudgets: client list p99 at 50 connections ≤ 50 ms: ${verdict(budgets.clientListP99At50.met)}` +
        ` · every endpoint ≥ 20% of /api/health: ${verdict(budgets.throughputVsHealth.met)}${budgets.throughputVsHealth.below.length ? ` (below: ${budgets.throughputVsHealth.below.join(', ')})` : ''}` +
        ` · sign-in limited by hashing: ${verdict(budgets.signInVsHashing.met)}` +
        `\nWritten bench/results.json (${((performance.now() - started) / 60000).toFixed(1)} min)`,
    );
  } finally {
    await Promise.all(children.map(stop));
    await database.close();
    if (!keep) fs.rmSync(dir, { recursive: true, force: true });
  }
}

function verdict(met: boolean | null): string {
  return met === null ? 'not measured' : met ? 'met' : 'MISSED';
}

/** The results as a Markdown table (docs/benchmarks.md takes it as is). */
function table(rows: Row[]): string {
  const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
  const rps = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
  const head = ['Endpoint', 'p50 @10', 'p99 @10', 'req/s @10', 'p50 @50', 'p99 @50', 'req/s @50', 'vs health @10', 'vs health @50', 'CPU ms/request @10 (server + database)', 'Body'];
  const lines = rows.map((r) => {
    if (!r.runs) return [r.label, r.skipped ?? '', '', '', '', '', '', '', '', '', ''];
    const [a, b] = r.runs as [Measured, Measured];
    const pct = (x: number) => `${(x * 100).toFixed(x < 0.1 ? 2 : 0)}%`;
    const failed = r.runs.some((m) => m.failed) ? ` ⚠ ${r.runs.map((m) => m.failed).join('/')} failed` : '';
    // A request slower than the whole run never finishes within it, and has no latency to show.
    const unfinished = r.runs.some((m) => !m.requests) ? ` (a request takes over ${SECONDS} s)` : '';
    const latency = (m: Measured, v: number) => (m.requests ? ms(v) : '—');
    return [
      r.label + failed + unfinished,
      latency(a, a.p50), latency(a, a.p99), rps(a.rps), latency(b, b.p50), latency(b, b.p99), rps(b.rps),
      pct(r.ratio![0]!), pct(r.ratio![1]!),
      a.serverCpuMs === undefined ? '' : `${a.serverCpuMs} + ${a.databaseCpuMs}`,
      r.bytes === undefined ? '' : r.bytes > 1e6 ? `${(r.bytes / 1e6).toFixed(1)} MB` : `${(r.bytes / 1e3).toFixed(1)} KB`,
    ];
  });
  return [head, head.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

await main();
