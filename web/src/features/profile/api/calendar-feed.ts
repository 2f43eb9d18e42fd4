import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';
import { profileKeys } from './keys';

export function fetchCalendarFeed() {
  return unwrap(api.profile['calendar-feed'].$get());
}

export function regenerateCalendarFeed() {
  return unwrap(api.profile['calendar-feed'].regenerate.$post());
}

export const calendarFeedQuery = queryOptions({ queryKey: profileKeys.calendarFeed, queryFn: fetchCalendarFeed });

/** The address of one's calendar of deadlines (made the first time it is asked for). */
export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}

/** A new address: the old one stops working. */
export function useRegenerateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQuery.queryKey, feed),
    meta: {
      invalidates: [queryRoots.activity],
      success: { title: 'Indirizzo rigenerato', description: 'Il vecchio indirizzo non funziona più: aggiungi quello nuovo al tuo calendario.' },
      error: "Impossibile rigenerare l'indirizzo del calendario",
    },
  });
}
