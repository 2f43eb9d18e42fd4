import { and, eq, gt, gte, inArray, lt, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ledgerOwner } from '@domain/policy';
import { groupByAccount, subtractAmounts, type AccountTotals } from '@domain/money';
import { bucketsOf, dayPeriod, granularityOf, monthPeriod, wholeMonthsOf, yearPeriod, type Granularity, type Period } from '@domain/periods';
import type { LedgerKind, OptionalPeriodQuery } from '@domain/schemas/money';
import type { Actor } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { ledgerDayTotals, ledgerMonthTotals } from '../../platform/db/schema';
import { BOOKS, type Book } from './books';

/**
 * Totals of the ledgers, summed by PostgreSQL from the daily and monthly totals
 * tables: a day's summary, the analytics over a period, the firm's accounts.
 *
 * Totals read the daily and monthly totals that the database keeps per ledger, book,
 * day or month and bank account (ledger_day_totals, ledger_month_totals: migrations
 * 0006 and 0008): a year of a ledger is at most a few thousand daily rows, all time a
 * few hundred monthly ones, however many entries it holds.
 */
export interface Totals {
  total: string;
  count: number;
}

const totals = ledgerDayTotals;
const monthTotals = ledgerMonthTotals;

/** Both books: the analytics and the accounting read them in one statement. */
const BOTH_BOOKS: readonly Book[] = [BOOKS.income, BOOKS.expense];
const bookNames = (books: readonly Book[]) => books.map((b) => b.name);

type TotalsTable = typeof totals | typeof monthTotals;

/** The rows of the caller's ledger on `books` in a totals table; matches the table's key index. */
function ledgerTotals(table: TotalsTable, books: readonly Book[], owner: string | null): SQL {
  return and(inArray(table.book, bookNames(books)), sql`coalesce(${table.ledgerUserId}, '') = ${owner ?? ''}`)!;
}

/** A totals table's rows as (book, day, bank account, total, entries); `day` is the daily day or the month's first day. */
function totalsColumns(table: TotalsTable, day: SQLWrapper) {
  return {
    book: sql<LedgerKind>`${table.book}`.as('book'),
    day: sql<string>`${day}`.as('day'),
    bankAccount: table.bankAccount,
    total: table.total,
    entries: table.entries,
  };
}

/** The daily totals of the caller's ledger on `books`, within `period`. */
function totalsOf(books: readonly Book[], owner: string | null, period: Partial<Period> = {}): SQL {
  return and(
    ledgerTotals(totals, books, owner),
    period.from ? gte(totals.day, period.from) : undefined,
    period.to ? lte(totals.day, period.to) : undefined,
  )!;
}

/** The daily totals of the caller's ledger on `books` within `period`, as rows of `totalsColumns`. */
function dailyRows(db: Db, books: readonly Book[], owner: string | null, period: Partial<Period>, where?: SQL) {
  return db.select(totalsColumns(totals, totals.day)).from(totals).where(and(totalsOf(books, owner, period), where));
}

/**
 * The totals of the caller's ledger on `books` over a period (all time without one), as
 * rows of `totalsColumns`: the monthly rows of the months lying wholly inside it, the
 * daily rows of the days around them. A monthly row's `day` is
 * its month's first day: group these rows by account or by month, never by day.
 */
function periodRows(db: Db, books: readonly Book[], owner: string | null, period: Partial<Period>) {
  const monthly = (where?: SQL) =>
    db.select(totalsColumns(monthTotals, monthTotals.month)).from(monthTotals).where(and(ledgerTotals(monthTotals, books, owner), where));
  if (!period.from && !period.to) return monthly().as('period_rows');
  const whole = period.from && period.to ? wholeMonthsOf({ from: period.from, to: period.to }) : null;
  if (!whole) return dailyRows(db, books, owner, period).as('period_rows');
  return monthly(and(gte(monthTotals.month, whole.first), lte(monthTotals.month, whole.last)))
    .unionAll(dailyRows(db, books, owner, period, or(lt(totals.day, whole.first), gt(totals.day, monthPeriod(whole.last).to))))
    .as('period_rows');
}

