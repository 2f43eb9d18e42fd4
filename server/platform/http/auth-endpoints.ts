import type { Context } from 'hono';
import { signUpRequestSchema } from '@domain/schemas/auth';
import { z } from '@domain/zod';
import type { AppEnv } from '../context';
import { AppError, notFound } from '../errors';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../passwords/common-passwords';
import { validationRefusal } from './validate';

export interface AuthEndpoint {
  method: 'GET' | 'POST';
  /** Below /api/auth, as the auth library names it; `:name` stands for one path segment. */
  path: string;
  /** A POST's JSON body: the fields the web app sends, and no other. */
  body?: z.core.$ZodType;
  /** The field of the JSON body that sets a new password, checked against the common passwords first. */
  newPassword?: string;
}

const passwordBody = z.strictObject({ password: z.string() });
const codeBody = z.strictObject({ code: z.string() });

/**
 * The endpoints of the auth library (better-auth) that the app uses over HTTP.
 * Every other /api/auth/* request answers 404: the library's own account
 * changes (password, name, picture, e-mail, sessions, deletion) would bypass
 * the app's routes, their rules and the activity log.
 *
 * To add one: its method and path exactly as the library declares them (the
 * endpoint's `path` and `options.method` in `auth.api`), one line each, the
 * fields of a POST's body as the web app sends them (anything else is refused:
 * `trustDevice`, which would skip the second factor for 30 days, an `image`, a
 * `callbackURL` of another site), and `newPassword` when its body sets a password.
 * server/platform/http/auth-endpoints.test.ts calls every endpoint of the library not
 * listed here and expects 404.
 */
export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  { method: 'POST', path: '/sign-up/email', body: signUpRequestSchema, newPassword: 'password' },
  { method: 'GET', path: '/verify-email' }, // the confirmation link in the e-mail
  { method: 'POST', path: '/sign-in/email', body: z.strictObject({ email: z.string(), password: z.string() }) },
  { method: 'POST', path: '/sign-out', body: z.strictObject({}) },
  { method: 'POST', path: '/request-password-reset', body: z.strictObject({ email: z.string(), redirectTo: z.string().optional() }) },
  { method: 'GET', path: '/reset-password/:token' }, // the reset link in the e-mail
  { method: 'POST', path: '/reset-password', body: z.strictObject({ token: z.string(), newPassword: z.string() }), newPassword: 'newPassword' },
  // Two-factor sign-in (/profilo and the sign-in page)
  { method: 'POST', path: '/two-factor/enable', body: passwordBody },
  { method: 'POST', path: '/two-factor/verify-totp', body: codeBody },
  { method: 'POST', path: '/two-factor/verify-backup-code', body: codeBody },
  { method: 'POST', path: '/two-factor/disable', body: passwordBody },
  { method: 'POST', path: '/two-factor/generate-backup-codes', body: passwordBody },
];

const BASE_PATH = '/api/auth';

function matches(endpoint: AuthEndpoint, method: string, path: string): boolean {
  if (endpoint.method !== method) return false;
  const want = endpoint.path.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]));
}

const NOT_JSON = 'La richiesta deve essere inviata in formato JSON.';

/**
 * Checks a request to /api/auth/* before the library sees it: one not in the
 * list throws the app's 404 (the path read from the URL as the library reads
 * it, not decoded). A POST's body must be JSON (415 otherwise: a form could name
 * a field twice, and the library would read another value than the app's checks)
 * with the endpoint's fields only (400), and a common new password throws 400 on
 * its field. Returns the endpoint and the body, parsed as the library parses it
 * (a key given twice: the last).
 */
export async function checkAuthRequest(c: Context<AppEnv>): Promise<{ endpoint: AuthEndpoint; body: Record<string, unknown> }> {
  const pathname = new URL(c.req.url).pathname;
  const path = pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length) : null;
  const endpoint = path === null ? undefined : AUTH_ENDPOINTS.find((e) => matches(e, c.req.method, path));
  if (!endpoint) throw notFound('Risorsa non trovata.');
  if (!endpoint.body) return { endpoint, body: {} };
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', NOT_JSON);
  // A copy: the library reads the body itself.
  let body: unknown;
  try {
    body = JSON.parse(await c.req.raw.clone().text());
  } catch {
    throw new AppError(400, 'VALIDATION', 'La richiesta non è leggibile.');
  }
  const parsed = z.safeParse(endpoint.body, body);
  if (!parsed.success) throw validationRefusal(parsed.error);
  const fields = body as Record<string, unknown>;
  const password = endpoint.newPassword ? fields[endpoint.newPassword] : undefined;
  if (typeof password === 'string' && isCommonPassword(password)) {
    throw new AppError(400, 'VALIDATION', COMMON_PASSWORD_MESSAGE, { [endpoint.newPassword!]: COMMON_PASSWORD_MESSAGE });
  }
  return { endpoint, body: fields };
}
