import { useState } from 'react';
import { LogOut, Monitor, Smartphone, Tablet } from 'lucide-react';
import { LAST_USE_INTERVAL_MINUTES, LAST_USE_INTERVAL_MS, SESSION_MAX_AGE_DAYS } from '@domain/sessions';
import { relativeTimeIt } from '@domain/time';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDateFormat } from '@web/lib/use-date-format';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions, type SessionRow } from '../api/list-sessions';

function DeviceIcon({ device }: { device: string }) {
  const Icon = /iPhone|Android/.test(device) ? Smartphone : /iPad/.test(device) ? Tablet : Monitor;
  return <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />;
}

/** When the session was last used; it is written every few minutes, so recent use is said as such. */
function lastUse(session: SessionRow, now: Date): string {
  if (session.current) return 'In uso adesso';
  if (now.getTime() - new Date(session.lastUsedAt).getTime() < LAST_USE_INTERVAL_MS) return `Usata negli ultimi ${LAST_USE_INTERVAL_MINUTES} minuti`;
  return `Ultimo utilizzo ${relativeTimeIt(session.lastUsedAt, now)}`;
}

/** Sessioni attive: the devices signed in to the account; any other one can be signed out. */
export function SessionsCard() {
  const { data, isPending, isError } = useSessions();
  const format = useDateFormat();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current).length;
  const now = new Date();
  const ending = endOne.isPending ? endOne.variables.id : null;

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Sessioni attive</CardTitle>
          <CardDescription>
            I dispositivi da cui hai effettuato l'accesso. Ogni accesso dura al massimo {SESSION_MAX_AGE_DAYS} giorni, poi va ripetuto.
          </CardDescription>
        </div>
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => setConfirming(true)} disabled={others === 0}>
          <LogOut aria-hidden="true" />
          Esci dagli altri dispositivi
        </Button>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-2" role="status" aria-busy="true" aria-label="Caricamento sessioni">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : isError ? (
          <Alert variant="destructive">
            <AlertDescription>Impossibile caricare le sessioni</AlertDescription>
          </Alert>
        ) : (
          <ul className="space-y-2" aria-label="Sessioni attive">
            {sessions.map((s) => (
              <li key={s.id} className="flex items-center gap-3 rounded-lg border px-3 py-2.5">
                <DeviceIcon device={s.device} />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium">
                    <span>{s.device}</span>
                    {s.current && <Badge variant="success">Questo dispositivo</Badge>}
                  </p>
                  <p className="flex flex-col text-xs text-muted-foreground sm:flex-row sm:gap-x-1.5">
                    <span className="break-all">{s.address ?? 'Indirizzo sconosciuto'}</span>
                    <span className="hidden sm:inline" aria-hidden="true">·</span>
                    <time dateTime={s.lastUsedAt} title={format.dateTime(s.lastUsedAt)}>
                      {lastUse(s, now)}
                    </time>
                  </p>
                </div>
                {!s.current && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="shrink-0 text-muted-foreground hover:text-destructive"
                    onClick={() => endOne.mutate(s)}
                    loading={ending === s.id}
                    aria-label={`Esci da ${s.device}, ${s.address ?? 'indirizzo sconosciuto'}`}
                  >
                    {ending !== s.id && <LogOut aria-hidden="true" />}
                    Esci
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Uscire dagli altri dispositivi?"
        description={
          <>
            {others === 1 ? 'La sessione aperta su un altro dispositivo verrà chiusa' : `Le sessioni aperte su ${others} altri dispositivi verranno chiuse`} subito: per
            usarli servirà un nuovo accesso. Su questo dispositivo resti collegato.
          </>
        }
        confirmLabel="Esci dagli altri dispositivi"
        destructive
        onConfirm={() => endOthers.mutateAsync()}
      />
    </Card>
  );
}
