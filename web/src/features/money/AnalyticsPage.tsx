import { useEffect, useState } from 'react';
import { ArrowDownRight, ArrowUpRight, Scale, TrendingUp } from 'lucide-react';
import { formatEur, isNegativeAmount } from '@domain/money';
import { dayPeriod, formatDateIt, isIsoDate, monthRangeLabel, monthPeriod, quickRangePeriod, QUICK_RANGES, rangePeriod, todayIso, yearPeriod, type Period, type QuickRange } from '@domain/periods';
import { countOf } from '@domain/plural';
import { DateField } from '@web/components/date-field';
import { PageHeader } from '@web/components/layout/PageHeader';
import { StatCard } from '@web/components/stat-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAnalytics } from './api/analytics';
import { MoneyChart } from './components/MoneyChart';
import { ReferenceDatePicker } from './components/ReferenceDatePicker';

type Mode = 'day' | 'month' | 'year' | 'custom';

const QUICK_LABELS: Record<QuickRange, string> = { '7d': '7 giorni', '30d': '30 giorni', '3m': '3 mesi', '6m': '6 mesi', '1y': '1 anno' };

function describe(mode: Mode, period: Period): string {
  if (mode === 'day') return formatDateIt(period.from);
  if (mode === 'month') return monthRangeLabel(period.from);
  if (mode === 'year') return `Gennaio - Dicembre ${period.from.slice(0, 4)}`;
  const range = rangePeriod(period.from, period.to);
  return range ? `${formatDateIt(range.from)} - ${formatDateIt(range.to)}` : '—';
}

const transactions = (n: number) => countOf(n, ['transazione', 'transazioni']);

/** /analytics: income, expenses, profit and gross of the caller's ledger, for a date or a range. */
export function AnalyticsPage() {
  const today = todayIso();
  const [mode, setMode] = useState<Mode>('month');
  const [date, setDate] = useState(today);
  const [range, setRange] = useState<Period>(() => quickRangePeriod('30d', today));
  const [quick, setQuick] = useState<QuickRange | null>('30d');

  const period: Period = mode === 'day' ? dayPeriod(date) : mode === 'month' ? monthPeriod(date) : mode === 'year' ? yearPeriod(date) : range;
  // A reversed or half-typed range is not asked for: the last valid figures stay on screen.
  const rangeInvalid = mode === 'custom' && rangePeriod(range.from, range.to) === null;
  const analytics = useAnalytics(period, !rangeInvalid);

  // The spec: a failed load is only logged.
  useEffect(() => {
    if (analytics.error) console.error('Analytics non disponibili:', analytics.error);
  }, [analytics.error]);

  const pickQuick = (key: QuickRange) => {
    setMode('custom');
    setQuick(key);
    setRange(quickRangePeriod(key, today));
  };
  // A refused or half-typed end is not taken: the last period stays asked for.
  const pickEnd = (end: Partial<Period>) => {
    if (!Object.values(end).every(isIsoDate)) return;
    setQuick(null);
    setRange((r) => ({ ...r, ...end }));
  };
  const data = analytics.data;
  const loading = analytics.isPending;
  const profitNegative = data ? isNegativeAmount(data.profit) : false;

  return (
    <div className="space-y-6">
      <PageHeader title="Analytics" subtitle="Entrate, spese e profitto nel periodo scelto" />

      <Card>
        <CardContent className="flex flex-col gap-4">
          <Tabs value={mode} onValueChange={(v) => setMode(v as Mode)}>
            <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-fit">
              <TabsTrigger value="day" className="h-8">Giornaliero</TabsTrigger>
              <TabsTrigger value="month" className="h-8">Mensile</TabsTrigger>
              <TabsTrigger value="year" className="h-8">Annuale</TabsTrigger>
              <TabsTrigger value="custom" className="h-8">Personalizzato</TabsTrigger>
            </TabsList>
            {(['day', 'month', 'year'] as const).map((m) => (
              <TabsContent key={m} value={m}>
                <ReferenceDatePicker value={date} onChange={setDate} label="Data" />
              </TabsContent>
            ))}
            <TabsContent value="custom" className="flex flex-col gap-4">
              <div className="flex flex-wrap gap-2" role="group" aria-label="Intervalli rapidi">
                {QUICK_RANGES.map(({ key }) => (
                  <Button key={key} size="sm" variant={quick === key ? 'default' : 'outline'} aria-pressed={quick === key} onClick={() => pickQuick(key)}>
                    {QUICK_LABELS[key]}
                  </Button>
                ))}
              </div>
              <div className="grid gap-4 sm:grid-cols-[11rem_11rem]">
                <DateField
                  label="Data Inizio"
                  error={rangeInvalid ? 'La data di inizio non può essere successiva alla data di fine' : undefined}
                  max={today}
                  required
                  value={range.from}
                  onChange={(from) => pickEnd({ from })}
                />
                <DateField label="Data Fine" max={today} required value={range.to} onChange={(to) => pickEnd({ to })} />
              </div>
            </TabsContent>
          </Tabs>
          <p className="text-sm text-muted-foreground">
            Periodo: <span className="font-medium text-foreground" data-testid="analytics-period">{describe(mode, period)}</span>
          </p>
        </CardContent>
      </Card>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Entrate" icon={ArrowUpRight} tone="success" valueTone="success" loading={loading} value={data ? formatEur(data.income.total) : '—'} hint={data && transactions(data.income.count)} />
        <StatCard label="Spese" icon={ArrowDownRight} tone="destructive" valueTone="destructive" loading={loading} value={data ? formatEur(data.expenses.total) : '—'} hint={data && transactions(data.expenses.count)} />
        <StatCard
          label="Profitto"
          icon={TrendingUp}
          tone={profitNegative ? 'destructive' : 'success'}
          valueTone={profitNegative ? 'destructive' : 'success'}
          loading={loading}
          value={data ? formatEur(data.profit) : '—'}
          badge={data && <Badge variant={profitNegative ? 'destructive' : 'success'}>{profitNegative ? 'Negativo' : 'Positivo'}</Badge>}
          hint={data && transactions(data.income.count + data.expenses.count)}
        />
        <StatCard label="Lordo" icon={Scale} loading={loading} value={data ? formatEur(data.gross) : '—'} hint={data && transactions(data.income.count)} />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Entrate e spese nel periodo</CardTitle>
          <CardDescription>{data?.granularity === 'month' ? 'Per mese' : 'Per giorno'}</CardDescription>
        </CardHeader>
        <CardContent>{data ? <MoneyChart data={data} /> : <Skeleton className="h-72 w-full" />}</CardContent>
      </Card>
    </div>
  );
}
