import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderMode } from '@domain/schemas/reminders';
import { api, unwrap } from '@web/lib/api';
import { profileKeys } from './keys';

/** How the signed-in proprietario or admin receives the compliance reminders. */
export const reminderPreferencesQuery = queryOptions({
  queryKey: profileKeys.reminders,
  queryFn: () => unwrap(api.profile.reminders.$get()),
});

export function useReminderPreferences() {
  return useQuery(reminderPreferencesQuery);
}

const SAVED: Record<ReminderMode, string> = {
  each: "Riceverai un'email per ogni promemoria",
  digest: 'Riceverai un riepilogo giornaliero dei promemoria',
  none: 'Non riceverai più promemoria via email',
};

export function useSetReminderMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: ReminderMode) => unwrap(api.profile.reminders.$put({ json: { mode } })),
    onSuccess: (saved) => queryClient.setQueryData(reminderPreferencesQuery.queryKey, saved),
    meta: { success: (_saved: unknown, mode: ReminderMode) => SAVED[mode], error: 'Impossibile salvare la preferenza dei promemoria' },
  });
}
