import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, between, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import ical, { type ICalCalendar } from 'ical-generator';
import { obligationPath, obligationTitle } from '@domain/compliance/obligation-view';
import { calendarFeedWindow, calendarFeedWindowText, FEED_MAX_EVENTS } from '@domain/calendar-feed';
import { formatFee } from '@domain/compliance/fee';
import { addDays, formatDateIt, todayIso } from '@domain/periods';
import { scopeOf, type Scope } from '@domain/policy';
import type { Actor } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { calendarFeeds, clients, countries, manualObligations, obligations, userRoles } from '../../platform/db/schema';
import { logActivity } from '../activity/activity.service';
import { kindOf, listedRuleIds, manualColumns } from '../deadlines/manual-obligations';
import { enabledRules } from '../deadlines/obligations';

/**
 * A person's calendar of deadlines at a secret address (docs/decisions/085): the
 * token is an HMAC of the person and their feed's generation under the server's
 * secret, so nothing secret is stored and 'Rigenera' revokes every address given
 * before by moving the generation on.
 */

/** The feed's token: HMAC-SHA256 under the server's secret, base64url (43 characters). */
function feedToken(secret: string, userId: string, generation: number): string {
  return createHmac('sha256', secret).update(JSON.stringify(['calendar-feed', userId, generation])).digest('base64url');
}

function feedUrl(appUrl: string, secret: string, userId: string, generation: number): string {
  return `${appUrl}/api/calendar/${encodeURIComponent(userId)}/${feedToken(secret, userId, generation)}.ics`;
}

/** The actor's feed address; the feed exists from the first time they ask for it. */
export async function calendarFeedUrl(db: Db, actor: Actor, appUrl: string, secret: string): Promise<string> {
  await db.insert(calendarFeeds).values({ userId: actor.id }).onConflictDoNothing();
  const [row] = await db.select({ generation: calendarFeeds.generation }).from(calendarFeeds).where(eq(calendarFeeds.userId, actor.id));
  return feedUrl(appUrl, secret, actor.id, row!.generation);
}

/** A new address for the actor's feed: every address given before stops working. */
export async function regenerateCalendarFeed(db: Db, actor: Actor, appUrl: string, secret: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(calendarFeeds)
      .values({ userId: actor.id, generation: 2 })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { generation: sql`${calendarFeeds.generation} + 1` } })
      .returning({ generation: calendarFeeds.generation });
    await logActivity(tx, actor, 'Rigenerazione Calendario', 'Il vecchio indirizzo del calendario delle scadenze non funziona più');
    return feedUrl(appUrl, secret, actor.id, row!.generation);
  });
}

/**
 * The calendar at `userId`'s address, or null when the token is not the current
 * one, or the person has no feed, no longer exists or may not read one: the
 * caller answers all of these alike.
 */
export async function calendarFeed(db: Db, userId: string, token: string, appUrl: string, secret: string): Promise<string | null> {
  const [feed] = await db
    .select({ generation: calendarFeeds.generation, role: userRoles.role })
    .from(calendarFeeds)
    .leftJoin(userRoles, eq(userRoles.userId, calendarFeeds.userId))
    .where(eq(calendarFeeds.userId, userId));
  // Compared whether or not the person has a feed: an unknown person and a wrong token cost alike.
  const expected = Buffer.from(feedToken(secret, userId, feed?.generation ?? 0));
  const given = Buffer.from(token);
  const tokenMatches = given.length === expected.length && timingSafeEqual(given, expected);
  if (!feed || !tokenMatches) return null;
  const scope = scopeOf(feed.role, 'read:calendar-feed');
  if (!scope) return null;

  const rules = await enabledRules(db);
  const window = calendarFeedWindow(scope, todayIso());
  const rows = await db
    .select({
      id: obligations.id,
      clientId: obligations.clientId,
      ruleId: obligations.ruleId,
      dueDate: obligations.dueDate,
      // An obligation added by hand also changes with its definition (title, authority, note).
      updatedAt: sql`greatest(${obligations.updatedAt}, ${manualObligations.updatedAt})`.mapWith(obligations.updatedAt),
      companyName: clients.companyName,
      countryName: countries.name,
      ...manualColumns,
    })
    .from(obligations)
    .innerJoin(clients, eq(clients.id, obligations.clientId))
    .leftJoin(countries, eq(countries.isoCode, clients.countryCode))
    .leftJoin(manualObligations, eq(manualObligations.id, obligations.manualObligationId))
    .where(
      and(
        isNull(obligations.completedAt),
        inArray(obligations.ruleId, listedRuleIds(rules, [feed.role])),
        between(obligations.dueDate, window.from, window.to),
        scope === 'own' ? or(eq(clients.userId, userId), eq(clients.linkedUserId, userId)) : undefined,
      ),
    )
    .orderBy(asc(obligations.dueDate), asc(clients.companyName), asc(obligations.id))
    // One more than the calendar takes: whether any were left out.
    .limit(FEED_MAX_EVENTS + 1);
  return calendarOf(rows.slice(0, FEED_MAX_EVENTS), description(scope, rows.length > FEED_MAX_EVENTS), appUrl).toString();
}

/** The calendar's description: what it holds, and that some were left out when there were more than it takes. */
function description(scope: Scope, cut: boolean): string {
  const text = `Le scadenze degli adempimenti societari ancora da completare, ${calendarFeedWindowText(scope)}, aggiornate da Arcadia Gestionale.`;
  if (!cut) return text;
  return `${text} Mostrate le prime ${FEED_MAX_EVENTS.toLocaleString('it-IT')} scadenze: le successive sono nella pagina Scadenze di Arcadia.`;
}

function calendarOf(rows: (Parameters<typeof kindOf>[0] & { id: string; clientId: string; dueDate: string; updatedAt: Date; companyName: string; countryName: string | null })[], description: string, appUrl: string): ICalCalendar {
  const host = new URL(appUrl).hostname;
  const calendar = ical({
    name: 'Scadenze Arcadia',
    description,
    prodId: { company: 'Arcadia', product: 'Gestionale', language: 'IT' },
    // Calendar apps that honour it read the feed again every hour.
    ttl: 60 * 60,
  });
  for (const row of rows) {
    // An obligation added by hand is named by its title and authority, like a rule's by its own.
    const rule = kindOf(row);
    if (!rule) continue;
    const link = appUrl + obligationPath(row.clientId, row.id);
    calendar.createEvent({
      id: `${row.id}@${host}`,
      // A date without a time or zone: the same day wherever the calendar is read.
      start: row.dueDate,
      // The end of an all-day event is the day after, not included.
      end: addDays(row.dueDate, 1),
      allDay: true,
      summary: obligationTitle(rule.name, row.companyName),
      description: [
        rule.description,
        '',
        `Scadenza: ${formatDateIt(row.dueDate)}`,
        `Ente: ${rule.authority}`,
        `Costo: ${formatFee(rule.fee)}`,
        `Paese: ${row.countryName ?? (rule.countryCode || 'non indicato')}`,
        '',
        `Apri in Arcadia: ${link}`,
      ].join('\n'),
      url: link,
      // A due date moved by a change of the client's data or of the rules updates the row.
      lastModified: row.updatedAt,
      stamp: row.updatedAt,
    });
  }
  return calendar;
}
