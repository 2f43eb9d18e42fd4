import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { CLIENT_IP_HEADER } from './client-address';
import { authThrottle } from '../db/schema';
import { deliverMail } from '../../test/mail';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

// Node's clock stands still unless a test moves it: waits are exact, and moving it forward is "waiting".
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});
const wait = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

/** A sign-in from `address` (default: an address of its own). */
const signIn = (email: string, password: string, address?: string) =>
  t.request('POST', '/api/auth/sign-in/email', { json: { email, password }, ...(address && { headers: { [CLIENT_IP_HEADER]: address } }) });

describe('sign-in throttled per account', () => {
  it('40 wrong passwords for one account from 40 addresses: only the first few are checked', async () => {
    const u = await t.user('user');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await signIn(u.email, `sbagliata${i}`)).status);
    const checked = statuses.filter((s) => s === 401).length;
    const refused = statuses.filter((s) => s === 429).length;
    expect(checked).toBe(10);
    expect(refused).toBe(30);
    // Refused without looking at the password: the right one is refused too.
    const right = await signIn(u.email, u.password);
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBe('60');
    expect(await right.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: 'Troppi tentativi di accesso. Riprova tra 1 minuto oppure reimposta la password.' });
  });

  it('the owner, from a fresh address, is let in a minute after a stranger\'s attempts', async () => {
    const u = await t.user('user');
    for (let i = 0; i < 40; i++) await signIn(u.email, `sbagliata${i}`);
    expect((await signIn(u.email, u.password)).status).toBe(429);
    wait(61);
    expect((await signIn(u.email, u.password)).status).toBe(200);
  });

  it('the owner, from an address they signed in from before, is let in at once during a stranger\'s attempts', async () => {
    const u = await t.user('user');
    expect((await signIn(u.email, u.password, '10.55.0.1')).status).toBe(200);
    wait(24 * 60 * 60); // a day later
    for (let i = 0; i < 40; i++) await signIn(u.email, `sbagliata${i}`);
    expect((await signIn(u.email, u.password)).status).toBe(429);
    expect((await signIn(u.email, u.password, '10.55.0.1')).status).toBe(200);
    // From there, wrong passwords still meet the limit of that address.
    for (let i = 0; i < 5; i++) {
      wait(11);
      expect((await signIn(u.email, 'sbagliata', '10.55.0.1')).status).toBe(401);
    }
    wait(11);
    expect((await signIn(u.email, u.password, '10.55.0.1')).status).toBe(429);
  });

  it('the owner who resets the password signs in at once from that address, while a stranger keeps the account limited', async () => {
    const u = await t.user('user');
    const stranger = () => signIn(u.email, 'sbagliata');
    for (let i = 0; i < 12; i++) await stranger();
    await t.request('POST', '/api/auth/request-password-reset', { json: { email: u.email, redirectTo: '/auth?reset=1' } });
    wait(5); // the queued message falls due
    const link = new URL([...(await deliverMail(t))].reverse().find((m) => m.to === u.email)!.link!);
    const redirect = await t.request('GET', link.pathname + link.search);
    const token = new URL(redirect.headers.get('location')!, 'http://localhost').searchParams.get('token')!;
    const reset = await t.request('POST', '/api/auth/reset-password', { json: { token, newPassword: 'nuovapass1' }, headers: { [CLIENT_IP_HEADER]: '10.66.0.1' } });
    expect(reset.status).toBe(200);
    // The stranger's count starts again: ten more guesses before the limit.
    for (let i = 0; i < 10; i++) expect((await stranger()).status).toBe(401);
    expect((await stranger()).status).toBe(429);
    expect((await signIn(u.email, 'nuovapass1', '10.66.0.1')).status).toBe(200);
  });

  it('answers an e-mail without an account exactly as one with an account', async () => {
    const u = await t.user('user');
    const answers = [];
    for (const email of [u.email, 'nessuno.qui@example.it']) {
      for (let i = 0; i < 10; i++) expect((await signIn(email, `sbagliata${i}`)).status).toBe(401);
      const res = await signIn(email, 'ancora');
      answers.push({ status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() });
    }
    expect(answers[0]).toEqual({ status: 429, retryAfter: '60', body: { code: 'TOO_MANY_ATTEMPTS', message: 'Troppi tentativi di accesso. Riprova tra 1 minuto oppure reimposta la password.' } });
    expect(answers[1]).toEqual(answers[0]);
  });

  it('40 wrong passwords sent at once: still only 10 checked', async () => {
    const u = await t.user('user');
    const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(u.email, `sbagliata${i}`).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401).length).toBe(10);
    expect(statuses.filter((s) => s === 429).length).toBe(30);
  });

  it('a sign-in that is not JSON is refused before any check: a form naming the e-mail twice counts nothing', async () => {
    const u = await t.user('user');
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await t.request('POST', '/api/auth/sign-in/email', {
        body: `email=esca%40example.it&email=${encodeURIComponent(u.email)}&password=sbagliata${i}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      statuses.push(res.status);
      if (i === 0) expect(await res.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'La richiesta deve essere inviata in formato JSON.' });
    }
    expect(statuses).toEqual(Array(20).fill(415));
    for (const type of [undefined, 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await t.request('POST', '/api/auth/sign-in/email', { body: JSON.stringify({ email: u.email, password: u.password }), ...(type && { headers: { 'content-type': type } }) });
      expect(res.status, type).toBe(415);
    }
    expect((await signIn(u.email, u.password)).status).toBe(200);
  });

  it('a JSON body naming the e-mail twice is counted on the one the auth library reads, the last', async () => {
    const u = await t.user('user');
    for (let i = 0; i < 10; i++) {
      const res = await t.request('POST', '/api/auth/sign-in/email', {
        body: `{"email":"esca@example.it","email":${JSON.stringify(u.email)},"password":"sbagliata${i}"}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(401);
    }
    expect((await signIn(u.email, u.password)).status).toBe(429);
  });

  it('an attempt the auth library fails to answer is not counted', async () => {
    const u = await t.user('user');
    const handler = vi.spyOn(t.ctx.auth, 'handler').mockRejectedValue(new Error('guasto'));
    try {
      for (let i = 0; i < 12; i++) expect((await signIn(u.email, u.password)).status).toBe(500);
    } finally {
      handler.mockRestore();
    }
    expect((await signIn(u.email, u.password)).status).toBe(200);
  });

  it('counts an e-mail the same whatever its case or spaces', async () => {
    const u = await t.user('user');
    for (let i = 0; i < 10; i++) await signIn(i % 2 ? u.email.toUpperCase() : u.email, 'sbagliata');
    expect((await signIn(` ${u.email.toUpperCase()} `, u.password)).status).toBe(429);
  });
});

