import { useCallback, useMemo, useState } from 'react';

export interface Selection {
  /** The chosen rows' ids, across every page seen. */
  ids: readonly string[];
  has: (id: string) => boolean;
  toggle: (id: string) => void;
  /** The header checkbox: every row of the page in, or every row of the page out. */
  togglePage: (checked: boolean) => void;
  /** The header checkbox's state: all of this page, some of it, or none. */
  pageState: boolean | 'indeterminate';
  remove: (ids: readonly string[]) => void;
  clear: () => void;
}

/**
 * Rows chosen for a bulk action. The choice outlives paging, so rows can be gathered
 * from several pages; it is not kept in the address (decision 089).
 */
export function useSelection(pageIds: readonly string[]): Selection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const edit = useCallback((apply: (next: Set<string>) => void) => {
    setChosen((prev) => {
      const next = new Set(prev);
      apply(next);
      return next;
    });
  }, []);

  const onPage = pageIds.filter((id) => chosen.has(id)).length;
  const pageState = pageIds.length > 0 && onPage === pageIds.length ? true : onPage > 0 ? 'indeterminate' : false;
  const ids = useMemo(() => [...chosen], [chosen]);

  return {
    ids,
    has: (id) => chosen.has(id),
    toggle: (id) => edit((next) => void (next.delete(id) || next.add(id))),
    togglePage: (checked) => edit((next) => pageIds.forEach((id) => (checked ? next.add(id) : next.delete(id)))),
    pageState,
    remove: (gone) => edit((next) => gone.forEach((id) => next.delete(id))),
    clear: () => setChosen(new Set()),
  };
}
