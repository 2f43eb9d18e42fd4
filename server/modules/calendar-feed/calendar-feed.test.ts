import { afterAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { and, eq, like, sql } from 'drizzle-orm';
import { obligationPath, obligationTitle } from '@domain/compliance/obligation-view';
import { complianceRule } from '@domain/compliance/rules';
import { addDays, addMonths, todayIso } from '@domain/periods';
import { activityLog, calendarFeeds, clients, complianceRuleSettings, obligations, user, userRoles } from '../../platform/db/schema';
import { captureLog } from '../../test/log';
import { createTestApp, TEST_APP_URL, type TestUser } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());
const db = t.ctx.db;

const owner = await t.user('proprietario');
const moderator = await t.user('moderatore');
const alice = await t.user('user');
const bob = await t.user('user');

const today = todayIso();

const [aliceLtd, aliceLinked, bobLtd, firmLtd] = await db
  .insert(clients)
  .values([
    { companyName: 'Alice Trading Ltd', countryCode: 'GB', userId: alice.id },
    { companyName: 'Orione Limited', countryCode: 'HK', linkedUserId: alice.id },
    { companyName: 'Bob Holding Ltd', countryCode: 'MT', userId: bob.id },
    { companyName: 'Studio Ltd', countryCode: 'GB' },
  ])
  .returning();

let period = 0;
async function obligation(clientId: string, ruleId: string, dueDate: string, completed = false) {
  const [row] = await db
    .insert(obligations)
    .values({ clientId, ruleId, periodKey: `p${++period}`, anchorDate: dueDate, dueDate, completedAt: completed ? new Date() : null })
    .returning();
  return row!;
}

const aliceCs01 = await obligation(aliceLtd!.id, 'gb-confirmation-statement', addDays(today, 10));
const aliceNar1 = await obligation(aliceLinked!.id, 'hk-annual-return', addDays(today, 40));
const aliceDone = await obligation(aliceLtd!.id, 'gb-ct600', addDays(today, 20), true);
const bobReturn = await obligation(bobLtd!.id, 'mt-annual-return', addDays(today, 5));
const firmOverdue = await obligation(firmLtd!.id, 'gb-annual-accounts', addDays(today, -20));
// Within a user's 12 months, beyond staff's 30 days back and 180 ahead.
const aliceOld = await obligation(aliceLtd!.id, 'gb-annual-accounts', addDays(today, -40));
const aliceLater = await obligation(aliceLinked!.id, 'hk-annual-return', addDays(today, 200));
const tooFarAhead = await obligation(firmLtd!.id, 'gb-confirmation-statement', addMonths(today, 13));
const tooFarBack = await obligation(firmLtd!.id, 'gb-ct600', addMonths(today, -13));
// A rule the firm switched off: its obligations stay out of every feed.
await db.insert(complianceRuleSettings).values({ ruleId: 'ee-annual-report', enabled: false });
const switchedOff = await obligation(firmLtd!.id, 'ee-annual-report', addDays(today, 3));

async function feedUrl(as: TestUser): Promise<string> {
  const res = await t.request('GET', '/api/profile/calendar-feed', { as });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

/** The feed as a calendar app fetches it: no cookie. */
function fetchFeed(url: string, headers: Record<string, string> = {}): Promise<Response> {
  expect(url.startsWith(TEST_APP_URL)).toBe(true);
  return t.request('GET', url.slice(TEST_APP_URL.length), { headers });
}

async function events(url: string) {
  const res = await fetchFeed(url);
  expect(res.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate,
      end: event.endDate,
      url: v.getFirstPropertyValue('url'),
      lastModified: String(v.getFirstPropertyValue('last-modified')),
    };
  });
}

const uidOf = (o: { id: string }) => `${o.id}@localhost`;

