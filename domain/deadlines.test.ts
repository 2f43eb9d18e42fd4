import { describe, expect, it } from 'vitest';
import {
  BOI_OVERDUE_VISIBLE_DAYS,
  boiDeadlineFor,
  boiDueSoonIncorporationWindow,
  boiIncorporationWindow,
  clientIdOfBoiDeadline,
  computeDeadlines,
  daysBetween,
  deadlineBand,
  isDueSoon,
  isLlcName,
  summarizeDeadlines,
  type DeadlineClient,
} from './deadlines';
import { addDays, todayIso } from './periods';

const TODAY = '2025-03-15';
const ID = '6f1c2a4e-1b2c-4d3e-8f90-a1b2c3d4e5f6';

/** A US LLC whose BOI deadline falls `days` days after TODAY. */
function llcDueIn(days: number, overrides: Partial<DeadlineClient> = {}): DeadlineClient {
  return {
    id: ID,
    companyName: 'Acme LLC',
    incorporationDate: addDays(TODAY, days - 60),
    countryCode: 'US',
    countryName: 'Stati Uniti',
    ...overrides,
  };
}

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
    const d = boiDeadlineFor(llcDueIn(days), TODAY);
    expect(d).not.toBeNull();
    expect(d!.daysRemaining).toBe(days);
    expect(d!.status).toBe(status);
    expect(d!.priority).toBe(priority);
  });

  it('61 days remaining: not shown yet', () => {
    expect(deadlineBand(61)).toBeNull();
    expect(boiDeadlineFor(llcDueIn(61), TODAY)).toBeNull();
  });

  it('overdue deadlines stay listed up to the visibility limit', () => {
    expect(boiDeadlineFor(llcDueIn(-BOI_OVERDUE_VISIBLE_DAYS), TODAY)?.status).toBe('In Ritardo');
    expect(boiDeadlineFor(llcDueIn(-BOI_OVERDUE_VISIBLE_DAYS - 1), TODAY)).toBeNull();
  });
});

