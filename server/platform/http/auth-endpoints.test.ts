import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { account, session, user } from '../db/schema';
import { createTestApp, TEST_APP_URL, type TestUser } from '../../test/test-app';
import { AUTH_ENDPOINTS } from './auth-endpoints';

const t = await createTestApp();
afterAll(() => t.close());

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Risorsa non trovata.' };

/** Every endpoint the auth library serves over HTTP, read from the auth instance: method and path below /api/auth. */
function libraryEndpoints(): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  for (const endpoint of Object.values(t.ctx.auth.api) as { path?: string; options?: { method?: string | string[] } }[]) {
    if (typeof endpoint.path !== 'string') continue; // server-only: no HTTP path
    const methods = endpoint.options?.method ?? [];
    for (const method of Array.isArray(methods) ? methods : [methods]) out.push({ method, path: endpoint.path });
  }
  return out;
}

const allowed = (method: string, path: string) => AUTH_ENDPOINTS.some((e) => e.method === method && e.path === path);

/** A request as the signed-in `as`, from the app's own origin, so nothing but the allow-list stands in its way. */
const call = (method: string, path: string, as: TestUser, json?: unknown) =>
  t.request(method, `/api/auth${path}`, { as, headers: { origin: TEST_APP_URL }, ...(method === 'POST' ? { json: json ?? {} } : {}) });

async function sessionsOf(u: TestUser) {
  return t.ctx.db.select({ id: session.id }).from(session).where(eq(session.userId, u.id));
}

