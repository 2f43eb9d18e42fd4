import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';

/**
 * The HTML of a page that needs no session, rendered at build time into the root of
 * its index.html (scripts/prerender.mjs): the page shows before any script has run,
 * and main.tsx hydrates it.
 */
export async function renderPage(path: string): Promise<string> {
  const AtPath = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const { prelude } = await prerenderToNodeStream(<App router={AtPath} />);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
