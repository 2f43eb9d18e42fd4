// The hash of the calendar's code: what the obligations are computed with (the rules, the
// engine of domain/compliance, the refresh's window). The build writes it into the bundle
// (scripts/build-server.mjs); a server run from the sources computes it the same way.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** sha256 of the refresh's module bundled with everything of the app it imports (npm packages left out). */
export async function calendarCodeHash() {
  // Imported here: esbuild is a build tool, and a built server never calls this.
  const { build } = await import('esbuild');
  const out = await build({
    absWorkingDir: PROJECT_DIR,
    entryPoints: ['server/modules/deadlines/obligations.ts'],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  return createHash('sha256').update(out.outputFiles[0].text).digest('hex');
}
