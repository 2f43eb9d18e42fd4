// `npm run test:crash`: kills the real server with SIGKILL in the middle of writes and of an upload,
// starts it again on the same data directory, and checks that nothing acknowledged is lost,
// nothing is half-applied, and no file is orphaned; cuts the database under a running server
// (every connection terminated, then PostgreSQL itself killed) and checks that the server stays
// up, answers 503 meanwhile and recovers by itself; then checks that a second process refuses
// the same data directory. Needs the build (`npm run build`).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const PORT = 3297;
const BASE = `http://localhost:${PORT}`;
const OWNER = { email: 'crash@example.it', password: 'prova-arresti-2026' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-crash-'));
fs.chmodSync(dataDir, 0o755);
let passed = 0;
let failed = 0;

function check(ok: boolean, what: string) {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? '✓' : '✗'} ${what}`);
}

/** The server started last, killed at the end whatever happened. */
let current = null as ChildProcess | null;

/**
 * Starts the server and waits until it answers. `ownGroup`: in a process group of its own, its
 * errors piped (for a Ctrl-C to the whole group); otherwise they go to this test's output.
 */
async function start(options: { ownGroup?: boolean } = {}): Promise<ChildProcess> {
  const server = (current = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), APP_URL: BASE, OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', options.ownGroup ? 'pipe' : 'inherit'],
    detached: options.ownGroup,
  }));
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false);
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('il server non è diventato disponibile');
}

async function kill(server: ChildProcess): Promise<void> {
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGKILL');
  await exited;
}

async function signIn(): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: BASE }, body: JSON.stringify(OWNER) });
  if (!res.ok) throw new Error(`accesso non riuscito: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function database(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: fs.readFileSync(path.join(dataDir, 'postgres.url'), 'utf8').trim() });
  await client.connect();
  return client;
}

/** Writers post expenses as fast as they can until the server dies; returns the acknowledged descriptions. */
async function writeUntilKilled(cookie: string, server: ChildProcess): Promise<string[]> {
  const acknowledged: string[] = [];
  let n = 0;
  let alive = true;
  const writer = async () => {
    while (alive) {
      const description = `crash-${++n}`;
      try {
        const res = await fetch(`${BASE}/api/money/expenses`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, origin: BASE },
          body: JSON.stringify({ amount: '10.50', description, date: new Date().toISOString().slice(0, 10) }),
        });
        if (res.status === 201) acknowledged.push(description);
      } catch {
        return; // the server is gone
      }
    }
  };
  const writers = Array.from({ length: 6 }, writer);
  await new Promise((r) => setTimeout(r, 1500 + Math.random() * 1000));
  await kill(server);
  alive = false;
  await Promise.all(writers);
  return acknowledged;
}

/** Checks every expense whose description starts with `prefix`: all acknowledged ones kept, none without its activity entry. */
async function checkWrites(prefix: string, acknowledged: string[], when: string): Promise<void> {
  const db = await database();
  const { rows } = await db.query<{ description: string; logged: boolean }>(
    `SELECT e.description, EXISTS (SELECT 1 FROM activity_log a WHERE a.action = 'Aggiunta Spesa' AND a.details LIKE '%- ' || e.description) AS logged
     FROM expenses e WHERE e.description LIKE $1 || '%'`,
    [prefix],
  );
  const { rows: orphanLogs } = await db.query(
    `SELECT 1 FROM activity_log a WHERE a.action = 'Aggiunta Spesa' AND a.details LIKE '%- ' || $1 || '%'
     AND NOT EXISTS (SELECT 1 FROM expenses e WHERE a.details LIKE '%- ' || e.description)`,
    [prefix],
  );
  await db.end();
  const stored = new Set(rows.map((r) => r.description));
  check(acknowledged.length > 0 && acknowledged.every((d) => stored.has(d)), `${when}: tutte le ${acknowledged.length} scritture confermate ci sono (${stored.size} salvate)`);
  check(rows.every((r) => r.logged) && orphanLogs.length === 0, `${when}: nessuna scrittura a metà`);
}

/**
 * Writers post expenses while `cut` takes the database away from the running server; they go on
 * until /api/health has answered 200 again for a second. Returns what was acknowledged, the
 * statuses seen, and how long the server took to answer 200 again after the cut.
 */
