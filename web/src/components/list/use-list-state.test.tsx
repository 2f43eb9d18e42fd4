import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listQueryParams, useListState, type ListStateOptions } from './use-list-state';

const screenOf = (phone: boolean) =>
  ((query: string) => ({ matches: phone, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;

beforeEach(() => {
  window.matchMedia = screenOf(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const OPTIONS: ListStateOptions<'status' | 'country', 'name' | 'createdAt'> = {
  filters: ['status', 'country'],
  sortable: ['name', 'createdAt'],
  pageSize: { phone: 10, desktop: 25 },
  pageSizes: [10, 25, 50],
};

/** The hook on a page opened at `url`; the router tells the address it writes. */
function atAddress(url: string, options: ListStateOptions<'status' | 'country', 'name' | 'createdAt'> = OPTIONS) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/elenco', element: children }], { initialEntries: ['/start', url], initialIndex: 1 });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useListState(options), { wrapper });
  const address = () => router.state.location.pathname + router.state.location.search;
  return { ...hook, router, address };
}

describe('what the list asks the server for', () => {
  it('reads filters, sort, page and size from a shared link; unset filters are not sent', () => {
    const { result } = atAddress('/elenco?status=attivo&sort=createdAt&dir=desc&page=2&size=50');
    expect(result.current.query).toEqual({ status: 'attivo', sort: 'createdAt', dir: 'desc', page: 2, pageSize: 50 });
    expect(listQueryParams(result.current.query)).toEqual({ status: 'attivo', sort: 'createdAt', dir: 'desc', page: '2', pageSize: '50' });
  });

  it.each([
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=99999999', 1],
    ['page=7', 7],
  ])('a page written %s in the address is read as page %i', (param, page) => {
    expect(atAddress(`/elenco?${param}`).result.current.page).toBe(page);
  });

  it('a size the list does not offer falls back to the size for the screen: fewer rows on a phone', () => {
    expect(atAddress('/elenco?size=1000').result.current.pageSize).toBe(25);
    cleanup();
    window.matchMedia = screenOf(true);
    expect(atAddress('/elenco?size=1000').result.current.pageSize).toBe(10);
    expect(atAddress('/elenco?size=50').result.current.pageSize).toBe(50);
  });

  it('an ascending sort unless the address says desc', () => {
    expect(atAddress('/elenco?sort=name&dir=sideways').result.current.sort).toEqual({ by: 'name', dir: 'asc' });
  });

  it('the search is asked for trimmed, once typing has paused; an emptied box at once', () => {
    vi.useFakeTimers();
    const { result, address } = atAddress('/elenco');
    act(() => result.current.setSearch('  acme '));
    expect(result.current.search).toBe('  acme ');
    expect(result.current.query.q).toBeUndefined();
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.query.q).toBe('acme');
    expect(address()).toBe('/elenco?q=++acme+');
    act(() => result.current.setSearch(''));
    expect(result.current.query.q).toBeUndefined();
    expect(address()).toBe('/elenco');
  });
});

describe('what the list writes in the address', () => {
  it('typing replaces the entry (Back leaves the list), a filter adds one (Back undoes it)', async () => {
    const { result, router, address } = atAddress('/elenco');
    act(() => result.current.setSearch('a'));
    act(() => result.current.setSearch('ac'));
    act(() => result.current.setFilter('country', 'MT'));
    expect(address()).toBe('/elenco?q=ac&country=MT');
    await act(() => router.navigate(-1));
    expect(address()).toBe('/elenco?q=ac');
    await act(() => router.navigate(-1));
    expect(address()).toBe('/start');
  });

  it('a sort the list does not offer is not written; clearing the sort removes both its names', () => {
    const { result, address } = atAddress('/elenco?sort=name&dir=desc');
    act(() => result.current.setSort({ by: 'password' as 'name', dir: 'asc' }));
    expect(address()).toBe('/elenco');
    act(() => result.current.setSort({ by: 'createdAt', dir: 'desc' }));
    expect(address()).toBe('/elenco?sort=createdAt&dir=desc');
    act(() => result.current.setSort(null));
    expect(address()).toBe('/elenco');
  });

  it('page 1 is the address without a page; a page past the end becomes the last, in place', () => {
    const { result, address } = atAddress('/elenco?page=2');
    act(() => result.current.setPage(1));
    expect(address()).toBe('/elenco');
    act(() => result.current.setPage(6));
    act(() => result.current.clampPage(4));
    expect(address()).toBe('/elenco?page=4');
    act(() => result.current.clampPage(0));
    expect(address()).toBe('/elenco');
  });

  it('two lists on one page keep their own names and pages', () => {
    const { result, address } = atAddress('/elenco?status=attivo&c_status=chiuso&c_page=3', { ...OPTIONS, prefix: 'c_' });
    expect(result.current.filters).toEqual({ status: 'chiuso', country: '' });
    expect(result.current.page).toBe(3);
    act(() => result.current.setFilter('country', 'CY'));
    expect(address()).toBe('/elenco?status=attivo&c_status=chiuso&c_country=CY');
  });
});
