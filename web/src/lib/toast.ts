import { useSyncExternalStore } from 'react';
import { ApiError } from './api-error';

// sonner loads with the first toast, or with a signed-in person's page (app/providers.tsx):
// it is not part of the sign-in page's first download (docs/decisions/006).
let requested = false;
const listeners = new Set<() => void>();

function show(kind: 'success' | 'error' | 'info', title: string, description: string) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('sonner').then(({ toast }) => toast[kind](title, { description }));
}

/** True once a toast has been asked for: its list must be on the page from then on. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => requested,
    () => false,
  );
}

/**
 * The app's toasts. Success toasts are titled 'Successo' and errors 'Errore'
 * unless a screen's text says otherwise (pass `title`).
 */
export const toast = {
  success(description: string, title = 'Successo') {
    show('success', title, description);
  },
  error(description: string, title = 'Errore') {
    show('error', title, description);
  },
  info(description: string, title: string) {
    show('info', title, description);
  },
  /** An error toast for a failed call: the server's Italian message, or `fallback` when there is none. */
  fromError(error: unknown, fallback: string, title = 'Errore') {
    const message = error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : fallback;
    show('error', title, message);
  },
};
