import { date, index, numeric, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  (t) => [index('expenses_ledger_date_idx').on(t.ledgerUserId, t.expenseDate)],
);

export const income = pgTable(
  'income',
  { ...ledgerColumns, incomeDate: date('income_date', { mode: 'string' }).notNull() },
  (t) => [index('income_ledger_date_idx').on(t.ledgerUserId, t.incomeDate)],
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
