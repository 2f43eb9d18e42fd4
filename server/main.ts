import fs from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ensureOwner } from './bootstrap';
import { createContext } from './context-factory';
import { createPool, runMigrations } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { loadEnv } from './env';
import { acquireLock } from './lock';

const started = performance.now();
const env = loadEnv();
fs.mkdirSync(env.DATA_DIR, { recursive: true });

let embedded: EmbeddedDatabase | null = null;
let releaseLock = () => {};
if (!env.DATABASE_URL) {
  releaseLock = acquireLock(path.join(env.DATA_DIR, 'postgres.lock'), env.DATA_DIR);
  embedded = await startEmbeddedPostgres(path.join(env.DATA_DIR, 'postgres'), { quiet: true });
}
const pool = createPool(env.DATABASE_URL ?? embedded!.url);
await runMigrations(pool);
const ctx = await createContext(env, pool);
await ensureOwner(ctx);

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
  await pool.end().catch(() => {});
  await embedded?.stop().catch(() => {});
  releaseLock();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
