import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { session } from './db/schema';
import { createTestApp, type TestUser } from '../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;

const sessionOf = async (u: TestUser) => (await t.ctx.db.select().from(session).where(eq(session.userId, u.id)))[0];
const age = (u: TestUser, createdAt: Date, expiresAt: Date) => t.ctx.db.update(session).set({ createdAt, expiresAt }).where(eq(session.userId, u.id));

describe('absolute session lifetime', () => {
  it('refuses and removes a 60-day-old session whose expiry is still ahead, in the app', async () => {
    const u = await t.user('user');
    await age(u, new Date(Date.now() - 60 * DAY), new Date(Date.now() + 3 * DAY));
    expect((await t.request('GET', '/api/me', { as: u })).status).toBe(401);
    expect(await sessionOf(u)).toBeUndefined();
  });

  it('refuses and removes it in the auth library\'s own endpoints too', async () => {
    const u = await t.user('admin');
    await age(u, new Date(Date.now() - 60 * DAY), new Date(Date.now() + 3 * DAY));
    const found = await t.ctx.auth.api.getSession({ headers: new Headers({ cookie: u.cookie }) });
    expect(found).toBeNull();
    expect(await sessionOf(u)).toBeUndefined();
  });

  it('renews a 29.5-day-old session only up to its 30th day', async () => {
    const u = await t.user('moderatore');
    const createdAt = new Date(Date.now() - 29.5 * DAY);
    // Due for the daily renewal: last extended a day and a minute ago.
    await age(u, createdAt, new Date(Date.now() + WEEK - DAY - 60_000));
    const res = await t.request('GET', '/api/me', { as: u });
    expect(res.status).toBe(200);
    const renewed = await sessionOf(u);
    expect(renewed!.expiresAt.getTime()).toBe(createdAt.getTime() + 30 * DAY);
  });

  it('still renews a young session for a full week', async () => {
    const u = await t.user('user');
    await age(u, new Date(Date.now() - 2 * DAY), new Date(Date.now() + WEEK - DAY - 60_000));
    expect((await t.request('GET', '/api/me', { as: u })).status).toBe(200);
    expect(Math.abs((await sessionOf(u))!.expiresAt.getTime() - (Date.now() + WEEK))).toBeLessThan(60_000);
  });
});

describe('last use', () => {
  it('is written at most every five minutes per session', async () => {
    const u = await t.user('user');
    const fourMinutesAgo = new Date(Date.now() - 4 * 60_000);
    await t.ctx.db.update(session).set({ lastUsedAt: fourMinutesAgo }).where(eq(session.userId, u.id));
    expect((await t.request('GET', '/api/me', { as: u })).status).toBe(200);
    expect((await sessionOf(u))!.lastUsedAt).toEqual(fourMinutesAgo);

    await t.ctx.db.update(session).set({ lastUsedAt: new Date(Date.now() - 6 * 60_000) }).where(eq(session.userId, u.id));
    expect((await t.request('GET', '/api/me', { as: u })).status).toBe(200);
    expect(Date.now() - (await sessionOf(u))!.lastUsedAt.getTime()).toBeLessThan(5_000);
  });
});
