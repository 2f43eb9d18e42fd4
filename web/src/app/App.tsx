import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { PageRequestContext, type PageRequest } from '@web/lib/page-request';
import { Providers } from './providers';
import { AppRoutes } from './router';

/**
 * The whole app. On the server (web/src/server-render.tsx) `router` is a static router
 * and `request` what the server knows of the request; the browser then hydrates this
 * same tree with its own history.
 */
export function App({ router: Router = BrowserRouter, request = null }: { router?: ComponentType<{ children: ReactNode }>; request?: PageRequest | null }) {
  return (
    <StrictMode>
      <PageRequestContext value={request}>
        <Providers>
          <Router>
            <AppRoutes />
          </Router>
        </Providers>
      </PageRequestContext>
    </StrictMode>
  );
}
