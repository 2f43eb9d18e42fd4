import type { Db } from '../db/client';
import { BACKOFF, clearFailures, forgiveAttempt, isRemembered, minutesToWait, PER_ACCOUNT, remember, takeAttempt, TooManyAttempts, type Throttle } from '../throttle';

/** How long an address an account signed in from stays exempt from the account's own limit. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

/** An attempt let through, with what to do once its answer is known (none: the library failed to answer). */
export interface AuthAttempt {
  settle(response: Response | undefined): Promise<void>;
}

const accountKey = (email: string) => `sign-in|${email}`;
const pairKey = (email: string, address: string) => `sign-in|${email}|${address}`;
const knownKey = (email: string, address: string) => `sign-in-known|${email}|${address}`;

/**
 * Password sign-ins are throttled per account from every address and per account and
 * address (server/platform/throttle.ts), whether the account exists or not; an address the
 * account signed in from in the last 30 days meets only its own limit, so a stranger
 * cannot hold the owner back there, and a password reset makes its address known
 * (passwordWasReset). A refused attempt does not reach the password check; the
 * answer says how long to wait. `body` is the sign-in's, as checkAuthRequest read it.
 */
export async function takeSignInAttempt(db: Db, path: string, body: Record<string, unknown>, address: string): Promise<AuthAttempt | null> {
  if (path !== '/sign-in/email' || typeof body.email !== 'string') return null;
  const email = body.email.trim().toLowerCase();
  const account = accountKey(email);
  const pair = pairKey(email, address);
  const known = knownKey(email, address);
  const throttles: Throttle[] = [{ key: pair, rule: BACKOFF }];
  const accountLimited = !(await isRemembered(db, known));
  if (accountLimited) throttles.push({ key: account, rule: PER_ACCOUNT });
  const wait = await takeAttempt(db, throttles);
  if (wait !== null) throw new TooManyAttempts(wait, `Troppi tentativi di accesso. Riprova tra ${minutesToWait(wait)} oppure reimposta la password.`);
  return {
    async settle(response) {
      if (response?.status === 401) return; // a wrong password (or no such account): the failure stays counted
      if (response?.status === 200) {
        await clearFailures(db, [pair]);
        if (accountLimited) await forgiveAttempt(db, [account]);
        await remember(db, known, KNOWN_ADDRESS_MS);
      } else {
        await forgiveAttempt(db, throttles.map((t) => t.key));
      }
    },
  };
}

/**
 * A password reset proves the account is its owner's, however many attempts a stranger
 * makes: the account's counts start again, and the address the reset came from is known,
 * so the owner signs in from there at once.
 */
export async function passwordWasReset(db: Db, email: string, address: string): Promise<void> {
  const normalised = email.trim().toLowerCase();
  await clearFailures(db, [accountKey(normalised), pairKey(normalised, address)]);
  await remember(db, knownKey(normalised, address), KNOWN_ADDRESS_MS);
}
