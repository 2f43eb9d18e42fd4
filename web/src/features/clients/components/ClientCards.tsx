import { Building2, CalendarDays, UserRound } from 'lucide-react';
import { entityTypeLabel } from '@domain/compliance/entity-types';
import { CountryLabel } from '@web/components/country-flag';
import { Checkbox } from '@web/components/ui/checkbox';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { formatDateIt } from '../format';
import { ClientApproval } from './ClientApproval';
import { EMPTY_MESSAGE, RowActions, type ClientListProps } from './ClientsTable';

/** The phone layout of the list: one card per client, same selection and actions as the table. */
export function ClientCards({ rows, loading, selected, onToggle, onView, onEdit, onDelete, onDecide }: ClientListProps) {
  if (loading) {
    return (
      <div className="grid gap-3 p-3" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28 w-full rounded-lg" />
        ))}
      </div>
    );
  }
  if (!rows.length) return <p className="px-4 py-12 text-center text-sm text-muted-foreground">{EMPTY_MESSAGE}</p>;
  return (
    <ul className="grid grid-cols-1 gap-3 p-3" aria-label="Clienti">
      {rows.map((client) => (
        <li key={client.id} className={cn('rounded-lg border bg-card p-3', selected.has(client.id) && 'border-primary/40 bg-accent/50')}>
          <div className="flex items-start gap-3">
            <Checkbox className="mt-1" checked={selected.has(client.id)} onCheckedChange={() => onToggle(client.id)} aria-label={`Seleziona ${client.companyName}`} />
            <div className="min-w-0 flex-1">
              <button type="button" onClick={() => onView(client)} className="block max-w-full truncate text-left font-medium text-foreground hover:underline">
                {client.companyName}
              </button>
              <p className="mt-0.5 flex items-center gap-1.5 truncate text-sm text-muted-foreground">
                <UserRound className="size-3.5 shrink-0" aria-hidden="true" />
                {client.fullName || 'Nome non disponibile'}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <CountryLabel code={client.countryCode} name={client.countryName} />
                {client.entityType && (
                  <span className="inline-flex min-w-0 items-center gap-1.5 text-muted-foreground">
                    <Building2 className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="truncate">{entityTypeLabel(client.countryCode, client.entityType)}</span>
                  </span>
                )}
                {client.incorporationDate && (
                  <span className="inline-flex items-center gap-1.5 text-muted-foreground tabular-nums">
                    <CalendarDays className="size-3.5" aria-hidden="true" />
                    {formatDateIt(client.incorporationDate)}
                  </span>
                )}
              </div>
              {client.sectors && <p className="mt-1 truncate text-xs text-muted-foreground">{client.sectors}</p>}
            </div>
          </div>
          <div className="mt-2 flex items-center justify-between gap-2 border-t pt-2">
            <ClientApproval client={client} onDecide={onDecide} />
            <RowActions client={client} onView={onView} onEdit={onEdit} onDelete={onDelete} />
          </div>
        </li>
      ))}
    </ul>
  );
}
