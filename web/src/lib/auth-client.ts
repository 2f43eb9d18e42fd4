import { apiErrorOf } from './api-error';

/**
 * Calls an endpoint of the auth server (/api/auth/*, not part of the typed
 * client). Resolves with the JSON answer or rejects with ApiError carrying the
 * server's Italian message.
 */
export async function authRequest<T = unknown>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`/api/auth/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!res.ok) throw await apiErrorOf(res);
  return (await res.json().catch(() => ({}))) as T;
}
