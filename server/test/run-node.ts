import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SETTING_NAMES } from '../platform/env';

export const PROJECT_DIR = path.resolve(import.meta.dirname, '../..');

/**
 * Settings a test run must not inherit from the shell that started the tests: all the app's
 * but the mode and the log level, which the shell may set for the whole run on purpose.
 */
const APP_SETTINGS = SETTING_NAMES.filter((name) => name !== 'NODE_ENV' && name !== 'LOG_LEVEL');

/** This process's environment without the app's settings: a process started by a test gets only those it is given. */
export function envWithoutAppSettings(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of APP_SETTINGS) delete env[name];
  return env;
}

export interface NodeRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `node <args>` to its end (killed after `timeoutMs`) with the app's settings
 * cleared and `env` added: the process's exit code and what it printed.
 */
export function runNode(args: string[], options: { env?: Record<string, string>; cwd?: string; timeoutMs?: number } = {}): Promise<NodeRun> {
  const env = { ...envWithoutAppSettings(), ...options.env };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: options.cwd ?? PROJECT_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 20_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Runs the server from its sources, as `npm run dev` does (`node --import tsx server/main.ts`),
 * on a free port and a fresh data directory unless `env` names them.
 */
export async function runServer(env: Record<string, string>, timeoutMs?: number): Promise<NodeRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-run-'));
  fs.chmodSync(dataDir, 0o755); // the embedded PostgreSQL's system user passes through it when we are root
  try {
    const defaults = { PORT: String(await freePort()), DATA_DIR: path.join(dataDir, 'dati') };
    return await runNode(['--import', 'tsx', 'server/main.ts'], { env: { ...defaults, ...env }, timeoutMs });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
