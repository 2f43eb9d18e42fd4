/**
 * `npm run bench:cluster`: the client list through nginx with two app servers against one,
 * on the same machine, data and run. Starts the set the multi-server test uses
 * (e2e/support/cluster.ts: a production install, PostgreSQL, an S3 store, two app servers,
 * the deployment guide's nginx), fills 10,000 clients, then measures GET /api/clients through
 * a second nginx in front of the first server only and through the one in front of both.
 * Needs a build (npm run build). Settings: BENCH_SECONDS=10, BENCH_CONNECTIONS=50.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { createDb, createPool } from '../server/platform/db/client';
import { createManyClients } from '../server/seed/factories/clients';
import { startNginx } from '../server/test/nginx';
import { startCluster } from '../e2e/support/cluster';
import { cannon, type Measure } from './load';
import { writeResults } from './results';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CLIENTS = 10_000;

const installDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-cluster-'));
const cluster = await startCluster({ servers: 2, installDir });
const oneServer = await startNginx([Number(new URL(cluster.servers[0]!.url).port)]);
try {
  const pool = createPool(cluster.databaseUrl, 2);
  await createManyClients(createDb(pool), CLIENTS);
  await pool.query('VACUUM ANALYZE clients');
  await pool.end();

  const signedIn = await fetch(`${cluster.servers[0]!.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: cluster.url, 'content-type': 'application/json' },
    body: JSON.stringify({ email: cluster.owner.email, password: cluster.owner.password }),
  });
  if (signedIn.status !== 200) throw new Error(`Accesso non riuscito (${signedIn.status}): ${await signedIn.text()}`);
  const cookie = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const target = { path: ['/api/clients?page=1', '/api/clients?page=2&q=a', '/api/clients?page=50&sort=companyName'], headers: { cookie } };

  const measure = async (label: string, base: string): Promise<Measure & { label: string }> => {
    await cannon(base, target, 10, 2); // warm-up
    const run = await cannon(base, target, CONNECTIONS, SECONDS);
    console.log(`${label}: ${run.rps.toFixed(0)} richieste/s, p50 ${run.p50} ms, p99 ${run.p99} ms, fallite ${run.failed}`);
    return { label, ...run };
  };
  console.log(`GET /api/clients via nginx (https), ${CLIENTS} clienti, ${CONNECTIONS} connessioni, ${SECONDS} s, ${os.cpus().length} core`);
  const one = await measure('1 server', `https://localhost:${oneServer.httpsPort}`);
  const two = await measure('2 server', cluster.url);
  console.log(`2 server / 1 server: ${(two.rps / one.rps).toFixed(2)}×`);
  writeResults('cluster', { clients: CLIENTS, connections: CONNECTIONS, seconds: SECONDS, cores: os.cpus().length, runs: [one, two] });
} finally {
  await oneServer.stop();
  await cluster.stop();
  fs.rmSync(installDir, { recursive: true, force: true });
}
