// The hash of the calendar's code: what the obligations are computed with (the rules, the
// engine of domain/compliance, the refresh's window). The build writes it into the bundle
// (scripts/build-server.mjs); a server run from the sources computes it the same way.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * sha256 of the refresh's module (or `entry`, a path from `dir`) bundled with everything of the app it
 * imports (npm packages left out), without comments or layout.
 */
export async function calendarCodeHash(entry = 'server/modules/deadlines/obligations.ts', dir = PROJECT_DIR) {
  // Imported here: esbuild is a build tool, and a built server never calls this.
  const { build } = await import('esbuild');
  const out = await build({
    absWorkingDir: dir,
    entryPoints: [entry],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    // The code alone: an edited comment or layout changes no obligation, and must not bring a whole-firm refresh.
    minifyWhitespace: true,
    legalComments: 'none',
  });
  return createHash('sha256').update(out.outputFiles[0].text).digest('hex');
}
