import { useEffect } from 'react';
import { Clock, History } from 'lucide-react';
import { activityBadgeVariant } from '@domain/activity';
import { formatDateTimeIt } from '@domain/time';
import { useSession } from '@web/app/session';
import { PageHeader } from '@web/components/layout/PageHeader';
import { UserAvatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { useActivity } from './api/list-activity';

const LOAD_ERROR = 'Impossibile caricare le attività recenti';

/** The activity log: the latest 50 entries for staff, one's own for role user. */
export function RecentActivityPage() {
  const { role } = useSession();
  const own = role === 'user';
  const { data, isPending, isError } = useActivity();
  useEffect(() => {
    if (isError) toast.error(LOAD_ERROR);
  }, [isError]);

  return (
    <div>
      <PageHeader
        title="Attività Recenti"
        subtitle={own ? 'Cronologia delle tue attività' : 'Cronologia delle azioni effettuate dagli utenti dello staff'}
      />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <History className="size-4 text-primary" aria-hidden="true" />
            Registro attività
          </CardTitle>
          {!own && <CardDescription>Le ultime 50 attività registrate nel sistema</CardDescription>}
        </CardHeader>
        <CardContent>
          {isPending ? (
            <div className="space-y-3" role="status" aria-busy="true" aria-label="Caricamento attività">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-16" />
              ))}
            </div>
          ) : !data || data.entries.length === 0 ? (
            <p className="py-10 text-center text-sm text-muted-foreground">Nessuna attività registrata</p>
          ) : (
            <ol className="divide-y" aria-label="Attività">
              {data.entries.map((entry) => (
                <li key={entry.id} className="flex gap-3 py-3.5 first:pt-0 last:pb-0">
                  <UserAvatar name={entry.userName} className="mt-0.5 size-8" />
                  <div className="min-w-0 flex-1 space-y-1">
                    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="text-sm font-medium">{entry.userName}</span>
                      <Badge variant={activityBadgeVariant(entry.action)}>{entry.action}</Badge>
                    </div>
                    {entry.details && <p className="text-sm break-words text-muted-foreground">{entry.details}</p>}
                  </div>
                  <time dateTime={entry.createdAt} className="flex shrink-0 items-start gap-1 pt-0.5 text-xs text-muted-foreground tabular-nums">
                    <Clock className="mt-px size-3.5" aria-hidden="true" />
                    {formatDateTimeIt(entry.createdAt)}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
