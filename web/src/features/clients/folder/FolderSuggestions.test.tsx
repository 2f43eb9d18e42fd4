import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientSuggestion } from '../api/client-suggestions';
import { FolderSuggestions } from './FolderSuggestions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CLIENT_ID = '00000000-0000-4000-8000-000000000001';

const suggestion = (field: ClientSuggestion['field'], label: string, value: string): ClientSuggestion => ({
  field,
  label,
  value,
  display: value,
  current: null,
  sentence: `${label}: ${value}`,
  documentTitle: 'Estratto CR',
});
const PERSON = suggestion('fullName', 'Responsabile', 'Chan Tai Man');
const NUMBER = suggestion('companyNumber', 'Numero di registrazione', '2912345');

function show(suggestions: ClientSuggestion[] | null) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <FolderSuggestions clientId={CLIENT_ID} clientName="Orient Bridge" suggestions={suggestions} />
    </QueryClientProvider>,
  );
}

describe('the client data read in a folder’s PDFs', () => {
  it('shows nothing when the PDFs were not analysed or the analysis failed', () => {
    const { container } = show(null);
    expect(container.textContent).toBe('');
  });

  it('when the analysis found nothing, says so with a possible reason', () => {
    show([]);
    expect(screen.getByText('Nei PDF non è stato trovato nessun dato del cliente: i PDF scansionati come immagini non contengono testo leggibile.')).toBeTruthy();
  });

  it('after a refusal because the data are no longer to apply, reads them again: a row no longer suggested loses its buttons', async () => {
    const fetch = vi.fn(async (_input: unknown, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json({ code: 'SUGGESTIONS_GONE', message: 'I dati scelti non sono più da applicare' }, { status: 409 })
        : Response.json({ suggestions: [NUMBER] }),
    );
    vi.stubGlobal('fetch', fetch);
    show([PERSON, NUMBER]);
    fireEvent.click(screen.getByRole('button', { name: 'Applica Responsabile' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Applica Responsabile' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Ignora Responsabile' })).toBeNull();
    expect(screen.getByText('Non più da applicare')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Applica Numero di registrazione' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a field asked for but not applied, no longer suggested, loses its buttons', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ client: {}, applied: ['companyNumber'] })));
    show([PERSON, NUMBER]);
    fireEvent.click(screen.getByRole('button', { name: 'Applica tutti' }));
    await waitFor(() => expect(screen.getByText('Applicato')).toBeTruthy());
    expect(screen.getByText('Non più da applicare')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^(Applica|Ignora)/ })).toHaveLength(0);
  });
});
