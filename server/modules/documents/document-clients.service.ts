import { and, asc, count, sql, type SQL } from 'drizzle-orm';
import type { AccessLevel, DocumentClientsQuery } from '@domain/schemas/documents';
import { pagedUpToCap, pageOffset, type Paged } from '@domain/schemas/list-query';
import type { Actor } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { cappedCount } from '../../platform/db/matches-page';
import { clients, documents } from '../../platform/db/schema';
import { clientNameMatches, countedClients } from '../clients/clients.service';
import { clientScope } from './documents.service';

/** The clients beside the documents: the list on the left of the documents pages. */
export interface DocumentClient {
  id: string;
  companyName: string;
  fullName: string;
  userId: string | null;
  linkedUserId: string | null;
  documentCount: number;
}

/** `total`: clients matching the search. */
export interface DocumentClientPage extends Paged<DocumentClient> {
  /** Clients visible to the caller, whatever the search. */
  totalAll: number;
}

/** A role user's few clients, counted: all of them and those the search finds. */
async function countedWithin(db: Db, scope: SQL, match: SQL | undefined): Promise<{ all: number; matching: number }> {
  const [counts] = await db
    .select({ all: count(), matching: match ? sql<number>`count(*) filter (where ${match})`.mapWith(Number) : count() })
    .from(clients)
    .where(scope);
  return counts ?? { all: 0, matching: 0 };
}

/** Every client (staff): all of them from the kept counts, a search's counted up to COUNT_CAP past the page (decision 123). */
async function countedEveryClient(db: Db, match: SQL | undefined, start: number): Promise<{ all: number; matching: number }> {
  const [[kept], matched] = await Promise.all([countedClients(db, {}), match ? cappedCount(db, clients, match, start) : null]);
  const all = kept?.total ?? 0;
  return { all, matching: matched ?? all };
}

/** The clients listed on a documents page, searched and paginated on the server, ordered by company name. */
export async function listDocumentClients(
  db: Db,
  actor: Actor,
  level: AccessLevel,
  query: DocumentClientsQuery,
): Promise<DocumentClientPage> {
  const scope = clientScope(actor, level);
  const match = query.q ? clientNameMatches(query.q) : undefined;
  const where = and(scope, match);
  const start = pageOffset(query);
  const counts = scope ? await countedWithin(db, scope, match) : await countedEveryClient(db, match, start);
  const rows = await db
    .select({
      id: clients.id,
      companyName: clients.companyName,
      fullName: clients.fullName,
      userId: clients.userId,
      linkedUserId: clients.linkedUserId,
      documentCount: sql<number>`(select count(*) from ${documents} d where d.client_id = ${clients}.id and d.access_level = ${level})`.mapWith(Number),
    })
    .from(clients)
    .where(where)
    .orderBy(asc(clients.companyName), asc(clients.id))
    .limit(query.pageSize)
    .offset(start);
  return { ...pagedUpToCap(rows, counts.matching, query), totalAll: counts.all };
}
