import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Checkbox } from '@web/components/ui/checkbox';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useHydrated } from '@web/lib/use-hydrated';
import { cn } from '@web/lib/utils';
import { LabelledSelect } from './LabelledSelect';
import type { ListSort } from './use-list-state';
import type { Selection } from './use-selection';

/** Where a column's value goes on a phone card. */
export type CardPlace = 'title' | 'subtitle' | 'detail' | 'footer' | 'actions' | 'hidden';

export interface Column<T> {
  id: string;
  /** The header, and the value's label on a card. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The sort key the list endpoint takes, when the column can be sorted. */
  sort?: string;
  /** Left out of a table narrower than its full width. */
  optional?: boolean;
  /** Default 'detail': labelled, below the title. */
  card?: CardPlace;
  /** The value on a card, when it differs from the table's (e.g. no editing in place). */
  cardCell?: (row: T) => ReactNode;
  className?: string;
  headerClassName?: string;
}

export interface DataTableProps<T> {
  /** The table's and the card list's accessible name. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowId: (row: T) => string;
  /** Names a row for its selection checkbox: 'Seleziona <name>'. */
  rowName: (row: T) => string;
  loading: boolean;
  empty: ReactNode;
  /** The list's sort: its useListState. */
  sorting?: Sorting;
  selection?: Selection;
  /** The header checkbox's name, e.g. 'Seleziona tutti i clienti della pagina'. */
  selectPageLabel?: string;
  /**
   * Box widths (px) the table needs: all columns from `full`, the non-optional ones from
   * `compact`; below, rows become cards, never a table to scroll sideways.
   */
  widths: { full: number; compact?: number };
  rowClassName?: (row: T) => string | undefined;
  /** Column widths from the headers' classes (table-layout: fixed), instead of from the content. */
  fixedLayout?: boolean;
}

// Methods, so a list state sorting by its own columns' names fits.
interface Sorting {
  sort: ListSort | null;
  toggleSort(column: string): void;
  setSort(sort: ListSort | null): void;
}

type Layout = 'full' | 'compact' | 'cards';

