import { createContext, use, useEffect } from 'react';
import { replayTextTypedBeforeHydration } from '@web/lib/typed-before-hydration';
import type { SessionUser } from './session';

/**
 * What the server knows of the request it renders a page for (web/src/server-render.tsx):
 * the signed-in person and the Cookie header. Null in the browser, which reads the
 * page's session block and `document.cookie` instead.
 */
export interface PageRequest {
  person: SessionUser | null;
  cookie: string;
}

export const PageRequestContext = createContext<PageRequest | null>(null);

/** A cookie's value: from the request on the server, from the document in the browser. */
export function useCookie(name: string): string | undefined {
  const request = use(PageRequestContext);
  const cookies = request ? request.cookie : document.cookie;
  const entry = cookies.split(/;\s*/).find((c) => c.startsWith(`${name}=`));
  return entry?.slice(name.length + 1);
}

/**
 * A page rendered by the server arrives with its root marked busy (server/platform/http/spa.ts),
 * which holds off the pointer (styles.css): a click before React has taken the page over
 * would do nothing. Lifted once the page is live, or has failed; text typed meanwhile
 * goes to its fields then (decision 009).
 */
export function markPageLive(): void {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('aria-busy')) return;
  root.removeAttribute('aria-busy');
  replayTextTypedBeforeHydration(root);
}

/** Lifts the busy mark once the calling page component is live. */
export function usePageLive(): void {
  useEffect(markPageLive, []);
}
