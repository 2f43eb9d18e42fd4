import { describe, expect, it } from 'vitest';
import { deadlineBand, isLlcName } from './deadlines';
import { todayIso } from './periods';

describe('deadline bands at every edge', () => {
  it.each([
    [-1, 'In Ritardo', 'Alta'],
    [0, 'In Corso', 'Alta'],
    [7, 'In Corso', 'Alta'],
    [8, 'In Corso', 'Media'],
    [30, 'In Corso', 'Media'],
    [31, 'Pianificato', 'Media'],
    [60, 'Pianificato', 'Media'],
  ] as const)('%i days remaining: %s, priority %s', (days, status, priority) => {
    expect(deadlineBand(days)).toEqual({ status, priority });
  });

  it('61 days remaining: not shown yet', () => {
    expect(deadlineBand(61)).toBeNull();
  });
});

describe('LLC matching', () => {
  it.each(['Acme LLC', 'acme llc', 'Acme L.L.C.', 'Acme L.L.C', 'ACME, LLC', 'LLC Acme', 'Acme-LLC', 'Acme (LLC)', 'LLC'])(
    'matches %s',
    (name) => expect(isLlcName(name)).toBe(true),
  );
  it.each(['Acme Inc', 'Scallco Ltd', 'Acme LLCX', 'XLLC Holding', 'Acme LL C', '', null, undefined])(
    'does not match %s',
    (name) => expect(isLlcName(name)).toBe(false),
  );
});

describe('today', () => {
  it("is the date in the firm's time zone", () => {
    expect(todayIso(new Date('2025-03-14T23:30:00Z'))).toBe('2025-03-15');
    expect(todayIso(new Date('2025-03-14T23:30:00Z'), 'UTC')).toBe('2025-03-14');
  });
});
