import { CalendarDays, CheckCircle2, Clock, DollarSign, RotateCcw, Settings2, User } from 'lucide-react';
import type { DeadlinePriority, DeadlineStatus } from '@domain/deadlines';
import { formatDateIt } from '@domain/periods';
import { formatDateTimeIt } from '@domain/time';
import { CountryFlag } from '@web/components/country-flag';
import { InDevelopmentButton } from '@web/components/in-development-button';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import type { DeadlineItem } from '../api/list-deadlines';

const STATUS_VARIANT: Record<DeadlineStatus, BadgeProps['variant']> = {
  'In Ritardo': 'destructive',
  'In Corso': 'warning',
  Pianificato: 'info',
  Completato: 'success',
};

const PRIORITY_VARIANT: Record<DeadlinePriority, BadgeProps['variant']> = {
  Alta: 'destructive',
  Media: 'warning',
  Bassa: 'secondary',
};

function remainingText(days: number): string {
  if (days === 0) return 'Scade oggi';
  if (days > 0) return days === 1 ? 'Scade domani' : `Scade tra ${days} giorni`;
  return days === -1 ? 'Scaduta da 1 giorno' : `Scaduta da ${-days} giorni`;
}

function formatCost(cost: { amount: number; currency: string }): string {
  return new Intl.NumberFormat('it-IT', { style: 'currency', currency: cost.currency }).format(cost.amount);
}

export interface DeadlineCardProps {
  deadline: DeadlineItem;
  /** Present for roles that may complete deadlines. */
  onSetCompleted?: (completed: boolean) => void;
  busy?: boolean;
}

export function DeadlineCard({ deadline: d, onSetCompleted, busy }: DeadlineCardProps) {
  const done = d.status === 'Completato';
  const headingId = `deadline-${d.clientId}`;
  return (
    <Card role="article" aria-labelledby={headingId} className={cn('gap-4', done && 'opacity-90')} data-testid="deadline-card">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant={STATUS_VARIANT[d.status]}>{d.status}</Badge>
          <Badge variant={PRIORITY_VARIANT[d.priority]}>Priorità {d.priority}</Badge>
          <Badge variant="outline">{d.type}</Badge>
        </div>
        <h2 id={headingId} className="text-base leading-snug font-semibold break-words">
          {d.title}
        </h2>
        <p className="text-sm text-muted-foreground">{d.description}</p>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <div className="flex items-center gap-2">
          <CountryFlag isoCode={d.countryCode} name={d.countryName} decorative className="h-4" />
          <span className="min-w-0 truncate">
            <span className="font-medium">{d.clientName}</span> · {d.countryName}
          </span>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
          <div>
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <CalendarDays className="size-3.5" aria-hidden="true" /> Scadenza
            </dt>
            <dd className="font-medium tabular-nums">{formatDateIt(d.dueDate)}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <Clock className="size-3.5" aria-hidden="true" /> Giorni rimanenti
            </dt>
            <dd className={cn('font-medium', !done && d.daysRemaining < 0 && 'text-destructive', !done && d.daysRemaining >= 0 && d.daysRemaining <= 7 && 'text-warning')}>
              {remainingText(d.daysRemaining)}
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <DollarSign className="size-3.5" aria-hidden="true" /> Costo
            </dt>
            <dd className="font-medium tabular-nums">{formatCost(d.cost)}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <User className="size-3.5" aria-hidden="true" /> Responsabile
            </dt>
            <dd className="font-medium">{d.owner}</dd>
          </div>
        </dl>
        <p className="text-xs text-muted-foreground">
          Categoria: {d.category} · {d.note}
        </p>
        {d.completion && (
          <p className="flex items-start gap-1.5 rounded-md bg-success/10 px-2.5 py-1.5 text-xs text-success">
            <CheckCircle2 className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            Completato da {d.completion.completedByName || 'Utente'} il {formatDateTimeIt(d.completion.completedAt)}
          </p>
        )}
      </CardContent>
      <CardFooter className="mt-auto flex-wrap gap-2">
        {onSetCompleted &&
          (done ? (
            <Button size="sm" variant="outline" loading={busy} onClick={() => onSetCompleted(false)} aria-label={`Riapri ${d.title}`}>
              <RotateCcw aria-hidden="true" />
              Riapri
            </Button>
          ) : (
            <Button size="sm" loading={busy} onClick={() => onSetCompleted(true)} aria-label={`Segna come completato: ${d.title}`}>
              <CheckCircle2 aria-hidden="true" />
              Segna come completato
            </Button>
          ))}
        <InDevelopmentButton size="sm" variant="outline">
          <Settings2 aria-hidden="true" />
          Gestisci
        </InDevelopmentButton>
      </CardFooter>
    </Card>
  );
}
