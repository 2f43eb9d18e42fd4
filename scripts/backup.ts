// `npm run backup [-- <archive.tar>]`: one archive with a consistent database dump and every stored file.
// Works while the app runs (it connects to the running app's database).
import path from 'node:path';
import { createBackup } from '../server/backup/backup';
import { openDatabase } from '../server/db/open';
import { loadEnv } from '../server/env';

const env = loadEnv();
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const archive = path.resolve(process.argv[2] ?? path.join(env.DATA_DIR, 'backups', `arcadia-${stamp}.tar`));
const started = performance.now();
const db = await openDatabase(env, { share: true, migrate: false });
try {
  const manifest = await createBackup(db.pool, path.join(env.DATA_DIR, 'files'), archive);
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  console.log(`Backup creato: ${archive} (${rows} righe, ${Math.round(performance.now() - started)} ms)`);
} catch (err) {
  console.error(`Backup non riuscito: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
