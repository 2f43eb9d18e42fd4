import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessLevel } from '@domain/schemas/documents';
import { api, unwrap } from '@web/lib/api';
import { documentKeys } from './keys';

export interface DocumentListParams {
  /** The selected client, or null to search every client's documents. */
  clientId: string | null;
  search: string;
  page: number;
}

function toQuery(p: DocumentListParams): Record<string, string> {
  const query: Record<string, string> = { page: String(p.page) };
  if (p.clientId) query.clientId = p.clientId;
  if (p.search.trim()) query.search = p.search.trim();
  return query;
}

export function fetchDocuments(level: AccessLevel, params: DocumentListParams) {
  const query = toQuery(params);
  return level === 'private' ? unwrap(api.documents.private.$get({ query })) : unwrap(api.documents.shared.$get({ query }));
}

export type DocumentPage = Awaited<ReturnType<typeof fetchDocuments>>;
export type DocumentItem = DocumentPage['items'][number];

export function documentsQuery(level: AccessLevel, params: DocumentListParams) {
  return queryOptions({
    queryKey: documentKeys.list(level, toQuery(params)),
    queryFn: () => fetchDocuments(level, params),
    placeholderData: keepPreviousData,
  });
}

/** The selected client's documents (or, with a search and no client, every visible client's), one page at a time. */
export function useDocuments(level: AccessLevel, params: DocumentListParams) {
  return useQuery({ ...documentsQuery(level, params), enabled: Boolean(params.clientId || params.search.trim()) });
}