type TotalsSource = { total: SQLWrapper; entries: SQLWrapper };
const totalOf = (rows: TotalsSource, filter?: SQL) =>
  filter
    ? sql<string>`coalesce(sum(${rows.total}) filter (where ${filter}), 0)::numeric(20, 2)::text`
    : sql<string>`coalesce(sum(${rows.total}), 0)::numeric(20, 2)::text`;
const entriesOf = (rows: TotalsSource, filter?: SQL) =>
  filter ? sql<number>`coalesce(sum(${rows.entries}) filter (where ${filter}), 0)::int` : sql<number>`coalesce(sum(${rows.entries}), 0)::int`;

/**
 * How many entries the caller's ledger of `book` holds within `period` (open ends allowed), from
 * the kept totals: the list's total without a search, whatever the ledger's size.
 */
export async function entriesWithin(db: Db, book: Book, owner: string | null, period: Partial<Period>): Promise<number> {
  const rows = periodRows(db, [book], owner, period);
  const [row] = await db.select({ n: entriesOf(rows) }).from(rows);
  return row?.n ?? 0;
}

export interface LedgerSummary {
  date: string;
  day: Period & Totals;
  month: Period & Totals;
  year: Period & Totals;
  all: Totals;
}

/** The tabs Giornaliero / Mensile / Annuale around `date`, and the all-time cards. */
export async function ledgerSummary(db: Db, actor: Actor, kind: LedgerKind, date: string): Promise<LedgerSummary> {
  const book = BOOKS[kind];
  const owner = ledgerOwner(actor);
  const day = dayPeriod(date);
  const month = monthPeriod(date);
  const year = yearPeriod(date);
  const inDay = eq(totals.day, day.from);
  const inMonth = and(gte(totals.day, month.from), lte(totals.day, month.to))!;
  const allTime = periodRows(db, [book], owner, {});
  const [[periods], [all]] = await Promise.all([
    db
      .select({
        dayTotal: totalOf(totals, inDay),
        dayCount: entriesOf(totals, inDay),
        monthTotal: totalOf(totals, inMonth),
        monthCount: entriesOf(totals, inMonth),
        yearTotal: totalOf(totals),
        yearCount: entriesOf(totals),
      })
      .from(totals)
      .where(totalsOf([book], owner, year)),
    db.select({ total: totalOf(allTime), count: entriesOf(allTime) }).from(allTime),
  ]);
  return {
    date,
    day: { ...day, total: periods!.dayTotal, count: periods!.dayCount },
    month: { ...month, total: periods!.monthTotal, count: periods!.monthCount },
    year: { ...year, total: periods!.yearTotal, count: periods!.yearCount },
    all: { total: all!.total, count: all!.count },
  };
}

/**
 * Every row of the list as searched and sorted, past any page, in batches of `batch`
 * (the CSV export streams them). Offset batches: the order may hold equal keys, the id
 * settles them, and a ledger is exported rarely.
 */
export interface SeriesPoint {
  bucket: string;
  income: string;
  expenses: string;
}

export interface Analytics {
  from: string;
  to: string;
  income: Totals;
  expenses: Totals;
  /** income - expenses */
  profit: string;
  /** The spec's "gross": equal to income. */
  gross: string;
  granularity: Granularity;
  series: SeriesPoint[];
}

/** A book's total (its row grouped by book alone, `isTotal`) and its other rows. */
function splitTotals<T extends { book: LedgerKind; isTotal: boolean; total: string; count: number }>(rows: T[], book: LedgerKind) {
  const own = rows.filter((r) => r.book === book);
  const totalRow = own.find((r) => r.isTotal);
  return { totals: { total: totalRow?.total ?? '0.00', count: totalRow?.count ?? 0 }, rows: own.filter((r) => !r.isTotal) };
}