/**
 * A list's rows: a table with sortable headers and tri-state selection where its box is
 * wide enough, cards with the important fields first where it is not. Until the page is
 * live its width is unknown, so the server's HTML holds both and CSS picks one by the screen.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(box);
  const hydrated = useHydrated();
  const { full, compact = full } = props.widths;
  const layout: Layout | null = !hydrated || width === null ? null : width >= full ? 'full' : width >= compact ? 'compact' : 'cards';

  return (
    <div ref={box} aria-busy={props.loading} className="@container">
      {layout === null ? (
        <>
          <div className="md:hidden">
            <RowCards {...props} />
          </div>
          <div className="hidden md:block">
            <RowTable {...props} columns={props.columns.filter((c) => !c.optional)} />
          </div>
        </>
      ) : layout === 'cards' ? (
        <RowCards {...props} />
      ) : (
        <RowTable {...props} columns={layout === 'full' ? props.columns : props.columns.filter((c) => !c.optional)} />
      )}
    </div>
  );
}

function useBoxWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => setWidth(box.clientWidth);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

function RowTable<T>({ label, columns, rows, rowId, rowName, loading, empty, sorting, selection, selectPageLabel, rowClassName, fixedLayout }: DataTableProps<T>) {
  const sort = sorting?.sort;
  const span = columns.length + (selection ? 1 : 0);
  return (
    <Table aria-label={label} className={cn(fixedLayout && 'table-fixed')}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {selection && (
            <TableHead className="w-10">
              <Checkbox
                checked={selection.pageState}
                onCheckedChange={(v) => selection.togglePage(v === true)}
                aria-label={selectPageLabel ?? 'Seleziona tutte le righe della pagina'}
                disabled={!rows.length}
              />
            </TableHead>
          )}
          {columns.map((column) => (
            <TableHead
              key={column.id}
              className={cn(column.card === 'actions' && 'text-right', column.headerClassName)}
              aria-sort={column.sort && sort?.by === column.sort ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
            >
              {column.sort && sorting ? <SortButton column={column} sort={sort} onSort={sorting.toggleSort} /> : column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading &&
          Array.from({ length: 6 }, (_, i) => (
            <TableRow key={i}>
              <TableCell colSpan={span}>
                <Skeleton className="h-6 w-full" />
              </TableCell>
            </TableRow>
          ))}
        {!loading && rows.length === 0 && <TableEmpty colSpan={span}>{empty}</TableEmpty>}
        {!loading &&
          rows.map((row) => {
            const id = rowId(row);
            return (
              <TableRow key={id} data-state={selection?.has(id) ? 'selected' : undefined} className={rowClassName?.(row)}>
                {selection && (
                  <TableCell>
                    <Checkbox checked={selection.has(id)} onCheckedChange={() => selection.toggle(id)} aria-label={`Seleziona ${rowName(row)}`} />
                  </TableCell>
                )}
                {columns.map((column) => (
                  <TableCell key={column.id} className={column.className}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
      </TableBody>
    </Table>
  );
}

function SortButton<T>({ column, sort, onSort }: { column: Column<T>; sort: ListSort | null | undefined; onSort: (column: string) => void }) {
  const active = sort?.by === column.sort;
  const Icon = !active ? ArrowUpDown : sort?.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(column.sort!)}
      className={cn('-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none', active && 'text-foreground')}
    >
      {column.header}
      <Icon className={cn('size-3.5', !active && 'opacity-50')} aria-hidden="true" />
    </button>
  );
}

function RowCards<T>({ label, columns, rows, rowId, rowName, loading, empty, sorting, selection, selectPageLabel, rowClassName }: DataTableProps<T>) {
  if (loading) {
    return (
      <div className="grid gap-3 p-3">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28 w-full rounded-lg" />
        ))}
      </div>
    );
  }
  const sortable = columns.filter((c) => c.sort);
  // No headers on cards: the page's selection box and the sort sit above them.
  const sortChoice = sorting && sortable.length > 0 && <SortChoice columns={sortable} sorting={sorting} />;
  const toolbar = (selection || sortChoice) && (
    <div className="flex flex-wrap items-center justify-between gap-3 px-3 pt-3">
      {selection && (
        <label className="flex items-center gap-2 text-sm text-muted-foreground">
          <Checkbox
            checked={selection.pageState}
            onCheckedChange={(v) => selection.togglePage(v === true)}
            aria-label={selectPageLabel ?? 'Seleziona tutte le righe della pagina'}
            disabled={!rows.length}
          />
          Seleziona tutti
        </label>
      )}
      <div className="ml-auto">{sortChoice}</div>
    </div>
  );
  if (!rows.length) {
    return (
      <>
        {toolbar}
        <p className="px-4 py-12 text-center text-sm text-muted-foreground">{empty}</p>
      </>
    );
  }
  const placed = (place: CardPlace) => columns.filter((c) => (c.card ?? 'detail') === place).map((c) => ({ ...c, cell: c.cardCell ?? c.cell }));
  const [titles, subtitles, details, footers, actions] = [placed('title'), placed('subtitle'), placed('detail'), placed('footer'), placed('actions')];
  return (
    <>
      {toolbar}
      <ul className="grid grid-cols-1 gap-3 p-3 @2xl:grid-cols-2" aria-label={label}>
        {rows.map((row) => {
          const id = rowId(row);
          const chosen = selection?.has(id) ?? false;
          return (
            <li key={id} className={cn('min-w-0 rounded-lg border bg-card p-3', chosen && 'border-primary/40 bg-accent/50', rowClassName?.(row))}>
              <div className="flex items-start gap-3">
                {selection && <Checkbox className="mt-1" checked={chosen} onCheckedChange={() => selection.toggle(id)} aria-label={`Seleziona ${rowName(row)}`} />}
                <div className="min-w-0 flex-1">
                  {titles.map((c) => (
                    <div key={c.id} className="min-w-0 font-medium">
                      {c.cell(row)}
                    </div>
                  ))}
                  {subtitles.map((c) => (
                    <div key={c.id} className="mt-0.5 min-w-0 text-sm text-muted-foreground">
                      {c.cell(row)}
                    </div>
                  ))}
                  {details.length > 0 && (
                    <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                      {details.map((c) => (
                        <div key={c.id} className="contents">
                          <dt className="text-muted-foreground">{c.header}</dt>
                          <dd className="min-w-0">{c.cell(row)}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </div>
              </div>
              {/* No bar for a row with nothing in it (e.g. no action allowed on this row). */}
              {[...footers, ...actions].some((c) => c.cell(row) != null && c.cell(row) !== false) && (
                <div className="mt-2 flex items-center justify-between gap-2 border-t pt-2">
                  <div className="min-w-0">
                    {footers.map((c) => (
                      <div key={c.id}>{c.cell(row)}</div>
                    ))}
                  </div>
                  {actions.map((c) => (
                    <div key={c.id}>{c.cell(row)}</div>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

const DEFAULT_ORDER = '';

/** On cards there are no headers to click: the sort is chosen from a list. */
function SortChoice<T>({ columns, sorting }: { columns: readonly Column<T>[]; sorting: Sorting }) {
  const current = sorting.sort ? `${sorting.sort.by}:${sorting.sort.dir}` : DEFAULT_ORDER;
  return (
    <LabelledSelect
      label="Ordina per"
      value={current}
      onChange={(value) => {
        const [by, dir] = value.split(':');
        sorting.setSort(by ? { by, dir: dir === 'desc' ? 'desc' : 'asc' } : null);
      }}
    >
      <option value={DEFAULT_ORDER}>Ordine predefinito</option>
      {columns.flatMap((c) => [
        <option key={`${c.sort}:asc`} value={`${c.sort}:asc`}>{`${c.header}, crescente`}</option>,
        <option key={`${c.sort}:desc`} value={`${c.sort}:desc`}>{`${c.header}, decrescente`}</option>,
      ])}
    </LabelledSelect>
  );
}
