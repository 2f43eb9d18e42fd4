import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientSuggestion } from '../api/client-suggestions';
import { FolderSuggestions } from './FolderSuggestions';

afterEach(cleanup);

const CLIENT_ID = '00000000-0000-4000-8000-000000000001';

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
});
