// `npm run backup` / `npm run restore`: the tool from its sources on a development install,
// from the build (dist/server/<tool>.js) on a production one (npm ci --omit=dev).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isDevelopmentInstall } from './install-kind.mjs';

const [tool, ...args] = process.argv.slice(2);
const fromSources = isDevelopmentInstall();
const built = path.resolve(`dist/server/${tool}.js`);
if (!fromSources && !fs.existsSync(built)) {
  console.error(`${built} non esiste: compila l'app (npm run build) su una macchina con le dipendenze di sviluppo e copiane la cartella dist.`);
  process.exit(1);
}
const child = spawn(process.execPath, fromSources ? ['--import', 'tsx', `scripts/${tool}.ts`, ...args] : [built, ...args], { stdio: 'inherit' });
// A stop asked of this process is the tool's; this process waits for its end and takes its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
