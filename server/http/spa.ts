import fs from 'node:fs';
import path from 'node:path';

/**
 * The SPA's index.html for a path, with a low-priority modulepreload link for each
 * chunk that page loads beyond the entry (dist/web/route-preloads.json, written by
 * the build): the browser fetches them alongside the entry instead of after it has
 * run. A page rendered at build time (dist/web/prerendered/, scripts/prerender.mjs)
 * is sent with its markup in place to a visitor without a session when the address
 * has no query (which could change what it shows), and without preloads: it is
 * readable before any script. See docs/decisions/007.
 * Built once per path and kept; null for a path that is no page of the app (checked
 * before anything else, so files and unknown paths cost no session read).
 */
export function spaPages(webDir: string): { index: string; page: (pathname: string, search: string, signedIn: boolean) => string | null } {
  const read = (file: string) => fs.readFileSync(path.join(webDir, file), 'utf8');
  const index = read('index.html');
  const preloads = JSON.parse(read('route-preloads.json')) as Record<string, string[]>;
  const withPreloads = (html: string, files: string[]) =>
    html.replace('</head>', `${files.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">`).join('')}</head>`);
  const plain = new Map<string, string>();
  const prerendered = new Map<string, string>();
  for (const [route, files] of Object.entries(preloads)) {
    plain.set(route, withPreloads(index, files));
    const file = path.join('prerendered', `${route === '/' ? 'index' : route.slice(1)}.html`);
    if (fs.existsSync(path.join(webDir, file))) prerendered.set(route, read(file));
  }
  return {
    index,
    page: (pathname, search, signedIn) => {
      const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      // A signed-in visitor of /auth is sent on by the page: nothing to show ahead of time.
      return (search || signedIn ? null : prerendered.get(route)) ?? plain.get(route) ?? null;
    },
  };
}

/**
 * The page with the person it is for, as GET /api/me would answer (null: nobody), in a
 * JSON block the app reads at start instead of asking: one round trip less before
 * the first screen. `<` is escaped so no name can close the block.
 */
export function withSession(html: string, person: { id: string; email: string; name: string; role: string | null } | null): string {
  const json = JSON.stringify(person).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script type="application/json" id="session">${json}</script></head>`);
}
