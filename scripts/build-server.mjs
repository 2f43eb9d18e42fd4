// Bundles the server; npm packages stay external and load from node_modules.
// `main.js` is only the entry (server/start.ts): it checks the Node.js version in
// syntax an old Node.js parses, then imports the app's bundle beside it, `app.js`.
// `backup.js` and `restore.js` are `npm run backup` / `restore` for a production install.
// The files the server reads at run time are copied beside them (server/platform/paths.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { calendarCodeHash } from '../server/modules/deadlines/calendar-code.mjs';

/** The entry's `import('./main')` loads the app's bundle beside it instead of bundling it in. */
const appBesideEntry = {
  name: 'app-beside-entry',
  setup(b) {
    b.onResolve({ filter: /^\.\/main$/ }, () => ({ path: './app.js', external: true }));
  },
};

export async function buildServer(outDir = 'dist/server') {
  const common = { bundle: true, platform: 'node', format: 'esm', packages: 'external', sourcemap: true, logLevel: 'warning' };
  // The calendar's code hash, written in: a whole-firm refresh follows a deploy that changed it (decision 126).
  const define = { CALENDAR_CODE_HASH: JSON.stringify(await calendarCodeHash()) };
  await build({ ...common, entryPoints: ['server/main.ts'], outfile: path.join(outDir, 'app.js'), target: 'node20', define });
  await build({ ...common, entryPoints: ['server/start.ts'], outfile: path.join(outDir, 'main.js'), target: 'node16', plugins: [appBesideEntry] });
  await build({ ...common, entryPoints: ['scripts/backup.ts', 'scripts/restore.ts'], outdir: outDir, target: 'node20' });
  fs.cpSync('server/platform/db/migrations', path.join(outDir, 'migrations'), { recursive: true });
  fs.copyFileSync('server/platform/passwords/common-passwords.txt.gz', path.join(outDir, 'common-passwords.txt.gz'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
