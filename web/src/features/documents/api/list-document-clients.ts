import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessLevel } from '@domain/schemas/documents';
import { api, unwrap } from '@web/lib/api';
import { documentKeys } from './keys';

export interface DocumentClientParams {
  search: string;
  page: number;
}

function toQuery(p: DocumentClientParams): Record<string, string> {
  const query: Record<string, string> = { page: String(p.page) };
  if (p.search.trim()) query.search = p.search.trim();
  return query;
}

export function fetchDocumentClients(level: AccessLevel, params: DocumentClientParams) {
  const query = toQuery(params);
  return level === 'private'
    ? unwrap(api.documents.private.clients.$get({ query }))
    : unwrap(api.documents.shared.clients.$get({ query }));
}

export type DocumentClientPage = Awaited<ReturnType<typeof fetchDocumentClients>>;
export type DocumentClient = DocumentClientPage['items'][number];

export function documentClientsQuery(level: AccessLevel, params: DocumentClientParams) {
  return queryOptions({
    queryKey: documentKeys.clients(level, toQuery(params)),
    queryFn: () => fetchDocumentClients(level, params),
    placeholderData: keepPreviousData,
  });
}

/** One page of the clients beside the documents, searched on the server. */
export function useDocumentClients(level: AccessLevel, params: DocumentClientParams) {
  return useQuery(documentClientsQuery(level, params));
}
