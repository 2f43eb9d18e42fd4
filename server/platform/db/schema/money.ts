import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Income and expense rows. `ledgerUserId` is whose books the row belongs to:
 * a role user's own id, or null for the firm's ledger (PRODUCT.md section 7).
 * `userId` is who entered it.
 */
const ledgerColumns = {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  ledgerUserId: text('ledger_user_id').references(() => user.id, { onDelete: 'cascade' }),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  description: text('description').notNull(),
  sender: text('sender'),
  bankAccount: text('bank_account'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const expenses = pgTable(
  'expenses',
  { ...ledgerColumns, expenseDate: date('expense_date', { mode: 'string' }).notNull() },
  (t) => [
    index('expenses_ledger_date_idx').on(t.ledgerUserId, t.expenseDate),
    // The list sorted by amount or causale reads one page of the ledger, not all of it.
    index('expenses_ledger_amount_idx').on(t.ledgerUserId, t.amount, t.id),
    index('expenses_ledger_description_idx').on(t.ledgerUserId, sql`lower(${t.description})`, t.id),
  ],
);

export const income = pgTable(
  'income',
  { ...ledgerColumns, incomeDate: date('income_date', { mode: 'string' }).notNull() },
  (t) => [
    index('income_ledger_date_idx').on(t.ledgerUserId, t.incomeDate),
    index('income_ledger_amount_idx').on(t.ledgerUserId, t.amount, t.id),
    index('income_ledger_description_idx').on(t.ledgerUserId, sql`lower(${t.description})`, t.id),
  ],
);

export const ledgerBook = pgEnum('ledger_book', ['income', 'expense']);

/**
 * The sum and number of entries of each ledger, book, day and bank account, kept
 * by statement-level triggers on income and expenses (migration 0006), so totals
 * over months and years read a few hundred rows instead of every entry. Derived
 * data: the triggers rebuild it, backups leave it out. No foreign key: a deleted
 * account's entries take their totals with them through the triggers.
 */
export const ledgerDayTotals = pgTable(
  'ledger_day_totals',
  {
    book: ledgerBook('book').notNull(),
    ledgerUserId: text('ledger_user_id'),
    day: date('day', { mode: 'string' }).notNull(),
    bankAccount: text('bank_account'),
    total: numeric('total', { precision: 20, scale: 2 }).notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [uniqueIndex('ledger_day_totals_key').on(t.book, sql`coalesce(${t.ledgerUserId}, '')`, t.day, sql`coalesce(${t.bankAccount}, '')`)],
);

/**
 * The same totals per calendar month (`month`: its first day), kept by the same
 * triggers (migration 0008): all-time and many-month sums read a few hundred rows
 * instead of thousands of days. Derived data, like the daily totals.
 */
export const ledgerMonthTotals = pgTable(
  'ledger_month_totals',
  {
    book: ledgerBook('book').notNull(),
    ledgerUserId: text('ledger_user_id'),
    month: date('month', { mode: 'string' }).notNull(),
    bankAccount: text('bank_account'),
    total: numeric('total', { precision: 20, scale: 2 }).notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [uniqueIndex('ledger_month_totals_key').on(t.book, sql`coalesce(${t.ledgerUserId}, '')`, t.month, sql`coalesce(${t.bankAccount}, '')`)],
);

export const bankApplicationStatus = pgEnum('bank_application_status', ['pending', 'in_review', 'approved', 'rejected']);

export const bankApplications = pgTable(
  'bank_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    accountType: text('account_type').notNull(),
    businessType: text('business_type'),
    annualTurnover: numeric('annual_turnover', { precision: 16, scale: 2 }),
    description: text('description'),
    status: bankApplicationStatus('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_applications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * How many bank applications there are, kept by statement-level triggers on `bank_applications`
 * (migration 0043) in the same transaction as the change: the staff's dashboard card reads this
 * row instead of counting the table. One row: applications are sent a few a day, so writers
 * hardly ever wait on it. Derived data: left out of backups, rebuilt as applications are restored.
 */
export const bankApplicationCounts = pgTable(
  'bank_application_counts',
  {
    id: boolean('id').primaryKey().default(true),
    applications: integer('applications').notNull(),
  },
  (t) => [check('bank_application_counts_one_row', sql`${t.id}`)],
);
