import { lazy, Suspense, use, useState, type ReactNode } from 'react';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TWO_FACTOR_SETUP_REQUIRED } from '@domain/policy';
import { ApiError } from '@web/lib/api-error';
import { mutationCacheWithMeta } from '@web/lib/mutation-meta';
import { useToastsRequested } from '@web/lib/toast';
import { PageRequestContext } from '@web/lib/page-request';
import { SessionProvider, sessionInPage, sessionQuery, useSession, type SessionUser } from '@web/lib/session';

/** `known`: the signed-in person as the page's server knows them (null: nobody; undefined: unknown, ask). */
function createQueryClient(known: SessionUser | null | undefined): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refused or missing resource will not change by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
    // Any call answered 401 means the session ended: the guard then sends the person to /auth.
    queryCache: new QueryCache({ onError: (error) => onUnauthorized(error) }),
    mutationCache: mutationCacheWithMeta(() => client, onUnauthorized),
  });
  if (known !== undefined) client.setQueryData(sessionQuery.queryKey, known);
  function onUnauthorized(error: unknown) {
    if (error instanceof ApiError && error.status === 401) client.setQueryData(sessionQuery.queryKey, null);
    // Staff must set up two-factor sign-in first: the session read again says so, and the guard shows the setup.
    if (error instanceof ApiError && error.code === TWO_FACTOR_SETUP_REQUIRED) void client.invalidateQueries({ queryKey: sessionQuery.queryKey });
  }
  return client;
}

// Preloaded with every page but /auth (route-preloads in vite.config.ts), where it loads with the first toast.
const Toaster = lazy(async () => ({ default: (await import('@web/components/ui/toaster')).Toaster }));

/** The toasts' list: on a signed-in person's pages, and on /auth once a toast is asked for. */
function Toasts() {
  const { user } = useSession();
  const requested = useToastsRequested();
  if (!user && !requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const request = use(PageRequestContext);
  const [queryClient] = useState(() => createQueryClient(request ? request.person : sessionInPage()));
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <Toasts />
      </SessionProvider>
    </QueryClientProvider>
  );
}
