import { Fragment, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
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

/**
 * A column that may leave a table too narrow for all of them. Every column the product
 * added to the spec's ('added') gives way before any the spec names ('spec'); within a
 * kind, the higher `order` first (default 0), then the one further right.
 */
export interface GivesWay {
  kind: 'spec' | 'added';
  order?: number;
}

export interface Column<T> {
  id: string;
  /** The header, and the value's label on a card. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The sort key the list endpoint takes, when the column can be sorted. */
  sort?: string;
  /**
   * Pixels the column needs in the table, padding included, with its header and values
   * readable: the kit adds them up to choose the columns a box can hold. A fixed-layout
   * table also gives them to its headers.
   */
  width: number;
  /** Whether and when the column leaves the table for the row's details; without it, never. */
  givesWay?: GivesWay;
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

/** The columns a table shows, and those whose values wait in each row's details. */
interface TableColumns<T> {
  shown: Column<T>[];
  hidden: Column<T>[];
}

/** The selection checkboxes' column and the details button's column. */
const CHECKBOX_COLUMN_WIDTH = 40;
const DETAILS_COLUMN_WIDTH = 36;
/** A table leaving columns out of a narrower box would show a column or two (a phone): cards show every value. */
const NARROWEST_PARTIAL_TABLE = 480;

/** The columns in the order they give way: added before spec, higher order first, right before left. */
function givingWayOrder<T>(columns: readonly Column<T>[]): Column<T>[] {
  const rank = (c: Column<T>) => (c.givesWay!.kind === 'added' ? 1 : 0);
  return columns
    .filter((c) => c.givesWay)
    .map((column, index) => ({ column, index }))
    .sort((a, b) => rank(b.column) - rank(a.column) || (b.column.givesWay!.order ?? 0) - (a.column.givesWay!.order ?? 0) || b.index - a.index)
    .map((entry) => entry.column);
}

/**
 * The columns a box `boxWidth` px wide can hold: all of them when they fit; otherwise the
 * ones that give way leave in their order until the rest fit beside the details button;
 * null when even the columns that never give way do not fit, or the box is phone-narrow
 * (the rows become cards).
 */
export function tableColumns<T>(columns: readonly Column<T>[], boxWidth: number, selectable: boolean): TableColumns<T> | null {
  const needed = (shown: readonly Column<T>[]) => shown.reduce((sum, c) => sum + c.width, selectable ? CHECKBOX_COLUMN_WIDTH : 0);
  if (needed(columns) <= boxWidth) return { shown: [...columns], hidden: [] };
  if (boxWidth < NARROWEST_PARTIAL_TABLE) return null;
  const hidden = new Set<Column<T>>();
  const shown = () => columns.filter((c) => !hidden.has(c));
  for (const column of givingWayOrder(columns)) {
    hidden.add(column);
    if (needed(shown()) + DETAILS_COLUMN_WIDTH <= boxWidth) break;
  }
  if (needed(shown()) + DETAILS_COLUMN_WIDTH > boxWidth) return null;
  return { shown: shown(), hidden: columns.filter((c) => hidden.has(c)) };
}

/**
 * A list's rows: a table with sortable headers and tri-state selection where its box is
 * wide enough, cards with the important fields first where it is not. A box that holds
 * only some columns keeps those the spec names and moves the others into each row's
 * details. Until the page is live its width is unknown, so the server's HTML holds both
 * and CSS picks one by the screen.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(box);
  const hydrated = useHydrated();
  const layout = !hydrated || width === null ? undefined : tableColumns(props.columns, width, !!props.selection);

  return (
    <div ref={box} aria-busy={props.loading} className="@container">
      {layout === undefined ? (
        <>
          <div className="md:hidden">
            <RowCards {...props} />
          </div>
          <div className="hidden md:block">
            <RowTable {...props} shown={props.columns.filter((c) => !c.givesWay)} hidden={props.columns.filter((c) => c.givesWay)} />
          </div>
        </>
      ) : layout === null ? (
        <RowCards {...props} />
      ) : (
        <RowTable {...props} {...layout} />
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

function RowTable<T>({ label, shown, hidden, rows, rowId, rowName, loading, empty, sorting, selection, selectPageLabel, rowClassName, fixedLayout }: DataTableProps<T> & TableColumns<T>) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const detailsIds = useId();
  const sort = sorting?.sort;
  const withDetails = hidden.length > 0;
  const span = shown.length + (selection ? 1 : 0) + (withDetails ? 1 : 0);
  const toggle = (id: string) =>
    setExpanded((before) => {
      const after = new Set(before);
      if (!after.delete(id)) after.add(id);
      return after;
    });
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
          {withDetails && (
            <TableHead className="px-0.5" style={{ width: DETAILS_COLUMN_WIDTH }}>
              <span className="sr-only">Altri dati</span>
            </TableHead>
          )}
          {shown.map((column) => (
            <TableHead
              key={column.id}
              className={cn(column.card === 'actions' && 'text-right', column.headerClassName)}
              style={fixedLayout ? { width: column.width } : undefined}
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
            const open = withDetails && expanded.has(id);
            const detailsId = `${detailsIds}-${id}`;
            return (
              <Fragment key={id}>
                <TableRow data-state={selection?.has(id) ? 'selected' : undefined} className={cn(rowClassName?.(row), open && 'border-b-0')}>
                  {selection && (
                    <TableCell>
                      <Checkbox checked={selection.has(id)} onCheckedChange={() => selection.toggle(id)} aria-label={`Seleziona ${rowName(row)}`} />
                    </TableCell>
                  )}
                  {withDetails && (
                    <TableCell className="px-0.5">
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Altri dati di ${rowName(row)}`}
                        title={hidden.map((c) => c.header).join(', ')}
                        aria-expanded={open}
                        aria-controls={open ? detailsId : undefined}
                        onClick={() => toggle(id)}
                      >
                        <ChevronRight className={cn('transition-transform', open && 'rotate-90')} />
                      </Button>
                    </TableCell>
                  )}
                  {shown.map((column) => (
                    <TableCell key={column.id} className={column.className}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
                {open && (
                  <TableRow className={cn('hover:bg-transparent', rowClassName?.(row))}>
                    <TableCell colSpan={span} className="pt-0 pb-3" style={{ paddingLeft: (selection ? CHECKBOX_COLUMN_WIDTH : 0) + DETAILS_COLUMN_WIDTH + 12 }}>
                      <RowDetails id={detailsId} label={`Altri dati di ${rowName(row)}`} columns={hidden} row={row} />
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
      </TableBody>
    </Table>
  );
}

/** The values of the columns the table has no room for, labelled, editable in place where their cells are. */
function RowDetails<T>({ id, label, columns, row }: { id: string; label: string; columns: readonly Column<T>[]; row: T }) {
  return (
    <div id={id} role="group" aria-label={label}>
      <dl className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-x-6 gap-y-2 text-sm">
        {columns.map((column) => (
          <div key={column.id} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{column.header}</dt>
            <dd className="mt-0.5 min-w-0 break-words">{column.cell(row)}</dd>
          </div>
        ))}
      </dl>
    </div>
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
