import { afterAll, describe, expect, it, vi } from 'vitest';
import { signJWT } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { userRoles, profiles, session, user } from './platform/db/schema';
import { revokeSessions } from './auth';
import { CLIENT_IP_HEADER } from './platform/http/client-address';
import { deliverMail } from './test/mail';
import { createTestApp } from './test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const signUp = (email: string, password = 'segreta1', name = 'Mario Rossi') =>
  t.request('POST', '/api/auth/sign-up/email', { json: { email, password, name, callbackURL: '/auth?verified=1' } });

/** The link of the newest message to `to`, once the queue has sent what is due. */
async function linkOf(to: string): Promise<string> {
  const message = [...(await deliverMail(t))].reverse().find((m) => m.to === to);
  if (!message?.link) throw new Error(`nessuna email per ${to}`);
  return message.link;
}

describe('sign-up and confirmation', () => {
  it('creates an unconfirmed account with role user and an empty profile, and mails a confirmation link', async () => {
    const res = await signUp('nuovo@example.it');
    expect(res.status).toBe(200);
    const [row] = await t.ctx.db.select().from(user).where(eq(user.email, 'nuovo@example.it'));
    expect(row?.emailVerified).toBe(false);
    const [role] = await t.ctx.db.select().from(userRoles).where(eq(userRoles.userId, row!.id));
    expect(role?.role).toBe('user');
    const [profile] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, row!.id));
    expect(profile?.fullName).toBe('Mario Rossi');
    expect(await linkOf('nuovo@example.it')).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });

  it('refuses sign-in before confirmation, in Italian', async () => {
    await signUp('attesa@example.it');
    const res = await t.request('POST', '/api/auth/sign-in/email', { json: { email: 'attesa@example.it', password: 'segreta1' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: expect.stringContaining('Email non confermata') });
  });

  it('lands every confirmation link on the notice, the one re-sent at a refused sign-in as the first', async () => {
    // A client that names no return address, or another one, gets the notice all the same.
    await t.request('POST', '/api/auth/sign-up/email', { json: { email: 'rimandato@example.it', password: 'segreta1', name: 'Mario Rossi', callbackURL: '/' } });
    const first = new URL(await linkOf('rimandato@example.it'));
    expect(first.searchParams.get('callbackURL')).toBe('/auth?verified=1');
    const refused = await t.request('POST', '/api/auth/sign-in/email', { json: { email: 'rimandato@example.it', password: 'segreta1' } });
    expect(refused.status).toBe(403);
    const resent = new URL(await linkOf('rimandato@example.it'));
    expect(t.mail.filter((m) => m.to === 'rimandato@example.it')).toHaveLength(2);
    expect(resent.searchParams.get('callbackURL')).toBe('/auth?verified=1');
    await t.request('POST', '/api/auth/send-verification-email', { json: { email: 'rimandato@example.it' } });
    expect(new URL(await linkOf('rimandato@example.it')).searchParams.get('callbackURL')).toBe('/auth?verified=1');
    const verify = await t.request('GET', resent.pathname + resent.search);
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/auth?verified=1');
    await t.signIn('rimandato@example.it', 'segreta1');
  });

  it('signs in after the link is followed', async () => {
    await signUp('conferma@example.it');
    const link = new URL(await linkOf('conferma@example.it'));
    const verify = await t.request('GET', link.pathname + link.search);
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/auth?verified=1');
    const cookie = await t.signIn('conferma@example.it', 'segreta1');
    const me = await t.request('GET', '/api/me', { as: { cookie } });
    expect(await me.json()).toMatchObject({ email: 'conferma@example.it', name: 'Mario Rossi', role: 'user' });
  });

  it('accepts a confirmation link once, and refuses a forged or expired one', async () => {
    await signUp('unavolta@example.it');
    const link = new URL(await linkOf('unavolta@example.it'));
    const first = await t.request('GET', link.pathname + link.search);
    expect(first.headers.get('location')).toBe('/auth?verified=1');
    const again = await t.request('GET', link.pathname + link.search);
    expect(again.headers.get('location')).toBe('/auth?verified=1&error=INVALID_TOKEN');
    const forged = await t.request('GET', '/api/auth/verify-email?token=abc&callbackURL=%2Fauth%3Fverified%3D1');
    expect(forged.headers.get('location')).toBe('/auth?verified=1&error=INVALID_TOKEN');

    await signUp('scaduto@example.it');
    const late = new URL(await linkOf('scaduto@example.it'));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    try {
      const expired = await t.request('GET', late.pathname + late.search);
      expect(expired.headers.get('location')).toMatch(/error=(TOKEN_EXPIRED|INVALID_TOKEN)/);
    } finally {
      vi.useRealTimers();
    }
    const [row] = await t.ctx.db.select().from(user).where(eq(user.email, 'scaduto@example.it'));
    expect(row?.emailVerified).toBe(false);
  });

  it('does not reveal a taken e-mail, and refuses a short password in Italian', async () => {
    await signUp('doppio@example.it');
    const again = await signUp('doppio@example.it', 'altrapass', 'Intruso');
    expect(again.status).toBe(200);
    const rows = await t.ctx.db.select().from(user).where(eq(user.email, 'doppio@example.it'));
    expect(rows.map((r) => r.name)).toEqual(['Mario Rossi']);
    const short = await signUp('corta@example.it', '123');
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe('La password deve essere di almeno 6 caratteri');
  });
});

