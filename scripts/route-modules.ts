import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Path -> page module (relative to web/, e.g. 'src/features/clients/ClientsPage.tsx'),
 * read from the lazy import of each page in web/src/app/routes.tsx; /auth included.
 * The build writes each page's code from it into dist/web/route-preloads.json.
 */
export function routeModules(): Map<string, string> {
  const source = fs.readFileSync(path.join(ROOT, 'web/src/app/routes.tsx'), 'utf8');
  const routes = new Map<string, string>();
  const resolve = (spec: string) => {
    const rel = spec.startsWith('@web/') ? `src/${spec.slice(5)}` : path.posix.join('src/app', spec);
    const ext = ['.tsx', '.ts'].find((e) => fs.existsSync(path.join(ROOT, 'web', rel + e)));
    if (!ext) throw new Error(`web/src/app/routes.tsx: no module ${spec}`);
    return rel + ext;
  };
  for (const m of source.matchAll(/'(\/[^']*)':\s*page\(\(\) => import\('([^']+)'\)/g)) routes.set(m[1]!, resolve(m[2]!));
  const auth = /AuthPage = page\(\(\) => import\('([^']+)'\)/.exec(source);
  if (auth) routes.set('/auth', resolve(auth[1]!));
  return routes;
}

/** The module every signed-in page of the shell layout loads besides its own (web/src/app/router.tsx). */
export const SHELL_MODULE = 'src/components/layout/AppShell.tsx';

/** The list of toasts, which every page but /auth shows from the start (web/src/app/providers.tsx). */
export const TOASTER_MODULE = 'src/components/ui/toaster.tsx';

/** dist/web/route-preloads.json: the entry's files, and each page's files beyond them ('/assets/…'). */
export interface RoutePreloads {
  entry: string[];
  routes: Record<string, string[]>;
}

/** The most JavaScript /auth may load, entry included, in KB of gzip as `gzipKb` counts it (docs/decisions/006). */
export const AUTH_BUDGET_KB = 150;

/** A file's weight as the budget counts it: gzip at zlib's default level, each file on its own. */
export function gzipKb(data: string | Uint8Array): number {
  return zlib.gzipSync(data).length / 1024;
}
