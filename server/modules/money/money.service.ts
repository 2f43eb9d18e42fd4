import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, lt, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ledgerOwner } from '@domain/policy';
import { formatAmount, groupByAccount, subtractAmounts, type AccountTotals } from '@domain/money';
import { bucketsOf, dayPeriod, granularityOf, monthPeriod, wholeMonthsOf, yearPeriod, type Granularity, type Period } from '@domain/periods';
import { paged, pageOffset, type Paged } from '@domain/schemas/list-query';
import type { LedgerEntry, LedgerExportQuery, LedgerKind, LedgerListQuery, OptionalPeriodQuery } from '@domain/schemas/money';
import type { Actor } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { likePattern } from '../../db/like';
import { expenses, income, ledgerDayTotals, ledgerMonthTotals } from '../../db/schema';
import { notFound } from '../../errors';
import { logActivity } from '../activity/activity.service';

/**
 * Income and expenses. Every query is bound to the caller's ledger
 * (ledgerOwner: the firm's for proprietario and admin, their own for role user),
 * so a row of another ledger is never read, changed or even found by id.
 * Totals are summed by PostgreSQL on numeric columns and travel as strings.
 */

const BOOKS = {
  expense: {
    name: 'expense',
    table: expenses,
    date: expenses.expenseDate,
    noun: 'Spesa',
    notFound: 'Spesa non trovata',
  },
  income: {
    name: 'income',
    table: income,
    date: income.incomeDate,
    noun: 'Entrata',
    notFound: 'Entrata non trovata',
  },
} as const;

type Book = (typeof BOOKS)[LedgerKind];

/** The caller's ledger on `book`: firm rows (null owner) or the user's own. */
function ledgerOf(book: Book, owner: string | null): SQL {
  return owner === null ? isNull(book.table.ledgerUserId) : eq(book.table.ledgerUserId, owner);
}

function within(book: Book, period: Partial<Period>): SQL[] {
  const out: SQL[] = [];
  if (period.from) out.push(gte(book.date, period.from));
  if (period.to) out.push(lte(book.date, period.to));
  return out;
}

function columns(book: Book) {
  return {
    id: book.table.id,
    amount: book.table.amount,
    description: book.table.description,
    sender: book.table.sender,
    bankAccount: book.table.bankAccount,
    date: book.date,
    createdAt: book.table.createdAt,
  };
}

export interface LedgerRow {
  id: string;
  amount: string;
  description: string;
  sender: string | null;
  bankAccount: string | null;
  date: string;
  createdAt: string;
}

function toRow(r: { id: string; amount: string; description: string; sender: string | null; bankAccount: string | null; date: string; createdAt: Date }): LedgerRow {
  return { ...r, createdAt: r.createdAt.toISOString() };
}

export interface Totals {
  total: string;
  count: number;
}

/** The caller's rows of `book` that match the list's period and search. */
function listed(book: Book, actor: Actor, query: LedgerExportQuery): SQL {
  const pattern = query.q && likePattern(query.q);
  const search = pattern ? or(ilike(book.table.description, pattern), ilike(book.table.sender, pattern), ilike(book.table.bankAccount, pattern)) : undefined;
  return and(ledgerOf(book, ledgerOwner(actor)), ...within(book, query), search)!;
}

/**
 * The list's order: the chosen column (newest first without one), then the id so pages
 * never overlap. The ledger column leads so PostgreSQL walks the (ledger, column) index
 * in that direction, the firm's ledger too (IS NULL alone does not fix its order).
 */
function listOrder(book: Book, query: LedgerExportQuery): SQL[] {
  const by = query.sort ?? 'date';
  const inOrder = query.sort && query.dir === 'asc' ? asc : desc;
  const keys: SQLWrapper[] =
    by === 'amount' ? [book.table.amount] : by === 'description' ? [sql`lower(${book.table.description})`] : [book.date, book.table.createdAt];
  return [book.table.ledgerUserId, ...keys, book.table.id].map((key) => inOrder(key));
}

