import { Link } from 'react-router';
import { History } from 'lucide-react';
import { relativeTimeIt } from '@domain/time';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useRecentActivity } from '../api/get-recent-activity';

/** The last 4 entries of the activity log (one's own for role user), with relative times. */
export function RecentActivityCard({ ownOnly }: { ownOnly: boolean }) {
  const { data, isPending, isError } = useRecentActivity();
  const now = new Date();
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <History className="size-4 text-primary" aria-hidden="true" />
            Attività Recenti
          </CardTitle>
          <CardDescription>{ownOnly ? 'Le tue ultime attività' : 'Le ultime azioni nel sistema'}</CardDescription>
        </div>
        <Button asChild variant="ghost" size="sm">
          <Link to="/attivita-recenti">Vedi tutte</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-3" role="status" aria-busy="true" aria-label="Caricamento attività">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : isError || !data || data.items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">Nessuna attività recente</p>
        ) : (
          <ol className="divide-y">
            {data.items.map((entry) => (
              <li key={entry.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm">
                    <span className="font-medium">{entry.action}</span>
                    <span className="text-muted-foreground"> · {entry.userName}</span>
                  </p>
                  {entry.details && <p className="truncate text-sm text-muted-foreground" title={entry.details}>{entry.details}</p>}
                </div>
                <time dateTime={entry.createdAt} className="shrink-0 text-xs text-muted-foreground">
                  {relativeTimeIt(entry.createdAt, now)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
