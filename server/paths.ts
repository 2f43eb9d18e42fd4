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

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server/db/migrations');
export const WEB_DIST_DIR = path.join(PROJECT_ROOT, 'dist/web');
/** The app's pages built for Node (web/src/server-render.tsx), which the server renders signed-in pages with. */
export const SERVER_RENDER_MODULE = path.join(PROJECT_ROOT, 'dist/server-render/server-render.js');
