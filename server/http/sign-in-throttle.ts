import type { Db } from '../db/client';
import { BACKOFF, clearFailures, forgiveAttempt, isRemembered, minutesToWait, PER_ACCOUNT, remember, takeAttempt, type Throttle } from '../throttle';

const SIGN_IN_PATH = '/api/auth/sign-in/email';

/** How long an address an account signed in from stays exempt from the account's own limit. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

/** A sign-in refused unchecked, or let through with what to do once its outcome is known. */
export type SignInAttempt = { refused: Response } | { settle(status: number): Promise<void> };

/** The e-mail of a sign-in, read as the auth library reads it (JSON or a form), normalised. */
async function emailOf(request: Request): Promise<string | null> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  let email: unknown;
  try {
    if (type === 'application/json') email = ((await request.clone().json()) as { email?: unknown } | null)?.email;
    else if (type === 'application/x-www-form-urlencoded') email = new URLSearchParams(await request.clone().text()).get('email');
  } catch {
    return null; // Not readable: the auth library refuses it without checking a password.
  }
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

/**
 * Password sign-ins are throttled per account from every address and per account and
 * address (server/throttle.ts), whether the account exists or not; an address the
 * account signed in from in the last 30 days meets only its own limit, so a stranger
 * cannot hold the owner back there. A refused attempt does not reach the password
 * check; the answer says how long to wait.
 */
export async function takeSignInAttempt(db: Db, request: Request, address: string): Promise<SignInAttempt | null> {
  if (request.method !== 'POST' || new URL(request.url).pathname !== SIGN_IN_PATH) return null;
  const email = await emailOf(request);
  if (email === null) return null;
  const account = `sign-in|${email}`;
  const pair = `sign-in|${email}|${address}`;
  const known = `sign-in-known|${email}|${address}`;
  const throttles: Throttle[] = [{ key: pair, rule: BACKOFF }];
  const accountLimited = !(await isRemembered(db, known));
  if (accountLimited) throttles.push({ key: account, rule: PER_ACCOUNT });
  const wait = await takeAttempt(db, throttles);
  if (wait !== null) {
    const body = { code: 'TOO_MANY_ATTEMPTS', message: `Troppi tentativi di accesso. Riprova tra ${minutesToWait(wait)}.` };
    return { refused: Response.json(body, { status: 429, headers: { 'Retry-After': String(wait) } }) };
  }
  return {
    async settle(status) {
      if (status === 401) return; // a wrong password (or no such account): the failure stays counted
      if (status === 200) {
        await clearFailures(db, [pair]);
        if (accountLimited) await forgiveAttempt(db, [account]);
        await remember(db, known, KNOWN_ADDRESS_MS);
      } else {
        await forgiveAttempt(db, throttles.map((t) => t.key));
      }
    },
  };
}
