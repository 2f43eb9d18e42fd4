import { useSyncExternalStore } from 'react';

/** Below this width (px) the app uses its phone layout. */
export const MOBILE_BREAKPOINT = 768;

const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const mql = window.matchMedia(query);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

/** Whether the viewport is narrower than 768 px right now (for event handlers). */
export function isMobileNow(): boolean {
  return window.matchMedia(query).matches;
}

/** True while the viewport is narrower than 768 px. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
