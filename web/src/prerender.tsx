import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';

/**
 * The HTML of a page that needs no session, rendered at build time into the root of
 * its index.html (scripts/prerender.mjs): the page shows before any script has run,
 * and main.tsx hydrates it. The tree is App's, with a static router.
 */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
