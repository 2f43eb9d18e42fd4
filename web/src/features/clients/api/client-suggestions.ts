import { useMutation } from '@tanstack/react-query';
import type { SuggestionField } from '@domain/client-suggestions';
import { countOf } from '@domain/plural';
import { api, unwrap } from '@web/lib/api';
import { CLIENT_VIEWS } from '@web/lib/query-keys';

/** The client fields its PDFs state, each with the line it came from (nothing is written). */
export async function fetchClientSuggestions(id: string) {
  return (await unwrap(api.clients[':id'].suggestions.$get({ param: { id } }))).suggestions;
}

export type ClientSuggestion = Awaited<ReturnType<typeof fetchClientSuggestions>>[number];

/** 'Applica' / 'Applica tutti': the server writes the suggested values of the accepted fields. */
export function useAcceptSuggestions() {
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: SuggestionField[] }) => unwrap(api.clients[':id'].suggestions.$post({ param: { id }, json: { fields } })),
    meta: {
      invalidates: CLIENT_VIEWS,
      success: ({ applied }: { applied: SuggestionField[] }) => `${countOf(applied.length, ['dato applicato', 'dati applicati'])} al cliente`,
      error: { title: "Errore durante l'aggiornamento", description: 'Impossibile applicare i dati al cliente' },
    },
  });
}
