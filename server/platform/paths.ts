import fs from 'node:fs';
import path from 'node:path';

/** The project root, found from this file whether run from source or from the build. */
export const PROJECT_ROOT = (() => {
  let dir = import.meta.dirname;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json non trovato');
    dir = parent;
  }
  return dir;
})();

/**
 * The build is self-contained: the files the server reads at run time are copied beside its
 * bundle (dist/server, scripts/build-server.mjs), so a production install needs no sources.
 */
const BUILT = import.meta.dirname === path.join(PROJECT_ROOT, 'dist/server');
const runTimeFile = (source: string, built: string) => (BUILT ? path.join(import.meta.dirname, built) : path.join(PROJECT_ROOT, source));

export const MIGRATIONS_DIR = runTimeFile('server/platform/db/migrations', 'migrations');
/**
 * The 100,000 most used passwords, lower-cased, one a line (gzip): how it was
 * made and where it comes from, scripts/common-passwords.ts.
 */
export const COMMON_PASSWORDS_FILE = runTimeFile('server/platform/passwords/common-passwords.txt.gz', 'common-passwords.txt.gz');
export const WEB_DIST_DIR = path.join(PROJECT_ROOT, 'dist/web');
/** The app's pages built for Node (web/src/server-render.tsx), which the server renders signed-in pages with. */
export const SERVER_RENDER_MODULE = path.join(PROJECT_ROOT, 'dist/server-render/server-render.js');
