import { hc, type ClientResponse } from 'hono/client';
import type { AppType } from '@server/app';
import { ApiError, apiErrorOf } from './api-error';

/** The typed API client: `api.clients.$get({ query })`. Cookies go along (same origin). */
export const api = hc<AppType>('/api', { init: { credentials: 'same-origin' } });

/** Awaits an API call and returns its JSON body, or throws ApiError. */
export async function unwrap<T>(call: Promise<ClientResponse<T>>): Promise<T> {
  const res = await call;
  if (!res.ok) throw await apiErrorOf(res as unknown as Response);
  return (await res.json()) as T;
}

/**
 * Sends a multipart form with real upload progress (fetch has none), for files.
 * Resolves with the JSON answer or rejects with ApiError.
 */
export function uploadWithProgress<T>(url: string, form: FormData, onProgress?: (percent: number) => void, method = 'POST'): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = async () => {
      const res = new Response(xhr.responseText, { status: xhr.status, headers: { 'content-type': 'application/json' } });
      if (xhr.status >= 200 && xhr.status < 300) resolve((await res.json()) as T);
      else reject(await apiErrorOf(res));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Connessione non riuscita. Controlla la rete e riprova.'));
    xhr.send(form);
  });
}
