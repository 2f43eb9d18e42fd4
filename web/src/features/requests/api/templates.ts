import { useMutation, useQuery } from '@tanstack/react-query';
import type { TemplateInput } from '@domain/schemas/requests';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';
import { requestKeys } from './keys';

const TEMPLATE_VIEWS = [queryRoots.requests, queryRoots.activity] as const;

export function fetchTemplates(archived: boolean) {
  return unwrap(api['request-templates'].$get({ query: { archived: archived ? 'true' : 'false' } }));
}

export type RequestTemplate = Awaited<ReturnType<typeof fetchTemplates>>[number];

/** The firm's request templates, active or archived, each with its items in order. */
export function useTemplates(archived: boolean, enabled = true) {
  return useQuery({ queryKey: requestKeys.templates(archived), queryFn: () => fetchTemplates(archived), enabled });
}

export function useSaveTemplate() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TemplateInput }) =>
      id ? unwrap(api['request-templates'][':id'].$put({ param: { id }, json: input })) : unwrap(api['request-templates'].$post({ json: input })),
    meta: { invalidates: TEMPLATE_VIEWS, success: 'Modello salvato' },
  });
}

export function useArchiveTemplate() {
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      archived ? unwrap(api['request-templates'][':id'].archive.$post({ param: { id } })) : unwrap(api['request-templates'][':id'].restore.$post({ param: { id } })),
    meta: {
      invalidates: TEMPLATE_VIEWS,
      success: (_d: unknown, v: { archived: boolean }) => (v.archived ? 'Modello archiviato' : 'Modello ripristinato'),
      error: 'Impossibile aggiornare il modello',
    },
  });
}
