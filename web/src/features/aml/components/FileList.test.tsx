import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithQuery, stubApi, stubLayout } from '@web/test/render';
import { FileList } from './FileList';

const CLIENT_ID = '6f1d1a4e-8f5e-4f7e-9a51-0d5d7c1f2a10';

function renderList(clientId: string | null) {
  const onOpen = vi.fn();
  renderWithQuery(
    <MemoryRouter>
      <FileList linkTo={(id) => `/antiriciclaggio/${id}`} onOpen={onOpen} clientId={clientId} />
    </MemoryRouter>,
  );
  return onOpen;
}

describe('FileList', () => {
  beforeAll(() => {
    stubLayout();
    // A desktop screen, for the list's page size.
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  for (const clientId of [null, CLIENT_ID]) {
    const when = clientId ? "for a client's file (?cliente=)" : 'for every file';
    it(`shows the loading, then says the files could not be read, ${when}`, async () => {
      stubApi(() => apiError(500, 'Errore del server'));
      const onOpen = renderList(clientId);
      expect(screen.getByLabelText('Caricamento fascicoli')).toBeTruthy();
      expect(await screen.findByText('Impossibile caricare i fascicoli')).toBeTruthy();
      expect(onOpen).not.toHaveBeenCalled();
    });
  }
});
