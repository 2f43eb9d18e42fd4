import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIN_NODE_VERSION, nodeVersionProblem } from './node-version.mjs';
import { freePort, PROJECT_DIR, runNode } from '../test/run-node';

/**
 * Node.js older than package.json's engines is named before the app's code is
 * parsed, by `npm start` (scripts/start.mjs) and by the built server's entry
 * (dist/server/main.js); `npm start` builds quietly and ends with the server's code.
 */

const OLD_NODE = '18.20.4';
/** Makes the process believe it runs on Node.js 18, before the script given to it loads. */
const pretendOldNode = `--import=data:text/javascript,Object.defineProperty(process.versions,'node',{value:'${OLD_NODE}'})`;
const EXPECTED =
  `Arcadia richiede Node.js 20.19 o più recente (trovato ${OLD_NODE}).\n` +
  'Aggiorna Node.js (https://nodejs.org, oppure con il gestore di pacchetti del sistema o nvm) e riavvia.';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-node-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the Node.js version', () => {
  it('older than 20.19: says which is needed, which was found, and how to update', () => {
    expect(nodeVersionProblem(OLD_NODE)).toBe(EXPECTED);
    expect(nodeVersionProblem('20.18.3')).toContain('(trovato 20.18.3)');
    expect(nodeVersionProblem('16.20.2')).toContain('(trovato 16.20.2)');
    expect(nodeVersionProblem('v19.9.0')).toContain('(trovato v19.9.0)');
  });

  it('20.19 or later: no problem', () => {
    for (const ok of ['20.19.0', '20.20.2', '21.0.0', '22.12.0', '24.1.0', process.versions.node]) expect(nodeVersionProblem(ok)).toBeNull();
  });

  it("is package.json's engines", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(PROJECT_DIR, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(`>=${MIN_NODE_VERSION}`);
  });
});

describe("the built server's entry (dist/server/main.js)", () => {
  // A copy of the project's frame in a temporary folder: the build there, node_modules shared.
  const project = path.join(tmp, 'progetto');
  const out = path.join(project, 'dist', 'server');
  fs.mkdirSync(project);
  fs.copyFileSync(path.join(PROJECT_DIR, 'package.json'), path.join(project, 'package.json'));
  fs.symlinkSync(path.join(PROJECT_DIR, 'node_modules'), path.join(project, 'node_modules'));
  const built = runNode(['--input-type=module', '-e', `await (await import(${JSON.stringify(path.join(PROJECT_DIR, 'scripts/build-server.mjs'))})).buildServer(${JSON.stringify(out)})`]);

  it('is a small checker beside the app, both with source maps', async () => {
    expect((await built).code).toBe(0);
    expect(fs.readdirSync(out).sort()).toEqual([
      'app.js', 'app.js.map', 'backup.js', 'backup.js.map', 'common-passwords.txt.gz',
      'main.js', 'main.js.map', 'migrations', 'restore.js', 'restore.js.map',
    ]);
    expect(fs.statSync(path.join(out, 'main.js')).size).toBeLessThan(4000);
    expect(fs.readFileSync(path.join(out, 'main.js'), 'utf8')).toContain('await import("./app.js")');
  });

  it('on an old Node.js: the Italian message, code 1, the app not loaded', async () => {
    await built;
    const run = await runNode([pretendOldNode, path.join(out, 'main.js')], { env: { PORT: 'nessuna' } });
    expect(run.stderr.trim()).toBe(EXPECTED);
    expect(run.code).toBe(1);
  });

  it('needs no sources: the database is migrated from the copy beside it (here stopped by the missing interface)', async () => {
    await built;
    fs.chmodSync(tmp, 0o755); // the embedded PostgreSQL's system user passes through it when we are root
    const run = await runNode([path.join(out, 'main.js')], { cwd: project, env: { PORT: String(await freePort()), DATA_DIR: path.join(tmp, 'dati') }, timeoutMs: 60_000 });
    expect(run.stderr).toContain("Manca la compilazione dell'interfaccia");
    expect(run.code).toBe(1);
  });

  it('on a recent Node.js: loads the app (here stopped by a bad setting)', async () => {
    await built;
    const run = await runNode([path.join(out, 'main.js')], { env: { PORT: 'nessuna' } });
    expect(run.stderr).toContain('PORT deve essere un numero intero tra 1 e 65535');
    expect(run.code).toBe(1);
  });
});

describe('npm start (scripts/start.mjs)', () => {
  /** A project whose build prints as much as Vite's does and writes a server ending with code 3; `fail`: the build fails instead. */
  function fakeProject(name: string, fail = false) {
    const dir = path.join(tmp, name);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module', scripts: { build: 'node build.mjs' } }));
    fs.writeFileSync(
      path.join(dir, 'build.mjs'),
      `import fs from 'node:fs';
for (let i = 0; i < 170; i++) console.log('dist/web/assets/pagina-' + i + '.js  12.3 kB │ gzip: 4.1 kB');
${
  fail
    ? "console.error('[vite]: errore finto nella compilazione'); process.exit(2);"
    : `fs.mkdirSync('dist/web', { recursive: true }); fs.mkdirSync('dist/server', { recursive: true });
fs.writeFileSync('dist/web/index.html', ''); fs.writeFileSync('dist/web/route-preloads.json', '{}');
fs.writeFileSync('dist/server/app.js', ''); fs.writeFileSync('dist/server/main.js', "console.log('server avviato'); process.exit(3);");`
}`,
    );
    return dir;
  }
  const start = path.join(PROJECT_DIR, 'scripts/start.mjs');

  it('builds with one progress line, then runs the server and ends with its exit code', async () => {
    const dir = fakeProject('buona');
    const run = await runNode([start], { cwd: dir });
    expect(run.stdout).toMatch(/^Prima compilazione dell'app in corso \(circa un minuto\)…\nCompilazione completata in \d+ s\.\nserver avviato\n$/);
    expect(run.stderr).not.toContain('dist/web/assets');
    expect(run.code).toBe(3);

    const again = await runNode([start], { cwd: dir }); // built: no build
    expect(again.stdout).toBe('server avviato\n');
    expect(again.code).toBe(3);
  });

  it("a failed build: its output, then the Italian message, and code 1", async () => {
    const run = await runNode([start], { cwd: fakeProject('rotta', true) });
    expect(run.stdout).toBe("Prima compilazione dell'app in corso (circa un minuto)…\n");
    expect(run.stderr).toContain('dist/web/assets/pagina-169.js');
    expect(run.stderr).toContain('[vite]: errore finto nella compilazione');
    expect(run.stderr).toMatch(/\nCompilazione dell'app non riuscita \(codice 2\): il suo output è qui sopra\. Se mancano dipendenze esegui prima npm ci, poi rilancia npm start\.\n$/);
    expect(run.code).toBe(1);
  });

  it('on an old Node.js: the Italian message and code 1, before any build', async () => {
    const dir = fakeProject('vecchia');
    const run = await runNode([pretendOldNode, start], { cwd: dir });
    expect(run.stderr.trim()).toBe(EXPECTED);
    expect(run.stdout).toBe('');
    expect(run.code).toBe(1);
    expect(fs.existsSync(path.join(dir, 'dist'))).toBe(false);
  });
});
