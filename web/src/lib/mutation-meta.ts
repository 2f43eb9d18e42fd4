import { MutationCache, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from './toast';

/** A toast's text, or its own title and text (the title is 'Successo' or 'Errore' otherwise). */
export type ToastText = string | { title: string; description: string };

/**
 * What a write declares once, instead of a try/catch and a toast at every call:
 * the views it changes, and the toasts of its outcome.
 */
export interface MutationMeta extends Record<string, unknown> {
  /** Query keys read again once the write is over, whether it succeeded or not (it may have half-happened). */
  invalidates?: readonly QueryKey[];
  /** The success toast's text, or how to write it from the answer and the input. */
  success?: ToastText | ((data: never, variables: never) => ToastText);
  /**
   * The error toast's text when the server gives no Italian message of its own; with a title
   * of its own (else 'Errore'), the server's message is the description below it.
   */
  error?: ToastText;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/**
 * The query client's mutation cache, carrying out every mutation's meta. `client`: the
 * query client it belongs to (created after it); `onError`: what every failure also does.
 */
export function mutationCacheWithMeta(client: () => QueryClient, onError?: (error: unknown) => void): MutationCache {
  return new MutationCache({
    onSuccess(data, variables, _result, mutation) {
      const success = mutation.meta?.success;
      if (!success) return;
      const text = typeof success === 'function' ? (success as (d: unknown, v: unknown) => ToastText)(data, variables) : success;
      if (typeof text === 'string') toast.success(text);
      else toast.success(text.description, text.title);
    },
    onError(error, _variables, _result, mutation) {
      onError?.(error);
      const text = mutation.meta?.error;
      if (typeof text === 'string') toast.fromError(error, text);
      else if (text) toast.fromError(error, text.description, text.title);
    },
    onSettled(_data, _error, _variables, _result, mutation) {
      const keys = mutation.meta?.invalidates;
      if (keys) return Promise.all(keys.map((queryKey) => client().invalidateQueries({ queryKey })));
    },
  });
}
