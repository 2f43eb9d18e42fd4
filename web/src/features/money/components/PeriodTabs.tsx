import { CalendarDays, CalendarRange, Calendar } from 'lucide-react';
import { formatEur } from '@domain/money';
import { formatDateIt, monthRangeLabel } from '@domain/periods';
import { countOf } from '@domain/plural';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import type { LedgerSummaryView } from '../api/ledger-summary';

export type PeriodTab = 'day' | 'month' | 'year';

const TABS: { value: PeriodTab; label: string; icon: typeof Calendar }[] = [
  { value: 'day', label: 'Giornaliero', icon: CalendarDays },
  { value: 'month', label: 'Mensile', icon: Calendar },
  { value: 'year', label: 'Annuale', icon: CalendarRange },
];

function periodLabel(tab: PeriodTab, date: string): string {
  if (tab === 'day') return formatDateIt(date);
  if (tab === 'month') return monthRangeLabel(date);
  return `Gennaio - Dicembre ${date.slice(0, 4)}`;
}

const TITLES: Record<PeriodTab, string> = { day: 'Totale del giorno', month: 'Totale del mese', year: "Totale dell'anno" };

/** Giornaliero / Mensile / Annuale: the total and the number of transactions of the chosen day, month or year. */
export function PeriodTabs({
  tab,
  onTabChange,
  date,
  summary,
  loading,
  sign,
}: {
  tab: PeriodTab;
  onTabChange: (tab: PeriodTab) => void;
  date: string;
  summary: LedgerSummaryView | undefined;
  loading: boolean;
  sign: '-' | '+';
}) {
  return (
    <Tabs value={tab} onValueChange={(v) => onTabChange(v as PeriodTab)}>
      <TabsList className="w-full sm:w-fit">
        {TABS.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden="true" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map(({ value }) => {
        const totals = summary?.[value];
        return (
          <TabsContent key={value} value={value}>
            <Card className="gap-2 py-4" aria-live="polite">
              <CardContent className="flex flex-col gap-3 px-4 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="text-sm font-medium text-muted-foreground">{TITLES[value]}</p>
                  <p className="text-base font-semibold" data-testid="period-label">
                    {periodLabel(value, date)}
                  </p>
                </div>
                <div className="sm:text-right">
                  {loading || !totals ? (
                    <Skeleton className="h-8 w-32" />
                  ) : (
                    <>
                      <p className="text-2xl font-semibold tabular-nums" data-testid="period-total">
                        {sign === '-' && totals.total !== '0.00' ? '-' : ''}
                        {formatEur(totals.total)}
                      </p>
                      <p className="text-sm text-muted-foreground" data-testid="period-count">
                        {countOf(totals.count, ['transazione', 'transazioni'])}
                      </p>
                    </>
                  )}
                </div>
              </CardContent>
            </Card>
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
