import type { AccessLevel } from '@domain/schemas/documents';
import { queryRoots } from '@web/lib/query-keys';

const { documents, activity, countries, deadlines } = queryRoots;

/** Query keys of the documents pages, under the documents' root. */
export const documentKeys = {
  clients: (level: AccessLevel, query: Record<string, string>) => [...documents, level, 'clients', query] as const,
  list: (level: AccessLevel, query: Record<string, string>) => [...documents, level, 'list', query] as const,
};

/** Where a new document shows: the documents pages, the activity log, the countries' document counts. */
export const DOCUMENT_VIEWS = [documents, activity, countries] as const;

/** A deletion also shows in the deadlines: a deleted proof of filing leaves its obligation without one. */
export const DOCUMENT_DELETION_VIEWS = [...DOCUMENT_VIEWS, deadlines] as const;
