import { useEffect, useState } from 'react';
import { Hash, Plus, Wallet } from 'lucide-react';
import { formatEur } from '@domain/money';
import { dayPeriod, monthPeriod, todayIso, yearPeriod } from '@domain/periods';
import { LEDGER_PAGE_SIZE, LEDGER_SORT_COLUMNS, type LedgerKind } from '@domain/schemas/money';
import { PAGE_SIZE_CHOICES } from '@domain/schemas/list-query';
import { PageHeader } from '@web/components/layout/PageHeader';
import { ExportLink } from '@web/components/list/ExportLink';
import { useListState } from '@web/components/list/use-list-state';
import { StatCard } from '@web/components/stat-card';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { exportEntriesUrl } from '../api/export-entries';
import { useLedgerSummary } from '../api/ledger-summary';
import { useEntries, type LedgerRowView } from '../api/list-entries';
import { LedgerEntryDialog } from './LedgerEntryDialog';
import { LedgerTable } from './LedgerTable';
import { LEDGER_TEXTS } from './ledger-texts';
import { PeriodTabs, type PeriodTab } from './PeriodTabs';
import { ReferenceDatePicker } from './ReferenceDatePicker';

const PERIOD_OF = { day: dayPeriod, month: monthPeriod, year: yearPeriod } as const;
const EXPORT_LABEL: Record<PeriodTab, string> = { day: 'del giorno', month: 'del mese', year: "dell'anno" };

/** /spese and /entrate: the caller's ledger (the firm's for proprietario and admin). */
export function LedgerPage({ kind }: { kind: LedgerKind }) {
  const texts = LEDGER_TEXTS[kind];
  const [date, setDate] = useState(todayIso);
  const [tab, setTab] = useState<PeriodTab>('day');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<LedgerRowView | null>(null);

  const summary = useLedgerSummary(kind, date);
  const list = useListState({ sortable: LEDGER_SORT_COLUMNS, pageSize: { phone: 10, desktop: LEDGER_PAGE_SIZE }, pageSizes: PAGE_SIZE_CHOICES });
  const entries = useEntries(kind, list.query);

  const failed = summary.isError || entries.isError;
  useEffect(() => {
    if (failed) toast.error(texts.loadError);
  }, [failed, texts.loadError]);

  const openNew = () => {
    setEditing(null);
    setDialogOpen(true);
  };
  const openEdit = (row: LedgerRowView) => {
    setEditing(row);
    setDialogOpen(true);
  };
  const period = PERIOD_OF[tab](date);
  const all = summary.data?.all;

  return (
    <div className="space-y-6">
      <PageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        actions={
          <Button onClick={openNew}>
            <Plus />
            {texts.newButton}
          </Button>
        }
      />

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <ReferenceDatePicker value={date} onChange={setDate} />
        {/* The period of the tab, oldest first, whatever the list below shows. */}
        <ExportLink href={exportEntriesUrl(kind, { from: period.from, to: period.to, sort: 'date', dir: 'asc' })} label={`Esporta CSV ${EXPORT_LABEL[tab]}`} />
      </div>

      <PeriodTabs tab={tab} onTabChange={setTab} date={date} summary={summary.data} loading={summary.isPending} sign={texts.sign} />

      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard
          label={texts.totalCard}
          icon={Wallet}
          loading={summary.isPending}
          value={all ? formatEur(all.total) : '—'}
          tone={kind === 'expense' ? 'destructive' : 'success'}
          valueTone={kind === 'expense' ? 'destructive' : 'success'}
          hint="Tutte le registrazioni"
        />
        <StatCard label={texts.countCard} icon={Hash} tone="muted" loading={summary.isPending} value={all ? all.count : '—'} hint="Tutte le registrazioni" />
      </div>

      <LedgerTable kind={kind} list={list} data={entries.data} loading={entries.isPending} onEdit={openEdit} />

      <LedgerEntryDialog kind={kind} open={dialogOpen} editing={editing} onOpenChange={setDialogOpen} />
    </div>
  );
}
