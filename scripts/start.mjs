// `npm start`: builds the app when the build is missing or older than the sources, then runs it.
// A production install (npm ci --omit=dev) cannot build: it runs the build made elsewhere.
// Checks Node.js first, before the build or the app load anything it could not parse.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { nodeVersionProblem } from '../server/platform/node-version.mjs';
import { isDevelopmentInstall } from './install-kind.mjs';

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}

const outputs = ['dist/web/index.html', 'dist/web/route-preloads.json', 'dist/server/main.js', 'dist/server/app.js'];
const sources = ['domain', 'server', 'web', 'package-lock.json', 'vite.config.ts', 'scripts/route-modules.ts', 'scripts/prerender.mjs'];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

/** Runs `npm run build` keeping its output, which is shown only if it fails. */
function build() {
  return new Promise((resolve) => {
    const output = [];
    const child = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.on('error', (err) => resolve({ code: 1, output: String(err) }));
    child.on('close', (code) => resolve({ code, output: Buffer.concat(output).toString() }));
  });
}

const built = outputs.every((f) => fs.existsSync(f));
const stale = built && Math.max(...sources.map(newest)) > Math.min(...outputs.map((f) => fs.statSync(f).mtimeMs));
if (!isDevelopmentInstall()) {
  if (!built) {
    console.error(
      "La compilazione dell'app (cartella dist) manca e gli strumenti per farla non sono installati (installazione con --omit=dev).\n" +
        'Esegui npm ci e npm run build, oppure copia qui la cartella dist compilata altrove (docs/deploy.md).',
    );
    process.exit(1);
  }
  if (stale) console.warn("I sorgenti sono più recenti della compilazione, che non può essere rifatta qui: si avvia quella presente. Per aggiornarla segui docs/deploy.md.");
} else if (!built || stale) {
  console.log(built ? "L'app è cambiata: nuova compilazione in corso (circa un minuto)…" : "Prima compilazione dell'app in corso (circa un minuto)…");
  const started = Date.now();
  const { code, output } = await build();
  if (code !== 0) {
    console.error(output.trimEnd());
    console.error(`\nCompilazione dell'app non riuscita (codice ${code}): il suo output è qui sopra. Se mancano dipendenze esegui prima npm ci, poi rilancia npm start.`);
    process.exit(1);
  }
  console.log(`Compilazione completata in ${Math.round((Date.now() - started) / 1000)} s.`);
}
// The server runs in this process: its exit code is npm start's.
await import(path.resolve('dist/server/main.js'));