/** One page of the caller's ledger, searched in causale, sender and account, within a period. */
export async function listEntries(db: Db, actor: Actor, kind: LedgerKind, query: LedgerListQuery): Promise<Paged<LedgerRow>> {
  const book = BOOKS[kind];
  const where = listed(book, actor, query);
  const [rows, [counted]] = await Promise.all([
    db.select(columns(book)).from(book.table).where(where).orderBy(...listOrder(book, query)).limit(query.pageSize).offset(pageOffset(query)),
    db.select({ n: count() }).from(book.table).where(where),
  ]);
  return paged(rows.map(toRow), counted?.n ?? 0, query);
}

export async function getEntry(db: DbOrTx, actor: Actor, kind: LedgerKind, id: string): Promise<LedgerRow> {
  const book = BOOKS[kind];
  const [row] = await db
    .select(columns(book))
    .from(book.table)
    .where(and(eq(book.table.id, id), ledgerOf(book, ledgerOwner(actor))));
  if (!row) throw notFound(book.notFound);
  return toRow(row);
}

/** The text of the activity entry: the amount and the causale. */
function details(entry: { amount: string; description: string }): string {
  return `€${formatAmount(entry.amount)} - ${entry.description}`;
}

function values(entry: LedgerEntry) {
  return { amount: entry.amount, description: entry.description, sender: entry.sender, bankAccount: entry.bankAccount };
}

export async function createEntry(db: Db, actor: Actor, kind: LedgerKind, entry: LedgerEntry): Promise<LedgerRow> {
  return db.transaction(async (tx) => {
    const base = { ...values(entry), userId: actor.id, ledgerUserId: ledgerOwner(actor) };
    const [row] =
      kind === 'expense'
        ? await tx.insert(expenses).values({ ...base, expenseDate: entry.date }).returning(columns(BOOKS.expense))
        : await tx.insert(income).values({ ...base, incomeDate: entry.date }).returning(columns(BOOKS.income));
    await logActivity(tx, actor, `Aggiunta ${BOOKS[kind].noun}`, details(entry));
    return toRow(row!);
  });
}

export async function updateEntry(db: Db, actor: Actor, kind: LedgerKind, id: string, entry: LedgerEntry): Promise<LedgerRow> {
  const book = BOOKS[kind];
  return db.transaction(async (tx) => {
    const where = and(eq(book.table.id, id), ledgerOf(book, ledgerOwner(actor)));
    const [row] =
      kind === 'expense'
        ? await tx.update(expenses).set({ ...values(entry), expenseDate: entry.date }).where(where).returning(columns(BOOKS.expense))
        : await tx.update(income).set({ ...values(entry), incomeDate: entry.date }).where(where).returning(columns(BOOKS.income));
    if (!row) throw notFound(book.notFound);
    await logActivity(tx, actor, `Aggiornamento ${book.noun}`, details(entry));
    return toRow(row);
  });
}

export async function deleteEntry(db: Db, actor: Actor, kind: LedgerKind, id: string): Promise<void> {
  const book = BOOKS[kind];
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(book.table)
      .where(and(eq(book.table.id, id), ledgerOf(book, ledgerOwner(actor))))
      .returning({ amount: book.table.amount, description: book.table.description });
    if (!row) throw notFound(book.notFound);
    await logActivity(tx, actor, `Eliminazione ${book.noun}`, details(row));
  });
}

// Totals read the daily and monthly totals that the database keeps per ledger, book,
// day or month and bank account (ledger_day_totals, ledger_month_totals: migrations
// 0006 and 0008): a year of a ledger is at most a few thousand daily rows, all time a
// few hundred monthly ones, however many entries it holds.
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
export async function* listedEntries(db: Db, actor: Actor, kind: LedgerKind, query: LedgerExportQuery, batch = 2000): AsyncGenerator<LedgerRow[]> {
  const book = BOOKS[kind];
  const where = listed(book, actor, query);
  const order = listOrder(book, query);
  for (let offset = 0; ; offset += batch) {
    const rows = (await db.select(columns(book)).from(book.table).where(where).orderBy(...order).limit(batch).offset(offset)).map(toRow);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
  }
}

// ---------------------------------------------------------------------------
// Analytics

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
