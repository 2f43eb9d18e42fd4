// `npm run restore -- <archive.tar>`: brings a NEW data directory (DATA_DIR) or an empty DATABASE_URL back to the archive's state.
import path from 'node:path';
import { restoreBackup } from '../server/backup/backup';
import { openDatabase } from '../server/db/open';
import { loadEnv } from '../server/env';

const file = process.argv[2];
if (!file) {
  console.error('Uso: npm run restore -- <archivio.tar>');
  process.exit(1);
}
const env = loadEnv();
const started = performance.now();
let db;
try {
  db = await openDatabase(env);
  const manifest = await restoreBackup(db.pool, path.join(env.DATA_DIR, 'files'), path.resolve(file));
  console.log(`Ripristino completato da ${file} (backup del ${manifest.createdAt}) in ${Math.round(performance.now() - started)} ms.`);
} catch (err) {
  console.error(`Ripristino non riuscito: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await db?.close();
}
