import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { countries } from './countries';

/** One profile per account, whatever the role (PRODUCT.md section 4). */
export const profiles = pgTable('profiles', {
  id: text('id').primaryKey().references(() => user.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull().default(''),
  address: text('address').notNull().default(''),
  timezone: text('timezone').notNull().default('Europe/Rome'),
  /** Storage key of the avatar image, served only through the API. */
  avatarKey: text('avatar_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userCompanies = pgTable(
  'user_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull().references(() => countries.isoCode),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_companies_user_idx').on(t.userId, t.createdAt)],
);
