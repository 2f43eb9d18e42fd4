import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Text, Tooltip, XAxis, YAxis } from 'recharts';
import { formatEur, isNegativeAmount, type AccountTotals } from '@domain/money';

const compactEur = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 1 });

interface TickProps {
  x?: number;
  y?: number;
  width?: number;
  visibleTicksCount?: number;
  fill?: string;
  payload?: { value: string };
}

/** An account's name under its bar, a word a line where it is wider than the bar's share of the axis (a phone). */
function AccountTick({ x, y, width = 0, visibleTicksCount = 1, fill, payload }: TickProps) {
  return (
    <Text x={x} y={y} width={width / Math.max(1, visibleTicksCount) - 4} textAnchor="middle" verticalAnchor="start" style={{ fontSize: 12 }} fill={fill}>
      {payload?.value}
    </Text>
  );
}

/** The balance of each account: green bars at or above zero, red below. */
export function AccountBalanceChart({ accounts }: { accounts: AccountTotals[] }) {
  // Bar heights only: the figures shown stay exact strings.
  const points = accounts.map((a) => ({ name: a.account, Saldo: Number(a.balance), balance: a.balance }));
  // A tooltip drawn before it is measured may stick out past the page's edge for a frame: the chart keeps it.
  return (
    <div className="h-64 w-full overflow-hidden" role="img" aria-label="Grafico del saldo per conto">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
          <XAxis dataKey="name" tickLine={false} axisLine={false} interval={0} height={40} tick={<AccountTick />} />
          <YAxis tickLine={false} axisLine={false} fontSize={12} width={64} tickFormatter={(v: number) => compactEur.format(v)} />
          <Tooltip formatter={(_v, _n, item) => [formatEur((item.payload as (typeof points)[number]).balance), 'Saldo']} />
          <Bar dataKey="Saldo" radius={[3, 3, 0, 0]} maxBarSize={56}>
            {points.map((p) => (
              <Cell key={p.name} fill={isNegativeAmount(p.balance) ? 'var(--destructive)' : 'var(--success)'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
