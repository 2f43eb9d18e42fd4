import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatEur, isNegativeAmount, type AccountTotals } from '@domain/money';

const compactEur = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 1 });

/** The balance of each account: green bars at or above zero, red below. */
export function AccountBalanceChart({ accounts }: { accounts: AccountTotals[] }) {
  // Bar heights only: the figures shown stay exact strings.
  const points = accounts.map((a) => ({ name: a.account, Saldo: Number(a.balance), balance: a.balance }));
  return (
    <div className="h-64 w-full" role="img" aria-label="Grafico del saldo per conto">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
          <XAxis dataKey="name" tickLine={false} axisLine={false} fontSize={12} interval={0} />
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
