import { describe, expect, it } from 'vitest';
import { formatDateTimeIt, formatInstantDayIt, relativeTimeIt } from './time';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('relativeTimeIt', () => {
  it('counts minutes under an hour', () => {
    expect(relativeTimeIt(ago(5), now)).toBe('5 minuti fa');
    expect(relativeTimeIt(ago(59.9), now)).toBe('59 minuti fa');
    expect(relativeTimeIt(ago(1), now)).toBe('1 minuto fa');
  });
  it('treats the last minute and clock skew as one minute', () => {
    expect(relativeTimeIt(ago(0.2), now)).toBe('1 minuto fa');
    expect(relativeTimeIt(ago(-3), now)).toBe('1 minuto fa');
  });
  it('counts hours from 60 minutes to under 1440', () => {
    expect(relativeTimeIt(ago(60), now)).toBe('1 ora fa');
    expect(relativeTimeIt(ago(150), now)).toBe('2 ore fa');
    expect(relativeTimeIt(ago(1439), now)).toBe('23 ore fa');
  });
  it('counts days from 1440 minutes', () => {
    expect(relativeTimeIt(ago(1440), now)).toBe('1 giorno fa');
    expect(relativeTimeIt(ago(1440 * 12 + 30), now)).toBe('12 giorni fa');
  });
  it('accepts ISO strings', () => {
    expect(relativeTimeIt(ago(180).toISOString(), now)).toBe('3 ore fa');
  });
});

describe('formatDateTimeIt', () => {
  it('formats dd/mm/yyyy hh:mm in a timezone', () => {
    expect(formatDateTimeIt('2026-03-05T08:07:00Z', 'Europe/Rome')).toBe('05/03/2026 09:07');
    expect(formatDateTimeIt('2026-12-31T23:30:00Z', 'UTC')).toBe('31/12/2026 23:30');
  });
});

describe('instants in a chosen time zone', () => {
  // 2026-03-28 23:30 in Rome is already the 29th in Tokyo; Rome moves to summer time at 01:00 UTC on the 29th.
  it('shows the day and time of the zone, across a day boundary', () => {
    expect(formatDateTimeIt('2026-03-28T22:30:00Z', 'Europe/Rome')).toBe('28/03/2026 23:30');
    expect(formatDateTimeIt('2026-03-28T22:30:00Z', 'Asia/Tokyo')).toBe('29/03/2026 07:30');
    expect(formatInstantDayIt('2026-03-28T22:30:00Z', 'Europe/Rome')).toBe('28/03/2026');
    expect(formatInstantDayIt('2026-03-28T22:30:00Z', 'Asia/Tokyo')).toBe('29/03/2026');
    expect(formatInstantDayIt('2026-03-29T16:00:00Z', 'Europe/Rome')).toBe('29/03/2026');
    expect(formatInstantDayIt('2026-03-29T16:00:00Z', 'Asia/Tokyo')).toBe('30/03/2026');
  });

  it('follows summer time where the zone has it, and not where it has none', () => {
    expect(formatDateTimeIt('2026-03-29T00:30:00Z', 'Europe/Rome')).toBe('29/03/2026 01:30');
    expect(formatDateTimeIt('2026-03-29T01:30:00Z', 'Europe/Rome')).toBe('29/03/2026 03:30');
    expect(formatDateTimeIt('2026-03-29T00:30:00Z', 'Asia/Tokyo')).toBe('29/03/2026 09:30');
    expect(formatDateTimeIt('2026-03-29T01:30:00Z', 'Asia/Tokyo')).toBe('29/03/2026 10:30');
    expect(formatDateTimeIt('2026-10-25T00:30:00Z', 'Europe/Rome')).toBe('25/10/2026 02:30');
    expect(formatDateTimeIt('2026-10-25T01:30:00Z', 'Europe/Rome')).toBe('25/10/2026 02:30');
  });

  it('builds one formatter per zone, however many instants it writes', () => {
    const Original = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct: (target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) => (built++, new target(...args)),
    });
    try {
      for (let i = 0; i < 50; i++) {
        formatDateTimeIt(new Date(Date.UTC(2026, 0, 1, i)), 'Australia/Sydney');
        formatInstantDayIt(new Date(Date.UTC(2026, 0, 1, i)), 'Australia/Sydney');
      }
      expect(built).toBeLessThanOrEqual(1);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});
