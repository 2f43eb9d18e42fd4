import { Download, Filter } from 'lucide-react';
import { CSV_BOM, csvRow } from '@domain/csv';
import { formatDateIt } from '@domain/periods';
import { countOf } from '@domain/plural';
import { PAGE_SIZE_CHOICES } from '@domain/schemas/list-query';
import { PageHeader } from '@web/components/layout/PageHeader';
import { DataTable, type Column } from '@web/components/list/DataTable';
import { ListFooter } from '@web/components/list/ListFooter';
import { ListSearch } from '@web/components/list/ListSearch';
import { useListState, type ListSort } from '@web/components/list/use-list-state';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { saveBlob } from '@web/lib/save-file';
import { DEMO_ROWS, DEMO_STATUS_LABELS, type DemoRecord, type DemoStatus } from './demo-rows';

const STATUSES = Object.keys(DEMO_STATUS_LABELS) as DemoStatus[];
const STATUS_VARIANT: Record<DemoStatus, BadgeProps['variant']> = { active: 'success', pending: 'warning', inactive: 'secondary' };
const EUR = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

const SORTABLE = ['name', 'email', 'status', 'country', 'revenue', 'date'] as const;
type SortColumn = (typeof SORTABLE)[number];

/** The statuses shown, as the address keeps them ('active,pending'); no filter: all. */
function statusesOf(filter: string): ReadonlySet<DemoStatus> {
  return new Set(filter ? filter.split(',').filter((s): s is DemoStatus => (STATUSES as string[]).includes(s)) : STATUSES);
}

/** The rows whose name, e-mail or country contains `search` (any case) and whose status is shown, in the chosen order. */
function visibleRows(search: string, statuses: ReadonlySet<DemoStatus>, sort: ListSort<SortColumn> | null): DemoRecord[] {
  const needle = search.toLocaleLowerCase('it');
  const rows = DEMO_ROWS.filter(
    (r) => statuses.has(r.status) && (!needle || [r.name, r.email, r.country].some((v) => v.toLocaleLowerCase('it').includes(needle))),
  );
  if (!sort) return rows;
  const key = (r: DemoRecord) => (sort.by === 'status' ? DEMO_STATUS_LABELS[r.status] : r[sort.by]);
  const order = (a: DemoRecord, b: DemoRecord) => {
    const [x, y] = [key(a), key(b)];
    return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'it');
  };
  return rows.sort((a, b) => (sort.dir === 'asc' ? order(a, b) : order(b, a)));
}

function exportCsv(rows: readonly DemoRecord[]) {
  const lines = [
    csvRow(['Nome', 'Email', 'Stato', 'Paese', 'Fatturato (EUR)', 'Data']),
    ...rows.map((r) => csvRow([r.name, r.email, DEMO_STATUS_LABELS[r.status], r.country, r.revenue.toFixed(2).replace('.', ','), formatDateIt(r.date)])),
  ];
  saveBlob(new Blob([CSV_BOM, ...lines], { type: 'text/csv;charset=utf-8' }), 'smart-table.csv');
}

const COLUMNS: Column<DemoRecord>[] = [
  { id: 'name', header: 'Nome', sort: 'name', card: 'title', width: 150, cell: (r) => r.name, className: 'font-medium whitespace-nowrap' },
  { id: 'email', header: 'Email', sort: 'email', width: 250, givesWay: { kind: 'spec', order: 1 }, card: 'subtitle', cell: (r) => r.email, className: 'text-muted-foreground break-all' },
  { id: 'status', header: 'Stato', sort: 'status', width: 100, cell: (r) => <Badge variant={STATUS_VARIANT[r.status]}>{DEMO_STATUS_LABELS[r.status]}</Badge> },
  { id: 'country', header: 'Paese', sort: 'country', width: 140, cell: (r) => r.country },
  { id: 'revenue', header: 'Fatturato', sort: 'revenue', width: 120, cell: (r) => EUR.format(r.revenue), className: 'tabular-nums whitespace-nowrap' },
  { id: 'date', header: 'Data', sort: 'date', width: 110, givesWay: { kind: 'spec' }, cell: (r) => formatDateIt(r.date), className: 'tabular-nums' },
];

/** The Smart Table: sample rows searched, filtered, sorted and paged in the browser, the view kept in the address. */
export function SmartTablePage() {
  const list = useListState<'stato', SortColumn>({ filters: ['stato'], sortable: SORTABLE, pageSize: { phone: 10, desktop: 20 }, pageSizes: PAGE_SIZE_CHOICES });
  const statuses = statusesOf(list.filters.stato);
  const filtered = statuses.size < STATUSES.length;
  const rows = visibleRows(list.q, statuses, list.sort);
  const start = (list.page - 1) * list.pageSize;

  const toggleStatus = (status: DemoStatus, on: boolean) => {
    const next = new Set(statuses);
    if (on) next.add(status);
    else next.delete(status);
    list.setFilter('stato', next.size === STATUSES.length ? '' : STATUSES.filter((s) => next.has(s)).join(',') || 'nessuno');
  };

  return (
    <div>
      <PageHeader title="Smart Table" subtitle="Tabella dimostrativa con ricerca, filtri ed esportazione" />
      <Card className="gap-4 pb-0">
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <ListSearch list={list} label="Cerca per nome, email o paese" placeholder="Cerca per nome, email o paese..." />
          <div className="flex gap-2">
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" className="flex-1 sm:flex-none">
                  <Filter aria-hidden="true" />
                  Filtri
                  {filtered && (
                    <Badge variant="default" className="ml-1 px-1.5">
                      {statuses.size}
                    </Badge>
                  )}
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" className="w-52">
                <DropdownMenuLabel>Stato</DropdownMenuLabel>
                {STATUSES.map((s) => (
                  <DropdownMenuCheckboxItem key={s} checked={statuses.has(s)} onCheckedChange={(on) => toggleStatus(s, on === true)} onSelect={(e) => e.preventDefault()}>
                    {DEMO_STATUS_LABELS[s]}
                  </DropdownMenuCheckboxItem>
                ))}
                <DropdownMenuSeparator />
                <DropdownMenuItem disabled={!filtered} onSelect={() => list.setFilter('stato', '')}>
                  Mostra tutti
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
            <Button variant="outline" className="flex-1 sm:flex-none" onClick={() => exportCsv(rows)} disabled={rows.length === 0}>
              <Download aria-hidden="true" />
              Esporta
            </Button>
          </div>
        </CardContent>

        <CardContent className="text-sm text-muted-foreground">
          <p aria-live="polite" data-testid="result-count">
            {countOf(rows.length, ['risultato', 'risultati'])} su {DEMO_ROWS.length}
          </p>
        </CardContent>

        <div className="border-t">
          <DataTable
            label="Smart Table"
            columns={COLUMNS}
            rows={rows.slice(start, start + list.pageSize)}
            rowId={(r) => r.email}
            rowName={(r) => r.name}
            loading={false}
            empty="Nessun risultato trovato"
            sorting={list}
          />
          <ListFooter list={list} total={rows.length} noun={['riga', 'righe']} pageSizes={PAGE_SIZE_CHOICES} />
        </div>
      </Card>
    </div>
  );
}
