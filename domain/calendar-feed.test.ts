import { describe, expect, it } from 'vitest';
import { calendarFeedWindow, calendarFeedWindowText } from './calendar-feed';

describe('calendarFeedWindow', () => {
  it('gives staff 30 days back and 180 ahead, a user 12 months either side', () => {
    expect(calendarFeedWindow('any', '2027-03-31')).toEqual({ from: '2027-03-01', to: '2027-09-27' });
    expect(calendarFeedWindow('own', '2027-03-31')).toEqual({ from: '2026-03-31', to: '2028-03-31' });
    expect(calendarFeedWindowText('any')).toBe('scadute da non più di 30 giorni o in scadenza nei prossimi 180 giorni');
    expect(calendarFeedWindowText('own')).toBe('scadute da non più di 12 mesi o in scadenza nei prossimi 12 mesi');
  });
});
