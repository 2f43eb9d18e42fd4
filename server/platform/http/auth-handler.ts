import type { Context } from 'hono';
import { AUTH_ERROR_MESSAGES, GENERIC_AUTH_ERROR } from '@domain/schemas/auth';
import { eq } from 'drizzle-orm';
import { CLIENT_IP_HEADER } from './client-address';
import { user } from '../db/schema';
import type { AppEnv } from '../context';
import { log } from '../log';
import { TooManyAttempts } from '../throttle';
import { clientAddress } from './client-address';
import { takeSignInAttempt } from './sign-in-throttle';
import { takePasswordCheck } from './password-check-throttle';
import { checkAuthRequest } from './auth-endpoints';

/**
 * Confirmation links carry a signed token that better-auth does not consume:
 * once the address is confirmed, the same link is refused like a spent one.
 * Only plain confirmations are accepted: the app never sends a token that changes
 * the address (`updateTo`) or of another kind (`requestType`), so one is forged,
 * e.g. with the auth secret of a backup, and refused.
 */
async function refuseConfirmationLink(c: Context<AppEnv>): Promise<Response | null> {
  const token = c.req.query('token') ?? '';
  let claims: { email?: unknown; updateTo?: unknown; requestType?: unknown };
  try {
    claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return null; // Not a token at all: better-auth answers INVALID_TOKEN itself.
  }
  const { email, updateTo, requestType } = claims ?? {};
  const refused = updateTo !== undefined || requestType !== undefined;
  if (!refused) {
    if (typeof email !== 'string') return null;
    const [row] = await c.get('ctx').db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, email.toLowerCase())).limit(1);
    if (!row?.verified) return null;
  }
  const callback = c.req.query('callbackURL') ?? '/auth';
  const target = callback.startsWith('/') && !callback.startsWith('//') ? callback : '/auth';
  return c.redirect(`${target}${target.includes('?') ? '&' : '?'}error=INVALID_TOKEN`, 302);
}

/**
 * Hands /api/auth/* to better-auth. The client's address (client-address.ts) is
 * passed in a header of our own (any copy sent by the client is overwritten), so
 * rate limits count per client; password sign-ins are throttled per account
 * (sign-in-throttle.ts), and so are the current passwords two-factor changes ask
 * for (password-check-throttle.ts); error answers are rewritten in Italian.
 */
export async function handleAuth(c: Context<AppEnv>): Promise<Response> {
  const { endpoint, body } = await checkAuthRequest(c);
  if (c.req.method === 'GET' && c.req.path === '/api/auth/verify-email') {
    const refused = await refuseConfirmationLink(c);
    if (refused) return refused;
  }
  const headers = new Headers(c.req.raw.headers);
  const address = clientAddress(c);
  headers.set(CLIENT_IP_HEADER, address);
  const request = new Request(c.req.raw, { headers });
  // A failed password sign-in is logged with the address it named and the client's; never the password.
  const signIn = endpoint.path === '/sign-in/email' && typeof body.email === 'string' ? { reqId: c.get('requestId'), email: body.email.trim().toLowerCase(), ip: address } : null;
  let attempt;
  try {
    attempt = (await takeSignInAttempt(c.get('ctx').db, endpoint.path, body, address)) ?? (await takePasswordCheck(c, endpoint.path));
  } catch (err) {
    if (signIn && err instanceof TooManyAttempts) log.warn({ ...signIn, status: err.status }, 'Accesso rifiutato: troppi tentativi');
    throw err;
  }
  let response: Response | undefined;
  try {
    response = await c.get('ctx').auth.handler(request);
  } finally {
    await attempt?.settle(response);
  }
  if (signIn && response.status >= 400) log.warn({ ...signIn, status: response.status }, 'Accesso non riuscito');
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;

  const answer = (await response.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
  const code = response.status === 429 ? 'TOO_MANY_REQUESTS' : (answer?.code ?? 'AUTH_ERROR');
  const message = AUTH_ERROR_MESSAGES[code] ?? GENERIC_AUTH_ERROR;
  const out = new Headers(response.headers);
  out.delete('content-length');
  return new Response(JSON.stringify({ code, message }), { status: response.status, headers: out });
}
