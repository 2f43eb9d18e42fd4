import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessLevel, DocumentSortColumn } from '@domain/schemas/documents';
import { listQueryParams, type ListState } from '@web/components/list/use-list-state';
import { api, unwrap } from '@web/lib/api';
import { documentKeys } from './keys';

/** The list's search, sort and page, and the chosen client (none: a search of every client's documents). */
export type DocumentListParams = ListState<never, DocumentSortColumn>['query'] & { clientId?: string };

export function fetchDocuments(level: AccessLevel, params: DocumentListParams) {
  const query = listQueryParams(params);
  return level === 'private' ? unwrap(api.documents.private.$get({ query })) : unwrap(api.documents.shared.$get({ query }));
}

export type DocumentPage = Awaited<ReturnType<typeof fetchDocuments>>;
export type DocumentItem = DocumentPage['items'][number];

export function documentsQuery(level: AccessLevel, params: DocumentListParams) {
  return queryOptions({
    queryKey: documentKeys.list(level, listQueryParams(params)),
    queryFn: () => fetchDocuments(level, params),
    placeholderData: keepPreviousData,
  });
}

/** The chosen client's documents (or, with a search and no client, every visible client's), one page at a time. */
export function useDocuments(level: AccessLevel, params: DocumentListParams) {
  return useQuery({ ...documentsQuery(level, params), enabled: Boolean(params.clientId || params.q) });
}
