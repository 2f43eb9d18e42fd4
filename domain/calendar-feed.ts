import { addDays, addMonths } from './periods';
import type { Scope } from './policy';

/**
 * What a calendar feed carries (docs/decisions/085), for the server and the
 * /profilo card alike. Staff see every client's obligations, so their window is
 * narrow: what is overdue by up to 30 days and what falls due in the next 180. A
 * role user, with their own companies only, sees 12 months either side.
 */
const STAFF_FEED_DAYS_BACK = 30;
const STAFF_FEED_DAYS_AHEAD = 180;
const OWN_FEED_MONTHS = 12;
/** At most this many events, the earliest first: a calendar app takes a few megabytes at most. */
export const FEED_MAX_EVENTS = 10_000;

/** The due dates a feed of `scope` carries on `today` (both ends included). */
export function calendarFeedWindow(scope: Scope, today: string): { from: string; to: string } {
  return scope === 'any'
    ? { from: addDays(today, -STAFF_FEED_DAYS_BACK), to: addDays(today, STAFF_FEED_DAYS_AHEAD) }
    : { from: addMonths(today, -OWN_FEED_MONTHS), to: addMonths(today, OWN_FEED_MONTHS) };
}

/** The window in words, for the calendar's description and the /profilo card. */
export function calendarFeedWindowText(scope: Scope): string {
  return scope === 'any'
    ? `scadute da non più di ${STAFF_FEED_DAYS_BACK} giorni o in scadenza nei prossimi ${STAFF_FEED_DAYS_AHEAD} giorni`
    : `scadute da non più di ${OWN_FEED_MONTHS} mesi o in scadenza nei prossimi ${OWN_FEED_MONTHS} mesi`;
}