async function writeThroughOutage(cookie: string, prefix: string, cut: () => Promise<void>) {
  const acknowledged: string[] = [];
  const statuses = new Map<number, number>();
  const health: number[] = [];
  let n = 0;
  let writing = true;
  const writer = async () => {
    while (writing) {
      const description = `${prefix}${++n}`;
      const res = await fetch(`${BASE}/api/money/expenses`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: BASE },
        body: JSON.stringify({ amount: '10.50', description, date: new Date().toISOString().slice(0, 10) }),
      }).catch(() => null);
      const status = res?.status ?? 0; // 0: no answer at all
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 201) acknowledged.push(description);
      await res?.arrayBuffer();
      // During an outage a writer backs off a little, as a person retrying would.
      if (status !== 201) await new Promise((r) => setTimeout(r, 50));
    }
  };
  const writers = Array.from({ length: 4 }, writer);
  await new Promise((r) => setTimeout(r, 1000));
  const cutAt = performance.now();
  await cut();
  let recoveredAt = 0;
  for (let okSince = 0; performance.now() - cutAt < 60_000; await new Promise((r) => setTimeout(r, 100))) {
    const status = await fetch(`${BASE}/api/health`).then((r) => r.status, () => 0);
    health.push(status);
    if (status !== 200) okSince = 0;
    else if (!okSince) {
      okSince = performance.now();
      recoveredAt = okSince;
    } else if (performance.now() - okSince > 1000) break;
  }
  writing = false;
  await Promise.all(writers);
  return { acknowledged, statuses, health, recoveryMs: recoveredAt ? Math.round(recoveredAt - cutAt) : null };
}

const describeStatuses = (statuses: Map<number, number>) => [...statuses].map(([s, c]) => `${s || 'nessuna risposta'}×${c}`).join(', ');

/** Streams a large contract slowly and kills the server half-way through. */
async function uploadUntilKilled(cookie: string, server: ChildProcess): Promise<void> {
  const boundary = '----arcadia-crash';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nContratto interrotto\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grande.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const total = 8 * 1024 * 1024;
  const req = http.request(`${BASE}/api/contracts`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + total + 40, cookie, origin: BASE },
  });
  req.on('error', () => {});
  req.write(head);
  const chunk = Buffer.alloc(256 * 1024, 0x20);
  for (let sent = 0; sent < total / 2; sent += chunk.length) {
    req.write(chunk);
    await new Promise((r) => setTimeout(r, 20));
  }
  await kill(server);
  req.destroy();
}

