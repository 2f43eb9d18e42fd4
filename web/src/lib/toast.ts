import { toast as sonner } from 'sonner';
import { ApiError } from './api-error';

/**
 * The app's toasts. Success toasts are titled 'Successo' and errors 'Errore'
 * unless a screen's text says otherwise (pass `title`).
 */
export const toast = {
  success(description: string, title = 'Successo') {
    sonner.success(title, { description });
  },
  error(description: string, title = 'Errore') {
    sonner.error(title, { description });
  },
  info(description: string, title: string) {
    sonner.info(title, { description });
  },
  /** An error toast for a failed call: the server's Italian message, or `fallback` when there is none. */
  fromError(error: unknown, fallback: string, title = 'Errore') {
    const message = error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : fallback;
    sonner.error(title, { description: message });
  },
};
