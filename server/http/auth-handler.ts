import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { AUTH_ERROR_MESSAGES, GENERIC_AUTH_ERROR } from '@domain/schemas/auth';
import { CLIENT_IP_HEADER } from '../auth';
import type { AppEnv } from '../context';

function clientIp(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Only requests made in-process (tests) have no socket; they may name their address.
    return c.req.header(CLIENT_IP_HEADER) ?? 'in-process';
  }
}

/**
 * Hands /api/auth/* to better-auth. The connection's address is passed in a
 * header of our own (any copy sent by the client is overwritten), so rate
 * limits count per client; error answers are rewritten in Italian.
 */
export async function handleAuth(c: Context<AppEnv>): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c));
  const request = new Request(c.req.raw, { headers });
  const response = await c.get('ctx').auth.handler(request);
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;

  const body = (await response.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
  const code = response.status === 429 ? 'TOO_MANY_REQUESTS' : (body?.code ?? 'AUTH_ERROR');
  const message = AUTH_ERROR_MESSAGES[code] ?? GENERIC_AUTH_ERROR;
  const out = new Headers(response.headers);
  out.delete('content-length');
  return new Response(JSON.stringify({ code, message }), { status: response.status, headers: out });
}