describe('sign-in throttled per account and address', () => {
  it('after 5 failures from one address, waits 1 minute, then 2, and a success starts the count again', async () => {
    const u = await t.user('user');
    const address = '10.77.0.1';
    const attempt = async (password: string) => {
      wait(11); // past the auth library's own limit of 3 attempts per 10 seconds per address
      return signIn(u.email, password, address);
    };
    for (let i = 0; i < 5; i++) expect((await attempt('sbagliata')).status).toBe(401);
    const first = await attempt('sbagliata');
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('49');
    expect((await first.json()).message).toBe('Troppi tentativi di accesso. Riprova tra 1 minuto oppure reimposta la password.');
    // Another address is not held back by this one's failures.
    expect((await signIn(u.email, u.password)).status).toBe(200);

    wait(50);
    expect((await attempt('sbagliata')).status).toBe(401);
    const second = await attempt('sbagliata');
    expect(second.status).toBe(429);
    expect((await second.json()).message).toBe('Troppi tentativi di accesso. Riprova tra 2 minuti oppure reimposta la password.');

    wait(120);
    expect((await attempt(u.password)).status).toBe(200);
    wait(15 * 60); // the account's own count forgotten; this pair's was cleared by the success
    for (let i = 0; i < 5; i++) expect((await attempt('sbagliata')).status).toBe(401);
    expect((await attempt('sbagliata')).status).toBe(429);
  });
});

describe('the stored counts', () => {
  it('are removed once forgotten, by later attempts', async () => {
    const old = new Date(Date.now() - 60_000);
    await t.ctx.db.insert(authThrottle).values({ key: 'dimenticata', failures: 3, lastAttemptAt: old, expiresAt: old });
    await signIn('altro@example.it', 'sbagliata');
    expect(await t.ctx.db.select().from(authThrottle).where(eq(authThrottle.key, 'dimenticata'))).toEqual([]);
  });

  it('hold no e-mail or address, and take an e-mail of any length', async () => {
    const long = `${'a'.repeat(10_000)}@example.it`;
    expect((await signIn(long, 'sbagliata', '10.88.0.1')).status).toBe(401);
    await signIn('in.chiaro@example.it', 'sbagliata', '10.88.0.2');
    const keys = (await t.ctx.db.select({ key: authThrottle.key }).from(authThrottle)).map((r) => r.key);
    expect(keys.filter((k) => /@|10\.88/.test(k))).toEqual([]);
    expect(keys.every((k) => /^[0-9a-f]{64}$/.test(k))).toBe(true);
  });
});

describe('the current password of a password change', () => {
  it('30 wrong guesses: only the first 5 are checked, then 429 in Italian with the wait', async () => {
    const u = await t.user('user');
    const change = (currentPassword: string) =>
      t.request('POST', '/api/profile/password', { as: u, json: { currentPassword, newPassword: 'nuovapass1', confirmPassword: 'nuovapass1' } });
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i < 30; i++) {
      last = await change(`sbagliata${i}`);
      statuses.push(last.status);
    }
    expect(statuses.filter((s) => s === 400).length).toBe(5);
    expect(statuses.filter((s) => s === 429).length).toBe(25);
    expect(last!.headers.get('retry-after')).toBe('60');
    expect(await last!.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Troppi tentativi con la password attuale. Riprova tra 1 minuto.',
      fieldErrors: { currentPassword: 'Troppi tentativi con la password attuale. Riprova tra 1 minuto.' },
    });
    expect((await change(u.password)).status).toBe(429);
    wait(60);
    expect((await change(u.password)).status).toBe(200);
  });
});
