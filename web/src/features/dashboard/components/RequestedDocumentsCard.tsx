import { Link } from 'react-router';
import { ChevronRight, ClipboardList } from 'lucide-react';
import { countOf } from '@domain/plural';
import { formatDateIt } from '@domain/periods';
import { requestPath } from '@domain/schemas/requests';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { useOpenRequests } from '../api/list-open-requests';

/** Role user: the open requests still missing documents, each linking to its request; nothing when none. */
export function RequestedDocumentsCard() {
  const { data, isPending } = useOpenRequests();
  if (isPending) return <Skeleton className="h-40 rounded-xl" />;
  if (!data || data.items.length === 0) return null;
  return (
    <Card className="border-primary/30" aria-labelledby="dashboard-requests-title">
      <CardHeader>
        <CardTitle id="dashboard-requests-title" className="flex items-center gap-2">
          <ClipboardList className="size-5 text-primary" aria-hidden="true" />
          Documenti richiesti
        </CardTitle>
        <CardDescription>Lo studio ti ha chiesto questi documenti: caricali per completare le pratiche.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-lg border">
          {data.items.map((r) => (
            <li key={r.id}>
              <Link to={requestPath(r.id)} className="flex min-w-0 items-center gap-3 px-3 py-2.5 transition-colors hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none">
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words">{r.title}</span>
                  <span className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
                    <span className={cn(r.overdue && 'font-medium text-destructive')}>Scadenza {formatDateIt(r.dueDate)}</span>
                    {r.overdue && <Badge variant="destructive">Scaduta</Badge>}
                    <span>· {r.missingCount === 1 ? 'manca' : 'mancano'} {countOf(r.missingCount, ['documento', 'documenti'])}</span>
                  </span>
                </span>
                <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
        {data.total > data.items.length && (
          <Link to="/documenti-richiesti" className="mt-3 inline-block text-sm font-medium text-primary hover:underline">
            Vedi tutte le {data.total} richieste
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
