import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { countries } from './countries';

export const approvalStatus = pgEnum('approval_status', ['pending', 'approved', 'rejected']);

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The client's own login (owner user). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** A second login with shared access. */
    linkedUserId: text('linked_user_id').references(() => user.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    fullName: text('full_name').notNull().default(''),
    sectors: text('sectors'),
    incorporationDate: date('incorporation_date', { mode: 'string' }),
    countryCode: varchar('country_code', { length: 2 }).references(() => countries.isoCode),
    /** The number the company register gives the company (Company Number, CR No., codice fiscale). */
    companyNumber: text('company_number'),
    companyAddress: text('company_address'),
    residentialAddress: text('residential_address'),
    /** The company's legal form, one of its country's (domain/compliance/entity-types.ts); null until known. */
    entityType: text('entity_type'),
    /** The financial year end, 'MM-DD': 31 December unless the client closes on another day. */
    financialYearEnd: text('financial_year_end').notNull().default('12-31'),
    /** Whether the client's own logins get the compliance reminders of their obligations. */
    remindClient: boolean('remind_client').notNull().default(false),
    /**
     * A US LLC wholly owned by one foreign person (a disregarded entity: Form 5472). True
     * unless told otherwise: the firm's clients are Italian founders, one member each as a rule.
     */
    singleForeignMember: boolean('single_foreign_member').notNull().default(true),
    /** A US LLC with more than one member: a partnership for the IRS (Form 1065). */
    severalMembers: boolean('several_members').notNull().default(false),
    /** The day a company formed outside the US registered to do business in a US state (its BOI report counts from it). */
    usStateRegistrationDate: date('us_state_registration_date', { mode: 'string' }),
    /** When the UAE trade licence expires: its renewal falls due then, and each year after. */
    tradeLicenceExpiry: date('trade_licence_expiry', { mode: 'string' }),
    approvalStatus: approvalStatus('approval_status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What "Cerca clienti..." searches: company name and responsible person, lower-cased
     * once on write (trigram index, migration 0009). A line break between them keeps a term
     * from matching across the two fields.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(company_name || E'\\n' || full_name)`),
  },
  (t) => [
    index('clients_user_idx').on(t.userId),
    index('clients_linked_user_idx').on(t.linkedUserId),
    // The client list's orders, each with the id that breaks its ties, walked one way or the other
    // (decision 123): newest first by default, then each sortable column; a column that can be
    // empty lists its empties last both ways, so it has an index for each way. Each also carries
    // the columns the filters test (INCLUDE, migration 0044, decision 128): a search walked along
    // an order is checked in the index, without reading the rows it passes.
    index('clients_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('clients_company_name_id_idx').on(t.companyName, t.id),
    index('clients_full_name_id_idx').on(t.fullName, t.id),
    index('clients_status_id_idx').on(t.approvalStatus, t.id),
    index('clients_country_id_idx').on(t.countryCode, t.id),
    index('clients_incorporation_asc_idx').on(t.incorporationDate.asc().nullsLast(), t.id.asc()),
    index('clients_incorporation_desc_idx').on(t.incorporationDate.desc().nullsLast(), t.id.desc()),
    // The client list's filters: a country, and a country with a year of incorporation (an incorporation-date range).
    // It also carries what a search among a country's or a year's clients reads (INCLUDE, migration 0051,
    // decision 136): the id, the searched text, the status and every sort key. The searched text keeps
    // finer statistics (SET STATISTICS 1000, same migration) for the planner to choose that walk or the
    // trigram index by how often the term comes.
    index('clients_country_incorporation_idx').on(t.countryCode, t.incorporationDate),
    check('clients_financial_year_end_format', sql`${t.financialYearEnd} ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'`),
  ],
);

/**
 * How many clients there are per country, incorporation year and approval status,
 * kept by statement-level triggers on `clients` (migration 0007) in the same
 * transaction as the change: the totals of the client list without a search, the
 * stat cards and the dashboard read these few hundred rows instead of counting
 * the table. Derived data: left out of backups, rebuilt as clients are restored.
 */
export const clientCounts = pgTable(
  'client_counts',
  {
    countryCode: varchar('country_code', { length: 2 }),
    incorporationYear: integer('incorporation_year'),
    approvalStatus: approvalStatus('approval_status').notNull(),
    clients: integer('clients').notNull(),
  },
  (t) => [uniqueIndex('client_counts_key').on(sql`coalesce(${t.countryCode}, '')`, sql`coalesce(${t.incorporationYear}, 0)`, t.approvalStatus)],
);
