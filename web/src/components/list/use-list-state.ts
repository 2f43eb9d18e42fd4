import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SortDirection } from '@domain/schemas/list-query';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useIsMobile } from '@web/lib/use-mobile';

export interface ListSort<Column extends string = string> {
  by: Column;
  dir: SortDirection;
}

export interface ListStateOptions<Filter extends string, Column extends string> {
  /** Names of the list's filters, as the address and the API both call them. */
  filters?: readonly Filter[];
  /** Columns the list can be sorted by. */
  sortable?: readonly Column[];
  /** Rows per page when the address does not say: on a phone, and elsewhere. */
  pageSize: { phone: number; desktop: number };
  /** The page sizes offered; a size outside them in the address is not taken. */
  pageSizes: readonly number[];
  /** Several lists on one page each keep their own names in the address. */
  prefix?: string;
}

export interface ListState<Filter extends string, Column extends string> {
  /** The search as typed (the box's value). */
  search: string;
  /** The search once typing has paused, trimmed: what the list is asked for. */
  q: string;
  filters: Record<Filter, string>;
  sort: ListSort<Column> | null;
  page: number;
  pageSize: number;
  setSearch: (text: string) => void;
  setFilter: (name: Filter, value: string) => void;
  /** A click on a column header: ascending first, then descending, then the list's own order. */
  toggleSort: (column: Column) => void;
  /** null: the list's own order. */
  setSort: (sort: ListSort<Column> | null) => void;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  /** Goes to the last page when the one in the address is past it (rows deleted, a shared link). */
  clampPage: (pageCount: number) => void;
  /** Search, filters, sort and page as the list endpoint takes them. */
  query: { q?: string; sort?: Column; dir?: SortDirection; page: number; pageSize: number } & Partial<Record<Filter, string>>;
}

type Changes = Record<string, string | null>;

/**
 * A list's search, filters, sort, page and page size, kept in the address: a reload,
 * Back and a shared link show the same view. Any change but the page's own goes back
 * to page 1. Typing replaces the address entry instead of adding one per letter.
 */
export function useListState<Filter extends string = never, Column extends string = never>(
  options: ListStateOptions<Filter, Column>,
): ListState<Filter, Column> {
  const { filters: filterNames = [], sortable = [], pageSizes, prefix = '' } = options;
  const [params, setParams] = useSearchParams();
  const isPhone = useIsMobile();
  const key = useCallback((name: string) => prefix + name, [prefix]);

  const search = params.get(key('q')) ?? '';
  const debounced = useDebouncedValue(search.trim(), 300);
  // Cleared at once: an emptied box shows the whole list without waiting.
  const q = search.trim() === '' ? '' : debounced;
  const filterValues = params.toString();
  const filters = useMemo(() => {
    const current = new URLSearchParams(filterValues);
    return Object.fromEntries(filterNames.map((name) => [name, current.get(prefix + name) ?? ''])) as Record<Filter, string>;
  }, [filterValues, filterNames, prefix]);

  const sortBy = params.get(key('sort'));
  const sortColumn = sortBy && (sortable as readonly string[]).includes(sortBy) ? (sortBy as Column) : null;
  const sortDir: SortDirection = params.get(key('dir')) === 'desc' ? 'desc' : 'asc';
  const sort = useMemo<ListSort<Column> | null>(() => (sortColumn ? { by: sortColumn, dir: sortDir } : null), [sortColumn, sortDir]);
  const page = wholeNumber(params.get(key('page'))) ?? 1;
  const askedSize = wholeNumber(params.get(key('size')));
  const pageSize = askedSize !== null && pageSizes.includes(askedSize) ? askedSize : isPhone ? options.pageSize.phone : options.pageSize.desktop;

  const change = useCallback(
    (changes: Changes, { keepPage = false, replace = false } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key(name));
            else next.set(key(name), value);
          }
          if (!keepPage) next.delete(key('page'));
          return next;
        },
        { replace },
      ),
    [setParams, key],
  );

  const setSearch = useCallback((text: string) => change({ q: text }, { replace: true }), [change]);
  const setFilter = useCallback((name: Filter, value: string) => change({ [name]: value }), [change]);
  const setSort = useCallback(
    (next: ListSort<Column> | null) => change(next && (sortable as readonly string[]).includes(next.by) ? { sort: next.by, dir: next.dir } : { sort: null, dir: null }),
    [change, sortable],
  );
  const toggleSort = useCallback(
    (column: Column) => setSort(sort?.by !== column ? { by: column, dir: 'asc' } : sort.dir === 'asc' ? { by: column, dir: 'desc' } : null),
    [setSort, sort],
  );
  const setPage = useCallback((next: number) => change({ page: next > 1 ? String(next) : null }, { keepPage: true }), [change]);
  const setPageSize = useCallback((size: number) => change({ size: String(size) }), [change]);
  const clampPage = useCallback(
    (pageCount: number) => {
      if (page > pageCount) change({ page: pageCount > 1 ? String(pageCount) : null }, { keepPage: true, replace: true });
    },
    [change, page],
  );

  const query = useMemo(() => {
    const chosen = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as Partial<Record<Filter, string>>;
    return { ...chosen, ...(q ? { q } : {}), ...(sort ? { sort: sort.by, dir: sort.dir } : {}), page, pageSize };
  }, [filters, q, sort, page, pageSize]);

  return { search, q, filters, sort, page, pageSize, setSearch, setFilter, toggleSort, setSort, setPage, setPageSize, clampPage, query };
}

function wholeNumber(text: string | null): number | null {
  if (!text || !/^\d{1,7}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

/** A list query as the typed API client sends it: strings only, nothing unset. */
export function listQueryParams(query: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).flatMap(([name, value]) => (value === undefined || value === '' ? [] : [[name, String(value)]])));
}
