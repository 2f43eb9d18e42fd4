/**
 * What can stop the server from starting, found before it starts the database and
 * said in Italian with what to do; each problem ends the process with code 1.
 * The Node.js version is checked earlier still (node-version.mjs), the settings
 * by env.ts. See docs/decisions/013-start-up-checks.md.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describeConnectionError } from './db/connect-errors';
import type { Env } from './env';
import { WEB_DIST_DIR } from './paths';

type ErrnoError = NodeJS.ErrnoException;

const codeOf = (err: unknown) => (err as ErrnoError | null)?.code;

/** The first of `dir` and the folders above it that exists and is no folder. */
function fileInTheWay(dir: string): string | null {
  for (let p = dir; ; p = path.dirname(p)) {
    try {
      if (!fs.statSync(p).isDirectory()) return p;
    } catch {
      // not there: look above
    }
    if (path.dirname(p) === p) return null;
  }
}

/** Whether `host` lets only this computer connect. */
function loopbackOnly(host: string | undefined): boolean {
  if (host === undefined) return false;
  return host === 'localhost' || host === '::1' || (net.isIPv4(host) && host.startsWith('127.'));
}

/**
 * A warning, not a stop: TRUST_PROXY as a number trusts whatever connects to the port
 * to report the client's address, so with the port open beyond this computer anyone
 * connecting straight to it can choose the address the sign-in limits count.
 */
export function trustProxyWarning(env: Pick<Env, 'TRUST_PROXY' | 'HOST'>): string | null {
  if (typeof env.TRUST_PROXY !== 'number' || env.TRUST_PROXY === 0 || loopbackOnly(env.HOST)) return null;
  return (
    `Attenzione: TRUST_PROXY=${env.TRUST_PROXY} considera proxy chiunque si colleghi direttamente alla porta, e il server ascolta su ${env.HOST ?? 'tutte le interfacce'}. ` +
    'Imposta HOST=127.0.0.1 se il proxy è su questo computer, oppure indica in TRUST_PROXY l\'indirizzo del proxy (es. TRUST_PROXY=10.0.0.5).'
  );
}

/** The Italian text of a failure to create or write the data directory `dir`. */
export function dataDirErrorMessage(err: unknown, dir: string): string {
  const code = codeOf(err);
  const where = (err as ErrnoError | null)?.path ?? dir;
  const choose = 'oppure scegli un\'altra cartella con DATA_DIR=…';
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return (
        `Arcadia non può scrivere nella cartella dati ${dir}: permesso negato su ${where}.\n` +
        `Dai la cartella all'utente che avvia l'app (es. sudo chown -R $(id -un) ${dir}) ${choose}.`
      );
    case 'EROFS':
      return `Arcadia non può scrivere nella cartella dati ${dir}: il disco è in sola lettura.\nMontalo in lettura e scrittura ${choose}.`;
    case 'ENOTDIR':
    case 'EEXIST':
      return (
        `La cartella dati ${dir} non si può creare: ${fileInTheWay(dir) ?? where} è un file, non una cartella.\n` +
        `Sposta o rinomina quel file ${choose}.`
      );
    case 'ENOSPC':
    case 'EDQUOT':
      return `Il disco della cartella dati ${dir} è pieno.\nLibera spazio ${choose}.`;
    default:
      return `Arcadia non può usare la cartella dati ${dir} (${code ?? (err instanceof Error ? err.message : String(err))}).\nControlla il percorso e i permessi ${choose}.`;
  }
}

