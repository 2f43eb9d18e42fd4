import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithQuery, stubApi } from '@web/test/render';
import type { MissingDataList } from '../api/list-deadlines';
import { MissingDataCard } from './MissingDataCard';

/** The first page of 'Dati mancanti' when counting stopped at COUNT_CAP: there are more. */
const capped: MissingDataList = {
  items: [
    {
      clientId: '6f1d1a4e-8f5e-4f7e-9a51-0d5d7c1f2a10',
      companyName: 'Acme Ltd',
      countryCode: 'GB',
      countryName: 'Regno Unito',
      rules: [{ ruleId: 'gb-confirmation-statement', ruleName: 'Confirmation Statement', missing: ['Data di costituzione'] }],
    },
  ],
  total: 1000,
  totalCapped: true,
  page: 1,
  pageSize: 20,
};

describe('MissingDataCard', () => {
  beforeAll(() => {
    // A desktop screen, for the list's page size.
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
  });

  it("says 'Oltre' when the clients lacking data were counted only so far", async () => {
    stubApi(() => Response.json(capped));
    renderWithQuery(
      <MemoryRouter>
        <MissingDataCard />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Oltre 1000 clienti non hanno i dati per calcolare tutte le scadenze')).toBeTruthy();
  });
});
