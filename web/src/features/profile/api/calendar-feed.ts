import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';

export function fetchCalendarFeed() {
  return unwrap(api.profile['calendar-feed'].$get());
}

export function regenerateCalendarFeed() {
  return unwrap(api.profile['calendar-feed'].regenerate.$post());
}

export const calendarFeedQuery = queryOptions({ queryKey: ['profile', 'calendar-feed'], queryFn: fetchCalendarFeed });

/** The address of one's calendar of deadlines (made the first time it is asked for). */
export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}

/** A new address: the old one stops working. */
export function useRegenerateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCalendarFeed,
    onSuccess: async (feed) => {
      queryClient.setQueryData(calendarFeedQuery.queryKey, feed);
      await queryClient.invalidateQueries({ queryKey: ['activity'] });
    },
  });
}
