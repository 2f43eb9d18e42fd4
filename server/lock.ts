import fs from 'node:fs';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Makes sure only one app process uses the embedded database in `dataDir`.
 * A lock left by a process that no longer runs is taken over.
 */
export function acquireLock(file: string, dataDir: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && alive(pid)) {
        console.error(
          `La cartella dati ${dataDir} è già in uso da un altro processo dell'app (pid ${pid}).\n` +
            'Fermalo prima di avviarne un altro, oppure usa DATA_DIR diverse. Per più server sullo stesso database usa DATABASE_URL.',
        );
        process.exit(1);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error('Impossibile acquisire il blocco della cartella dati');
}
