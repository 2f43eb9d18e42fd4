import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AML_RULE_IDS } from '@domain/aml/obligation-kinds';
import { user } from './auth';
import { clients } from './clients';
import { documents } from './documents';

/**
 * The firm's choice for each compliance rule of domain/compliance/rules.ts. A
 * rule without a row follows its `enabledByDefault`.
 */
export const complianceRuleSettings = pgTable('compliance_rule_settings', {
  ruleId: text('rule_id').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** domain/compliance/manual.ts RECURRENCES. */
export const manualRecurrence = pgEnum('manual_recurrence', ['none', 'monthly', 'quarterly', 'yearly']);

/**
 * An obligation staff added by hand for one client (decision 114): its series'
 * start and recurrence. Its occurrences are rows of `obligations` (rule 'manual'),
 * one open at a time. Deleting it removes the open occurrence and keeps this row
 * (`deleted_at`) for the completed ones, which are records.
 */
export const manualObligations = pgTable(
  'manual_obligations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    authority: text('authority').notNull(),
    /** The series counts from this day: the first due date, or the one an edit set. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    recurrence: manualRecurrence('recurrence').notNull(),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('manual_obligations_client_idx').on(t.clientId)],
);

/**
 * One obligation of one client: an occurrence of a rule for one period
 * (domain/compliance/occurrences.ts), kept so that it can be completed, reminded
 * and fed to calendars. Open ones follow the client's data and the rules; a
 * completed one is history and is never recomputed away.
 */
export const obligations = pgTable(
  'obligations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    ruleId: text('rule_id').notNull(),
    /** The period within the rule and client (occurrences.ts): stable across recomputations. */
    periodKey: text('period_key').notNull(),
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: text('completed_by').references(() => user.id, { onDelete: 'set null' }),
    completedByName: text('completed_by_name'),
    /** The day the filing was made, as staff state it on completion. */
    filedOn: date('filed_on', { mode: 'string' }),
    /** The proof of filing, a private document of the client. */
    proofDocumentId: uuid('proof_document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** Set on the occurrences of a manual obligation (rule 'manual'); the refresh from the rules never touches them. */
    manualObligationId: uuid('manual_obligation_id').references(() => manualObligations.id, { onDelete: 'cascade' }),
    /**
     * When the refresh found the period of this open obligation gone (a change of year end
     * moved it): kept, shown as such, for staff to close; null while its period exists.
     */
    periodGoneAt: timestamp('period_gone_at', { withTimezone: true }),
    /** The day the authority issued the return (Hong Kong's BIR51): its due date counts from it (rules.ts dueAfterIssue). */
    issuedOn: date('issued_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('obligations_client_rule_period_uq').on(t.clientId, t.ruleId, t.periodKey),
    // The lists, the 7-day card, the reminders and the feeds read open obligations by due date, the
    // id breaking ties in /scadenze's order; the rule is in the index too (INCLUDE, migration 0040),
    // so a rule filter reads no row.
    index('obligations_open_due_id_idx').on(t.dueDate, t.id).where(sql`${t.completedAt} is null`),
    // One rule's open obligations ('Adempimento' filter), in the page's order.
    index('obligations_open_rule_due_idx').on(t.ruleId, t.dueDate, t.id).where(sql`${t.completedAt} is null`),
    index('obligations_client_due_idx').on(t.clientId, t.dueDate),
    index('obligations_completed_idx').on(t.completedAt).where(sql`${t.completedAt} is not null`),
    index('obligations_manual_idx').on(t.manualObligationId).where(sql`${t.manualObligationId} is not null`),
    // The AML file's deadlines take their client's country, as the manual ones do: /scadenze counts both
    // on every page (deadlines.service.ts countsOf), a BitmapOr of this index and the one above.
    index('obligations_aml_idx').on(t.ruleId).where(sql`${t.ruleId} in (${sql.raw(AML_RULE_IDS.map((id) => `'${id}'`).join(', '))})`),
  ],
);

/**
 * A change of a client's year end (UK AA01 and its like): the period that began on
 * `period_start` ends on `new_end` instead of `previous_end` (domain/compliance/accounting-periods.ts).
 */
export const yearEndChanges = pgTable(
  'year_end_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    previousEnd: date('previous_end', { mode: 'string' }).notNull(),
    newEnd: date('new_end', { mode: 'string' }).notNull(),
    /** The day the change was notified to the registry. */
    notifiedOn: date('notified_on', { mode: 'string' }).notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('year_end_changes_client_period_uq').on(t.clientId, t.periodStart)],
);

/** What a client lacks for a rule that binds or may bind it: the 'Dati mancanti' list. */
export const obligationGaps = pgTable(
  'obligation_gaps',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    ruleId: text('rule_id').notNull(),
    /** The labels of the missing fields, as the list names them. */
    missing: text('missing').array().notNull(),
    /**
     * The client's name, which the database writes (migration 0049: a value given is replaced) and
     * keeps through renames: the list's pages are a walk of the index below in name order (decision 132).
     */
    companyName: text('company_name')
      .notNull()
      .$defaultFn(() => ''),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.ruleId] }),
    index('obligation_gaps_name_idx').on(t.companyName, t.clientId, t.ruleId),
  ],
);

