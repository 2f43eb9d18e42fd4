import fs from 'node:fs';
import path from 'node:path';
import type { RoutePreloads } from '../../scripts/route-modules';
import type { sessionPerson } from './session';

/**
 * The SPA's index.html for each page of the app, with a low-priority modulepreload
 * link for each chunk that page loads beyond the entry (dist/web/route-preloads.json,
 * written by the build): the browser fetches them alongside the entry instead of after
 * it has run. A page rendered at build time (dist/web/prerendered/, scripts/prerender.mjs)
 * also has its markup, sent without preloads: it is readable before any script.
 * See docs/decisions/007. Built once at start.
 */
export function spaPages(webDir: string) {
  const read = (file: string) => fs.readFileSync(path.join(webDir, file), 'utf8');
  const index = read('index.html');
  const { routes } = JSON.parse(read('route-preloads.json')) as RoutePreloads;
  const withPreloads = (files: string[]) =>
    index.replace('</head>', `${files.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">`).join('')}</head>`);
  const plain = new Map(Object.entries(routes).map(([route, files]) => [route, withPreloads(files)]));
  const prerendered = new Map<string, string>();
  for (const route of plain.keys()) {
    const file = path.join('prerendered', `${route === '/' ? 'index' : route.slice(1)}.html`);
    if (fs.existsSync(path.join(webDir, file))) prerendered.set(route, read(file));
  }
  return {
    /** The page a path shows, or null when it is no page of the app (a file, an unknown path). */
    routeOf(pathname: string): string | null {
      const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      return plain.has(route) ? route : null;
    },
    /**
     * The HTML of a page (null: the plain index.html, whose router shows the 404 page).
     * `markup`: send a page rendered at build time, if there is one; only right for a
     * visitor without a session at an address without a query, which could change
     * what the page shows.
     */
    html(route: string | null, markup: boolean): string {
      if (route === null) return index;
      return (markup ? prerendered.get(route) : undefined) ?? plain.get(route)!;
    },
  };
}

/**
 * The page with the person it is for, as GET /api/me would answer (null: nobody), in a
 * JSON block the app reads at start instead of asking: one round trip less before
 * the first screen. `<` is escaped so no name can close the block.
 */
export function withSession(html: string, person: ReturnType<typeof sessionPerson> | null): string {
  const json = JSON.stringify(person).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script type="application/json" id="session">${json}</script></head>`);
}