/**
 * Sums of both books per bucket plus each book's period total (`isTotal`), computed by
 * PostgreSQL in one pass and one statement.
 */
async function ledgerSeries(db: Db, owner: string | null, period: Period, granularity: Granularity) {
  // Daily buckets need the daily rows; monthly ones take whole months from the monthly totals.
  const rows =
    granularity === 'day' ? dailyRows(db, BOTH_BOOKS, owner, period).as('period_rows') : periodRows(db, BOTH_BOOKS, owner, period);
  const bucket = granularity === 'day' ? sql`${rows.day}` : sql`date_trunc('month', ${rows.day})::date`;
  const sums = await db
    .select({
      book: rows.book,
      bucket: sql<string | null>`(${bucket})::text`,
      isTotal: sql<boolean>`grouping(${bucket}) = 1`,
      total: totalOf(rows),
      count: entriesOf(rows),
    })
    .from(rows)
    .groupBy(sql`grouping sets ((${rows.book}, ${bucket}), (${rows.book}))`);
  const of = (book: LedgerKind) => {
    const { totals, rows: buckets } = splitTotals(sums, book);
    return { totals, byBucket: new Map(buckets.map((r) => [r.bucket!, r.total])) };
  };
  return { income: of('income'), expense: of('expense') };
}

/** Income and expenses of the caller's ledger over a period, with a chart series. */
export async function analytics(db: Db, actor: Actor, period: Period): Promise<Analytics> {
  const owner = ledgerOwner(actor);
  const granularity = granularityOf(period);
  const { income: inBook, expense: outBook } = await ledgerSeries(db, owner, period, granularity);
  return {
    ...period,
    income: inBook.totals,
    expenses: outBook.totals,
    profit: subtractAmounts(inBook.totals.total, outBook.totals.total),
    gross: inBook.totals.total,
    granularity,
    series: bucketsOf(period, granularity).map((bucket) => ({
      bucket,
      income: inBook.byBucket.get(bucket) ?? '0.00',
      expenses: outBook.byBucket.get(bucket) ?? '0.00',
    })),
  };
}

// ---------------------------------------------------------------------------
// Internal accounting: the firm's ledger only, split by bank account.

export interface Accounting {
  from: string | null;
  to: string | null;
  income: Totals;
  expenses: Totals;
  balance: string;
  accounts: AccountTotals[];
}

/** Sums of the firm's rows of both books per bank account, plus each book's total (`isTotal`), in one statement. */
async function byAccount(db: Db, period: Partial<Period>) {
  const rows = periodRows(db, BOTH_BOOKS, null, period);
  const sums = await db
    .select({
      book: rows.book,
      bankAccount: rows.bankAccount,
      isTotal: sql<boolean>`grouping(${rows.bankAccount}) = 1`,
      total: totalOf(rows),
      count: entriesOf(rows),
    })
    .from(rows)
    .groupBy(sql`grouping sets ((${rows.book}, ${rows.bankAccount}), (${rows.book}))`);
  const of = (book: LedgerKind) => {
    const { totals, rows: accounts } = splitTotals(sums, book);
    return { totals, accounts: accounts.map(({ bankAccount, total, count }) => ({ bankAccount, total, count })) };
  };
  return { income: of('income'), expense: of('expense') };
}

export async function accounting(db: Db, period: OptionalPeriodQuery): Promise<Accounting> {
  const { income: inBook, expense: outBook } = await byAccount(db, period);
  return {
    from: period.from ?? null,
    to: period.to ?? null,
    income: inBook.totals,
    expenses: outBook.totals,
    balance: subtractAmounts(inBook.totals.total, outBook.totals.total),
    accounts: groupByAccount([
      ...inBook.accounts.map((r) => ({ ...r, kind: 'income' as const })),
      ...outBook.accounts.map((r) => ({ ...r, kind: 'expense' as const })),
    ]),
  };
}