export const reminderStep = pgEnum('reminder_step', ['30', '7', '1', 'overdue']);

/**
 * How many obligations are open per rule and due date, as the deltas the writes of `obligations`
 * append (statement triggers, migration 0040): /scadenze's tiles and tabs sum a few thousand rows
 * instead of counting a million obligations. Appended, never updated, so that concurrent writers
 * (the refresh on several servers, a client's edit) never wait on one another for a counter; the
 * deltas are summed into one row per key by compactOpenCounts. Derived data: left out of backups.
 */
export const obligationOpenCounts = pgTable(
  'obligation_open_counts',
  {
    ruleId: text('rule_id').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    open: integer('open').notNull(),
  },
  (t) => [index('obligation_open_counts_due_rule_idx').on(t.dueDate, t.ruleId)],
);

/**
 * For each client, the first day on which the passage of time alone changes its obligations
 * (decision 126): the day the 12-month window first reaches its next occurrence. Written by
 * each refresh of the client; the daily refresh recomputes only the clients whose day has come.
 * Null: time changes nothing (a client not approved).
 */
export const obligationHorizons = pgTable(
  'obligation_horizons',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    recomputeOn: date('recompute_on', { mode: 'string' }),
  },
  (t) => [index('obligation_horizons_recompute_on_idx').on(t.recomputeOn, t.clientId).where(sql`${t.recomputeOn} is not null`)],
);

/**
 * What the last complete whole-firm refresh computed with (one row): the fingerprint of the
 * calendar's code and of the rules the firm has on. A refresh that finds another fingerprint
 * recomputes every client; one that finds the same recomputes only the clients whose day has come.
 */
export const obligationRefreshState = pgTable(
  'obligation_refresh_state',
  {
    id: boolean('id').primaryKey().default(true),
    fingerprint: text('fingerprint').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('obligation_refresh_state_one_row', sql`${t.id}`)],
);

/**
 * Each reminder step reached by an obligation's due date, claimed once: the
 * insert that wins sends it, whatever the number of app servers. A due date
 * that moves starts its steps again.
 */
export const obligationReminders = pgTable(
  'obligation_reminders',
  {
    obligationId: uuid('obligation_id')
      .notNull()
      .references(() => obligations.id, { onDelete: 'cascade' }),
    step: reminderStep('step').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.obligationId, t.step, t.dueDate] })],
);

export const reminderMode = pgEnum('reminder_mode', ['each', 'digest', 'none']);

/** How a proprietario or admin wants the reminders: each one, a daily digest (until they choose), or none. */
export const reminderPreferences = pgTable('reminder_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  mode: reminderMode('mode').notNull().default('digest'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's calendar feed. The token in the feed's address is derived from the
 * server's secret, the person and this generation; 'Rigenera' moves the
 * generation on, so every address given before stops working.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  generation: integer('generation').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
