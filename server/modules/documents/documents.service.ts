import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { can, scopeOf, type Permission } from '@domain/policy';
import { SEARCH_RESULT_LIMIT, type AccessLevel, type DocumentExportQuery, type DocumentListQuery, type DocumentSortColumn } from '@domain/schemas/documents';
import { paged, pageOffset, type Paged } from '@domain/schemas/list-query';
import type { AppContext, Actor } from '../../platform/context';
import type { Db, DbOrTx } from '../../platform/db/client';
import { lowerCasedContains } from '../../platform/db/like';
import { clients, documents, profiles } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';

export const DOCUMENT_NOT_FOUND = 'Documento non trovato.';
export const CLIENT_NOT_FOUND = 'Cliente non trovato.';

/** The permission that reads documents of an access level. */
export function readPermissionOf(level: AccessLevel): Permission {
  return level === 'private' ? 'read:private-documents' : 'read:shared-documents';
}

/** The clients the actor may see documents of, at this level: all, or the ones they own or are linked to. */
export function clientScope(actor: Actor, level: AccessLevel): SQL | undefined {
  const scope = scopeOf(actor.role, readPermissionOf(level));
  if (scope === 'any') return undefined;
  if (scope === 'own') return or(eq(clients.userId, actor.id), eq(clients.linkedUserId, actor.id));
  return sql`false`;
}

/** The access levels whose documents the actor may read. */
function readableLevels(actor: Actor): AccessLevel[] {
  return (['private', 'shared'] as const).filter((l) => can(actor.role, readPermissionOf(l)));
}

// ---------------------------------------------------------------------------
// Documents

export interface DocumentItem {
  id: string;
  clientId: string;
  clientName: string;
  title: string;
  description: string | null;
  fileName: string;
  fileSize: number;
  contentType: string;
  category: string;
  accessLevel: AccessLevel;
  uploadedByName: string | null;
  createdAt: string;
}

/** `total`: documents matching the query; with a search, at most SEARCH_RESULT_LIMIT. */
export interface DocumentPage extends Paged<DocumentItem> {
  /** A search matched more than SEARCH_RESULT_LIMIT documents: only the newest are listed. */
  moreThanLimit: boolean;
  /** With a client: the client, its documents of this level, and the bytes its files readable by the caller use. */
  summary: {
    client: { id: string; companyName: string; fullName: string; linkedUserId: string | null };
    documentCount: number;
    usedBytes: number;
    quotaBytes: number;
  } | null;
}

const documentColumns = {
  id: documents.id,
  clientId: documents.clientId,
  clientName: clients.companyName,
  title: documents.title,
  description: documents.description,
  fileName: documents.fileName,
  fileSize: documents.fileSize,
  contentType: documents.contentType,
  category: documents.category,
  accessLevel: documents.accessLevel,
  uploadedByName: profiles.fullName,
  createdAt: documents.createdAt,
};

export function toItem(row: Omit<DocumentItem, 'createdAt'> & { createdAt: Date }): DocumentItem {
  return { ...row, uploadedByName: row.uploadedByName || null, createdAt: row.createdAt.toISOString() };
}

/** The client, if the actor may see its documents at this level. */
async function visibleClient(db: DbOrTx, actor: Actor, level: AccessLevel, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, companyName: clients.companyName, fullName: clients.fullName, linkedUserId: clients.linkedUserId })
    .from(clients)
    .where(and(eq(clients.id, clientId), clientScope(actor, level)))
    .limit(1);
  return row ?? null;
}

const SORT_KEYS = {
  title: documents.titleSearch,
  category: documents.category,
  fileSize: documents.fileSize,
  createdAt: documents.createdAt,
} satisfies Record<DocumentSortColumn, unknown>;

/**
 * One page of the documents of one client at one level; with a search, the
 * ones whose title contains it or whose PDF text matches it (PostgreSQL
 * full-text search, Italian), at most the SEARCH_RESULT_LIMIT newest of them.
 * Without a client, a search runs over every client the actor may see. Newest
 * first, or by the chosen column, then the id so pages never overlap.
 */
