import { hc, type ClientResponse } from 'hono/client';
import type { AppType } from '@server/app';
import { apiErrorOf } from './api-error';

/** The typed API client: `api.clients.$get({ query })`. Cookies go along (same origin). */
export const api = hc<AppType>('/api', { init: { credentials: 'same-origin' } });

/** Awaits an API call and returns its JSON body, or throws ApiError. */
export async function unwrap<T>(call: Promise<ClientResponse<T>>): Promise<T> {
  const res = await call;
  if (!res.ok) throw await apiErrorOf(res as unknown as Response);
  return (await res.json()) as T;
}

/** Answers that carry no body, which a Response cannot be built with. */
const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);

/**
 * A fetch that sends the request with XMLHttpRequest, the only way a browser reports how
 * much of an upload has gone (fetch has none). Given to the typed client per request:
 * `unwrap(api.documents.$post({ form }, { fetch: withUploadProgress(setPercent) }))`,
 * so the route and the answer's type still come from the server. `onProgress` gets 0 to 100.
 */
export function withUploadProgress(onProgress?: (percent: number) => void): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', input instanceof Request ? input.url : String(input));
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.withCredentials = init.credentials === 'include';
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
        }
        resolve(new Response(NULL_BODY_STATUS.has(xhr.status) ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      // As fetch does: a failed connection is a TypeError, an abort an AbortError.
      xhr.onerror = () => reject(new TypeError('Connessione non riuscita. Controlla la rete e riprova.'));
      xhr.onabort = () => reject(new DOMException('Caricamento annullato', 'AbortError'));
      init.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
