import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { activityLog, twoFactor, user } from '../../platform/db/schema';
import { CLIENT_IP_HEADER } from '../../platform/http/client-address';
import { createTestApp, type TestUser } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

/** The cookies a response sets, as a Cookie header (cleared ones left out). */
function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

const codeFor = (secret: string) => generateSync({ secret });
/** The code of the next 30 s period, which the server accepts too: not the one the setup used. */
const nextCodeFor = (secret: string) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/** Turns two-factor sign-in on for `u` as /profilo does; returns the secret, the recovery codes and the renewed session cookie. */
async function enable(u: TestUser) {
  const started = await t.request('POST', '/api/auth/two-factor/enable', { as: u, json: { password: u.password } });
  expect(started.status).toBe(200);
  const { totpURI, backupCodes } = (await started.json()) as { totpURI: string; backupCodes: string[] };
  const secret = new URL(totpURI).searchParams.get('secret')!;
  const confirmed = await t.request('POST', '/api/auth/two-factor/verify-totp', { as: u, json: { code: codeFor(secret) } });
  expect(confirmed.status).toBe(200);
  u.cookie = cookiesOf(confirmed);
  return { secret, backupCodes, totpURI };
}

/** Step one of a sign-in: e-mail and password. */
async function signInStep(email: string, password: string) {
  const res = await t.request('POST', '/api/auth/sign-in/email', { json: { email, password } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, cookie: cookiesOf(res) };
}

async function activity(userId: string, action: string) {
  return t.ctx.db.select().from(activityLog).where(and(eq(activityLog.userId, userId), eq(activityLog.action, action)));
}

describe('turning two-factor sign-in on', () => {
  it('asks for the password, then a first code; only then is the account protected, and the log says so', async () => {
    const u = await t.user('user');
    const wrong = await t.request('POST', '/api/auth/two-factor/enable', { as: u, json: { password: 'sbagliata' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ code: 'INVALID_PASSWORD', message: 'Password non valida' });

    const started = await t.request('POST', '/api/auth/two-factor/enable', { as: u, json: { password: u.password } });
    const body = (await started.json()) as { totpURI: string; backupCodes: string[] };
    expect(body.totpURI).toMatch(/^otpauth:\/\/totp\/Arcadia:/);
    expect(body.backupCodes).toHaveLength(10);
    // Not yet: the first code has not confirmed the setup.
    expect((await t.ctx.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, u.id)))[0]?.on).toBe(false);
    const bad = await t.request('POST', '/api/auth/two-factor/verify-totp', { as: u, json: { code: '000000' } });
    expect(bad.status).toBe(401);
    expect((await bad.json()).message).toMatch(/^Codice non valido/);

    const secret = new URL(body.totpURI).searchParams.get('secret')!;
    const ok = await t.request('POST', '/api/auth/two-factor/verify-totp', { as: u, json: { code: codeFor(secret) } });
    expect(ok.status).toBe(200);
    u.cookie = cookiesOf(ok);
    const [row] = await t.ctx.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, u.id));
    expect(row?.on).toBe(true);
    const me = await t.request('GET', '/api/me', { as: u });
    expect(await me.json()).toMatchObject({ twoFactorEnabled: true, twoFactorSetupRequired: false });
    expect(await activity(u.id, 'Attivazione Verifica in Due Passaggi')).toHaveLength(1);
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password, refuses a wrong one in Italian and opens the session with the right one', async () => {
    const u = await t.user('user');
    const { secret } = await enable(u);

    const first = await signInStep(u.email, u.password);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    // The password alone opens nothing.
    expect((await t.request('GET', '/api/me', { as: { cookie: first.cookie } })).status).toBe(401);

    const wrong = await t.request('POST', '/api/auth/two-factor/verify-totp', { as: { cookie: first.cookie }, json: { code: '123456' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ code: 'INVALID_CODE', message: expect.stringMatching(/^Codice non valido/) });
    expect((await t.request('GET', '/api/me', { as: { cookie: first.cookie } })).status).toBe(401);

    const right = await t.request('POST', '/api/auth/two-factor/verify-totp', { as: { cookie: first.cookie }, json: { code: nextCodeFor(secret) } });
    expect(right.status).toBe(200);
    const me = await t.request('GET', '/api/me', { as: { cookie: cookiesOf(right) } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: u.email, twoFactorEnabled: true });
  });

  it('accepts each code once: a code already used (at setup or at a sign-in) is refused while it is still current', async () => {
    const u = await t.user('user');
    const { secret } = await enable(u);
    const first = await signInStep(u.email, u.password);
    const setupCode = await t.request('POST', '/api/auth/two-factor/verify-totp', { as: { cookie: first.cookie }, json: { code: codeFor(secret) } });
    expect(setupCode.status).toBe(401);
    expect((await setupCode.json()).code).toBe('INVALID_CODE');
    const fresh = await t.request('POST', '/api/auth/two-factor/verify-totp', { as: { cookie: first.cookie }, json: { code: nextCodeFor(secret) } });
    expect(fresh.status).toBe(200);

    const second = await signInStep(u.email, u.password);
    const replayed = await t.request('POST', '/api/auth/two-factor/verify-totp', { as: { cookie: second.cookie }, json: { code: nextCodeFor(secret) } });
    expect(replayed.status).toBe(401);
    expect((await t.request('GET', '/api/me', { as: { cookie: cookiesOf(replayed) } })).status).toBe(401);
  });

  it('one code sent by two sign-ins at the same instant opens one session only', async () => {
    const u = await t.user('user');
    const { secret } = await enable(u);
    const [a, b] = [await signInStep(u.email, u.password), await signInStep(u.email, u.password)];
    const code = nextCodeFor(secret);
    const answers = await Promise.all(
      [a, b].map((step) => t.request('POST', '/api/auth/two-factor/verify-totp', { as: { cookie: step.cookie }, json: { code } }).then((r) => r.status)),
    );
    expect(answers.sort()).toEqual([200, 401]);
  });

  it('a wrong code does not spend it: the same digits sign in once they are right', async () => {
    const u = await t.user('user');
    const { secret } = await enable(u);
    const code = nextCodeFor(secret);
    // Sent where no sign-in waits for it, the code is refused and stays good.
    const stale = await signInStep(u.email, u.password);
    const signedOut = await t.request('POST', '/api/auth/two-factor/verify-totp', { as: { cookie: `${stale.cookie.split('; ').filter((c) => !c.includes('two_factor')).join('; ')}` }, json: { code } });
    expect(signedOut.status).toBe(401);
    const step = await signInStep(u.email, u.password);
    expect((await t.request('POST', '/api/auth/two-factor/verify-totp', { as: { cookie: step.cookie }, json: { code: '000000' } })).status).toBe(401);
    expect((await t.request('POST', '/api/auth/two-factor/verify-totp', { as: { cookie: step.cookie }, json: { code } })).status).toBe(200);
  });

  it('does not trust a device: trustDevice is refused and the next sign-in on the same cookies asks for the code again', async () => {
    const u = await t.user('user');
    const { secret } = await enable(u);
    const step = await signInStep(u.email, u.password);
    const trusting = await t.request('POST', '/api/auth/two-factor/verify-totp', { as: { cookie: step.cookie }, json: { code: nextCodeFor(secret), trustDevice: true } });
    expect(trusting.status).toBe(400);
    expect(await trusting.json()).toEqual({ code: 'VALIDATION', message: 'La richiesta contiene dati non previsti', fieldErrors: { _: 'La richiesta contiene dati non previsti' } });
    const signedIn = await t.request('POST', '/api/auth/two-factor/verify-totp', { as: { cookie: step.cookie }, json: { code: nextCodeFor(secret) } });
    expect(signedIn.status).toBe(200);
    const jar = [step.cookie, cookiesOf(signedIn)].join('; ');
    const again = await t.request('POST', '/api/auth/sign-in/email', { as: { cookie: jar }, json: { email: u.email, password: u.password } });
    expect(await again.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it('ends the attempt after 5 wrong codes and limits code guesses per address', async () => {
    const u = await t.user('user');
    const { secret } = await enable(u);
    const first = await signInStep(u.email, u.password);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.request('POST', '/api/auth/two-factor/verify-totp', { as: { cookie: first.cookie }, json: { code: '000000' } });
      statuses.push(res.status);
      if (i === 5) expect((await res.json()).message).toMatch(/^Troppi codici errati: accedi di nuovo/);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 400]);
    // Even the right code is refused now: the password must be entered again.
    const late = await t.request('POST', '/api/auth/two-factor/verify-totp', { as: { cookie: first.cookie }, json: { code: codeFor(secret) } });
    expect(late.status).toBe(401);

    // From one address: 3 code checks per 10 s, then 429.
    const again = await signInStep(u.email, u.password);
    const sameAddress = { [CLIENT_IP_HEADER]: '192.0.2.77' };
    const limited: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.request('POST', '/api/auth/two-factor/verify-totp', { as: { cookie: again.cookie }, headers: sameAddress, json: { code: '000000' } });
      limited.push(res.status);
    }
    expect(limited).toEqual([401, 401, 401, 429]);
  });

  it('accepts each recovery code once, and logs the sign-in', async () => {
    const u = await t.user('user');
    const { backupCodes } = await enable(u);
    const code = backupCodes[0]!;

    const first = await signInStep(u.email, u.password);
    const used = await t.request('POST', '/api/auth/two-factor/verify-backup-code', { as: { cookie: first.cookie }, json: { code } });
    expect(used.status).toBe(200);
    expect((await t.request('GET', '/api/me', { as: { cookie: cookiesOf(used) } })).status).toBe(200);
    expect(await activity(u.id, 'Accesso con Codice di Recupero')).toHaveLength(1);

    const second = await signInStep(u.email, u.password);
    const reused = await t.request('POST', '/api/auth/two-factor/verify-backup-code', { as: { cookie: second.cookie }, json: { code } });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ code: 'INVALID_BACKUP_CODE', message: 'Codice di recupero non valido o già usato.' });
    const other = await t.request('POST', '/api/auth/two-factor/verify-backup-code', { as: { cookie: second.cookie }, json: { code: backupCodes[1] } });
    expect(other.status).toBe(200);
  });

  it('turns off with the password and gives new recovery codes, the old ones no longer valid', async () => {
    const u = await t.user('user');
    const { backupCodes } = await enable(u);
    const fresh = await t.request('POST', '/api/auth/two-factor/generate-backup-codes', { as: u, json: { password: u.password } });
    expect(fresh.status).toBe(200);
    const renewed = ((await fresh.json()) as { backupCodes: string[] }).backupCodes;
    expect(renewed).toHaveLength(10);
    expect(renewed).not.toContain(backupCodes[0]);
    expect(await activity(u.id, 'Nuovi Codici di Recupero')).toHaveLength(1);
    const first = await signInStep(u.email, u.password);
    const old = await t.request('POST', '/api/auth/two-factor/verify-backup-code', { as: { cookie: first.cookie }, json: { code: backupCodes[0] } });
    expect(old.status).toBe(401);

    const wrong = await t.request('POST', '/api/auth/two-factor/disable', { as: u, json: { password: 'sbagliata' } });
    expect(wrong.status).toBe(400);
    const off = await t.request('POST', '/api/auth/two-factor/disable', { as: u, json: { password: u.password } });
    expect(off.status).toBe(200);
    expect(await activity(u.id, 'Disattivazione Verifica in Due Passaggi')).toHaveLength(1);
    const plain = await signInStep(u.email, u.password);
    expect(plain.body.twoFactorRedirect).toBeUndefined();
  });
});

