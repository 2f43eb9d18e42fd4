import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataTable, tableColumns, type Column } from './DataTable';
import { ListFooter } from './ListFooter';
import { ListSearch } from './ListSearch';
import { useListState } from './use-list-state';
import { useSelection } from './use-selection';

interface Row {
  id: string;
  name: string;
  country: string;
}

const ALL_ROWS: Row[] = Array.from({ length: 45 }, (_, i) => ({ id: `r${i + 1}`, name: `Cliente ${i + 1}`, country: i % 2 ? 'Malta' : 'Cipro' }));

const columns: Column<Row>[] = [
  { id: 'name', header: 'Azienda', cell: (r) => r.name, sort: 'name', card: 'title', width: 500 },
  { id: 'country', header: 'Paese', cell: (r) => r.country, sort: 'country', width: 300, givesWay: { kind: 'spec' } },
];

let boxWidth = 1200;
const screenOf = (phone: boolean) =>
  ((query: string) => ({ matches: phone, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
const desktop = screenOf(false);
beforeAll(() => {
  // jsdom lays nothing out: the list's box is as wide as each test says.
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => boxWidth });
  window.matchMedia = desktop;
});
afterEach(() => {
  cleanup();
  boxWidth = 1200;
  window.matchMedia = desktop;
});

/** A list the way a page builds it, over rows held here instead of a server. */
function ClientList() {
  const list = useListState<'country', 'name' | 'country'>({
    filters: ['country'],
    sortable: ['name', 'country'],
    pageSize: { phone: 8, desktop: 20 },
    pageSizes: [10, 20, 50],
  });
  const matching = ALL_ROWS.filter((r) => (!list.q || r.name.includes(list.q)) && (!list.filters.country || r.country === list.filters.country));
  const start = (list.page - 1) * list.pageSize;
  const rows = matching.slice(start, start + list.pageSize);
  const selection = useSelection(rows.map((r) => r.id));
  return (
    <>
      <ListSearch list={list} label="Cerca clienti" placeholder="Cerca clienti..." />
      <button type="button" onClick={() => list.setFilter('country', 'Malta')}>
        Solo Malta
      </button>
      <output aria-label="Selezionati">{selection.ids.length}</output>
      <DataTable
        label="Clienti"
        columns={columns}
        rows={rows}
        rowId={(r) => r.id}
        rowName={(r) => r.name}
        loading={false}
        empty="Nessun cliente"
        sorting={list}
        selection={selection}
        selectPageLabel="Seleziona tutti i clienti della pagina"
      />
      <ListFooter list={list} total={matching.length} noun={['cliente', 'clienti']} pageSizes={[10, 20, 50]} />
    </>
  );
}

function open(url: string) {
  const router = createMemoryRouter([{ path: '/clienti', element: <ClientList /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const address = (router: ReturnType<typeof open>) => router.state.location.pathname + router.state.location.search;
const range = () => screen.getByText(/ di \d+ client[ei]$/).textContent;

describe('list state in the address', () => {
  it('a shared link opens the same view: search, filter, page and size', () => {
    open('/clienti?q=Cliente%201&country=Malta&size=10');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Cerca clienti' }).value).toBe('Cliente 1');
    expect(range()).toBe('1–5 di 5 clienti');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Righe per pagina' }).value).toBe('10');
  });

  it('names one row in the singular', () => {
    open('/clienti?q=Cliente%2045');
    expect(range()).toBe('1–1 di 1 cliente');
  });

  it('paging writes the page in the address and Back returns to the page before', async () => {
    const router = open('/clienti');
    fireEvent.click(screen.getByRole('button', { name: 'Pagina 3' }));
    expect(address(router)).toBe('/clienti?page=3');
    expect(range()).toBe('41–45 di 45 clienti');
    await act(() => router.navigate(-1));
    expect(address(router)).toBe('/clienti');
    expect(range()).toBe('1–20 di 45 clienti');
  });

  it('any change of filter, search or size goes back to page 1', () => {
    const router = open('/clienti?page=3');
    fireEvent.click(screen.getByRole('button', { name: 'Solo Malta' }));
    expect(address(router)).toBe('/clienti?country=Malta');
    fireEvent.click(screen.getByRole('button', { name: 'Pagina 2' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca clienti' }), { target: { value: 'a' } });
    expect(router.state.location.search).not.toContain('page=');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca clienti' }), { target: { value: '' } });
    expect(address(router)).toBe('/clienti?country=Malta');
    expect(range()).toBe('1–20 di 22 clienti');
    fireEvent.click(screen.getByRole('button', { name: 'Pagina 2' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Righe per pagina' }), { target: { value: '50' } });
    expect(address(router)).toBe('/clienti?country=Malta&size=50');
  });

  it('a page past the last one moves to the last', () => {
    const router = open('/clienti?page=9');
    expect(address(router)).toBe('/clienti?page=3');
    expect(range()).toBe('41–45 di 45 clienti');
  });

  it('a header click sorts ascending, then descending, then the list’s own order', () => {
    const router = open('/clienti');
    const header = () => screen.getByRole('columnheader', { name: /Azienda/ });
    fireEvent.click(within(header()).getByRole('button'));
    expect(address(router)).toBe('/clienti?sort=name&dir=asc');
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header()).getByRole('button'));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header()).getByRole('button'));
    expect(address(router)).toBe('/clienti');
    expect(header().getAttribute('aria-sort')).toBeNull();
  });

  it('a sort the list does not offer is not taken from the address', () => {
    open('/clienti?sort=password&dir=desc');
    expect(screen.getByRole('columnheader', { name: /Azienda/ }).getAttribute('aria-sort')).toBeNull();
  });
});

describe('selection', () => {
  it('the header box is tri-state and the choice outlives paging', () => {
    open('/clienti');
    const pageBox = () => screen.getByRole('checkbox', { name: 'Seleziona tutti i clienti della pagina' });
    expect(pageBox().getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleziona Cliente 2' }));
    expect(pageBox().getAttribute('aria-checked')).toBe('mixed');
    fireEvent.click(pageBox());
    expect(pageBox().getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('status', { name: 'Selezionati' }).textContent).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(pageBox().getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleziona Cliente 21' }));
    expect(screen.getByRole('status', { name: 'Selezionati' }).textContent).toBe('21');
    fireEvent.click(screen.getByRole('button', { name: 'Pagina 1' }));
    expect(pageBox().getAttribute('aria-checked')).toBe('true');
    fireEvent.click(pageBox());
    expect(screen.getByRole('status', { name: 'Selezionati' }).textContent).toBe('1');
  });

  it('on cards the page is chosen whole from a box above them, as from the header', () => {
    boxWidth = 390;
    open('/clienti');
    expect(screen.queryByRole('table')).toBeNull();
    const pageBox = screen.getByRole('checkbox', { name: 'Seleziona tutti i clienti della pagina' });
    fireEvent.click(pageBox);
    expect(pageBox.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('status', { name: 'Selezionati' }).textContent).toBe('20');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleziona Cliente 3' }));
    expect(pageBox.getAttribute('aria-checked')).toBe('mixed');
  });
});

describe('layout by the width of the list’s box', () => {
  it('all columns when wide, the essential ones when narrower, cards when narrow', () => {
    boxWidth = 1000;
    open('/clienti');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Azienda', 'Paese']);
    cleanup();
    boxWidth = 700;
    open('/clienti');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Altri dati', 'Azienda']);
    cleanup();
    boxWidth = 390;
    open('/clienti');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Clienti' })).getAllByRole('listitem');
    expect(cards).toHaveLength(20);
    expect(within(cards[0]!).getByRole('definition').textContent).toBe('Cipro');
  });

  it('a card with nothing in its footer or actions has no bar for them', () => {
    boxWidth = 390;
    const withActions: Column<Row>[] = [
      columns[0]!,
      { id: 'actions', header: 'Azioni', card: 'actions', width: 100, cell: (r) => (r.country === 'Malta' ? <button type="button">Apri {r.name}</button> : null) },
    ];
    render(<DataTable label="Clienti" columns={withActions} rows={ALL_ROWS.slice(0, 2)} rowId={(r) => r.id} rowName={(r) => r.name} loading={false} empty="Nessun cliente" />);
    const [cipro, malta] = within(screen.getByRole('list', { name: 'Clienti' })).getAllByRole('listitem');
    expect(within(malta!).getByRole('button', { name: 'Apri Cliente 2' })).toBeTruthy();
    expect(malta!.children).toHaveLength(2);
    expect(cipro!.children).toHaveLength(1);
  });

  it('a column left out of the table opens under its row, and closes again', () => {
    boxWidth = 700;
    open('/clienti');
    const more = screen.getByRole('button', { name: 'Altri dati di Cliente 1' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('title')).toBe('Paese');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const details = screen.getByRole('group', { name: 'Altri dati di Cliente 1' });
    expect(more.getAttribute('aria-controls')).toBe(details.id);
    expect(within(details).getByRole('term').textContent).toBe('Paese');
    expect(within(details).getByRole('definition').textContent).toBe('Cipro');
    expect(screen.queryByRole('group', { name: 'Altri dati di Cliente 2' })).toBeNull();
    fireEvent.click(more);
    expect(screen.queryByRole('group', { name: 'Altri dati di Cliente 1' })).toBeNull();
  });

  it('on cards the sort is chosen from a list', () => {
    boxWidth = 390;
    const router = open('/clienti');
    fireEvent.change(screen.getByRole('combobox', { name: 'Ordina per' }), { target: { value: 'country:desc' } });
    expect(address(router)).toBe('/clienti?sort=country&dir=desc');
  });
});

describe('which columns give way', () => {
  // The client list's columns: those of the spec, with Tipo di società and Stato added.
  const cell = () => null;
  const clientColumns: Column<Row>[] = [
    { id: 'Azienda', header: 'Azienda', cell, width: 180 },
    { id: 'Responsabile', header: 'Responsabile', cell, width: 140 },
    { id: 'Settori', header: 'Settori', cell, width: 120, givesWay: { kind: 'spec' } },
    { id: 'Paese', header: 'Paese Costituzione', cell, width: 140 },
    { id: 'Tipo', header: 'Tipo di società', cell, width: 130, givesWay: { kind: 'added' } },
    { id: 'Data', header: 'Data Costituzione', cell, width: 120, givesWay: { kind: 'spec' } },
    { id: 'Stato', header: 'Stato', cell, width: 112, givesWay: { kind: 'added' } },
    { id: 'Azioni', header: 'Azioni', cell, width: 124 },
  ];
  const hiddenAt = (width: number, columns = clientColumns) => {
    const layout = tableColumns(columns, width, true);
    return layout && layout.hidden.map((c) => c.id);
  };

  it('none while the box holds them all with the selection boxes', () => {
    expect(hiddenAt(1106)).toEqual([]);
  });

  it('the added ones before any the spec names, the one further right first', () => {
    expect(hiddenAt(1105)).toEqual(['Stato']);
    // Beside the details button, Tipo di società no longer fits either.
    expect(hiddenAt(1000)).toEqual(['Tipo', 'Stato']);
    expect(hiddenAt(958)).toEqual(['Tipo', 'Stato']);
    expect(hiddenAt(850)).toEqual(['Tipo', 'Data', 'Stato']);
  });

  it('never the essential ones: below their width the rows become cards', () => {
    expect(hiddenAt(702)).toEqual(['Settori', 'Tipo', 'Data', 'Stato']);
    expect(tableColumns(clientColumns, 702, true)?.shown.map((c) => c.id)).toEqual(['Azienda', 'Responsabile', 'Paese', 'Azioni']);
    expect(hiddenAt(660)).not.toBeNull();
    expect(hiddenAt(659)).toBeNull();
  });

  it('none on a phone-narrow box: cards show every value', () => {
    const narrow: Column<Row>[] = [
      { id: 'Banca', header: 'Banca', cell, width: 210 },
      { id: 'Fatturato', header: 'Fatturato', cell, width: 165, givesWay: { kind: 'spec' } },
      { id: 'Stato', header: 'Stato', cell, width: 110 },
    ];
    expect(tableColumns(narrow, 485, false)?.hidden).toEqual([]);
    expect(tableColumns(narrow, 480, false)?.hidden.map((c) => c.id)).toEqual(['Fatturato']);
    expect(tableColumns(narrow, 479, false)).toBeNull();
  });

  it('a higher order gives way first within its kind', () => {
    const ordered = clientColumns.map((c) => (c.id === 'Settori' ? { ...c, givesWay: { kind: 'spec' as const, order: 1 } } : c));
    expect(hiddenAt(850, ordered)).toEqual(['Settori', 'Tipo', 'Stato']);
  });
});

describe('pager shapes', () => {
  function Pager({ start }: { start: number }) {
    const [page, setPage] = useState(start);
    return <ListFooter list={{ page, pageSize: 10, setPage, setPageSize() {}, clampPage() {} }} total={200} noun={['riga', 'righe']} />;
  }
  const numbers = () => screen.getAllByRole('button', { name: /^Pagina \d+$/ }).map((b) => b.textContent);

  it('up to 5 numbers around the current page on a desktop', () => {
    render(<Pager start={10} />);
    expect(numbers()).toEqual(['8', '9', '10', '11', '12']);
  });

  it('first, current and last on a phone', () => {
    window.matchMedia = screenOf(true);
    render(<Pager start={10} />);
    expect(numbers()).toEqual(['1', '10', '20']);
  });
});

describe('a total counted only so far', () => {
  it('says "oltre" and offers the page after the last counted', () => {
    function Capped() {
      const [page, setPage] = useState(1000);
      return <ListFooter list={{ page, pageSize: 10, setPage, setPageSize() {}, clampPage() {} }} total={10_000} totalCapped noun={['riga', 'righe']} />;
    }
    render(<Capped />);
    expect(screen.getByText(/di oltre/).textContent).toBe('9991–10.000 di oltre 10.000 righe');
    expect(screen.getByRole('button', { name: 'Pagina 1001' })).toHaveProperty('disabled', false);
  });
});
