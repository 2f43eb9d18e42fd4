import { sql } from 'drizzle-orm';
import { bigint, customType, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { clients } from './clients';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const accessLevel = pgEnum('access_level', ['private', 'shared']);

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull().unique(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    category: text('category').notNull().default('Altri'),
    accessLevel: accessLevel('access_level').notNull().default('private'),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    /** Text extracted from the PDF on the server, for full-text search. */
    contentText: text('content_text'),
    /** The title lower-cased once on write, for the substring half of the search (trigram index, migration 0009). */
    titleSearch: text('title_search')
      .notNull()
      .generatedAlwaysAs(sql`lower(title)`),
    /** Title and PDF text for the full-text search, kept in the row it is checked in (STORAGE MAIN, migration 0010). */
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('italian', coalesce(title, '') || ' ' || coalesce(content_text, ''))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_client_access_idx').on(t.clientId, t.accessLevel, t.createdAt),
    // A search over every client, newest first: walked backwards until a page of matches is found.
    index('documents_access_created_idx').on(t.accessLevel, t.createdAt, t.id),
    index('documents_search_idx').using('gin', t.search),
  ],
);

export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull().unique(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contracts_created_idx').on(t.createdAt)],
);
