import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { PAGES } from '@domain/policy';
import { PageAccess, RequireSession } from '@web/components/layout/guards';
import { PageSpinner } from '@web/components/ui/spinner';
import { RouteErrorBoundary } from './RouteError';
import { AuthPage, NameRequiredPage, NotFoundPage, PAGE_COMPONENTS, TwoFactorRequiredPage } from './routes';

// The shell (sidebar, menus, tooltips) is not part of /auth's download. The server
// preloads it with every shell page (server/platform/http/spa.ts).
const AppShell = lazy(async () => ({ default: (await import('@web/components/layout/AppShell')).AppShell }));

function pageRoute(path: string, layout: 'shell' | 'own'): RouteObject {
  const Component: ComponentType | undefined = PAGE_COMPONENTS[path];
  if (!Component) throw new Error(`Nessun componente per la pagina ${path} in app/routes.tsx`);
  const element = (
    <PageAccess path={path}>
      <Component />
    </PageAccess>
  );
  // Shell pages load inside the shell's own Suspense; 'own' pages need one here.
  return { path, element: layout === 'shell' ? element : <Suspense fallback={<PageSpinner className="min-h-dvh" />}>{element}</Suspense> };
}

const routes: RouteObject[] = [
  {
    children: [
      { path: '/auth', element: <Suspense fallback={<PageSpinner className="min-h-dvh" />}><AuthPage /></Suspense> },
      {
        element: <RequireSession TwoFactorRequiredPage={TwoFactorRequiredPage} NameRequiredPage={NameRequiredPage} />,
        children: [
          {
            element: (
              <Suspense fallback={<PageSpinner className="min-h-dvh" />}>
                <AppShell />
              </Suspense>
            ),
            children: PAGES.filter((p) => p.layout === 'shell').map((p) => pageRoute(p.path, 'shell')),
          },
          ...PAGES.filter((p) => p.layout === 'own').map((p) => pageRoute(p.path, 'own')),
        ],
      },
      { path: '*', element: <Suspense fallback={<PageSpinner className="min-h-dvh" />}><NotFoundPage /></Suspense> },
    ],
  },
];

/** Every route of the app; a page that fails to render or load shows the error screen until the next navigation. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}
