// `npm run test:crash`: kills the real server with SIGKILL in the middle of writes and of an upload,
// starts it again on the same data directory, and checks that nothing acknowledged is lost,
// nothing is half-applied, and no file is orphaned; then checks that a second process refuses
// the same data directory. Needs the build (`npm run build`).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const PORT = 3297;
const BASE = `http://localhost:${PORT}`;
const OWNER = { email: 'crash@example.it', password: 'password123' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-crash-'));
fs.chmodSync(dataDir, 0o755);
let passed = 0;
let failed = 0;

function check(ok: boolean, what: string) {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? '✓' : '✗'} ${what}`);
}

async function start(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), APP_URL: BASE, OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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
  const onDisk = (fs.readdirSync(filesRoot, { recursive: true }) as string[]).filter((f) => !f.startsWith('.tmp') && fs.statSync(path.join(filesRoot, f)).isFile());
  const tmpLeft = fs.existsSync(tmpDir) ? fs.readdirSync(tmpDir) : [];
  check(keys.every((k) => fs.existsSync(path.join(filesRoot, k.key))), 'nessuna riga punta a un file mancante');
  check(onDisk.every((f) => keys.some((k) => k.key === f)) && tmpLeft.length === 0, `nessun file orfano (${onDisk.length} file, ${tmpLeft.length} temporanei)`);
  await db.end();
  check((await fetch(`${BASE}/api/health`)).ok, 'app di nuovo disponibile dopo il kill durante il caricamento');

  // 3. A second app process on the same data directory stops with a clear message instead of sharing it.
  const second = spawn(process.execPath, ['dist/server/main.js'], { env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT + 1) }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  second.stderr!.on('data', (d) => (stderr += d));
  const code = await new Promise((r) => second.once('exit', r));
  check(code === 1 && stderr.includes('è già in uso da un altro processo'), 'un secondo processo sulla stessa cartella dati si ferma con un messaggio chiaro');
  check((await fetch(`${BASE}/api/health`)).ok, 'il primo processo continua a funzionare');

  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
} catch (err) {
  failed++;
  console.error(err);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
