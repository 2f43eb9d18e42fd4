// `npm start`: builds the app when the build is missing or older than the sources, then runs it.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const outputs = ['dist/web/index.html', 'dist/web/route-preloads.json', 'dist/server/main.js'];
const sources = ['domain', 'server', 'web', 'package-lock.json', 'vite.config.ts', 'scripts/route-modules.ts', 'scripts/prerender.mjs'];

function newest(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

const built = outputs.every((f) => fs.existsSync(f));
const stale = built && Math.max(...sources.map(newest)) > Math.min(...outputs.map((f) => fs.statSync(f).mtimeMs));
if (!built || stale) {
  console.log('Compilazione dell\'app in corso…');
  execSync('npm run build', { stdio: 'inherit' });
}
await import(path.resolve('dist/server/main.js'));
