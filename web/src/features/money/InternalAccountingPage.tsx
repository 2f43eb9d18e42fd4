import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Landmark, RotateCcw, TrendingDown, TrendingUp } from 'lucide-react';
import { formatEur, isNegativeAmount } from '@domain/money';
import { isIsoDate, rangePeriod, todayIso } from '@domain/periods';
import { DateField } from '@web/components/date-field';
import { Logo } from '@web/components/layout/Logo';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { cn } from '@web/lib/utils';
import { useAccounting } from './api/accounting';
import { AccountBalanceChart } from './components/AccountBalanceChart';

const ORDER_MESSAGE = 'La data di inizio non può essere successiva alla data di fine';

/** A bound the period takes: a date, or none. A refused or half-typed one leaves the last period on screen. */
const takes = (value: string) => value === '' || isIsoDate(value);

/** /contabilita-interna: the firm's ledger alone, split by bank account. Carries its own layout. */
export function InternalAccountingPage() {
  const today = todayIso();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const outOfOrder = Boolean(from && to && rangePeriod(from, to) === null);
  // A reversed period is not asked for: the last valid one stays on screen.
  const accounting = useAccounting(from, to, !outOfOrder);
  useEffect(() => {
    if (accounting.isError) toast.error('Impossibile caricare i dati finanziari');
  }, [accounting.isError]);

  const data = accounting.data;
  const negative = data ? isNegativeAmount(data.balance) : false;

  return (
    <div className="min-h-dvh bg-background">
      <header className="sticky top-0 z-10 border-b bg-card/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="flex items-center gap-3">
            <Button variant="ghost" size="sm" asChild>
              <Link to="/">
                <ArrowLeft />
                <span className="hidden sm:inline">Dashboard</span>
                <span className="sr-only sm:hidden">Torna alla Dashboard</span>
              </Link>
            </Button>
            <Logo compact />
          </div>
          <nav aria-label="Registrazioni" className="flex gap-2">
            <Button variant="outline" size="sm" asChild>
              <Link to="/entrate">
                <TrendingUp />
                Entrate
              </Link>
            </Button>
            <Button variant="outline" size="sm" asChild>
              <Link to="/spese">
                <TrendingDown />
                Spese
              </Link>
            </Button>
          </nav>
        </div>
      </header>

      <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-[1.75rem]">Contabilità Interna</h1>
          <p className="text-sm text-muted-foreground sm:text-base">Saldo aziendale e distribuzione per conti correnti</p>
        </div>

        <Card>
          <CardHeader>
            <CardTitle>Periodo</CardTitle>
            <CardDescription>Lascia vuote le date per considerare tutte le registrazioni.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <DateField label="Data Inizio" className="sm:w-44" error={outOfOrder ? ORDER_MESSAGE : undefined} max={today} value={from} onChange={(v) => takes(v) && setFrom(v)} />
            <DateField label="Data Fine" className="sm:w-44" max={today} value={to} onChange={(v) => takes(v) && setTo(v)} />
            <Button
              variant="outline"
              className="sm:mt-[1.375rem]"
              disabled={!from && !to}
              onClick={() => {
                setFrom('');
                setTo('');
              }}
            >
              <RotateCcw />
              Azzera Filtri
            </Button>
          </CardContent>
        </Card>

        <Card className={cn('border-2', data && (negative ? 'border-destructive/40' : 'border-success/40'))} role="group" aria-label="Saldo Aziendale Totale">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Landmark className="size-5 text-muted-foreground" aria-hidden="true" />
              Saldo Aziendale Totale
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-3 sm:items-end">
            {data ? (
              <>
                <p className={cn('text-3xl font-bold tabular-nums', negative ? 'text-destructive' : 'text-success')} data-testid="firm-balance">
                  {formatEur(data.balance)}
                </p>
                <div>
                  <p className="text-sm text-muted-foreground">Entrate totali</p>
                  <p className="text-lg font-semibold text-success tabular-nums">{formatEur(data.income.total)}</p>
                </div>
                <div>
                  <p className="text-sm text-muted-foreground">Spese totali</p>
                  <p className="text-lg font-semibold text-destructive tabular-nums">{formatEur(data.expenses.total)}</p>
                </div>
              </>
            ) : (
              <Skeleton className="h-9 w-48" />
            )}
          </CardContent>
        </Card>

        <section aria-labelledby="accounts-title" className="space-y-4">
          <h2 id="accounts-title" className="text-lg font-semibold">
            Distribuzione per Conti Correnti
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {data
              ? data.accounts.map((a) => {
                  const down = isNegativeAmount(a.balance);
                  return (
                    <Card key={a.account} className="gap-3 py-4" role="group" aria-label={`Conto ${a.account}`}>
                      <CardHeader className="flex-row items-center justify-between px-4">
                        <CardTitle>{a.account}</CardTitle>
                        <Badge variant={down ? 'destructive' : 'success'}>{formatEur(a.balance)}</Badge>
                      </CardHeader>
                      <CardContent className="space-y-1.5 px-4 text-sm">
                        <div className="flex justify-between gap-2">
                          <span className="text-muted-foreground">Entrate</span>
                          <span className="font-medium text-success tabular-nums">{formatEur(a.income)}</span>
                        </div>
                        <div className="flex justify-between gap-2">
                          <span className="text-muted-foreground">Spese</span>
                          <span className="font-medium text-destructive tabular-nums">{formatEur(a.expenses)}</span>
                        </div>
                      </CardContent>
                    </Card>
                  );
                })
              : Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-32 w-full rounded-xl" />)}
          </div>
          {data && (
            <Card>
              <CardHeader>
                <CardTitle>Saldo per conto</CardTitle>
              </CardHeader>
              <CardContent>
                <AccountBalanceChart accounts={data.accounts} />
              </CardContent>
            </Card>
          )}
        </section>
      </main>
    </div>
  );
}