describe('confirmation links the app never sends', () => {
  it('an e-mail change or any other kind of token, even signed with the app\'s secret, is refused and changes nothing', async () => {
    // An account still to confirm, which a plain link would confirm.
    expect((await signUp('daconfermare@example.it')).status).toBe(200);
    const [u] = await t.ctx.db.select({ id: user.id, email: user.email }).from(user).where(eq(user.email, 'daconfermare@example.it'));
    if (!u) throw new Error('account mancante');
    const { secret } = await t.ctx.auth.$context;
    const forged = [
      { email: u.email, updateTo: 'ladro@example.it', userId: u.id, requestType: 'change-email-verification' },
      { email: u.email, updateTo: 'ladro@example.it', userId: u.id },
      { email: u.email, userId: u.id, requestType: 'change-email-confirmation' },
    ];
    for (const payload of forged) {
      const token = await signJWT(payload, secret);
      const res = await t.request('GET', `/api/auth/verify-email?token=${token}&callbackURL=%2Fauth`);
      expect(res.status, JSON.stringify(payload)).toBe(302);
      expect(res.headers.get('location')).toBe('/auth?error=INVALID_TOKEN');
    }
    const [row] = await t.ctx.db.select({ email: user.email, verified: user.emailVerified }).from(user).where(eq(user.id, u.id));
    expect(row).toEqual({ email: u.email, verified: false });
    expect(await deliverMail(t)).not.toContainEqual(expect.objectContaining({ to: 'ladro@example.it' }));
  });
});

