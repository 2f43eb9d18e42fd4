import { and, asc, desc, eq, gte, isNull, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ledgerOwner } from '@domain/policy';
import { formatAmount } from '@domain/money';
import type { Period } from '@domain/periods';
import { paged, pagedUpToCap, pageOffset, type Paged } from '@domain/schemas/list-query';
import type { LedgerEntry, LedgerExportQuery, LedgerKind, LedgerListQuery } from '@domain/schemas/money';
import type { Actor } from '../../platform/context';
import type { Db, DbOrTx } from '../../platform/db/client';
import { lowerCasedContains } from '../../platform/db/like';
import { searchPage } from '../../platform/db/matches-page';
import { expenses, income } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { logActivity } from '../activity/activity.service';
import { BOOKS, type Book } from './books';
import { entriesWithin } from './money-analytics.service';

/**
 * Income and expenses. Every query is bound to the caller's ledger
 * (ledgerOwner: the firm's for proprietario and admin, their own for role user),
 * so a row of another ledger is never read, changed or even found by id.
 * The totals over them are read in money-analytics.service.ts.
 */

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

/**
 * What the search box reads: the causale, the sender and the account, lower-cased, one line each,
 * so a term does not match across two of them. The expression of each book's trigram index (migration 0046).
 */
function searchText(book: Book): SQL {
  const { description, sender, bankAccount } = book.table;
  return sql`lower(${description} || E'\n' || coalesce(${sender}, '') || E'\n' || coalesce(${bankAccount}, ''))`;
}

/** The caller's rows of `book` that match the list's period and search. */
function listed(book: Book, actor: Actor, query: LedgerExportQuery): SQL {
  return and(ledgerOf(book, ledgerOwner(actor)), ...within(book, query), query.q ? lowerCasedContains(searchText(book), query.q) : undefined)!;
}

/**
 * The list's order: the chosen column (newest first without one), then the id so pages
 * never overlap. The ledger column leads so PostgreSQL walks the (ledger, column) index
 * in that direction, the firm's ledger too (IS NULL alone does not fix its order).
 */
function listOrder(book: Book, query: LedgerExportQuery, column: (c: AnyPgColumn) => SQLWrapper = (c) => c): SQL[] {
  const by = query.sort ?? 'date';
  const inOrder = query.sort && query.dir === 'asc' ? asc : desc;
  const { ledgerUserId, amount, description, createdAt, id } = book.table;
  const keys: SQLWrapper[] = by === 'amount' ? [column(amount)] : by === 'description' ? [sql`lower(${column(description)})`] : [column(book.date), column(createdAt)];
  return [column(ledgerUserId), ...keys, column(id)].map((key) => inOrder(key));
}

/** A row of a search's matches (matchesPage), as the database sends it. */
interface MatchRow extends Record<string, unknown> {
  id: string;
  amount: string;
  description: string;
  sender: string | null;
  bank_account: string | null;
  day: string;
  created_at: string;
}

/** One page of the caller's ledger, searched in causale, sender and account, within a period. */
export async function listEntries(db: Db, actor: Actor, kind: LedgerKind, query: LedgerListQuery): Promise<Paged<LedgerRow>> {
  const book = BOOKS[kind];
  const where = listed(book, actor, query);
  const start = pageOffset(query);
  const page = () => db.select(columns(book)).from(book.table).where(where).orderBy(...listOrder(book, query)).limit(query.pageSize).offset(start);
  if (!query.q) {
    // Unsearched, the total comes from the ledger's kept daily and monthly totals, not a count of its entries.
    const [rows, total] = await Promise.all([page(), entriesWithin(db, book, ledgerOwner(actor), query)]);
    return paged(rows.map(toRow), total, query);
  }
  // A search reads its matches first through the book's trigram index, counted up to COUNT_CAP past the
  // page (decision 131, as the activity log's): a frequent term's page is walked along the sort's index.
  const { id, amount, description, sender, bankAccount, createdAt } = book.table;
  const matches = db.select({ id, amount, description, sender, bankAccount, day: sql`${book.date}`.as('day'), createdAt, ledgerUserId: book.table.ledgerUserId }).from(book.table).where(where);
  const byName = (c: AnyPgColumn) => (c === book.date ? sql.identifier('day') : sql.identifier(c.name));
  const orderBy = sql.join(listOrder(book, query, byName), sql`, `);
  const found = await searchPage<MatchRow>(db, { table: book.table, where, matches, orderBy }, start, query.pageSize);
  const entries = found.rows
    ? found.rows.map((r) => ({ id: r.id, amount: r.amount, description: r.description, sender: r.sender, bankAccount: r.bank_account, date: r.day, createdAt: new Date(r.created_at) }))
    : await page();
  return pagedUpToCap(entries.map(toRow), found.matched, query);
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

/** The caller's rows of a book that a list or an export shows, a batch at a time. */
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
