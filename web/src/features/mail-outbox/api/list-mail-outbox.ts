import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MailStatus } from '@domain/schemas/mail-outbox';
import { api, unwrap } from '@web/lib/api';
import { mailOutboxKeys } from './keys';

export interface MailOutboxParams {
  status: MailStatus | '';
  page: number;
  pageSize: number;
}

function toQuery(p: MailOutboxParams): Record<string, string> {
  const query: Record<string, string> = { page: String(p.page), pageSize: String(p.pageSize) };
  if (p.status) query.status = p.status;
  return query;
}

export function fetchMailOutbox(params: MailOutboxParams) {
  return unwrap(api['mail-outbox'].$get({ query: toQuery(params) }));
}

export type MailOutboxPage = Awaited<ReturnType<typeof fetchMailOutbox>>;
export type MailOutboxRow = MailOutboxPage['items'][number];

export function mailOutboxQuery(params: MailOutboxParams) {
  return queryOptions({ queryKey: mailOutboxKeys.list(toQuery(params)), queryFn: () => fetchMailOutbox(params), placeholderData: keepPreviousData });
}

/** One page of the messages the app sent or is sending, newest first. */
export function useMailOutbox(params: MailOutboxParams) {
  return useQuery(mailOutboxQuery(params));
}
