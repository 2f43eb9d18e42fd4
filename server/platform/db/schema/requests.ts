import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ITEM_STATUSES, REQUEST_STATUSES } from '@domain/schemas/requests';
import { user } from './auth';
import { clients } from './clients';
import { accessLevel, documents } from './documents';

export const requestStatus = pgEnum('request_status', REQUEST_STATUSES);
export const requestItemStatus = pgEnum('request_item_status', ITEM_STATUSES);

/** The fields an item has in a template and in a request alike. */
const itemColumns = () => ({
  position: integer('position').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  requiresFile: boolean('requires_file').notNull().default(true),
  maxFiles: integer('max_files').notNull().default(1),
  accessLevel: accessLevel('access_level').notNull().default('private'),
  category: text('category').notNull().default('Altri'),
});

export const requestTemplates = pgTable('request_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const requestTemplateItems = pgTable(
  'request_template_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => requestTemplates.id, { onDelete: 'cascade' }),
    ...itemColumns(),
  },
  (t) => [index('request_template_items_template_idx').on(t.templateId, t.position)],
);

export const documentRequests = pgTable(
  'document_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: requestStatus('status').notNull().default('draft'),
    templateId: uuid('template_id').references(() => requestTemplates.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The last reminder staff sent by hand: at most one a day. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    index('document_requests_client_idx').on(t.clientId, t.status, t.dueDate),
    index('document_requests_status_due_idx').on(t.status, t.dueDate, t.id),
  ],
);

export const requestItems = pgTable(
  'request_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => documentRequests.id, { onDelete: 'cascade' }),
    ...itemColumns(),
    status: requestItemStatus('status').notNull().default('pending'),
    answer: text('answer'),
    /** Why staff sent it back, shown to the client until it is accepted. */
    rejectionReason: text('rejection_reason'),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_items_request_idx').on(t.requestId, t.position)],
);

/**
 * The files put into an item. Until the item is accepted the file is the request's
 * (file_key set, seen by staff and the client's logins only); accepting moves it into
 * the client's documents: file_key goes to the document row, document_id points at it.
 */
export const requestFiles = pgTable(
  'request_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => requestItems.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').unique(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff sent the item back with this file in it: kept for the record, never accepted. */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  },
  (t) => [index('request_files_item_idx').on(t.itemId, t.createdAt), index('request_files_document_idx').on(t.documentId).where(sql`document_id is not null`)],
);

/** Reminder steps claimed, one row each: a step is sent once, whichever server gets there first. */
export const requestReminders = pgTable(
  'request_reminders',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => documentRequests.id, { onDelete: 'cascade' }),
    /** A client step ('7', '1', 'overdue-n') or a staff digest day ('digest:YYYY-MM-DD'). */
    step: text('step').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.step, t.dueDate] })],
);
