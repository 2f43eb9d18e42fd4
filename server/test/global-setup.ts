import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPool, runMigrations } from '../platform/db/client';
import { startEmbeddedPostgres } from '../platform/db/embedded';
import { migrateJobQueue } from '../platform/jobs/queue';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the migrated template database each test file clones. */
    templateDatabaseUrl: string;
    /** URL of an account of the same server that may create databases and roles, on its `postgres` database. */
    adminDatabaseUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded one in a temporary directory,
 * or TEST_DATABASE_URL's server. Its `app` database is migrated once and then
 * used as the template every test file clones in milliseconds; the job queue's
 * schema is created in it as well.
 */
export default async function setup(project: TestProject) {
  let stop = async () => {};
  let url = process.env.TEST_DATABASE_URL;
  let adminUrl = url?.replace(/\/[^/]+$/, '/postgres');
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-test-pg-'));
    // PostgreSQL may run as its own system user (when we are root): it must reach the directory.
    fs.chmodSync(dir, 0o755);
    const pg = await startEmbeddedPostgres(path.join(dir, 'pg'));
    url = pg.url;
    adminUrl = pg.adminUrl;
    stop = async () => {
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const pool = createPool(url, 1);
  await runMigrations(pool);
  // The job queue's schema too, once here rather than in every cloned database at once.
  await migrateJobQueue(pool);
  await pool.end();
  project.provide('templateDatabaseUrl', url);
  project.provide('adminDatabaseUrl', adminUrl!);
  return stop;
}