describe('the password asked by two-factor changes', () => {
  it('30 wrong passwords over enable, disable and new codes: only the first 5 are checked, then 429 in Italian with the wait', async () => {
    const u = await t.user('user');
    await enable(u);
    const paths = ['/two-factor/enable', '/two-factor/disable', '/two-factor/generate-backup-codes'];
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i < 30; i++) {
      last = await t.request('POST', `/api/auth${paths[i % 3]}`, { as: u, json: { password: `sbagliata${i}` } });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(25).fill(429)]);
    expect(last!.headers.get('retry-after')).toBe('60');
    expect(await last!.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Troppi tentativi con la password attuale. Riprova tra 1 minuto.',
      fieldErrors: { password: 'Troppi tentativi con la password attuale. Riprova tra 1 minuto.' },
    });
    // The right password too, and the password change shares the count.
    expect((await t.request('POST', '/api/auth/two-factor/enable', { as: u, json: { password: u.password } })).status).toBe(429);
    const change = await t.request('POST', '/api/profile/password', { as: u, json: { currentPassword: u.password, newPassword: 'nuovapass1', confirmPassword: 'nuovapass1' } });
    expect(change.status).toBe(429);
  });

  it('a right password clears the count; a call that checks no password counts nothing', async () => {
    const u = await t.user('user');
    for (let i = 0; i < 4; i++) await t.request('POST', '/api/auth/two-factor/enable', { as: u, json: { password: 'sbagliata' } });
    expect((await t.request('POST', '/api/auth/two-factor/enable', { as: u, json: { password: u.password } })).status).toBe(200);
    // Not enabled yet: disable and new codes are refused before the password is looked at.
    for (let i = 0; i < 8; i++) expect((await t.request('POST', '/api/auth/two-factor/generate-backup-codes', { as: u, json: { password: 'sbagliata' } })).status).not.toBe(429);
    for (let i = 0; i < 4; i++) expect((await t.request('POST', '/api/auth/two-factor/enable', { as: u, json: { password: 'sbagliata' } })).status).toBe(400);
  });
});

