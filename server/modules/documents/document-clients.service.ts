import { and, asc, count, sql } from 'drizzle-orm';
import type { AccessLevel, DocumentClientsQuery } from '@domain/schemas/documents';
import { paged, pageOffset, type Paged } from '@domain/schemas/list-query';
import type { Actor } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { clients, documents } from '../../platform/db/schema';
import { clientNameMatches } from '../clients/clients.service';
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
  const [counts] = await db
    .select({ all: count(), matching: match ? sql<number>`count(*) filter (where ${match})`.mapWith(Number) : count() })
    .from(clients)
    .where(scope);
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
    .offset(pageOffset(query));
  return { ...paged(rows, counts?.matching ?? 0, query), totalAll: counts?.all ?? 0 };
}