describe('sign-in, sign-out, sessions', () => {
  it('answers wrong credentials in Italian', async () => {
    const u = await t.user('user');
    const res = await t.request('POST', '/api/auth/sign-in/email', { json: { email: u.email, password: 'sbagliata' } });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Email o password non validi');
  });

  it('sets an HttpOnly, SameSite=Lax session cookie stored in the database', async () => {
    const u = await t.user('moderatore');
    const res = await t.request('POST', '/api/auth/sign-in/email', {
      json: { email: u.email, password: u.password },
      headers: { [CLIENT_IP_HEADER]: '10.9.9.9' },
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('ends the session on the server at sign-out', async () => {
    const u = await t.user('admin');
    expect((await t.request('GET', '/api/me', { as: u })).status).toBe(200);
    const out = await t.request('POST', '/api/auth/sign-out', { as: u, json: {}, headers: { origin: 'http://localhost:3000' } });
    expect(out.status).toBe(200);
    expect((await t.request('GET', '/api/me', { as: u })).status).toBe(401);
  });

  it('refuses a session removed from the database at once', async () => {
    const u = await t.user('moderatore');
    expect((await t.request('GET', '/api/me', { as: u })).status).toBe(200);
    await revokeSessions(t.ctx.db, u.id);
    expect((await t.request('GET', '/api/me', { as: u })).status).toBe(401);
  });

  it('refuses a session cookie whose token or signature was altered', async () => {
    const u = await t.user('admin');
    const [name, value] = u.cookie.split('; ').find((c) => c.includes('session_token='))!.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    const dot = decoded.lastIndexOf('.');
    const otherToken = `${decoded[0] === 'a' ? 'b' : 'a'}${decoded.slice(1, dot)}`;
    for (const forged of [`${otherToken}${decoded.slice(dot)}`, `${decoded.slice(0, dot)}.${'A'.repeat(43)}=`, decoded.slice(0, dot)]) {
      expect((await t.request('GET', '/api/me', { as: { cookie: `${name}=${encodeURIComponent(forged)}` } })).status).toBe(401);
    }
    expect((await t.request('GET', '/api/me', { as: u })).status).toBe(200);
  });

  it('refuses a session past its expiry', async () => {
    const u = await t.user('moderatore');
    await t.ctx.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.userId, u.id));
    expect((await t.request('GET', '/api/me', { as: u })).status).toBe(401);
  });

  it('reads a session without writing, and extends it with a renewed cookie once a day', async () => {
    const u = await t.user('user');
    const [fresh] = await t.ctx.db.select().from(session).where(eq(session.userId, u.id));
    const read = await t.request('GET', '/api/me', { as: u });
    expect(read.status).toBe(200);
    expect(read.headers.getSetCookie()).toEqual([]);
    const [unchanged] = await t.ctx.db.select().from(session).where(eq(session.userId, u.id));
    expect(unchanged!.expiresAt).toEqual(fresh!.expiresAt);

    const week = 7 * 24 * 60 * 60 * 1000;
    const dayAndMinute = (24 * 60 + 1) * 60 * 1000;
    await t.ctx.db.update(session).set({ expiresAt: new Date(Date.now() + week - dayAndMinute) }).where(eq(session.userId, u.id));
    const renewed = await t.request('GET', '/api/me', { as: u });
    expect(renewed.status).toBe(200);
    expect(renewed.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token=') && /Max-Age=604800/.test(c))).toBe(true);
    const [extended] = await t.ctx.db.select().from(session).where(eq(session.userId, u.id));
    expect(Math.abs(extended!.expiresAt.getTime() - (Date.now() + week))).toBeLessThan(60_000);
  });

  it('slows repeated sign-ins from one address down to a 429 in Italian', async () => {
    const u = await t.user('user');
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i < 5; i++) {
      last = await t.request('POST', '/api/auth/sign-in/email', {
        json: { email: u.email, password: 'sbagliata' },
        headers: { [CLIENT_IP_HEADER]: '10.200.0.1' },
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    expect((await last!.json()).message).toBe('Troppi tentativi. Riprova tra qualche istante.');
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    const u = await t.user('user');
    const res = await t.request('POST', '/api/auth/request-password-reset', { json: { email: u.email, redirectTo: '/auth?reset=1' } });
    expect(res.status).toBe(200);
    const link = new URL(await linkOf(u.email));
    const redirect = await t.request('GET', link.pathname + link.search);
    const location = new URL(redirect.headers.get('location')!, 'http://localhost:3000');
    const token = location.searchParams.get('token')!;
    expect(token).toBeTruthy();
    const reset = await t.request('POST', '/api/auth/reset-password', { json: { newPassword: 'nuovapass', token } });
    expect(reset.status).toBe(200);
    expect((await t.request('GET', '/api/me', { as: u })).status).toBe(401);
    await t.signIn(u.email, 'nuovapass');
    const reuse = await t.request('POST', '/api/auth/reset-password', { json: { newPassword: 'altrapass', token } });
    expect(reuse.status).toBe(400);
    expect((await reuse.json()).message).toMatch(/link non è valido/);
  });

  it('refuses a reset link after one hour', async () => {
    const u = await t.user('user');
    await t.request('POST', '/api/auth/request-password-reset', { json: { email: u.email, redirectTo: '/auth?reset=1' } });
    const link = new URL(await linkOf(u.email));
    const redirect = await t.request('GET', link.pathname + link.search);
    const token = new URL(redirect.headers.get('location')!, 'http://localhost:3000').searchParams.get('token')!;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    try {
      const res = await t.request('POST', '/api/auth/reset-password', { json: { newPassword: 'nuovapass', token } });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/link/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers the same for an unknown e-mail', async () => {
    const res = await t.request('POST', '/api/auth/request-password-reset', { json: { email: 'nessuno@example.it', redirectTo: '/auth' } });
    expect(res.status).toBe(200);
  });
});

describe('baseline', () => {
  it('reports health only when the database answers', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok', files: 'ok' });
  });

  it('sends security headers', async () => {
    const res = await t.request('GET', '/api/health');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const u = await t.user('user');
    const res = await t.request('POST', '/api/auth/sign-out', { as: u, json: {}, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('Origine della richiesta non consentita');
    expect((await t.request('GET', '/api/me', { as: u })).status).toBe(200);
  });

  it('answers unknown API paths with an Italian 404 and never a stack trace', async () => {
    const res = await t.request('GET', '/api/non-esiste');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Risorsa non trovata.' });
  });
});
