import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessLevel } from '@domain/schemas/documents';
import { listQueryParams, type ListState } from '@web/components/list/use-list-state';
import { api, unwrap } from '@web/lib/api';
import { documentKeys } from './keys';

/** The client column's search and page. */
export type DocumentClientParams = ListState<never, never>['query'];

export function fetchDocumentClients(level: AccessLevel, params: DocumentClientParams) {
  const query = listQueryParams(params);
  return level === 'private' ? unwrap(api.documents.private.clients.$get({ query })) : unwrap(api.documents.shared.clients.$get({ query }));
}

export type DocumentClientPage = Awaited<ReturnType<typeof fetchDocumentClients>>;
export type DocumentClient = DocumentClientPage['items'][number];

export function documentClientsQuery(level: AccessLevel, params: DocumentClientParams) {
  return queryOptions({
    queryKey: documentKeys.clients(level, listQueryParams(params)),
    queryFn: () => fetchDocumentClients(level, params),
    placeholderData: keepPreviousData,
  });
}

/** One page of the clients beside the documents, searched on the server. */
export function useDocumentClients(level: AccessLevel, params: DocumentClientParams) {
  return useQuery(documentClientsQuery(level, params));
}