describe('the BOI deadline', () => {
  it('is due 60 days after incorporation, costs 75 USD and is owned by the system', () => {
    const d = boiDeadlineFor({ id: ID, companyName: 'Acme LLC', incorporationDate: '2025-02-01', countryCode: 'US' }, TODAY)!;
    expect(d.dueDate).toBe('2025-04-02');
    expect(d.daysRemaining).toBe(18);
    expect(d.cost).toEqual({ amount: 75, currency: 'USD' });
    expect(d.owner).toBe('Sistema Automatico');
    expect(d.id).toBe(`boi:${ID}`);
    expect(d.clientId).toBe(ID);
    expect(d.clientName).toBe('Acme LLC');
    expect(d.countryName).toBe('Stati Uniti');
    expect(d.type).toBe('BOI');
    expect(d.completion).toBeNull();
  });

  it('counts days across month ends and leap years', () => {
    expect(addDays('2024-01-01', 60)).toBe('2024-03-01');
    expect(addDays('2025-01-01', 60)).toBe('2025-03-02');
    expect(daysBetween('2024-12-31', '2025-01-01')).toBe(1);
    expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2); // across the daylight-saving switch
  });

  it('reads Completato once completed, whatever the date', () => {
    const completion = { completedByName: 'Anna Admin', completedAt: '2025-03-10T10:00:00.000Z' };
    const d = boiDeadlineFor(llcDueIn(-5), TODAY, completion)!;
    expect(d.status).toBe('Completato');
    expect(d.completion).toEqual(completion);
  });

  it('is not owed without an incorporation date, outside the US or without LLC in the name', () => {
    expect(boiDeadlineFor(llcDueIn(10, { incorporationDate: null }), TODAY)).toBeNull();
    expect(boiDeadlineFor(llcDueIn(10, { countryCode: 'GB' }), TODAY)).toBeNull();
    expect(boiDeadlineFor(llcDueIn(10, { countryCode: null }), TODAY)).toBeNull();
    expect(boiDeadlineFor(llcDueIn(10, { companyName: 'Acme Inc' }), TODAY)).toBeNull();
  });

  it('is not shown for an incorporation date in the future', () => {
    expect(boiDeadlineFor(llcDueIn(61), TODAY)).toBeNull();
    expect(boiDeadlineFor(llcDueIn(100), TODAY)).toBeNull();
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

describe('computeDeadlines and the summary', () => {
  const clients: DeadlineClient[] = [
    llcDueIn(40, { id: '00000000-0000-4000-8000-000000000001', companyName: 'Beta LLC' }),
    llcDueIn(-3, { id: '00000000-0000-4000-8000-000000000002', companyName: 'Alfa LLC' }),
    llcDueIn(5, { id: '00000000-0000-4000-8000-000000000003', companyName: 'Gamma LLC' }),
    llcDueIn(-10, { id: '00000000-0000-4000-8000-000000000004', companyName: 'Delta LLC' }),
    llcDueIn(7, { id: '00000000-0000-4000-8000-000000000005', companyName: 'Epsilon Inc' }),
    llcDueIn(90, { id: '00000000-0000-4000-8000-000000000006', companyName: 'Zeta LLC' }),
  ];
  const completions = new Map([['boi:00000000-0000-4000-8000-000000000004', { completedByName: 'Anna', completedAt: '2025-03-01T00:00:00Z' }]]);

  it('lists the owed deadlines soonest first', () => {
    const list = computeDeadlines(clients, TODAY, completions);
    expect(list.map((d) => d.clientName)).toEqual(['Delta LLC', 'Alfa LLC', 'Gamma LLC', 'Beta LLC']);
    expect(list.map((d) => d.status)).toEqual(['Completato', 'In Ritardo', 'In Corso', 'Pianificato']);
  });

  it('counts total, due within 7 days, overdue (completed ones excluded) and countries', () => {
    expect(summarizeDeadlines(computeDeadlines(clients, TODAY, completions))).toEqual({
      total: 4,
      dueSoon: 1,
      overdue: 1,
      countries: 1,
    });
    expect(summarizeDeadlines([])).toEqual({ total: 0, dueSoon: 0, overdue: 0, countries: 0 });
  });

  it('due within 7 days counts the edges 0 and 7 but not 8 or a completed one', () => {
    const edge = [0, 7, 8].map((days, i) => llcDueIn(days, { id: `00000000-0000-4000-8000-00000000001${i}` }));
    expect(summarizeDeadlines(computeDeadlines(edge, TODAY)).dueSoon).toBe(2);
    const done = new Map([['boi:00000000-0000-4000-8000-000000000010', { completedByName: 'A', completedAt: '2025-03-01T00:00:00Z' }]]);
    expect(summarizeDeadlines(computeDeadlines(edge, TODAY, done)).dueSoon).toBe(1);
  });
});

describe('helpers', () => {
  it('the incorporation window covers exactly the listed deadlines', () => {
    const w = boiIncorporationWindow(TODAY);
    expect(w.to).toBe(TODAY);
    expect(boiDeadlineFor(llcDueIn(0, { incorporationDate: w.from }), TODAY)).not.toBeNull();
    expect(boiDeadlineFor(llcDueIn(0, { incorporationDate: addDays(w.from, -1) }), TODAY)).toBeNull();
    expect(boiDeadlineFor(llcDueIn(0, { incorporationDate: w.to }), TODAY)).not.toBeNull();
  });

  it('the due-soon window covers exactly the deadlines due within 7 days', () => {
    const w = boiDueSoonIncorporationWindow(TODAY);
    const dueSoon = (incorporationDate: string) => {
      const d = boiDeadlineFor(llcDueIn(0, { incorporationDate }), TODAY);
      return d !== null && isDueSoon(d);
    };
    expect(dueSoon(w.from)).toBe(true);
    expect(dueSoon(w.to)).toBe(true);
    expect(dueSoon(addDays(w.from, -1))).toBe(false);
    expect(dueSoon(addDays(w.to, 1))).toBe(false);
  });

  it('reads the client id back from a deadline id', () => {
    expect(clientIdOfBoiDeadline(`boi:${ID}`)).toBe(ID);
    expect(clientIdOfBoiDeadline('boi:nope')).toBeNull();
    expect(clientIdOfBoiDeadline(ID)).toBeNull();
  });

  it("gives today's date in the firm's time zone", () => {
    expect(todayIso(new Date('2025-03-14T23:30:00Z'))).toBe('2025-03-15');
    expect(todayIso(new Date('2025-03-14T23:30:00Z'), 'UTC')).toBe('2025-03-14');
  });
});