async function findDocuments(db: Db, actor: Actor, level: AccessLevel, query: DocumentExportQuery & { page: number; pageSize: number }) {
  const newestFirst = [desc(documents.createdAt), desc(documents.id)];
  const inOrder = query.dir === 'desc' ? desc : asc;
  const order = query.sort ? [inOrder(SORT_KEYS[query.sort]), inOrder(documents.id)] : newestFirst;
  const offset = pageOffset(query);
  const pageRows = (condition: SQL | undefined) =>
    db
      .select(documentColumns)
      .from(documents)
      .innerJoin(clients, eq(clients.id, documents.clientId))
      .leftJoin(profiles, eq(profiles.id, documents.uploadedBy))
      .where(condition)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offset);

  const where = and(
    eq(documents.accessLevel, level),
    query.clientId ? eq(documents.clientId, query.clientId) : clientScope(actor, level),
    query.q ? or(lowerCasedContains(documents.titleSearch, query.q), sql`${documents.search} @@ websearch_to_tsquery('italian', ${query.q})`) : undefined,
  );
  if (!query.q) {
    const [[counted], rows] = await Promise.all([
      db.select({ n: count() }).from(documents).innerJoin(clients, eq(clients.id, documents.clientId)).where(where),
      pageRows(where),
    ]);
    return { rows, total: counted?.n ?? 0, moreThanLimit: false };
  }
  // A word in a third of 300,000 PDFs must not cost a scan of them all (counting
  // or ranking every match took seconds): gather up to the limit of matches, by
  // whichever index the planner finds cheapest, and stop there.
  const hits = await db
    .select({ id: documents.id })
    .from(documents)
    .innerJoin(clients, eq(clients.id, documents.clientId))
    .where(where)
    .limit(SEARCH_RESULT_LIMIT + 1);
  const moreThanLimit = hits.length > SEARCH_RESULT_LIMIT;
  const total = Math.min(hits.length, SEARCH_RESULT_LIMIT);
  if (offset >= total) return { rows: [], total, moreThanLimit };
  // Few matches: all of them are in hand, so page through them by id.
  if (!moreThanLimit) return { rows: await pageRows(inArray(documents.id, hits.map((h) => h.id))), total, moreThanLimit };
  // Matches are common: the newest ones turn up early on the walk down the date index;
  // in another order, those newest ones are sorted.
  const newest = db
    .select({ id: documents.id })
    .from(documents)
    .innerJoin(clients, eq(clients.id, documents.clientId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(SEARCH_RESULT_LIMIT);
  return { rows: await pageRows(query.sort ? inArray(documents.id, newest) : where), total, moreThanLimit };
}

/** One page of a documents page's list (see findDocuments), with the selected client's summary; 404 for a client the actor may not see. */
export async function listDocuments(ctx: Pick<AppContext, 'db' | 'env'>, actor: Actor, level: AccessLevel, query: DocumentListQuery): Promise<DocumentPage> {
  const { db } = ctx;
  const client = query.clientId ? await visibleClient(db, actor, level, query.clientId) : null;
  if (query.clientId && !client) throw notFound(CLIENT_NOT_FOUND);
  const { rows, total, moreThanLimit } = await findDocuments(db, actor, level, query);

  let summary: DocumentPage['summary'] = null;
  if (client) {
    const levels = readableLevels(actor);
    const [s] = await db
      .select({
        documentCount: sql<number>`count(*) filter (where ${documents.accessLevel} = ${level})`.mapWith(Number),
        usedBytes: sql<number>`coalesce(sum(${documents.fileSize}) filter (where ${inArray(documents.accessLevel, levels)}), 0)`.mapWith(Number),
      })
      .from(documents)
      .where(eq(documents.clientId, client.id));
    summary = {
      client,
      documentCount: s?.documentCount ?? 0,
      usedBytes: s?.usedBytes ?? 0,
      quotaBytes: Math.round(ctx.env.STORAGE_QUOTA_GB * 1024 ** 3),
    };
  }
  return { ...paged(rows.map(toItem), total, query), moreThanLimit, summary };
}

/**
 * Every document of the list, in its order, a batch at a time, for the CSV export.
 * The client is checked first: 404 for one the actor may not see, before the download starts.
 */
export async function documentsForExport(db: Db, actor: Actor, level: AccessLevel, query: DocumentExportQuery, pageSize = 1000): Promise<AsyncGenerator<DocumentItem[]>> {
  if (query.clientId && !(await visibleClient(db, actor, level, query.clientId))) throw notFound(CLIENT_NOT_FOUND);
  return (async function* () {
    for (let page = 1; ; page++) {
      const { rows } = await findDocuments(db, actor, level, { ...query, page, pageSize });
      if (rows.length > 0) yield rows.map(toItem);
      if (rows.length < pageSize) return;
    }
  })();
}

/** A document the actor may read (private: staff; shared: staff or the client's own logins), or 404. */
export async function readableDocument(db: DbOrTx, actor: Actor, id: string) {
  const [row] = await db
    .select({ ...documentColumns, fileKey: documents.fileKey, userId: clients.userId, linkedUserId: clients.linkedUserId })
    .from(documents)
    .innerJoin(clients, eq(clients.id, documents.clientId))
    .leftJoin(profiles, eq(profiles.id, documents.uploadedBy))
    .where(eq(documents.id, id))
    .limit(1);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  const scope = scopeOf(actor.role, readPermissionOf(row.accessLevel));
  const allowed = scope === 'any' || (scope === 'own' && (row.userId === actor.id || row.linkedUserId === actor.id));
  // Someone else's document answers exactly like a missing one.
  if (!allowed) throw notFound(DOCUMENT_NOT_FOUND);
  return row;
}

/** A readable document's stored file, with what the download headers need. */
export async function openDocumentFile(ctx: Pick<AppContext, 'db' | 'storage'>, actor: Actor, id: string) {
  const row = await readableDocument(ctx.db, actor, id);
  const file = await ctx.storage.get(row.fileKey);
  if (!file) throw notFound('Il file del documento non è disponibile.');
  return { ...file, fileName: row.fileName, contentType: row.contentType };
}
