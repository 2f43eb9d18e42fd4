import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ensureOwner } from './bootstrap';
import { createContext } from './context-factory';
import { noteStopBegun } from './platform/db/client';
import { openDatabase, type OpenDatabase } from './platform/db/open';
import { loadEnv } from './platform/env';
import { bindFileStore, FileStoreError, scheduleFileSweeps } from './platform/files/tracking';
import { keepServingOnLostJobRecord } from './platform/jobs/queue';
import { startJobs } from './app-tasks';
import { log } from './platform/log';
import { checkSmtp } from './platform/mail/smtp-check';
import { createMetrics, listenForMetrics } from './platform/metrics';
import { checkBeforeStart, databaseFailureMessage, listenErrorMessage, stopStarting, trustProxyWarning, webBuildProblem } from './platform/startup-checks';

/** The exit code when the embedded database died and could not be restarted (README). */
const EXIT_DATABASE_LOST = 3;

const started = performance.now();
const env = loadEnv();
log.level = env.LOG_LEVEL;
await checkBeforeStart(env);
const proxyWarning = trustProxyWarning(env);
if (proxyWarning) console.warn(proxyWarning);

let database: OpenDatabase;
try {
  database = await openDatabase(env, {
    onGiveUp(message) {
      console.error(message);
      process.exit(EXIT_DATABASE_LOST);
    },
  });
} catch (err) {
  console.error(databaseFailureMessage(err, env));
  process.exit(1);
}
const missingWeb = webBuildProblem();
if (missingWeb) await stopStarting(missingWeb, database);
const ctx = await createContext(env, database.pool);
try {
  await bindFileStore(ctx);
} catch (err) {
  if (!(err instanceof FileStoreError)) throw err;
  console.error(err.message);
  await database.close();
  process.exit(1);
}
await ensureOwner(ctx);
// The job queue's workers (mail first); unsent messages get their jobs back.
const jobs = await startJobs(ctx, database.url);
if (env.SMTP_URL) void checkSmtp(env.SMTP_URL).then((warning) => warning && log.warn(warning));
const stopSweeps = scheduleFileSweeps(ctx, new Date(), !env.DATABASE_URL);

const metrics = env.METRICS_PORT ? createMetrics(ctx) : undefined;
const app = createApp(ctx, { serveWeb: true, metrics });
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
  console.log(`Arcadia pronto su ${env.APP_URL} (porta ${env.PORT}) in ${Math.round(performance.now() - started)} ms`);
});
// The port was free when checked, before the database started; another program may have taken it since.
server.on('error', (err) => {
  if (server.listening) throw err;
  void stopStarting(listenErrorMessage(err, env.PORT, env.HOST), database);
});
if (metrics) listenForMetrics(metrics, env, (message) => void stopStarting(message, database));

let stopping = false;
const STOP_DEADLINE_MS = 45_000;
async function shutdown(signal: string) {
  if (stopping) {
    // A second Ctrl-C or SIGTERM: someone is waiting on a stop that does not end.
    console.error(`Ricevuto di nuovo ${signal}: arresto immediato.`);
    process.exit(1);
  }
  stopping = true;
  noteStopBegun();
  console.log(`Ricevuto ${signal}: arresto in corso…`);
  // Each step below is bounded; this is the net under them all.
  let waitingOn = 'la coda dei lavori';
  setTimeout(() => {
    console.error(`Arresto non completato entro ${STOP_DEADLINE_MS / 1000} s (in attesa di: ${waitingOn}): uscita forzata.`);
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
  server.close();
  await jobs.stop();
  stopSweeps();
  waitingOn = 'il database';
  await database.close();
  process.exit(0);
}
process.on('unhandledRejection', keepServingOnLostJobRecord);
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
