// `npm run restore -- <archive.tar>`: brings a NEW data directory (DATA_DIR) or an empty DATABASE_URL back to the archive's state.
import fs from 'node:fs';
import path from 'node:path';
import { restoreBackup } from '../server/platform/backup/backup';
import { openDatabase } from '../server/platform/db/open';
import { openFileStorage } from '../server/platform/files/open-storage';
import { loadEnv } from '../server/platform/env';
import { runTool } from './tool';

await runTool('Ripristino non riuscito', async () => {
  const file = process.argv[2];
  if (!file) throw new Error('indica l\'archivio da ripristinare: npm run restore -- <archivio.tar>');
  if (!fs.existsSync(file)) throw new Error(`l'archivio ${path.resolve(file)} non esiste.`);
  const env = loadEnv();
  const started = performance.now();
  const db = await openDatabase(env);
  try {
    const manifest = await restoreBackup(db.pool, await openFileStorage(env), path.resolve(file));
    console.log(`Ripristino completato da ${file} (backup del ${manifest.createdAt}) in ${Math.round(performance.now() - started)} ms.`);
    return 0;
  } finally {
    await db.close();
  }
});
