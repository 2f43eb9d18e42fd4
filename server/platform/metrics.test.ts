import { once } from 'node:events';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createDb, createPool } from './db/client';
import { parseEnv } from './env';
import { createFsStorage } from './files/storage';
import { createMetrics, listenForMetrics, metricsServer } from './metrics';
import { createTestApp } from '../test/test-app';

const TOKEN = 'token-delle-metriche-di-prova';
const t = await createTestApp();
const metrics = createMetrics(t.ctx);
const app = createApp(t.ctx, { metrics });
const server = metricsServer(metrics, TOKEN).listen(0, '127.0.0.1');
await once(server, 'listening');
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(async () => {
  server.close();
  await t.close();
});

const scrape = async () => {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return res.text();
};

/** The value of one series in an exposition (0 when absent). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('metrics port', () => {
  it('answers only GET /metrics with the token', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer sbagliato' } })).status).toBe(401);
    expect((await fetch(`${base}/altro`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it('counts a request by its route pattern, not its path, and by status; times it in the histogram', async () => {
    const owner = await t.user('proprietario');
    const series = 'arcadia_http_requests_total{method="GET",route="/api/clients/:id",status="404"}';
    const histogram = 'arcadia_http_request_duration_seconds_count{method="GET",route="/api/clients/:id"}';
    const before = await scrape();
    const id = '00000000-0000-4000-8000-000000000000';
    const res = await app.request(`/api/clients/${id}`, { headers: { cookie: owner.cookie } });
    expect(res.status).toBe(404);
    const after = await scrape();
    expect(valueOf(after, series)).toBe(valueOf(before, series) + 1);
    expect(valueOf(after, histogram)).toBe(valueOf(before, histogram) + 1);
    expect(after).toContain('arcadia_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/clients/:id"}');
    expect(after).not.toContain(id);
  });

  it('shows the database pool, the job queue and the process', async () => {
    await t.ctx.jobs.add(t.ctx.db, 'prova-metriche', {});
    const text = await scrape();
    expect(valueOf(text, 'arcadia_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(text).toMatch(/^arcadia_db_pool_connections\{state="idle"\} \d+$/m);
    expect(text).toMatch(/^arcadia_db_pool_connections\{state="waiting"\} 0$/m);
    expect(valueOf(text, 'arcadia_jobs{state="pending"}')).toBeGreaterThanOrEqual(1);
    for (const state of ['scheduled', 'running', 'failed']) expect(text).toMatch(new RegExp(`^arcadia_jobs\\{state="${state}"\\} \\d+$`, 'm'));
    expect(text).toMatch(/^arcadia_jobs_oldest_pending_seconds \d+$/m);
    expect(valueOf(text, 'arcadia_database_up')).toBe(1);
    expect(valueOf(text, 'arcadia_files_up')).toBe(1);
    expect(text).toContain('process_resident_memory_bytes');
    await t.ctx.pool.query("delete from graphile_worker._private_jobs where task_id in (select id from graphile_worker._private_tasks where identifier = 'prova-metriche')");
  });

  it('still answers with the database down: database_up 0 and no queue figures', async () => {
    const pool = createPool(t.ctx.pool.options.connectionString!, 1);
    await pool.end();
    const text = await createMetrics({ pool, db: createDb(pool), storage: t.ctx.storage }).registry.metrics();
    expect(valueOf(text, 'arcadia_database_up')).toBe(0);
    expect(text).not.toMatch(/^arcadia_jobs\{/m);
  });

  it('says when the file store does not answer: files_up 0, the rest as before', async () => {
    // A store whose folder is a file, as when a volume is not mounted in its place.
    const notAFolder = path.join(t.ctx.env.DATA_DIR, 'archivio-non-montato');
    fs.writeFileSync(notAFolder, '');
    const text = await createMetrics({ ...t.ctx, storage: createFsStorage(notAFolder) }).registry.metrics();
    expect(text).toMatch(/^arcadia_files_up 0$/m);
    expect(valueOf(text, 'arcadia_database_up')).toBe(1);
  });
});

describe('listening', () => {
  it('says in Italian when METRICS_PORT cannot be used', async () => {
    const taken = (server.address() as AddressInfo).port;
    const message = await new Promise<string>((resolve) => listenForMetrics(metrics, { ...t.ctx.env, METRICS_PORT: taken, METRICS_TOKEN: TOKEN, HOST: '127.0.0.1' }, resolve));
    expect(message).toMatch(new RegExp(`^La porta delle metriche METRICS_PORT=${taken} non si può usare \\(EADDRINUSE\\): scegline un'altra`));
  });
});

describe('settings', () => {
  it('refuses METRICS_PORT without METRICS_TOKEN, or on the app\'s own port', () => {
    expect(parseEnv({ METRICS_PORT: '9464' }).problems).toContain('METRICS_TOKEN: con METRICS_PORT serve METRICS_TOKEN');
    expect(parseEnv({ METRICS_PORT: '3000', METRICS_TOKEN: TOKEN }).problems).toContain('METRICS_PORT deve essere un numero intero tra 1 e 65535, diverso da PORT');
    expect(parseEnv({ METRICS_PORT: '9464', METRICS_TOKEN: 'corto' }).problems).toContain('METRICS_TOKEN deve avere almeno 16 caratteri');
    expect(parseEnv({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN }).env).toMatchObject({ METRICS_PORT: 9464, METRICS_TOKEN: TOKEN });
    expect(parseEnv({}).env?.METRICS_PORT).toBeUndefined();
    expect(parseEnv({}).env?.LOG_LEVEL).toBe('info');
  });

  it('takes LOG_LEVEL among pino\'s levels', () => {
    expect(parseEnv({ LOG_LEVEL: 'debug' }).env?.LOG_LEVEL).toBe('debug');
    expect(parseEnv({ LOG_LEVEL: 'verbose' }).problems).toContain('LOG_LEVEL deve essere uno tra fatal, error, warn, info, debug, trace, silent.');
  });
});