try {
  // 1. Writes: every acknowledged write survives, none is half-applied.
  let server = await start();
  const acknowledged = await writeUntilKilled(await signIn(), server);
  server = await start();
  let db = await database();
  const { rows } = await db.query<{ description: string; logged: boolean }>(`
    SELECT e.description, EXISTS (SELECT 1 FROM activity_log a WHERE a.action = 'Aggiunta Spesa' AND a.details LIKE '%- ' || e.description) AS logged
    FROM expenses e WHERE e.description LIKE 'crash-%'`);
  const stored = new Set(rows.map((r) => r.description));
  check(acknowledged.length > 0, `scritture confermate prima dell'interruzione: ${acknowledged.length}`);
  check(acknowledged.every((d) => stored.has(d)), `tutte le ${acknowledged.length} scritture confermate ci sono dopo il riavvio (${stored.size} salvate)`);
  check(rows.every((r) => r.logged), 'nessuna scrittura a metà: ogni spesa ha la sua voce di attività');
  const { rows: orphanLogs } = await db.query(`
    SELECT 1 FROM activity_log a WHERE a.action = 'Aggiunta Spesa' AND NOT EXISTS (SELECT 1 FROM expenses e WHERE a.details LIKE '%- ' || e.description)`);
  check(orphanLogs.length === 0, 'nessuna voce di attività senza la sua spesa');
  await db.end();
  check((await fetch(`${BASE}/api/health`)).ok, 'app di nuovo disponibile dopo il primo kill');

  // 2. Upload: no orphan file, no row pointing to a missing file.
  await uploadUntilKilled(await signIn(), server);
  const tmpDir = path.join(dataDir, 'files', '.tmp');
  const partial = fs.existsSync(tmpDir) ? fs.readdirSync(tmpDir).length : 0;
  check(partial > 0, `il caricamento interrotto ha lasciato ${partial} file parziale`);
  server = await start();
  await new Promise((r) => setTimeout(r, 1500)); // the orphan sweep runs right after start
  db = await database();
  const { rows: keys } = await db.query<{ key: string }>('SELECT file_key AS key FROM contracts UNION ALL SELECT file_key FROM documents');
  const filesRoot = path.join(dataDir, 'files');
  const onDisk = (fs.readdirSync(filesRoot, { recursive: true }) as string[]).filter((f) => !f.startsWith('.') && fs.statSync(path.join(filesRoot, f)).isFile());
  const tmpLeft = fs.existsSync(tmpDir) ? fs.readdirSync(tmpDir) : [];
  check(keys.every((k) => fs.existsSync(path.join(filesRoot, k.key))), 'nessuna riga punta a un file mancante');
  check(onDisk.every((f) => keys.some((k) => k.key === f)) && tmpLeft.length === 0, `nessun file orfano (${onDisk.length} file, ${tmpLeft.length} temporanei)`);
  await db.end();
  check((await fetch(`${BASE}/api/health`)).ok, 'app di nuovo disponibile dopo il kill durante il caricamento');

  // 3. Every connection of the app terminated during writes: the server stays up and goes on.
  const cookie = await signIn();
  const admin = await database();
  const terminated = await writeThroughOutage(cookie, 'terminate-', async () => {
    const { rowCount } = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'app' AND pid <> pg_backend_pid()");
    console.log(`  connessioni dell'app terminate: ${rowCount}`);
  });
  await admin.end();
  console.log(`  risposte alle scritture: ${describeStatuses(terminated.statuses)}`);
  check(server.exitCode === null && server.signalCode === null, 'connessioni terminate: il server resta in vita');
  check(!terminated.statuses.has(500) && !terminated.statuses.has(0), 'connessioni terminate: nessun errore 500 e nessuna richiesta senza risposta');
  check(terminated.recoveryMs !== null, `connessioni terminate: /api/health di nuovo 200 dopo ${terminated.recoveryMs} ms`);
  await checkWrites('terminate-', terminated.acknowledged, 'connessioni terminate');

  // 4. PostgreSQL itself killed during writes: 503 meanwhile, restarted by the app, 200 again.
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const killed = await writeThroughOutage(cookie, 'postmaster-', async () => {
    process.kill(postmaster, 'SIGKILL');
  });
  console.log(`  risposte alle scritture: ${describeStatuses(killed.statuses)}; /api/health: ${killed.health.filter((s) => s === 503).length}×503 poi 200`);
  check(server.exitCode === null && server.signalCode === null, 'PostgreSQL ucciso: il server resta in vita');
  check(killed.health.includes(503), 'PostgreSQL ucciso: /api/health risponde 503 durante l\'interruzione');
  check(!killed.statuses.has(500) && !killed.statuses.has(0), 'PostgreSQL ucciso: le scritture ricevono 503, nessun 500 e nessuna richiesta senza risposta');
  check(killed.recoveryMs !== null, `PostgreSQL ucciso: riavviato dall'app, /api/health di nuovo 200 dopo ${killed.recoveryMs} ms`);
  await checkWrites('postmaster-', killed.acknowledged, 'PostgreSQL ucciso');

  // 5. A second app process on the same data directory stops with a clear message instead of sharing it.
  const second = spawn(process.execPath, ['dist/server/main.js'], { env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT + 1) }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  second.stderr!.on('data', (d) => (stderr += d));
  const code = await new Promise((r) => second.once('exit', r));
  check(code === 1 && stderr.includes('è già in uso da un altro processo'), 'un secondo processo sulla stessa cartella dati si ferma con un messaggio chiaro');
  check((await fetch(`${BASE}/api/health`)).ok, 'il primo processo continua a funzionare');

  // A normal stop, after all of the above, ends by itself and says so with code 0.
  const stopStarted = performance.now();
  const stopped = new Promise<number | null>((r) => server.once('exit', (code) => r(code)));
  server.kill('SIGTERM');
  const stopCode = await stopped;
  check(stopCode === 0, `arresto normale con SIGTERM: codice ${stopCode} in ${Math.round(performance.now() - stopStarted)} ms`);

  // 6. A Ctrl-C in the terminal reaches the whole process group, PostgreSQL included: a quiet stop, code 0.
  const group = await start({ ownGroup: true });
  let groupErr = '';
  group.stderr!.on('data', (d) => (groupErr += d));
  const groupStopped = new Promise<number | null>((r) => group.once('exit', (code) => r(code)));
  process.kill(-group.pid!, 'SIGINT');
  const groupCode = await groupStopped;
  check(groupCode === 0 && groupErr === '', `Ctrl-C: codice ${groupCode}, nessun errore stampato${groupErr ? ` (stampato: ${groupErr.trim()})` : ''}`);
} catch (err) {
  failed++;
  console.error(err);
} finally {
  // A check that threw leaves its server running: it must not outlive the test.
  if (current && current.exitCode === null && current.signalCode === null) await kill(current);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
