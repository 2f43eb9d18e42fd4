// `npm run backup [-- <archive.tar>]`: one archive with a consistent database dump and every stored file.
// Works while the app runs (it connects to the running app's database). Exit codes: 0 done,
// 1 failed (no archive written), 2 written but some referenced files were missing from the store.
import path from 'node:path';
import { createBackup } from '../server/platform/backup/backup';
import { openDatabase } from '../server/platform/db/open';
import { openFileStorage } from '../server/platform/files/open-storage';
import { loadEnv } from '../server/platform/env';
import { runTool } from './tool';

await runTool('Backup non riuscito', async () => {
  const env = loadEnv();
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const archive = path.resolve(process.argv[2] ?? path.join(env.DATA_DIR, 'backups', `arcadia-${stamp}.tar`));
  const started = performance.now();
  const db = await openDatabase(env, { share: true, migrate: false });
  try {
    const storage = await openFileStorage(env);
    const manifest = await createBackup(db.pool, storage, archive);
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(`Backup creato: ${archive} (${rows} righe, ${Math.round(performance.now() - started)} ms)`);
    const missing = manifest.missingFiles ?? [];
    if (missing.length === 0) return 0;
    console.error(
      `Attenzione: ${missing.length} file a cui il database fa riferimento mancano ${storage.where} e non sono nell'archivio, ` +
        `ad esempio ${missing[0]}. L'elenco completo è in manifest.json dentro l'archivio.`,
    );
    return 2;
  } finally {
    await db.close();
  }
});
