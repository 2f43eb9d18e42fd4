import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in a page's HTML rendered ahead of time (web/src/prerender.tsx) and while
 * React takes it over, true from then on. Controls of such a page wait for it: a
 * click would be lost, and a native form submission would put the fields in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
