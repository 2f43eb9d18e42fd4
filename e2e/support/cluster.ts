import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../server/platform/db/embedded';
import { startNginx, type RunningNginx } from '../../server/test/nginx';
import { freePort, PROJECT_DIR } from '../../server/test/run-node';
import { startS3, type TestS3 } from '../../server/test/s3';

/**
 * The app as a firm runs it on several machines: a production install of the build
 * (npm ci --omit=dev, no sources), a PostgreSQL server of its own, an S3-compatible
 * store, app servers on them with their own data folders, and the deployment guide's
 * nginx in front of them, sending requests to each server in turn.
 */
export interface Cluster {
  /** The address people use: nginx's https. */
  url: string;
  owner: { email: string; password: string; name: string };
  servers: AppServer[];
  databaseUrl: string;
  s3: TestS3;
  bucket: string;
  stop(): Promise<void>;
}

export interface AppServer {
  /** The server itself, past nginx (http://127.0.0.1:port). */
  url: string;
  dataDir: string;
  process: ChildProcess;
}

const OWNER = { email: 'titolare@cluster.test', password: 'Titolare!2026-cluster', name: 'Teresa Titolare' };

/** What docs/deploy.md puts in a release: the build, package.json and its lockfile, and the scripts of npm start. */
const RELEASE_FILES = ['package.json', 'package-lock.json', 'scripts/start.mjs', 'scripts/run-tool.mjs', 'scripts/install-kind.mjs', 'server/platform/node-version.mjs'];

/** A production install in `dir`: a release, then `npm ci --omit=dev` (from npm's cache when it has the packages). */
export function installProduction(dir: string): void {
  for (const file of RELEASE_FILES) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(PROJECT_DIR, file), path.join(dir, file));
  }
  // After the scripts: the build is newer than the sources beside it, as in a release.
  fs.cpSync(path.join(PROJECT_DIR, 'dist'), path.join(dir, 'dist'), { recursive: true });
  const install = spawnSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8' });
  if (install.status !== 0) throw new Error(`npm ci --omit=dev non riuscito (codice ${install.status}):\n${install.stderr}`);
}

/** Starts the app of the production install in `installDir` as `npm start` does, and waits for its «pronto». */
function startAppServer(installDir: string, port: number, env: Record<string, string>): Promise<AppServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-cluster-app-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: installDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d;
      if (output.includes('Arcadia pronto')) {
        child.stdout!.off('data', onData);
        // Keeps the pipes drained so a chatty server never blocks on a full pipe.
        child.stdout!.resume();
        child.stderr!.resume();
        resolve({ url: `http://127.0.0.1:${port}`, dataDir, process: child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (output += d));
    child.once('exit', (code) => reject(new Error(`Il server dell'app sulla porta ${port} si è fermato (codice ${code}):\n${output}`)));
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return gone;
}

/** Starts the whole set with `servers` app servers behind nginx; `installDir` holds (or receives) the production install. */
export async function startCluster(options: { servers: number; installDir: string }): Promise<Cluster> {
  if (!fs.existsSync(path.join(options.installDir, 'node_modules'))) installProduction(options.installDir);
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-cluster-pg-'));
  fs.chmodSync(pgDir, 0o755); // the embedded PostgreSQL's system user passes through it when we are root
  const [pg, s3] = await Promise.all([startEmbeddedPostgres(path.join(pgDir, 'pg')), startS3()]);
  const bucket = await s3.createBucket();
  const ports = await Promise.all(Array.from({ length: options.servers }, () => freePort()));
  let nginx: RunningNginx | undefined;
  const servers: AppServer[] = [];
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(servers.map((s) => stopProcess(s.process)));
    for (const s of servers) fs.rmSync(s.dataDir, { recursive: true, force: true });
    await s3.close();
    await pg.stop();
    fs.rmSync(pgDir, { recursive: true, force: true });
  };
  try {
    nginx = await startNginx(ports);
    const url = `https://localhost:${nginx.httpsPort}`;
    const env = {
      ...s3.settings(bucket),
      DATABASE_URL: pg.url,
      APP_URL: url,
      TRUST_PROXY: '1',
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      OWNER_NAME: OWNER.name,
      LOG_LEVEL: 'warn',
    };
    // All at once, as a firm's servers come back after an outage: migrations and the first owner once.
    const started = await Promise.allSettled(ports.map((port) => startAppServer(options.installDir, port, env)));
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    return { url, owner: OWNER, servers, databaseUrl: pg.url, s3, bucket, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