describe('two-factor sign-in required for staff', () => {
  it('only a proprietario who uses it may require it; the change is logged', async () => {
    const owner = await t.user('proprietario');
    const admin = await t.user('admin');
    expect((await t.request('PUT', '/api/two-factor/staff-requirement', { as: admin, json: { required: true } })).status).toBe(403);
    const without = await t.request('PUT', '/api/two-factor/staff-requirement', { as: owner, json: { required: true } });
    expect(without.status).toBe(409);
    expect((await without.json()).message).toMatch(/^Attiva prima la verifica in due passaggi/);

    await enable(owner);
    expect((await t.request('PUT', '/api/two-factor/staff-requirement', { as: owner, json: { required: true } })).status).toBe(200);
    expect(await (await t.request('GET', '/api/two-factor/staff-requirement', { as: owner })).json()).toEqual({ required: true });
    expect(await activity(owner.id, 'Verifica in Due Passaggi per lo Staff')).toMatchObject([{ details: 'Resa obbligatoria' }]);

    // A staff member without it may do nothing but set it up (and sign out).
    const moderator = await t.user('moderatore');
    const me = await t.request('GET', '/api/me', { as: moderator });
    expect(await me.json()).toMatchObject({ role: 'moderatore', twoFactorSetupRequired: true });
    const refused = await t.request('GET', '/api/clients', { as: moderator });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'TWO_FACTOR_SETUP_REQUIRED', message: expect.stringMatching(/obbligatoria per lo staff/) });
    expect((await t.request('GET', '/api/profile', { as: moderator })).status).toBe(403);
    // A role user is not concerned.
    const client = await t.user('user');
    expect((await t.request('GET', '/api/profile', { as: client })).status).toBe(200);

    await enable(moderator);
    expect((await t.request('GET', '/api/clients', { as: moderator })).status).toBe(200);

    expect((await t.request('PUT', '/api/two-factor/staff-requirement', { as: owner, json: { required: false } })).status).toBe(200);
    const admin2 = await t.user('admin');
    expect((await t.request('GET', '/api/clients', { as: admin2 })).status).toBe(200);
  });
});

