import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { YearEndChangeInput } from '@domain/schemas/clients';
import { api, unwrap } from '@web/lib/api';
import { CLIENT_VIEWS } from '@web/lib/query-keys';
import { clientKeys } from './keys';

function fetchClientPeriods(id: string) {
  return unwrap(api.clients[':id']['accounting-periods'].$get({ param: { id } }));
}

type ClientPeriods = Awaited<ReturnType<typeof fetchClientPeriods>>;
export type PeriodItem = NonNullable<ClientPeriods['periods']>[number];

function clientPeriodsQuery(id: string) {
  return queryOptions({ queryKey: [...clientKeys.detail(id), 'periods'], queryFn: () => fetchClientPeriods(id) });
}

/** A client's accounting periods, oldest first. */
export function useClientPeriods(id: string) {
  return useQuery(clientPeriodsQuery(id));
}

/** Cambia fine esercizio: the periods and every list they feed (obligations above all) are read again. */
export function useChangeYearEnd() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: YearEndChangeInput }) => unwrap(api.clients[':id']['year-end-changes'].$post({ param: { id }, json: input })),
    meta: { invalidates: CLIENT_VIEWS, success: () => 'Fine esercizio cambiata: scadenze ricalcolate' },
  });
}
