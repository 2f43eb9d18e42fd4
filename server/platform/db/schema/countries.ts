import { integer, numeric, pgEnum, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const countryStatus = pgEnum('country_status', ['active', 'review', 'monitoring']);

export const countries = pgTable('countries', {
  isoCode: varchar('iso_code', { length: 2 }).primaryKey(),
  name: text('name').notNull().unique(),
  taxRate: numeric('tax_rate', { precision: 5, scale: 2 }),
  status: countryStatus('status').notNull().default('active'),
  advantages: text('advantages').array().notNull().default([]),
  sectors: text('sectors').array().notNull().default([]),
  complianceScore: integer('compliance_score'),
  notes: text('notes'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
