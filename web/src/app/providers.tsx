import { use, useState, type ReactNode } from 'react';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TWO_FACTOR_SETUP_REQUIRED } from '@domain/policy';
import { ApiError } from '@web/lib/api-error';
import { mutationCacheWithMeta } from '@web/lib/mutation-meta';
import { PageRequestContext } from './page-request';
import { SessionProvider, sessionInPage, sessionQuery, type SessionUser } from './session';

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

export function Providers({ children }: { children: ReactNode }) {
  const request = use(PageRequestContext);
  const [queryClient] = useState(() => createQueryClient(request ? request.person : sessionInPage()));
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <Toaster
          // At the top centre, just below the header (3.5rem): clear of the rows' actions at the right,
          // where the pointer usually is when a write ends (decision 100).
          position="top-center"
          richColors
          closeButton
          containerAriaLabel="Notifiche"
          offset={{ top: 64 }}
          mobileOffset={{ top: 64, left: 12, right: 12 }}
          toastOptions={{ closeButtonAriaLabel: 'Chiudi notifica', classNames: { title: 'font-semibold', description: 'opacity-90' } }}
        />
      </SessionProvider>
    </QueryClientProvider>
  );
}
