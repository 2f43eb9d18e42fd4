import fs from 'node:fs';
import path from 'node:path';
import type { RoutePreloads } from '../../../scripts/route-modules';
import { log, loggedPath } from '../log';
import type { sessionPerson } from './session';

/** What the page is rendered for (web/src/lib/page-request.tsx): the signed-in person and the Cookie header. */
interface PageRequest {
  person: ReturnType<typeof sessionPerson>;
  cookie: string;
}
type RenderPage = (location: string, request: PageRequest) => Promise<string>;

/**
 * The SPA's index.html for each page of the app, with a low-priority modulepreload
 * link for each chunk that page loads beyond the entry (dist/web/route-preloads.json,
 * written by the build): the browser fetches them alongside the entry instead of after
 * it has run. A page rendered at build time (dist/web/prerendered/, scripts/prerender.mjs)
 * also has its markup, sent without preloads: it is readable before any script.
 * A signed-in person's page is rendered for them on each request (`rendered`), from
 * the app's server build (`renderModule`, dist/server-render). See docs/decisions/007.
 * Built once at start.
 */
export function spaPages(webDir: string, renderModule: string) {
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
  // Loaded now, in the background: the first signed-in page does not wait for it.
  const renderPage = import(renderModule).then((module: { renderPage: RenderPage }) => module.renderPage);
  renderPage.catch(() => undefined);
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
    /**
     * A page with its markup rendered for `request` at `location` (path and query): the
     * frame, the menu for the person's role and the page with its data still loading.
     * A page that fails to render on the server is sent without markup, for the browser
     * to render (and show its error screen), and the failure is logged.
     */
    async rendered(route: string, location: string, request: PageRequest): Promise<string> {
      try {
        const markup = await (await renderPage)(location, request);
        // Busy until the browser has taken it over (web/src/lib/page-request.tsx: markPageLive).
        return index.replace('<div id="root"></div>', () => `<div id="root" aria-busy="true">${markup}</div>`);
      } catch (err) {
        // Its path only: a query string may carry a link's key.
        log.error({ path: loggedPath(location.split('?')[0]!), err }, 'Pagina non resa sul server');
        return plain.get(route)!;
      }
    },
  };
}

/** The firm's terms and privacy policy (TERMS_URL, PRIVACY_URL), linked from the sign-up; null where unset. */
export interface LegalLinks {
  terms: string | null;
  privacy: string | null;
}

const jsonBlock = (id: string, value: unknown) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * The page with the person it is for, as GET /api/me would answer (null: nobody), and the
 * firm's legal links, in JSON blocks the app reads at start instead of asking: one round
 * trip less before the first screen. `<` is escaped so no name can close a block.
 */
export function withPageData(html: string, person: ReturnType<typeof sessionPerson> | null, legal: LegalLinks): string {
  return html.replace('</head>', `${jsonBlock('session', person)}${jsonBlock('legal-links', legal)}</head>`);
}
