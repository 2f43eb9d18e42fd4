import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ensureOwner } from './bootstrap';
import { createContext } from './context-factory';
import { openDatabase, type OpenDatabase } from './db/open';
import { loadEnv } from './env';
import { sweepOrphanFiles } from './files/sweep';

const started = performance.now();
const env = loadEnv();

let database: OpenDatabase;
try {
  database = await openDatabase(env);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
const ctx = await createContext(env, database.pool);
await ensureOwner(ctx);
// With the embedded database this process is the only writer: anything older than its start is settled.
// App servers sharing DATABASE_URL leave an hour to each other's uploads in flight.
const settledBefore = env.DATABASE_URL ? new Date(Date.now() - 60 * 60 * 1000) : new Date();
sweepOrphanFiles(ctx, settledBefore).then(
  (n) => n > 0 && console.log(`Rimossi ${n} file orfani lasciati da un'interruzione.`),
  (err) => console.error('Pulizia dei file orfani non riuscita:', err),
);

const app = createApp(ctx, { serveWeb: true, logRequests: env.NODE_ENV === 'development' });
const server = serve({ fetch: app.fetch, port: env.PORT }, () => {
  console.log(`Arcadia pronto su ${env.APP_URL} (porta ${env.PORT}) in ${Math.round(performance.now() - started)} ms`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`Ricevuto ${signal}: arresto in corso…`);
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
