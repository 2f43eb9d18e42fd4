import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import type { PageRequest } from './lib/page-request';

/**
 * The HTML of a page, to go into the root of its index.html: the page shows before any
 * script has run, and main.tsx hydrates it. Built for Node into dist/server-render.
 * At build time, /auth for nobody (scripts/prerender.mjs); at request time, a signed-in
 * person's page (server/platform/http/spa.ts), whose data are still loading in it.
 */
export async function renderPage(location: string, request: PageRequest | null = null): Promise<string> {
  const AtLocation = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  // No size is too large to inline: React would otherwise send a big page apart, with an
  // inline script to put it in place, which the Content Security Policy refuses.
  const { prelude } = await prerenderToNodeStream(<App router={AtLocation} request={request} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
