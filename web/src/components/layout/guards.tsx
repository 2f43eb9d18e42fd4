import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Compass, House, ShieldAlert } from 'lucide-react';
import { canOpen, pageFor, UNDISCLOSED_PERMISSIONS } from '@domain/policy';
import { usePageLive } from '@web/lib/page-request';
import { useSession } from '@web/lib/session';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { StatusScreen } from './StatusScreen';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** Where /auth sends the person back after sign-in. */
export interface AuthRedirectState {
  from?: { pathname: string; search: string; hash: string };
}

/**
 * Every authenticated route: a spinner while the session loads; without a session, /auth (keeping the requested location);
 * staff who must set up two-factor sign-in, the setup before anything else; an account without a name, its name.
 * Those two pages are given by the router (app/routes.tsx), which lazy-loads every page.
 */
export function RequireSession({
  TwoFactorRequiredPage,
  NameRequiredPage,
}: {
  TwoFactorRequiredPage: ComponentType;
  NameRequiredPage: ComponentType;
}) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <PageSpinner className="min-h-dvh" />;
  if (!user) {
    const state: AuthRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/auth" replace state={state} />;
  }
  if (user.twoFactorSetupRequired) {
    return (
      <Suspense fallback={<PageSpinner className="min-h-dvh" />}>
        <TwoFactorRequiredPage />
      </Suspense>
    );
  }
  if (user.nameRequired) {
    return (
      <Suspense fallback={<PageSpinner className="min-h-dvh" />}>
        <NameRequiredPage />
      </Suspense>
    );
  }
  return <Outlet />;
}

/** The 404 screen: an unknown address, or a page whose existence a role is not told of. */
export function NotFoundScreen() {
  return (
    <StatusScreen
      icon={Compass}
      code="404"
      title="Oops! Page not found"
      action={
        <Button asChild size="lg">
          <Link to="/">
            <House />
            Torna alla Home
          </Link>
        </Button>
      }
    >
      La pagina che cerchi non esiste o è stata spostata.
    </StatusScreen>
  );
}

export function AccessDenied({ title = 'Accesso Negato' }: { title?: string }) {
  return (
    <StatusScreen
      icon={ShieldAlert}
      tone="destructive"
      title={title}
      action={
        <Button asChild>
          <Link to="/">
            <House />
            Torna alla Dashboard
          </Link>
        </Button>
      }
    >
      Non hai i permessi necessari per accedere a questa sezione.
    </StatusScreen>
  );
}

/** One page of the policy's table: shown when the role may open it, otherwise 'Accesso Negato' or the page's own title for it (Utenti Login: back home). */
export function PageAccess({ path, children }: { path: string; children: ReactNode }) {
  const { role } = useSession();
  const page = pageFor(path);
  const allowed = canOpen(role, path);
  const undisclosed = !allowed && page !== undefined && UNDISCLOSED_PERMISSIONS.has(page.permission);
  usePageLive();
  // Not even the tab's title names a page the role is not told of.
  useDocumentTitle(undisclosed ? 'Pagina non trovata' : page?.label);
  if (allowed) return children;
  if (path === '/utenti-login') return <Navigate to="/" replace />;
  if (undisclosed) return <NotFoundScreen />;
  return <AccessDenied title={page?.deniedTitle} />;
}
