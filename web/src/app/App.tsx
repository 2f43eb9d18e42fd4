import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes } from './router';

/**
 * The whole app. `router` is the browser's history, or the static router of the
 * build-time render (web/src/prerender.tsx), which must produce this same tree.
 */
export function App({ router: Router = BrowserRouter }: { router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <Providers>
        <Router>
          <AppRoutes />
        </Router>
      </Providers>
    </StrictMode>
  );
}
