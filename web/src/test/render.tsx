import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { mutationCacheWithMeta } from '@web/lib/mutation-meta';
import { SessionProvider, sessionQuery, type SessionUser } from '@web/lib/session';

/** A signed-in member of staff, as GET /api/me answers. */
export const STAFF_USER: SessionUser = {
  id: 'user-1',
  email: 'giulia@example.com',
  name: 'Giulia Bianchi',
  nameRequired: false,
  timeZone: 'Europe/Rome',
  role: 'proprietario',
  twoFactorEnabled: true,
  twoFactorSetupRequired: false,
};

const sessionPath = '/api/me';

/** One request the page made to the API, its JSON body read. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stands in for the server: every fetch is recorded and answered by `answer` (a 200
 * with `{}` by default). The session, read again after a change to an account, is
 * answered with STAFF_USER and not recorded. Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(answer: (request: SentRequest) => Response = () => Response.json({})): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const text = typeof init.body === 'string' ? init.body : null;
      const request = { method: init.method ?? 'GET', path: url.pathname + url.search, body: text === null ? null : (JSON.parse(text) as unknown) };
      if (request.path === sessionPath) return Response.json(STAFF_USER);
      sent.push(request);
      return answer(request);
    }),
  );
  return sent;
}

/** An error answer of the API, as the server writes it. */
export function apiError(status: number, message: string, fieldErrors?: Record<string, string>): Response {
  return Response.json({ code: 'VALIDATION_ERROR', message, fieldErrors }, { status });
}

/**
 * Renders `ui` under the app's query client (mutation meta turns into toasts and reloads),
 * with `user` signed in (STAFF_USER unless told).
 */
export function renderWithQuery(ui: ReactElement, { user = STAFF_USER }: { user?: SessionUser } = {}) {
  const client: QueryClient = new QueryClient({
    mutationCache: mutationCacheWithMeta(() => client),
    defaultOptions: { queries: { retry: false } },
  });
  client.setQueryData(sessionQuery.queryKey, user);
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>{ui}</SessionProvider>
    </QueryClientProvider>,
  );
}

/** The message under a form field (its error, else its hint), as a screen reader reads it. */
export function messageOf(control: HTMLElement): string | null {
  const id = control.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** What jsdom lacks and Radix menus, selects and popovers use. Call once in beforeAll. */
export function stubLayout() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}

/** Picks `option` in a Radix select, from the keyboard as jsdom allows (call stubLayout first). */
export function choose(trigger: HTMLElement, option: string) {
  fireEvent.keyDown(trigger, { key: 'Enter' });
  fireEvent.click(screen.getByRole('option', { name: option }));
}
