import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { AppError, notFound } from '../errors';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../passwords/common-passwords';

export interface AuthEndpoint {
  method: 'GET' | 'POST';
  /** Below /api/auth, as the auth library names it; `:name` stands for one path segment. */
  path: string;
  /** The field of the JSON body that sets a new password, checked against the common passwords first. */
  newPassword?: string;
}

/**
 * The endpoints of the auth library (better-auth) that the app uses over HTTP.
 * Every other /api/auth/* request answers 404: the library's own account
 * changes (password, name, picture, e-mail, sessions, deletion) would bypass
 * the app's routes, their rules and the activity log.
 *
 * To add one: its method and path exactly as the library declares them (the
 * endpoint's `path` and `options.method` in `auth.api`), one line each, and
 * `newPassword` when its body sets a password.
 * server/http/auth-endpoints.test.ts calls every endpoint of the library not
 * listed here and expects 404.
 */
export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  { method: 'POST', path: '/sign-up/email', newPassword: 'password' },
  { method: 'GET', path: '/verify-email' }, // the confirmation link in the e-mail
  { method: 'POST', path: '/sign-in/email' },
  { method: 'POST', path: '/sign-out' },
  { method: 'POST', path: '/request-password-reset' },
  { method: 'GET', path: '/reset-password/:token' }, // the reset link in the e-mail
  { method: 'POST', path: '/reset-password', newPassword: 'newPassword' },
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
 * list throws the app's 404 (the path read from the URL as the library reads
 * it, not decoded); a common new password throws 400 on its field.
 */
export async function checkAuthRequest(c: Context<AppEnv>): Promise<void> {
  const pathname = new URL(c.req.url).pathname;
  const path = pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length) : null;
  const endpoint = path === null ? undefined : AUTH_ENDPOINTS.find((e) => matches(e, c.req.method, path));
  if (!endpoint) throw notFound('Risorsa non trovata.');
  if (!endpoint.newPassword) return;
  // A copy: the library reads the body itself. One that is not JSON is the library's to refuse.
  const body: unknown = await c.req.raw.clone().json().catch(() => null);
  const password = body && typeof body === 'object' ? (body as Record<string, unknown>)[endpoint.newPassword] : undefined;
  if (typeof password === 'string' && isCommonPassword(password)) {
    throw new AppError(400, 'VALIDATION', COMMON_PASSWORD_MESSAGE, { [endpoint.newPassword]: COMMON_PASSWORD_MESSAGE });
  }
}
