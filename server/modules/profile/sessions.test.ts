import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityLog, session } from '../../platform/db/schema';
import { createTestApp, type TestUser } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type SessionRow = { id: string; device: string; address: string | null; lastUsedAt: string; createdAt: string; current: boolean };

/** Signs `u` in once more, from a browser with `userAgent`; returns that device's cookie and session id. */
async function signInFrom(u: TestUser, userAgent: string): Promise<{ cookie: string; id: string }> {
  const res = await t.request('POST', '/api/auth/sign-in/email', { json: { email: u.email, password: u.password }, headers: { 'user-agent': userAgent } });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const signed = decodeURIComponent(cookie.match(/session_token=([^;]+)/)![1]!);
  const [row] = await t.ctx.db.select({ id: session.id }).from(session).where(eq(session.token, signed.slice(0, signed.lastIndexOf('.'))));
  return { cookie, id: row!.id };
}
const sessionsOf = (u: TestUser) => t.ctx.db.select().from(session).where(eq(session.userId, u.id));
const list = async (as: TestUser | { cookie: string }) => {
  const res = await t.request('GET', '/api/profile/sessions', { as });
  expect(res.status).toBe(200);
  return ((await res.json()) as { sessions: SessionRow[] }).sessions;
};
const status = async (as: { cookie: string }) => (await t.request('GET', '/api/me', { as })).status;
const activity = (u: TestUser, action: string) => t.ctx.db.select().from(activityLog).where(and(eq(activityLog.userId, u.id), eq(activityLog.action, action)));

describe('GET /api/profile/sessions', () => {
  it('lists one\'s own live sessions, this device first, with device, address and last use', async () => {
    const u = await t.user('user');
    const phone = await signInFrom(u, IPHONE);
    const laptop = await signInFrom(u, WINDOWS);
    const old = await signInFrom(u, WINDOWS);
    await t.ctx.db.update(session).set({ createdAt: new Date(Date.now() - 31 * DAY) }).where(eq(session.id, old.id));
    const expired = await signInFrom(u, WINDOWS);
    await t.ctx.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.id, expired.id));
    await t.user('user'); // someone else's session
    await t.ctx.db.update(session).set({ lastUsedAt: new Date(Date.now() - 2 * 60 * 60 * 1000) }).where(eq(session.id, phone.id));

    const sessions = await list({ cookie: laptop.cookie });
    expect(sessions.map((s) => s.id)).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ id: laptop.id, device: 'Chrome su Windows', current: true });
    expect(sessions.find((s) => s.id === phone.id)).toMatchObject({ device: 'Safari su iPhone', current: false });
    const [stored] = await t.ctx.db.select().from(session).where(eq(session.id, phone.id));
    expect(sessions.find((s) => s.id === phone.id)!.address).toBe(stored!.ipAddress);
    expect(sessions.find((s) => s.id === phone.id)!.lastUsedAt).toBe(stored!.lastUsedAt.toISOString());
    expect(sessions.map((s) => s.id)).not.toContain(old.id);
    expect(sessions.map((s) => s.id)).not.toContain(expired.id);
  });
});

describe('DELETE /api/profile/sessions/:id', () => {
  it('ends one other session of one\'s own, at once, and logs it', async () => {
    const u = await t.user('moderatore');
    const phone = await signInFrom(u, IPHONE);
    const res = await t.request('DELETE', `/api/profile/sessions/${phone.id}`, { as: u });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { sessions: SessionRow[] }).sessions.map((s) => s.id)).not.toContain(phone.id);
    expect(await status(phone)).toBe(401);
    expect(await status(u)).toBe(200);
    expect((await activity(u, 'Uscita Dispositivo'))[0]?.details).toMatch(/^Safari su iPhone/);
  });

  it('answers 404 for someone else\'s session and changes nothing', async () => {
    const u = await t.user('admin');
    const other = await t.user('user');
    const [theirs] = await sessionsOf(other);
    const res = await t.request('DELETE', `/api/profile/sessions/${theirs!.id}`, { as: u });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Sessione non trovata' });
    expect(await sessionsOf(other)).toHaveLength(1);
    expect(await status(other)).toBe(200);
    expect(await activity(u, 'Uscita Dispositivo')).toEqual([]);
  });

  it('does not end the session in use, and refuses a malformed id in Italian', async () => {
    const u = await t.user('user');
    const [mine] = await sessionsOf(u);
    const own = await t.request('DELETE', `/api/profile/sessions/${mine!.id}`, { as: u });
    expect(own.status).toBe(400);
    expect((await own.json()).message).toMatch(/Esci/);
    expect(await status(u)).toBe(200);
    const bad = await t.request('DELETE', `/api/profile/sessions/${'x'.repeat(101)}`, { as: u });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'Sessione non trovata' });
  });
});

describe('POST /api/profile/sessions/end-others', () => {
  it('ends every other session of the person, keeps this one and everyone else\'s, and logs it', async () => {
    const u = await t.user('proprietario');
    const phone = await signInFrom(u, IPHONE);
    const laptop = await signInFrom(u, WINDOWS);
    const other = await t.user('user');
    const res = await t.request('POST', '/api/profile/sessions/end-others', { as: u, json: {} });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ended: 2, sessions: [{ current: true }] });
    expect(await status(phone)).toBe(401);
    expect(await status(laptop)).toBe(401);
    expect(await status(u)).toBe(200);
    expect(await status(other)).toBe(200);
    expect((await activity(u, 'Uscita Altri Dispositivi'))[0]?.details).toBe('2 sessioni chiuse');
  });
});
