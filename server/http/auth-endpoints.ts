import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { notFound } from '../errors';

export interface AuthEndpoint {
  method: 'GET' | 'POST';
  /** Below /api/auth, as the auth library names it; `:name` stands for one path segment. */
  path: string;
}

/**
 * The endpoints of the auth library (better-auth) that the app uses over HTTP.
 * Every other /api/auth/* request answers 404: the library's own account
 * changes (password, name, picture, e-mail, sessions, deletion) would bypass
 * the app's routes, their rules and the activity log.
 *
 * To add one: its method and path exactly as the library declares them (the
 * endpoint's `path` and `options.method` in `auth.api`), one line each.
 * server/http/auth-endpoints.test.ts calls every endpoint of the library not
 * listed here and expects 404.
 */
export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  { method: 'POST', path: '/sign-up/email' },
  { method: 'GET', path: '/verify-email' }, // the confirmation link in the e-mail
  { method: 'POST', path: '/sign-in/email' },
  { method: 'POST', path: '/sign-out' },
  { method: 'POST', path: '/request-password-reset' },
  { method: 'GET', path: '/reset-password/:token' }, // the reset link in the e-mail
  { method: 'POST', path: '/reset-password' },
  // Two-factor sign-in (/profilo and the sign-in page)
  { method: 'POST', path: '/two-factor/enable' },
  { method: 'POST', path: '/two-factor/verify-totp' },
  { method: 'POST', path: '/two-factor/verify-backup-code' },
  { method: 'POST', path: '/two-factor/disable' },
  { method: 'POST', path: '/two-factor/generate-backup-codes' },
];

const BASE_PATH = '/api/auth';

function matches(endpoint: AuthEndpoint, method: string, path: string): boolean {
  if (endpoint.method !== method) return false;
  const want = endpoint.path.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]));
}

/**
 * Checks a request to /api/auth/* before the library sees it: one not in the
 * list throws the app's 404. The path is read from the URL as the library
 * reads it (not decoded).
 */
export async function checkAuthRequest(c: Context<AppEnv>): Promise<void> {
  const pathname = new URL(c.req.url).pathname;
  const path = pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length) : null;
  if (path === null || !AUTH_ENDPOINTS.some((e) => matches(e, c.req.method, path))) throw notFound('Risorsa non trovata.');
}