describe('the auth endpoints reachable over HTTP', () => {
  it('are the allow-list only: every other endpoint of the library answers 404 with the app\'s error', async () => {
    const endpoints = libraryEndpoints();
    expect(endpoints.length).toBeGreaterThan(25);
    for (const { method, path } of AUTH_ENDPOINTS) expect(endpoints, `${method} ${path} is not an endpoint of the library`).toContainEqual({ method, path });

    const u = await t.user('proprietario');
    const reached: string[] = [];
    for (const { method, path } of endpoints) {
      if (allowed(method, path)) continue;
      const res = await call(method, path.replace(/:[^/]+/g, 'x'), u);
      const body = await res.json().catch(() => null);
      if (res.status !== 404 || body?.code !== NOT_FOUND.code) reached.push(`${method} ${path} → ${res.status} ${body?.code ?? ''}`);
    }
    expect(reached).toEqual([]);
    expect((await t.request('GET', '/api/me', { as: u })).status).toBe(200);
  });

  it('still reach the library for the endpoints the app uses', async () => {
    const u = await t.user('user');
    for (const { method, path } of AUTH_ENDPOINTS) {
      const res = await call(method, path.replace(/:[^/]+/g, 'x'), u);
      expect(res.status, `${method} ${path}`).not.toBe(404);
    }
  });

  it('answer 404 for a path or method outside the list, however it is spelled', async () => {
    const u = await t.user('user');
    for (const [method, path] of [
      ['GET', '/sign-in/email'],
      ['POST', '/verify-email'],
      ['POST', '/reset-password/x'],
      ['POST', '/sign-up/email/'],
      ['POST', '/Change-Password'],
      ['POST', '/change%2Dpassword'],
      ['GET', '/reset-password/x/../../list-sessions'],
      ['GET', ''],
      ['GET', '/'],
    ] as const) {
      const res = await call(method, path, u);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('the library\'s own account changes cannot bypass the app', () => {
  it('change-password with revokeOtherSessions:false: refused, the password and the sessions stay', async () => {
    const u = await t.user('user', { password: 'Vecchia!2024' });
    await t.signIn(u.email, 'Vecchia!2024');
    const before = (await sessionsOf(u)).length;
    const res = await call('POST', '/change-password', u, { currentPassword: 'Vecchia!2024', newPassword: 'Nuova!2025x', revokeOtherSessions: false });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(NOT_FOUND);
    expect((await sessionsOf(u)).length).toBe(before);
    expect(await t.signIn(u.email, 'Vecchia!2024')).toContain('=');
  });

  it('update-user with a 20,000-character name and a javascript: image: refused, nothing stored', async () => {
    const u = await t.user('user', { fullName: 'Mario Rossi' });
    const res = await call('POST', '/update-user', u, { name: 'A'.repeat(20_000), image: 'javascript:alert(1)' });
    expect(res.status).toBe(404);
    const [row] = await t.ctx.db.select({ name: user.name, image: user.image }).from(user).where(eq(user.id, u.id));
    expect(row).toEqual({ name: 'Mario Rossi', image: null });

    // The app's own route for the same change keeps its rules.
    const profile = await t.request('PUT', '/api/profile', { as: u, json: { fullName: 'A'.repeat(20_000), address: '', timezone: 'Europe/Rome' } });
    expect(profile.status).toBe(400);
    expect((await profile.json()).fieldErrors).toEqual({ fullName: 'Il nome è troppo lungo' });
  });

  it('sessions, e-mail, deletion and password checks: each refused, the account as it was', async () => {
    const u = await t.user('user');
    const other = await t.signIn(u.email, u.password);
    const [token] = (await t.ctx.db.select({ token: session.token }).from(session).where(eq(session.userId, u.id))).map((s) => s.token);
    const attacks: [string, string, unknown?][] = [
      ['GET', '/get-session'],
      ['GET', '/list-sessions'],
      ['POST', '/revoke-session', { token }],
      ['POST', '/revoke-sessions'],
      ['POST', '/revoke-other-sessions'],
      ['POST', '/change-email', { newEmail: 'altro@example.it' }],
      ['POST', '/delete-user', { password: u.password }],
      ['POST', '/verify-password', { password: u.password }],
      ['POST', '/send-verification-email', { email: u.email }],
      ['GET', '/list-accounts'],
    ];
    for (const [method, path, body] of attacks) {
      const res = await call(method, path, u, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
    const [row] = await t.ctx.db.select({ email: user.email }).from(user).where(eq(user.id, u.id));
    expect(row?.email).toBe(u.email);
    expect((await t.ctx.db.select().from(account).where(eq(account.userId, u.id))).length).toBe(1);
    expect((await t.request('GET', '/api/me', { as: { cookie: other } })).status).toBe(200);
    expect((await t.request('GET', '/api/me', { as: u })).status).toBe(200);
  });
});

describe('the bodies the allowed endpoints take', () => {
  const signUp = (json: Record<string, unknown>) => t.request('POST', '/api/auth/sign-up/email', { json });
  const accountOf = (email: string) => t.ctx.db.select({ name: user.name, image: user.image }).from(user).where(eq(user.email, email));

  it('only JSON: a form-encoded sign-up with a common password, the password named twice, is refused unchecked and makes no account', async () => {
    const res = await t.request('POST', '/api/auth/sign-up/email', {
      body: 'name=Mario+Rossi&email=modulo%40example.it&password=Segreta!Rara9&password=password1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'La richiesta deve essere inviata in formato JSON.' });
    expect(await accountOf('modulo@example.it')).toEqual([]);
  });

  it('a JSON sign-up naming the password twice is checked on the last, which the auth library keeps', async () => {
    const res = await t.request('POST', '/api/auth/sign-up/email', {
      body: '{"name":"Mario Rossi","email":"doppia@example.it","password":"Segreta!Rara9","password":"password1"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({ password: expect.stringMatching(/più usate/) });
    expect(await accountOf('doppia@example.it')).toEqual([]);
  });

  it('sign-up with a 20,000-character name or a javascript: image: refused in Italian, nothing stored', async () => {
    const long = await signUp({ name: 'A'.repeat(20_000), email: 'lungo@example.it', password: 'Segreta!Rara9', callbackURL: '/auth?verified=1' });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ code: 'VALIDATION', message: 'Il nome è troppo lungo', fieldErrors: { name: 'Il nome è troppo lungo' } });
    const image = await signUp({ name: 'Mario Rossi', email: 'immagine@example.it', password: 'Segreta!Rara9', image: 'javascript:alert(1)' });
    expect(image.status).toBe(400);
    expect(await image.json()).toEqual({ code: 'VALIDATION', message: 'La richiesta contiene dati non previsti', fieldErrors: { _: 'La richiesta contiene dati non previsti' } });
    const blank = await signUp({ name: '   ', email: 'vuoto@example.it', password: 'Segreta!Rara9' });
    expect((await blank.json()).fieldErrors).toEqual({ name: 'Il nome è obbligatorio' });
    const away = await signUp({ name: 'Mario Rossi', email: 'fuori@example.it', password: 'Segreta!Rara9', callbackURL: 'https://altrove.example.com/' });
    expect(away.status).toBe(400);
    for (const email of ['lungo@example.it', 'immagine@example.it', 'vuoto@example.it', 'fuori@example.it']) expect(await accountOf(email)).toEqual([]);
    // What the web app sends still signs up.
    expect((await signUp({ name: 'Mario Rossi', email: 'giusto@example.it', password: 'Segreta!Rara9', callbackURL: '/auth?verified=1' })).status).toBe(200);
  });

  it('every other allowed body takes only the fields the web app sends', async () => {
    const u = await t.user('user');
    for (const [path, body] of [
      ['/sign-in/email', { email: u.email, password: u.password, rememberMe: false }],
      ['/request-password-reset', { email: u.email, redirectTo: '/auth?reset=1', extra: 1 }],
      ['/reset-password', { token: 'x', newPassword: 'Segreta!Rara9', callbackURL: '/' }],
      ['/two-factor/enable', { password: u.password, issuer: 'Altro' }],
      ['/two-factor/verify-totp', { code: '123456', trustDevice: true }],
      ['/two-factor/verify-backup-code', { code: 'abcde-fghij', trustDevice: true }],
      ['/two-factor/disable', { password: u.password, extra: 1 }],
      ['/two-factor/generate-backup-codes', { password: u.password, extra: 1 }],
    ] as const) {
      const res = await call('POST', path, u, body);
      expect(res.status, path).toBe(400);
      expect((await res.json()).message, path).toBe('La richiesta contiene dati non previsti');
    }
  });
});
