import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatEur } from '@domain/money';
import { MONTH_NAMES_IT, type Granularity } from '@domain/periods';
import type { AnalyticsView } from '../api/analytics';

const compactEur = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 1 });

function bucketLabel(bucket: string, granularity: Granularity): string {
  const [y, m, d] = bucket.split('-');
  if (granularity === 'day') return `${d}/${m}`;
  return `${MONTH_NAMES_IT[Number(m) - 1]!.slice(0, 3)} ${y!.slice(2)}`;
}

/** Income and expenses over the period, one pair of bars per day or month. */
export function MoneyChart({ data }: { data: AnalyticsView }) {
  // Chart heights only: the figures themselves stay exact strings.
  const points = data.series.map((p) => ({ label: bucketLabel(p.bucket, data.granularity), Entrate: Number(p.income), Spese: Number(p.expenses), income: p.income, expenses: p.expenses }));
  // A tooltip drawn before it is measured may stick out past the page's edge for a frame: the chart keeps it.
  return (
    <div className="h-72 w-full overflow-hidden" role="img" aria-label="Grafico di entrate e spese nel periodo">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} minTickGap={12} />
          <YAxis tickLine={false} axisLine={false} fontSize={12} width={64} tickFormatter={(v: number) => compactEur.format(v)} />
          <Tooltip
            formatter={(_value, name, item) => {
              const payload = item.payload as (typeof points)[number];
              return [formatEur(name === 'Entrate' ? payload.income : payload.expenses), name];
            }}
          />
          <Legend />
          <Bar dataKey="Entrate" fill="var(--success)" radius={[3, 3, 0, 0]} maxBarSize={28} />
          <Bar dataKey="Spese" fill="var(--destructive)" radius={[3, 3, 0, 0]} maxBarSize={28} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
