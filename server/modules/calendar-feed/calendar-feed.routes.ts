import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../platform/context';
import { requirePermission } from '../../platform/http/guards';
import { calendarFeed, calendarFeedUrl, regenerateCalendarFeed } from './calendar-feed.service';

/** The server's secret, shared by every app server: the one the session cookies are signed with. */
const secretOf = async (ctx: AppContext) => (await ctx.auth.$context).secret;

/** One's own feed address (/api/profile/calendar-feed): read it, or replace it. */
export const calendarFeedRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('read:calendar-feed'), async (c) => {
    const ctx = c.get('ctx');
    return c.json({ url: await calendarFeedUrl(ctx.db, c.get('actor'), ctx.env.APP_URL, await secretOf(ctx)) });
  })
  .post('/regenerate', requirePermission('read:calendar-feed'), async (c) => {
    const ctx = c.get('ctx');
    return c.json({ url: await regenerateCalendarFeed(ctx.db, c.get('actor'), ctx.env.APP_URL, await secretOf(ctx)) });
  });

const NOT_FOUND = 'Calendario non trovato: l\'indirizzo non è valido oppure è stato rigenerato. Copia quello nuovo dal tuo profilo in Arcadia.';

/**
 * The feed itself (/api/calendar/<user id>/<token>.ics), for calendar apps: they
 * send no cookie, so the token in the address is the only key. A wrong token, an
 * unknown person and a revoked address all get the same 404.
 */
export const publicCalendarRoutes = new Hono<AppEnv>().get('/:userId/:file', async (c) => {
  const ctx = c.get('ctx');
  const token = /^([A-Za-z0-9_-]+)\.ics$/.exec(c.req.param('file'))?.[1];
  const body = token && (await calendarFeed(ctx.db, c.req.param('userId'), token, ctx.env.APP_URL, await secretOf(ctx)));
  if (!body) return c.text(NOT_FOUND, 404);
  c.header('Content-Type', 'text/calendar; charset=utf-8');
  c.header('Content-Disposition', 'inline; filename="scadenze-arcadia.ics"');
  return c.body(body);
});