describe('resetting a lost second factor', () => {
  it('a proprietario removes it, the account\'s sessions end and the log says so; nobody else may', async () => {
    const owner = await t.user('proprietario');
    const admin = await t.user('admin');
    const u = await t.user('user');
    await enable(u);

    expect((await t.request('POST', `/api/two-factor/${u.id}/reset`, { as: admin })).status).toBe(403);
    expect((await t.request('POST', `/api/two-factor/${u.id}/reset`, { as: u })).status).toBe(403);
    expect((await t.request('POST', `/api/two-factor/${owner.id}/reset`, { as: owner })).status).toBe(403);

    const reset = await t.request('POST', `/api/two-factor/${u.id}/reset`, { as: owner });
    expect(reset.status).toBe(200);
    expect((await t.request('GET', '/api/me', { as: u })).status).toBe(401);
    expect(await t.ctx.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id))).toHaveLength(0);
    const entries = await activity(owner.id, 'Azzeramento Verifica in Due Passaggi');
    expect(entries).toMatchObject([{ details: expect.stringContaining(u.email) }]);
    // The password alone signs in again; the person may set it up anew.
    const plain = await signInStep(u.email, u.password);
    expect(plain.body.twoFactorRedirect).toBeUndefined();

    const again = await t.request('POST', `/api/two-factor/${u.id}/reset`, { as: owner });
    expect(again.status).toBe(409);
  });
});
