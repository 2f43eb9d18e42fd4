import { useEffect } from 'react';
import { formatCount, plural, type Noun } from '@domain/plural';
import { pageCountOf } from '@domain/schemas/list-query';
import { Pagination } from '@web/components/ui/pagination';
import { LabelledSelect } from './LabelledSelect';
import type { ListState } from './use-list-state';

/**
 * Below a list: which rows are shown of how many ('21–40 di 265 clienti', '1–1 di 1 cliente'; a search
 * counted only so far, '1–20 di oltre 1000 clienti', with a page after), the page size and the pager.
 * A page past the last one (rows deleted, an old link) moves to the last.
 */
export function ListFooter({
  list,
  total,
  totalCapped,
  noun,
  pageSizes,
  compact,
}: {
  list: Pick<ListState<string, string>, 'page' | 'pageSize' | 'setPage' | 'setPageSize' | 'clampPage'>;
  /** undefined while the first answer is awaited. */
  total: number | undefined;
  /** There are more rows than `total`: the server stopped counting there. */
  totalCapped?: boolean;
  /** The rows' name in the singular and the plural: ['cliente', 'clienti']. */
  noun: Noun;
  pageSizes?: readonly number[];
  /** The phone's pager at any width, for a list in a narrow column. */
  compact?: boolean;
}) {
  const { page, pageSize, setPage, setPageSize, clampPage } = list;
  const pageCount = total === undefined ? undefined : pageCountOf(total, pageSize) + (totalCapped ? 1 : 0);
  useEffect(() => {
    if (pageCount !== undefined) clampPage(pageCount);
  }, [clampPage, pageCount]);

  if (!total || pageCount === undefined) return null;
  // A phone's own default (e.g. 8 cards) is offered too while it is the size in use.
  const sizes = pageSizes && [...new Set([...pageSizes, pageSize])].sort((a, b) => a - b);
  const first = (Math.min(page, pageCount) - 1) * pageSize + 1;
  return (
    <div className="flex flex-col items-center justify-between gap-3 border-t p-3 sm:flex-row sm:flex-wrap sm:px-4">
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {formatCount(first)}–{formatCount(Math.min(first + pageSize - 1, total))} di {totalCapped && 'oltre '}
        {formatCount(total)} {plural(total, noun)}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        {sizes && (
          <LabelledSelect label="Righe per pagina" value={String(pageSize)} onChange={(v) => setPageSize(Number(v))}>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </LabelledSelect>
        )}
        <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={setPage} compact={compact} />
      </div>
    </div>
  );
}
