import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createDb, createPool } from '../../platform/db/client';
import { createFsStorage } from '../../platform/files/storage';
import { createTestApp } from '../../test/test-app';

const TOKEN = 'token-delle-metriche-di-prova';
const t = await createTestApp();
afterAll(() => t.close());
const app = createApp({ ...t.ctx, env: { ...t.ctx.env, METRICS_TOKEN: TOKEN } });
const bearer = { authorization: `Bearer ${TOKEN}` };

const health = (headers: Record<string, string> = {}) => app.request('/api/health', { headers });

/** The same app on a database that does not answer (its pool ended). */
async function withDatabaseDown() {
  const pool = createPool(t.ctx.pool.options.connectionString!, 1);
  await pool.end();
  return createApp({ ...t.ctx, pool, db: createDb(pool), env: { ...t.ctx.env, METRICS_TOKEN: TOKEN } });
}

const VERSION = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }).version;

describe('/api/health for everyone', () => {
  it('says only whether the app can serve: no version, disk or queue figures', async () => {
    const res = await health();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok', files: 'ok' });
  });

  it('gives no details to a signed-in user without a staff role, nor to a wrong token', async () => {
    const user = await t.user('user');
    expect(await (await app.request('/api/health', { headers: { cookie: user.cookie } })).json()).toEqual({ status: 'ok', database: 'ok', files: 'ok' });
    expect(await (await health({ authorization: 'Bearer sbagliato' })).json()).toEqual({ status: 'ok', database: 'ok', files: 'ok' });
  });

  it('answers 503 with the state and an Italian message when the database does not answer', async () => {
    const down = await withDatabaseDown();
    const res = await down.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'error', database: 'error', files: 'ok', message: 'Il database non è raggiungibile in questo momento. Riprova tra qualche istante.' });
  });
});

describe('/api/health when the file store does not answer', () => {
  it('is degraded, still 200, with an Italian message; staff read what failed', async () => {
    // DATA_DIR/files unreadable as a folder, as when a volume is not mounted in its place.
    const notAFolder = path.join(t.ctx.env.DATA_DIR, 'non-una-cartella');
    fs.writeFileSync(notAFolder, '');
    const broken = createApp({ ...t.ctx, storage: createFsStorage(notAFolder), env: { ...t.ctx.env, METRICS_TOKEN: TOKEN } });
    const res = await broken.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'degraded', database: 'ok', files: 'error', message: expect.stringMatching(/^L'archivio dei file non risponde: documenti/) });
    const detailed = await broken.request('/api/health', { headers: bearer });
    expect(await detailed.json()).toMatchObject({ files: 'error', filesProblem: `lettura non riuscita in ${notAFolder} (ENOTDIR)` });
  });

  it('does not wait on a store that never answers (a bucket behind a dropped route): degraded within 2 s', async () => {
    const silent = createApp({ ...t.ctx, storage: { ...t.ctx.storage, readIdentity: () => new Promise<never>(() => {}) }, env: { ...t.ctx.env, METRICS_TOKEN: TOKEN } });
    const started = performance.now();
    const res = await silent.request('/api/health', { headers: bearer });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(await res.json()).toMatchObject({ status: 'degraded', files: 'error', filesProblem: 'nessuna risposta entro 2 s' });
  });
});

describe('/api/health for staff and monitors', () => {
  it('adds the version, the free space of DATA_DIR and the job queue for staff', async () => {
    const admin = await t.user('admin');
    const res = await app.request('/api/health', { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { disk: { freeBytes: number; totalBytes: number } };
    expect(body).toEqual({
      status: 'ok',
      database: 'ok',
      files: 'ok',
      version: VERSION,
      disk: { freeBytes: expect.any(Number), totalBytes: expect.any(Number) },
      jobs: { pending: expect.any(Number), scheduled: expect.any(Number), running: expect.any(Number), failed: expect.any(Number), oldestPendingSeconds: expect.any(Number) },
    });
    expect(body.disk.freeBytes).toBeGreaterThan(0);
    expect(body.disk.totalBytes).toBeGreaterThanOrEqual(body.disk.freeBytes);
  });

  it('counts the queue\'s jobs by state: pending, scheduled, failed', async () => {
    const before = ((await (await health(bearer)).json()) as { jobs: Record<string, number> }).jobs;
    await t.ctx.jobs.add(t.ctx.db, 'prova-salute', {});
    await t.ctx.jobs.add(t.ctx.db, 'prova-salute', {}, { runAt: new Date(Date.now() + 3_600_000) });
    // A job given up after its last attempt.
    await t.ctx.jobs.add(t.ctx.db, 'prova-salute', {}, { jobKey: 'prova-salute-fallito', maxAttempts: 1 });
    await t.ctx.pool.query("update graphile_worker._private_jobs set attempts = 1, last_error = 'prova' where key = 'prova-salute-fallito'");
    const res = await health(bearer);
    const { jobs } = (await res.json()) as { jobs: Record<string, number> };
    expect(jobs).toMatchObject({ pending: before.pending! + 1, scheduled: before.scheduled! + 1, failed: before.failed! + 1 });
    await t.ctx.pool.query("delete from graphile_worker._private_jobs where task_id in (select id from graphile_worker._private_tasks where identifier = 'prova-salute')");
  });

  it('gives the details to a monitor with the metrics token, the database down included', async () => {
    const down = await withDatabaseDown();
    const res = await down.request('/api/health', { headers: bearer });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'error', database: 'error', version: VERSION, disk: { freeBytes: expect.any(Number) }, jobs: null });
  });

  it('is degraded, still 200, with an Italian message, when free space is below two of the largest uploads; staff see the figures', async () => {
    const free = fs.statfsSync(t.ctx.env.DATA_DIR);
    const freeMb = Math.ceil((free.bavail * free.bsize) / 1024 / 1024);
    const full = createApp({ ...t.ctx, env: { ...t.ctx.env, MAX_UPLOAD_MB: freeMb, METRICS_TOKEN: TOKEN } });
    const res = await full.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'degraded', database: 'ok', files: 'ok', message: expect.stringMatching(/^Spazio su disco quasi esaurito: i caricamenti/) });
    const detailed = await full.request('/api/health', { headers: bearer });
    expect(await detailed.json()).toMatchObject({ status: 'degraded', disk: { freeBytes: expect.any(Number) } });
  });
});