/** Creates the data directory if needed and writes a file in it; the problem in Italian, or null. */
export function dataDirProblem(dir: string): string | null {
  const probe = path.join(dir, `.prova-scrittura-${process.pid}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
    return null;
  } catch (err) {
    return dataDirErrorMessage(err, dir);
  }
}

/**
 * Run as root, the embedded PostgreSQL runs as the system user `postgres`
 * (PostgreSQL refuses root), which must pass through every folder above its files.
 * A folder of root's that others may not enter (such as /root, or a mktemp -d folder)
 * stops it with "Permission denied": named here instead, before it starts.
 */
export function embeddedAccessProblem(dataDir: string, uid = process.getuid?.()): string | null {
  if (uid !== 0) return null;
  for (let dir = dataDir; ; dir = path.dirname(dir)) {
    let stat: fs.Stats | null = null;
    try {
      stat = fs.statSync(dir);
    } catch {
      // not there yet: created by root with the default permissions
    }
    const othersMayEnter = stat === null || (stat.mode & 0o001) !== 0 || stat.uid !== 0 || ((stat.mode & 0o010) !== 0 && stat.gid !== 0);
    if (!othersMayEnter) {
      return (
        `Il database integrato non potrebbe aprire la cartella dati ${dataDir}: l'app è avviata come root, PostgreSQL gira come utente di sistema «postgres» ` +
        `e non può entrare in ${dir}, che solo root può attraversare.\n` +
        `Rendila attraversabile (chmod o+x ${dir}) oppure scegli con DATA_DIR=… una cartella fuori da ${dir}, es. /srv/arcadia.`
      );
    }
    if (path.dirname(dir) === dir) return null;
  }
}

/** The Italian text of a failure to listen on `port` (of HOST `host`, unset: every interface). */
export function listenErrorMessage(err: unknown, port: number, host?: string): string {
  const code = codeOf(err);
  switch (code) {
    case 'EADDRINUSE':
      return (
        `La porta ${port}${host ? ` di ${host}` : ''} è già in uso da un altro programma (forse un'altra copia di Arcadia).\n` +
        `Fermalo oppure scegli un'altra porta con PORT=…, es. PORT=${port === 3000 ? 3001 : 3000}.`
      );
    case 'EACCES':
    case 'EPERM':
      return port < 1024
        ? `La porta ${port} è riservata all'amministratore del sistema (le porte sotto 1024 lo sono).\n` +
            `Usa una porta da 1024 in su con PORT=…, es. PORT=3000, e se serve metti davanti un proxy (nginx, Caddy) sulla ${port}.`
        : `Il sistema non permette di usare la porta ${port}${host ? ` di ${host}` : ''}.\nScegli un'altra porta con PORT=…, es. PORT=3000.`;
    case 'EADDRNOTAVAIL':
      return `L'indirizzo HOST=${host} non appartiene a questo computer.\nUsa uno dei suoi indirizzi (es. 127.0.0.1) oppure togli HOST per ascoltare su tutte le interfacce.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return `Il nome HOST=${host} non corrisponde a nessun indirizzo.\nUsa un indirizzo IP di questo computer (es. 127.0.0.1) oppure togli HOST per ascoltare su tutte le interfacce.`;
    default:
      return `Il server non può mettersi in ascolto sulla porta ${port}${host ? ` di ${host}` : ''}: ${err instanceof Error ? err.message : String(err)}.`;
  }
}

/** Listens on the port for a moment, as the server will: the problem in Italian, or null when it is free. */
export function portProblem(port: number, host?: string): Promise<string | null> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (err) => resolve(listenErrorMessage(err, port, host)));
    probe.listen(port, host, () => probe.close(() => resolve(null)));
  });
}

/** The web app's build is missing (`npx tsx server/main.ts` before any build). */
export function webBuildProblem(webDir = WEB_DIST_DIR): string | null {
  if (fs.existsSync(path.join(webDir, 'index.html'))) return null;
  return `Manca la compilazione dell'interfaccia (${path.join(webDir, 'index.html')}).\nAvvia l'app con npm start, che la prepara, oppure esegui prima npm run build.`;
}

/** What to print when the database does not open: the Italian explanation of DATABASE_URL's failure, or the error's own message. */
export function databaseFailureMessage(err: unknown, env: Pick<Env, 'DATABASE_URL'>): string {
  return (env.DATABASE_URL && describeConnectionError(err, env.DATABASE_URL)) || (err instanceof Error ? err.message : String(err));
}

/** Prints `message`, closes what is open and ends the process with code 1. */
export async function stopStarting(message: string, database?: { close(): Promise<void> }): Promise<never> {
  console.error(message);
  await database?.close().catch(() => {});
  process.exit(1);
}

/** The checks before the database starts: the data directory, then the port. A problem ends the process. */
export async function checkBeforeStart(env: Env): Promise<void> {
  const problem =
    dataDirProblem(env.DATA_DIR) ?? (env.DATABASE_URL ? null : embeddedAccessProblem(env.DATA_DIR)) ?? (await portProblem(env.PORT, env.HOST));
  if (problem) await stopStarting(problem);
}
