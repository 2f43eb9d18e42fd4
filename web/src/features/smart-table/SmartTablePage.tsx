import { useMemo, useState } from 'react';
import { ArrowLeftRight, Download, Filter, Search } from 'lucide-react';
import { CSV_BOM, csvRow } from '@domain/csv';
import { formatDateIt } from '@domain/periods';
import { PageHeader } from '@web/components/layout/PageHeader';
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
import { Input } from '@web/components/ui/input';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { saveBlob } from '@web/lib/save-file';
import { DEMO_ROWS, DEMO_STATUS_LABELS, type DemoRecord, type DemoStatus } from './demo-rows';

const STATUSES = Object.keys(DEMO_STATUS_LABELS) as DemoStatus[];
const STATUS_VARIANT: Record<DemoStatus, BadgeProps['variant']> = { active: 'success', pending: 'warning', inactive: 'secondary' };
const EUR = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

/** The rows whose name, e-mail or country contains `search` (any case) and whose status is selected. */
function visibleRows(search: string, statuses: ReadonlySet<DemoStatus>): DemoRecord[] {
  const needle = search.trim().toLocaleLowerCase('it');
  return DEMO_ROWS.filter(
    (r) =>
      statuses.has(r.status) &&
      (!needle || [r.name, r.email, r.country].some((v) => v.toLocaleLowerCase('it').includes(needle))),
  );
}

function exportCsv(rows: readonly DemoRecord[]) {
  const lines = [
    csvRow(['Nome', 'Email', 'Stato', 'Paese', 'Fatturato (EUR)', 'Data']),
    ...rows.map((r) => csvRow([r.name, r.email, DEMO_STATUS_LABELS[r.status], r.country, r.revenue.toFixed(2).replace('.', ','), formatDateIt(r.date)])),
  ];
  saveBlob(new Blob([CSV_BOM, ...lines], { type: 'text/csv;charset=utf-8' }), 'smart-table.csv');
}

export function SmartTablePage() {
  const [search, setSearch] = useState('');
  const [statuses, setStatuses] = useState<ReadonlySet<DemoStatus>>(() => new Set(STATUSES));
  const rows = useMemo(() => visibleRows(search, statuses), [search, statuses]);
  const filtered = statuses.size < STATUSES.length;

  const toggleStatus = (status: DemoStatus, on: boolean) =>
    setStatuses((prev) => {
      const next = new Set(prev);
      if (on) next.add(status);
      else next.delete(status);
      return next;
    });

  return (
    <div>
      <PageHeader title="Smart Table" subtitle="Tabella dimostrativa con ricerca, filtri ed esportazione" />
      <Card className="gap-4">
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Cerca per nome, email o paese..."
              aria-label="Cerca per nome, email o paese"
              className="pl-9"
            />
          </div>
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
                  <DropdownMenuCheckboxItem
                    key={s}
                    checked={statuses.has(s)}
                    onCheckedChange={(on) => toggleStatus(s, on === true)}
                    onSelect={(e) => e.preventDefault()}
                  >
                    {DEMO_STATUS_LABELS[s]}
                  </DropdownMenuCheckboxItem>
                ))}
                <DropdownMenuSeparator />
                <DropdownMenuItem disabled={!filtered} onSelect={() => setStatuses(new Set(STATUSES))}>
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

        <CardContent className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <p aria-live="polite" data-testid="result-count">
            {rows.length === 1 ? '1 risultato' : `${rows.length} risultati`} su {DEMO_ROWS.length}
          </p>
          <p className="flex items-center gap-1.5 md:hidden">
            <ArrowLeftRight className="size-4" aria-hidden="true" />
            Scorri orizzontalmente per vedere tutte le colonne
          </p>
        </CardContent>

        <div className="border-t">
          <Table className="min-w-[760px]" aria-label="Smart Table">
            <TableHeader>
              <TableRow>
                <TableHead>Nome</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Stato</TableHead>
                <TableHead>Paese</TableHead>
                <TableHead className="text-right">Fatturato</TableHead>
                <TableHead>Data</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.length === 0 ? (
                <TableEmpty colSpan={6}>Nessun risultato trovato</TableEmpty>
              ) : (
                rows.map((r) => (
                  <TableRow key={r.email}>
                    <TableCell className="font-medium whitespace-nowrap">{r.name}</TableCell>
                    <TableCell className="text-muted-foreground">{r.email}</TableCell>
                    <TableCell>
                      <Badge variant={STATUS_VARIANT[r.status]}>{DEMO_STATUS_LABELS[r.status]}</Badge>
                    </TableCell>
                    <TableCell>{r.country}</TableCell>
                    <TableCell className="text-right tabular-nums">{EUR.format(r.revenue)}</TableCell>
                    <TableCell className="tabular-nums">{formatDateIt(r.date)}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </div>
      </Card>
    </div>
  );
}
