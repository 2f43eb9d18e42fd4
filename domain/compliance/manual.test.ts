import { describe, expect, it } from 'vitest';
import { manualPeriodKey, nextManualDueDate, recurrenceDescription } from './manual';

describe('the series of an obligation added by hand', () => {
  it('starts on its first due date', () => {
    for (const recurrence of ['none', 'monthly', 'quarterly', 'yearly'] as const) expect(nextManualDueDate('2027-01-31', recurrence, null)).toBe('2027-01-31');
  });

  it('keeps its day from month to month: 31 January, 28 February, 31 March, 30 April', () => {
    const dates: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 4; i++) dates.push((after = nextManualDueDate('2027-01-31', 'monthly', after)!));
    expect(dates).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(nextManualDueDate('2028-01-31', 'monthly', '2028-01-31')).toBe('2028-02-29');
  });

  it('goes three and twelve months on; 29 February falls on the 28th in other years and comes back in leap years', () => {
    expect(nextManualDueDate('2027-11-30', 'quarterly', '2027-11-30')).toBe('2028-02-29');
    expect(nextManualDueDate('2027-11-30', 'quarterly', '2028-02-29')).toBe('2028-05-30');
    expect(nextManualDueDate('2028-02-29', 'yearly', '2028-02-29')).toBe('2029-02-28');
    expect(nextManualDueDate('2028-02-29', 'yearly', '2031-02-28')).toBe('2032-02-29');
  });

  it('goes on from the one after the last done, however far; a one-off has no next', () => {
    expect(nextManualDueDate('2027-01-15', 'quarterly', '2029-03-01')).toBe('2029-04-15');
    // The start moved past what was done (an edit): the series goes on from the start.
    expect(nextManualDueDate('2027-06-10', 'monthly', '2027-03-31')).toBe('2027-06-10');
    expect(nextManualDueDate('2027-01-15', 'none', '2027-01-15')).toBeNull();
  });

  it('keys each occurrence within the client and says what the series is', () => {
    expect(manualPeriodKey('abc', '2027-01-31')).toBe('abc/2027-01-31');
    expect(recurrenceDescription('quarterly')).toBe('Scadenza aggiunta a mano, ricorrenza trimestrale');
    expect(recurrenceDescription('none')).toBe('Scadenza aggiunta a mano, una tantum');
  });
});
