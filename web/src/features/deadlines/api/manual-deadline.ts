import { useMutation } from '@tanstack/react-query';
import type { ManualDeadline, ManualDeadlineUpdate } from '@domain/schemas/deadlines';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

const { deadlines, activity, dashboard } = queryRoots;
/** Where an obligation added, changed or removed by hand shows: the deadlines, the 7-day card, the activity log. */
const MANUAL_VIEWS = [deadlines, dashboard, activity];

/** Nuova Scadenza. Its server errors go on the form's fields: no error toast here. */
export function useCreateManualDeadline() {
  return useMutation({
    mutationFn: (input: ManualDeadline) => unwrap(api.deadlines.manual.$post({ json: input })),
    meta: { invalidates: MANUAL_VIEWS, success: (created: { title: string }) => `Scadenza "${created.title}" aggiunta` },
  });
}

/** Modifica Scadenza of an obligation added by hand (`id`: its definition's). */
export function useUpdateManualDeadline() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ManualDeadlineUpdate }) => unwrap(api.deadlines.manual[':id'].$put({ param: { id }, json: input })),
    meta: { invalidates: MANUAL_VIEWS, success: (updated: { title: string }) => `Scadenza "${updated.title}" aggiornata` },
  });
}

/** Eliminazione Scadenza: its open occurrence goes, completed ones stay. */
export function useDeleteManualDeadline() {
  return useMutation({
    mutationFn: ({ id }: { id: string; title: string }) => unwrap(api.deadlines.manual[':id'].$delete({ param: { id } })),
    meta: {
      invalidates: MANUAL_VIEWS,
      success: (_data: unknown, { title }: { title: string }) => `Scadenza "${title}" eliminata`,
      error: 'Impossibile eliminare la scadenza',
    },
  });
}
