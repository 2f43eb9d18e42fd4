import { countOf } from './plural';

/**
 * Relative time in Italian, as the dashboard shows it: under 60 minutes
 * "N minuti fa", under 1440 minutes "N ore fa", otherwise "N giorni fa"
 * (singular for 1; anything under a minute counts as one minute).
 */
export function relativeTimeIt(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const minutes = Math.max(1, Math.floor((now.getTime() - then.getTime()) / 60_000));
  if (minutes < 60) return `${countOf(minutes, ['minuto', 'minuti'])} fa`;
  if (minutes < 1440) {
    const hours = Math.floor(minutes / 60);
    return `${countOf(hours, ['ora', 'ore'])} fa`;
  }
  const days = Math.floor(minutes / 1440);
  return `${countOf(days, ['giorno', 'giorni'])} fa`;
}

// Building an Intl formatter costs far more than using one: one per time zone, kept ('' is the browser's or server's own).
const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/** Day, month, year, hour and minute of an instant as written in `timeZone`. */
function partsIn(date: Date | string, timeZone = ''): Record<'day' | 'month' | 'year' | 'hour' | 'minute', string> {
  let formatter = dateTimeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('it-IT', {
      timeZone: timeZone || undefined,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormatters.set(timeZone, formatter);
  }
  const parts = { day: '', month: '', year: '', hour: '', minute: '' };
  for (const p of formatter.formatToParts(typeof date === 'string' ? new Date(date) : date)) {
    if (p.type in parts) parts[p.type as keyof typeof parts] = p.value;
  }
  return parts;
}

/** An instant as dd/mm/yyyy hh:mm in the given time zone (default: the browser's or server's own). */
export function formatDateTimeIt(date: Date | string, timeZone?: string): string {
  const p = partsIn(date, timeZone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/**
 * The day an instant falls on in the given time zone, as dd/mm/yyyy. For instants only:
 * a calendar date ('YYYY-MM-DD', a deadline, a ledger date) is written by formatDateIt of
 * domain/periods and never moves with a zone.
 */
export function formatInstantDayIt(date: Date | string, timeZone?: string): string {
  const p = partsIn(date, timeZone);
  return `${p.day}/${p.month}/${p.year}`;
}
