import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderMode } from '@domain/schemas/reminders';
import { api, unwrap } from '@web/lib/api';

/** How the signed-in proprietario or admin receives the compliance reminders. */
export const reminderPreferencesQuery = queryOptions({
  queryKey: ['profile', 'reminders'],
  queryFn: () => unwrap(api.profile.reminders.$get()),
});

export function useReminderPreferences() {
  return useQuery(reminderPreferencesQuery);
}

export function useSetReminderMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: ReminderMode) => unwrap(api.profile.reminders.$put({ json: { mode } })),
    onSuccess: (saved) => queryClient.setQueryData(reminderPreferencesQuery.queryKey, saved),
  });
}
