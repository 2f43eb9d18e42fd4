import { z } from '../zod';

/**
 * The pieces every list query is made of: a search, a page, a page size and a sort.
 * Each list's schema spreads the ones it takes beside its own filters, so a page
 * number or a sort means the same, with the same Italian message, on every list.
 */

/** The page sizes a person can choose in a list's footer. */
export const PAGE_SIZE_CHOICES = [10, 20, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;
const LAST_PAGE = 1_000_000;

export const searchField = z
  .string()
  .trim()
  .max(100, 'La ricerca è troppo lunga')
  .optional()
  .transform((v) => v || undefined);

export function pageFields(defaultSize: number, maxSize: number = MAX_PAGE_SIZE) {
  return {
    page: z.coerce.number({ error: 'Pagina non valida' }).int('Pagina non valida').min(1, 'Pagina non valida').max(LAST_PAGE, 'Pagina non valida').default(1),
    pageSize: z.coerce
      .number({ error: 'Dimensione pagina non valida' })
      .int('Dimensione pagina non valida')
      .min(1, 'Dimensione pagina non valida')
      .max(maxSize, 'Dimensione pagina non valida')
      .default(defaultSize),
  };
}

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** `sort` names one of the list's sortable columns; without it the list keeps its own order. */
export function sortFields<const Column extends string>(columns: readonly [Column, ...Column[]]) {
  return {
    sort: z.enum(columns, { error: 'Ordinamento non valido' }).optional(),
    dir: z.enum(SORT_DIRECTIONS, { error: 'Ordinamento non valido' }).default('asc'),
  };
}

/**
 * How far past a page's start a list counts what a search matches: counting every match of a
 * term found in half the table would cost as much as reading it (decision 123).
 */
export const COUNT_CAP = 1000;
/**
 * How many matches past a page's start a filtered list reads at once through the filter's own
 * indexes: when those are all, the page is sorted from them; more are a frequent term's, whose page
 * is found along the sort's index, where its matches come often (decision 123).
 */
export const MATCHES_READ = 2 * COUNT_CAP;

/** One page of a list, as every list endpoint answers it. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** There are more than `total`: counting stopped there (COUNT_CAP). */
  totalCapped?: true;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Where a page starts in the whole list. */
export function pageOffset(query: { page: number; pageSize: number }): number {
  return (query.page - 1) * query.pageSize;
}

/** The answer of a list endpoint: the page's rows and where they sit in the whole list. */
export function paged<T>(items: T[], total: number, query: { page: number; pageSize: number }, totalCapped = false): Paged<T> {
  return { items, total, page: query.page, pageSize: query.pageSize, ...(totalCapped && { totalCapped: true as const }) };
}

/**
 * The answer of a list whose total was counted only up to COUNT_CAP past the page's start, and one
 * more to tell there are more (decision 123): that total, or COUNT_CAP past the start and "oltre".
 */
export function pagedUpToCap<T>(items: T[], counted: number, query: { page: number; pageSize: number }): Paged<T> {
  const cap = pageOffset(query) + COUNT_CAP;
  return paged(items, Math.min(counted, cap), query, counted > cap);
}
