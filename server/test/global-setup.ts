import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPool, runMigrations } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the migrated template database each test file clones. */
    templateDatabaseUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded one in a temporary directory,
 * or TEST_DATABASE_URL's server. Its `app` database is migrated once and then
 * used as the template every test file clones in milliseconds.
 */
export default async function setup(project: TestProject) {
  let stop = async () => {};
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-test-pg-'));
    // PostgreSQL may run as its own system user (when we are root): it must reach the directory.
    fs.chmodSync(dir, 0o755);
    const pg = await startEmbeddedPostgres(path.join(dir, 'pg'));
    url = pg.url;
    stop = async () => {
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const pool = createPool(url, 1);
  await runMigrations(pool);
  await pool.end();
  project.provide('templateDatabaseUrl', url);
  return stop;
}
