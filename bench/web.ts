/**
 * `npm run bench:web`: the pages.
 *
 * Builds the app, reports the JavaScript each route loads (gzip), from the build's
 * dist/web/route-preloads.json: the entry with its static imports, plus what the
 * page adds (its lazy chunk, the shell for shell pages, their imports). Then seeds the demo data in a temporary DATA_DIR, starts the
 * built server on it and runs Lighthouse (mobile preset, system Chromium) on
 * /auth and on the dashboard signed in. Prints tables and writes the `web`
 * part of bench/results.json. Settings (all optional):
 *   BENCH_SKIP_BUILD=1      use the existing dist/
 *   BENCH_LIGHTHOUSE_RUNS=5 runs per page; the run with the median performance score is reported
 *   BENCH_LIGHTHOUSE_REPORTS=dir write each page's full Lighthouse report (JSON, median run) there
 *   CHROMIUM_PATH           default /usr/bin/chromium
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freshLoopbackAddress, request } from './load';
import { AUTH_BUDGET_KB, gzipKb, type RoutePreloads } from '../scripts/route-modules';
import { writeResults } from './results';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist/web');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const OWNER = { email: 'proprietario@demo.example.it', password: 'bench-password-2024' };
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const gzipCache = new Map<string, number>();
/** A built file's KB of gzip, as the budget counts them (read once). */
function fileKb(file: string): number {
  let kb = gzipCache.get(file);
  if (kb === undefined) {
    kb = gzipKb(fs.readFileSync(path.join(DIST, file.replace(/^\//, ''))));
    gzipCache.set(file, kb);
  }
  return kb;
}

interface RouteJs {
  route: string;
  /** Gzip KB of everything the route loads: the entry plus what the page adds. */
  totalKb: number;
  entryKb: number;
  pageKb: number;
  chunks: number;
}

function javascriptPerRoute(): { routes: RouteJs[]; largestChunks: { file: string; kb: number }[] } {
  const preloads = JSON.parse(fs.readFileSync(path.join(DIST, 'route-preloads.json'), 'utf8')) as RoutePreloads;
  const kb = (files: string[]) => files.reduce((s, f) => s + fileKb(f), 0);
  const entryKb = kb(preloads.entry);
  const routes = Object.entries(preloads.routes).map(([route, files]): RouteJs => {
    return { route, totalKb: entryKb + kb(files), entryKb, pageKb: kb(files), chunks: preloads.entry.length + files.length };
  });
  const largestChunks = fs
    .readdirSync(path.join(DIST, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: f, kb: fileKb(`/assets/${f}`) }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 8);
  return { routes, largestChunks };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await request(url, {})).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface PageScore {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Performance scores of every run, the reported one being the median. */
  runs: number[];
  /** Audits that cost points, by category, for the reader to act on. */
  failing: Record<string, string[]>;
}

/** One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART, now and then) is run again, twice at most. */
async function lighthouseRun(port: number, url: string, headers: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      extraHeaders: headers,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result;
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
    console.warn(`Lighthouse on ${url}: ${runtimeError.code}, running again`);
  }
}

async function audit(port: number, page: string, url: string, headers: Record<string, string>): Promise<PageScore> {
  const scores: (PageScore & { report: string })[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouseRun(port, url, headers);
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${finalDisplayedUrl}: not signed in?`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing: Record<string, string[]> = {};
    for (const [id, category] of Object.entries(categories)) {
      failing[id] = category.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`);
    }
    scores.push({
      page,
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      runs: [],
      failing,
      report: [result.report].flat().join(''),
    });
  }
  const sorted = [...scores].sort((a, b) => a.performance - b.performance);
  const { report, ...median } = sorted[Math.floor(sorted.length / 2)]!;
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    fs.mkdirSync(reports, { recursive: true });
    fs.writeFileSync(path.join(reports, `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'page'}.json`), report);
  }
  return { ...median, runs: scores.map((s) => s.performance) };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log('Building (npm run build)…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const js = javascriptPerRoute();
  const auth = js.routes.find((r) => r.route === '/auth');

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-web-'));
  fs.chmodSync(dir, 0o755); // PostgreSQL runs as its own user when the bench runs as root
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATA_DIR: dir,
    PORT: String(port),
    APP_URL: base,
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
  };
  const children: ChildProcess[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    console.log('Seeding the demo data…');
    const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-demo.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (seed.status !== 0) throw new Error('npm run seed:demo failed');
    const server = spawn(process.execPath, ['dist/server/main.js'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(server);
    await waitFor(`${base}/api/health`, 60_000);

    const reply = await request(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
      localAddress: freshLoopbackAddress(),
    });
    const cookie = [reply.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]).find((c) => c?.includes('session_token'));
    if (!cookie) throw new Error(`Sign-in failed: ${reply.status} ${reply.body}`);

    chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'error' });
    console.log(`Lighthouse, mobile preset, ${RUNS} run(s) per page…`);
    const pages = [await audit(chrome.port, '/auth', `${base}/auth`, {}), await audit(chrome.port, 'Dashboard (signed in)', `${base}/`, { Cookie: cookie })];

    const budgets = {
      authJsKb: { limitKb: AUTH_BUDGET_KB, value: auth ? Number(auth.totalKb.toFixed(1)) : null, met: auth ? auth.totalKb <= AUTH_BUDGET_KB : null },
      lighthouse: {
        limit: 95,
        met: pages.every((p) => p.performance >= 95 && p.accessibility >= 95),
        below: pages.flatMap((p) => [p.performance < 95 && `${p.page} performance ${p.performance}`, p.accessibility < 95 && `${p.page} accessibility ${p.accessibility}`].filter(Boolean)),
      },
    };
    writeResults('web', {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
      javascript: js,
      lighthouse: pages,
      budgets,
    });

    const kb = (v: number) => v.toFixed(1);
    console.log('\n| Route | JS loaded (KB gzip) | entry | page chunks |\n| --- | --- | --- | --- |');
    for (const r of js.routes) console.log(`| ${r.route} | ${kb(r.totalKb)} | ${kb(r.entryKb)} | ${kb(r.pageKb)} |`);
    console.log('\nLargest chunks (KB gzip): ' + js.largestChunks.map((c) => `${path.basename(c.file)} ${kb(c.kb)}`).join(', '));
    console.log('\n| Page | Performance | Accessibility | Best practices | LCP | TBT | CLS |\n| --- | --- | --- | --- | --- | --- | --- |');
    for (const p of pages) {
      console.log(`| ${p.page} | ${p.performance} (runs ${p.runs.join(', ')}) | ${p.accessibility} | ${p.bestPractices} | ${(p.lcpMs / 1000).toFixed(2)} s | ${p.tbtMs} ms | ${p.cls} |`);
    }
    for (const p of pages) {
      for (const [category, audits] of Object.entries(p.failing)) if (audits.length) console.log(`  ${p.page}, ${category}: ${audits.join('; ')}`);
    }
    console.log(
      `\nBudgets: /auth JS ≤ ${AUTH_BUDGET_KB} KB gzip: ${budgets.authJsKb.met ? 'met' : 'MISSED'} (${budgets.authJsKb.value} KB)` +
        ` · Lighthouse performance and accessibility ≥ 95: ${budgets.lighthouse.met ? 'met' : `MISSED (${budgets.lighthouse.below.join(', ')})`}` +
        '\nWritten bench/results.json',
    );
  } finally {
    chrome?.kill();
    await Promise.all(children.map(stop));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
