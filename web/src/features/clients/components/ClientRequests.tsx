import { Link } from 'react-router';
import { ClipboardList, Plus } from 'lucide-react';
import { formatDateIt } from '@domain/periods';
import { REQUEST_STATUS_LABELS, requestPath } from '@domain/schemas/requests';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';
import { useClientRequests } from '../api/client-requests';

const STATUS_VARIANT = { draft: 'secondary', open: 'info', completed: 'success' } as const;

/** 'Documenti richiesti' of a client's details: its requests with their progress, each opening on its page, and a new one. */
export function ClientRequests({ clientId, canCreate }: { clientId: string; canCreate: boolean }) {
  const { data, isPending, isError } = useClientRequests(clientId);
  return (
    <section aria-labelledby="client-requests-title" className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="client-requests-title" className="text-sm font-semibold">
          Documenti richiesti
        </h3>
        {canCreate && (
          <Button asChild size="sm" variant="outline">
            <Link to={`/documenti-richiesti?nuova=${encodeURIComponent(clientId)}`}>
              <Plus />
              Nuova richiesta
            </Link>
          </Button>
        )}
      </div>
      {isPending && <Skeleton className="h-14" />}
      {isError && <p className="text-sm text-destructive">Impossibile caricare le richieste del cliente</p>}
      {data?.items.length === 0 && <p className="rounded-lg border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">Nessuna richiesta di documenti per questo cliente</p>}
      {data && data.items.length > 0 && (
        <ul className="divide-y rounded-lg border">
          {data.items.map((r) => (
            <li key={r.id}>
              <Link to={requestPath(r.id)} className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5 px-3 py-2.5 text-sm transition-colors hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none">
                <ClipboardList className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-[1_1_12rem]">
                  <span className="block font-medium break-words">{r.title}</span>
                  <span className={r.overdue ? 'text-xs font-medium text-destructive' : 'text-xs text-muted-foreground'}>
                    Scadenza {formatDateIt(r.dueDate)}
                    {r.overdue && ' · Scaduta'}
                  </span>
                </span>
                <span className="flex w-36 items-center gap-2">
                  <Progress value={r.itemCount ? (r.acceptedCount / r.itemCount) * 100 : 0} aria-label={`Avanzamento di ${r.title}`} />
                  <span className="text-xs whitespace-nowrap tabular-nums">
                    {r.acceptedCount}/{r.itemCount}
                  </span>
                </span>
                <Badge variant={STATUS_VARIANT[r.status]}>{REQUEST_STATUS_LABELS[r.status]}</Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > data.items.length && (
        <Link to={`/documenti-richiesti?clientId=${encodeURIComponent(clientId)}&status=all`} className="text-sm text-primary hover:underline">
          Vedi tutte le {data.total} richieste
        </Link>
      )}
    </section>
  );
}