describe('calendar feed address', () => {
  it('is made the first time the person asks, and stays the same after', async () => {
    expect(await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, alice.id))).toEqual([]);
    const url = await feedUrl(alice);
    expect(url).toMatch(new RegExp(`^${TEST_APP_URL}/api/calendar/${alice.id}/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, alice.id))).toHaveLength(1);
    expect(await feedUrl(alice)).toBe(url);
    expect(await feedUrl(bob)).not.toContain(alice.id);
  });
});

describe('calendar feed', () => {
  it('is a calendar anyone with the address can read, without signing in', async () => {
    const res = await fetchFeed(await feedUrl(alice));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(res.headers.get('set-cookie')).toBeNull();
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Scadenze Arcadia');
    expect(String(calendar.getFirstPropertyValue('x-wr-caldesc'))).toMatch(/scadenze/i);
  });

  it("gives a user the open obligations of their own companies only, as all-day events with the company, authority and a link", async () => {
    const list = await events(await feedUrl(alice));
    expect(list.map((e) => e.uid)).toEqual([aliceOld, aliceCs01, aliceNar1, aliceLater].map(uidOf));
    const [old, cs01] = list;
    expect(old!.description).toContain('Costo: Nessun costo');
    const rule = complianceRule('gb-confirmation-statement')!;
    expect(cs01!.summary).toBe(obligationTitle(rule.name, 'Alice Trading Ltd'));
    expect(cs01!.start.isDate).toBe(true);
    expect(cs01!.start.toString()).toBe(aliceCs01.dueDate);
    expect(cs01!.end.toString()).toBe(addDays(aliceCs01.dueDate, 1));
    const link = TEST_APP_URL + obligationPath(aliceLtd!.id, aliceCs01.id);
    expect(cs01!.url).toBe(link);
    expect(cs01!.description).toContain(link);
    expect(cs01!.description).toContain('Companies House');
    expect(cs01!.description).toContain('Regno Unito');
    expect(cs01!.description).toMatch(/50,00\s£/);
  });

  it('gives staff every open obligation of the rules the firm has on, from 30 days back to 180 days ahead', async () => {
    for (const staff of [moderator, owner]) {
      const uids = (await events(await feedUrl(staff))).map((e) => e.uid);
      expect(uids).toEqual([firmOverdue, bobReturn, aliceCs01, aliceNar1].map(uidOf));
      for (const absent of [aliceOld, aliceLater, aliceDone, tooFarAhead, tooFarBack, switchedOff]) expect(uids).not.toContain(uidOf(absent));
    }
  });

  it('drops a completed obligation and moves one whose due date changed, under the same UID', async () => {
    const url = await feedUrl(alice);
    const before = await events(url);
    await db.update(obligations).set({ completedAt: new Date() }).where(eq(obligations.id, aliceCs01.id));
    const moved = addDays(aliceNar1.dueDate, 7);
    await db.update(obligations).set({ dueDate: moved, updatedAt: new Date(Date.now() + 60_000) }).where(eq(obligations.id, aliceNar1.id));
    const after = await events(url);
    expect(after.map((e) => e.uid)).toEqual([aliceOld, aliceNar1, aliceLater].map(uidOf));
    expect(after[1]!.start.toString()).toBe(moved);
    expect(after[1]!.lastModified).not.toBe(before.find((e) => e.uid === uidOf(aliceNar1))!.lastModified);
  });
});

describe('refused addresses', () => {
  const NOT_FOUND = 404;

  it('refuses a wrong token, an unknown person and someone else’s id with your token alike', async () => {
    const url = await feedUrl(bob);
    const token = url.split('/').pop()!;
    const wrongToken = await fetchFeed(url.replace(token, `${'A'.repeat(43)}.ics`));
    const unknown = await fetchFeed(url.replace(bob.id, 'sconosciuto'));
    const other = await fetchFeed(url.replace(bob.id, alice.id));
    const shortToken = await fetchFeed(url.replace(token, 'abc.ics'));
    const noSuffix = await fetchFeed(url.replace(/\.ics$/, ''));
    const bodies = new Set<string>();
    for (const res of [wrongToken, unknown, other, shortToken, noSuffix]) {
      expect(res.status).toBe(NOT_FOUND);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      bodies.add(await res.text());
    }
    expect(bodies.size).toBe(1);
    expect([...bodies][0]).toMatch(/Calendario non trovato/);
  });

  it('refuses the address of a person who never opened the card', async () => {
    const carol = await t.user('moderatore');
    const bobUrl = await feedUrl(bob);
    const res = await fetchFeed(bobUrl.replace(bob.id, carol.id));
    expect(res.status).toBe(NOT_FOUND);
  });

  it('stops serving an account that lost its role or was deleted', async () => {
    const dave = await t.user('user');
    const erin = await t.user('moderatore');
    const daveUrl = await feedUrl(dave);
    const erinUrl = await feedUrl(erin);
    await db.delete(userRoles).where(eq(userRoles.userId, dave.id));
    await db.delete(user).where(eq(user.id, erin.id));
    expect((await fetchFeed(daveUrl)).status).toBe(NOT_FOUND);
    expect((await fetchFeed(erinUrl)).status).toBe(NOT_FOUND);
  });

  it("'Rigenera' gives a new address and the old one stops working", async () => {
    const old = await feedUrl(moderator);
    const res = await t.request('POST', '/api/profile/calendar-feed/regenerate', { as: moderator });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).not.toBe(old);
    expect(await feedUrl(moderator)).toBe(url);
    expect((await fetchFeed(old)).status).toBe(NOT_FOUND);
    expect((await fetchFeed(url)).status).toBe(200);
    const logged = await db.select().from(activityLog).where(and(eq(activityLog.userId, moderator.id), eq(activityLog.action, 'Rigenerazione Calendario')));
    expect(logged).toHaveLength(1);
  });

  it('lets the feed through from another site: a calendar service fetches it with its own headers', async () => {
    const url = await feedUrl(owner);
    const res = await fetchFeed(url, { origin: 'https://calendar.google.com', 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(200);
  });

  it('asks to sign in for the address itself, and a role for it', async () => {
    expect((await t.request('GET', '/api/profile/calendar-feed')).status).toBe(401);
    expect((await t.request('POST', '/api/profile/calendar-feed/regenerate', { as: await t.user(null) })).status).toBe(403);
  });
});

describe('a firm with more open obligations than a calendar takes', () => {
  it('gives staff the earliest 10,000 of its window and says in the calendar that the others are left out', async () => {
    const url = await feedUrl(owner);
    const caldesc = (ics: string) => String(new ICAL.Component(ICAL.parse(ics)).getFirstPropertyValue('x-wr-caldesc'));
    const before = await (await fetchFeed(url)).text();
    expect(caldesc(before)).not.toMatch(/Mostrate le prime/);

    // 10,000 more, all within the staff window: with the five already there, five are left out.
    await db.execute(sql`
      insert into ${obligations} (client_id, rule_id, period_key, anchor_date, due_date)
      select ${firmLtd!.id}, 'gb-ct600', 'bulk' || i, ${addDays(today, 100)}::date, ${addDays(today, 100)}::date + (i % 60)
      from generate_series(1, 10000) i`);
    try {
      const ics = await (await fetchFeed(url)).text();
      expect(ics.match(/^BEGIN:VEVENT/gm)).toHaveLength(10_000);
      expect(ics).toContain(`UID:${uidOf(firmOverdue)}`);
      expect(caldesc(ics)).toMatch(/Mostrate le prime 10\.000 scadenze/);
      // A user's own feed is not cut.
      expect(caldesc(await (await fetchFeed(await feedUrl(alice))).text())).not.toMatch(/Mostrate le prime/);
    } finally {
      await db.delete(obligations).where(like(obligations.periodKey, 'bulk%'));
    }
  });
});

describe('request log', () => {
  it('writes a calendar address without its token', async () => {
    const url = await feedUrl(bob);
    const token = url.split('/').pop()!.replace(/\.ics$/, '');
    const logged = captureLog();
    try {
      const res = await t.request('GET', url.slice(TEST_APP_URL.length));
      expect(res.status).toBe(200);
    } finally {
      logged.restore();
    }
    expect(logged.lines()).toEqual([expect.objectContaining({ path: `/api/calendar/${bob.id}/***`, status: 200 })]);
    expect(logged.text()).not.toContain(token);
  });
});
