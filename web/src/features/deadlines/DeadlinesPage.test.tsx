import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { renderWithQuery, stubApi, stubLayout } from '@web/test/render';
import type { DeadlineList, MissingDataList } from './api/list-deadlines';
import { DeadlinesPage } from './DeadlinesPage';

/** The deadlines of a large firm, as the list answers its first page (the cards left out). */
const list: DeadlineList = {
  items: [],
  total: 1201767,
  page: 1,
  pageSize: 24,
  summary: { total: 1201767, dueSoon: 12345, overdue: 25000, countries: 2 },
  countries: [
    { code: 'MT', name: 'Malta', count: 54321 },
    { code: 'GB', name: 'Regno Unito', count: 1147446 },
  ],
  rules: [],
  client: null,
  today: '2026-03-31',
};
const noMissingData: MissingDataList = { items: [], total: 0, page: 1, pageSize: 20 };

describe('DeadlinesPage', () => {
  beforeAll(() => {
    stubLayout();
    // A desktop screen, for the list's page size.
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
  });

  it('writes the tiles and the country tabs’ counts the Italian way', async () => {
    stubApi(({ path }) => Response.json(path.startsWith('/api/deadlines/missing-data') ? noMissingData : list));
    renderWithQuery(
      <MemoryRouter initialEntries={['/scadenze']}>
        <TooltipProvider>
          <DeadlinesPage />
        </TooltipProvider>
      </MemoryRouter>,
    );
    const tile = (label: string) => within(screen.getByRole('group', { name: label }));
    expect(await tile('Totale Scadenze').findByText('1.201.767')).toBeTruthy();
    expect(tile('Entro 7 giorni').getByText('12.345')).toBeTruthy();
    expect(tile('In Ritardo').getByText('25.000')).toBeTruthy();
    expect(tile('Paesi').getByText('2')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Regno Unito (1.147.446)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Malta (54.321)' })).toBeTruthy();
  });
});
