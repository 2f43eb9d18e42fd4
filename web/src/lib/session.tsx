import { createContext, use, useMemo, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@domain/policy';
import { apiErrorOf } from '@web/lib/api-error';
import { authRequest } from '@web/lib/auth-client';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** An account without a name of its own (the first proprietario without OWNER_NAME): asked for it before anything else. */
  nameRequired: boolean;
  /** The time zone chosen in the profile (Europe/Rome until one is chosen): instants shown to them are written in it. */
  timeZone: string;
  role: Role | null;
  twoFactorEnabled: boolean;
  /** Staff who must set up two-factor sign-in before anything else (the server refuses the rest). */
  twoFactorSetupRequired: boolean;
}

export interface Session {
  /** The signed-in person, or null when nobody is. */
  user: SessionUser | null;
  /** Shorthand for `user?.role ?? null`: what the policy functions take. */
  role: Role | null;
  /** True until the first session lookup answers. */
  loading: boolean;
  /** Reads the session again (after sign-in). */
  refresh: () => Promise<SessionUser | null>;
  signOut: () => Promise<void>;
}

/**
 * GET /api/me: the person and their role; a 401 means no session. A plain fetch,
 * not the typed client: /auth needs this call and nothing else of the API.
 */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async (): Promise<SessionUser | null> => {
    const res = await fetch('/api/me', { credentials: 'same-origin' });
    if (res.status === 401) return null;
    if (!res.ok) throw await apiErrorOf(res);
    return (await res.json()) as SessionUser;
  },
  staleTime: 60_000,
  retry: 1,
});

/**
 * The person the server wrote into the page (server/platform/http/spa.ts), as GET /api/me
 * would answer; undefined when the page carries none (the dev server, the build-time render).
 */
export function sessionInPage(): SessionUser | null | undefined {
  const block = typeof document === 'undefined' ? null : document.getElementById('session');
  return block?.textContent ? (JSON.parse(block.textContent) as SessionUser | null) : undefined;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(sessionQuery);

  const value = useMemo<Session>(
    () => ({
      user: data ?? null,
      role: data?.role ?? null,
      loading: isPending,
      refresh: () => queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }),
      signOut: async () => {
        await authRequest('sign-out').catch(() => undefined);
        queryClient.setQueryData(sessionQuery.queryKey, null);
        // Nothing read as this person may be shown to the next one.
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0] });
      },
    }),
    [data, isPending, queryClient],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

/** The current session. Throws when used outside SessionProvider. */
export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession deve essere usato all\'interno di SessionProvider');
  return session;
}
