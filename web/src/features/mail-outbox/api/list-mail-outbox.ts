import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MailOutboxSort } from '@domain/schemas/mail-outbox';
import { listQueryParams, type ListState } from '@web/components/list/use-list-state';
import { api, unwrap } from '@web/lib/api';
import { mailOutboxKeys } from './keys';

/** The list's search, status, sort and page, as the page's list state gives them. */
export type MailOutboxParams = ListState<'status', MailOutboxSort>['query'];

export function fetchMailOutbox(params: MailOutboxParams) {
  return unwrap(api['mail-outbox'].$get({ query: listQueryParams(params) }));
}

export type MailOutboxPage = Awaited<ReturnType<typeof fetchMailOutbox>>;
export type MailOutboxRow = MailOutboxPage['items'][number];

export function mailOutboxQuery(params: MailOutboxParams) {
  return queryOptions({ queryKey: mailOutboxKeys.list(listQueryParams(params)), queryFn: () => fetchMailOutbox(params), placeholderData: keepPreviousData });
}

/** One page of the messages the app sent or is sending, searched, filtered and sorted on the server. */
export function useMailOutbox(params: MailOutboxParams) {
  return useQuery(mailOutboxQuery(params));
}
