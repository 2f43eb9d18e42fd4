import { useEffect, useState } from 'react';
import { Building2, Check, Link2, MapPin, UserCheck, X } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-error';
import { toast } from '@web/lib/toast';
import { useDecidePending, type Decision } from '../api/decide-pending';
import { usePending, type PendingEntry } from '../api/list-pending';
import { LinkCompanyDialog } from './LinkCompanyDialog';

function PendingRow({ entry, onLink, onDecided }: { entry: PendingEntry; onLink: () => void; onDecided: () => void }) {
  const decide = useDecidePending();
  const busy: Decision | null = decide.isPending ? decide.variables.decision : null;

  async function run(decision: Decision) {
    try {
      await decide.mutateAsync({ userId: entry.userId, decision });
    } catch (error) {
      // The refusal of an incomplete profile is the one the person must read; others are logged only.
      if (error instanceof ApiError && error.code === 'PROFILE_INCOMPLETE') toast.error(error.message);
      else console.error(error);
      return;
    }
    onDecided();
  }

  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex items-center gap-2 font-medium">
          <Building2 className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="truncate">{entry.companyName || 'Società non specificata'}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {entry.countryName || 'Paese non specificato'} · {entry.userName || 'Nome non disponibile'}
        </p>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{entry.address || 'Indirizzo non specificato'}</span>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onLink} aria-label={`Collega società per ${entry.userName}`}>
          <Link2 aria-hidden="true" />
          Collega società
        </Button>
        {entry.profileComplete ? (
          // The two answers wrap together, never one apart from the other.
          <div className="flex gap-2">
            <Button size="sm" onClick={() => run('approve')} loading={busy === 'approve'} disabled={busy !== null} aria-label={`Approva ${entry.userName}`}>
              <Check aria-hidden="true" />
              Approva
            </Button>
            <Button size="sm" variant="outline" className="text-destructive hover:text-destructive" onClick={() => run('reject')} loading={busy === 'reject'} disabled={busy !== null} aria-label={`Rifiuta ${entry.userName}`}>
              <X aria-hidden="true" />
              Rifiuta
            </Button>
          </div>
        ) : (
          <Badge variant="warning">In attesa</Badge>
        )}
      </div>
    </li>
  );
}

/** 'Approva Cliente' (moderatore, proprietario): users waiting for approval, ten at a time. */
export function ApprovalPanel() {
  const [page, setPage] = useState(1);
  const [linking, setLinking] = useState<PendingEntry | null>(null);
  const { data, isPending, isError, error } = usePending(page, true);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useEffect(() => {
    if (isError) console.error(error);
  }, [isError, error]);

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <UserCheck className="size-4 text-primary" aria-hidden="true" />
            Approva Cliente
          </CardTitle>
          <CardDescription>Nuovi clienti in attesa di approvazione</CardDescription>
        </div>
        {data && data.total > 0 && <Badge variant="secondary">{data.total}</Badge>}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-2" role="status" aria-busy="true" aria-label="Caricamento clienti in attesa">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : !data || data.entries.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">Nessun cliente in attesa di approvazione</p>
        ) : (
          <>
            <ul className="space-y-2" aria-label="Clienti in attesa">
              {data.entries.map((entry) => (
                <PendingRow
                  key={entry.userId}
                  entry={entry}
                  onLink={() => setLinking(entry)}
                  // The last entry of a page decided: step back a page.
                  onDecided={() => data.entries.length === 1 && setPage((p) => Math.max(1, p - 1))}
                />
              ))}
            </ul>
            {pageCount > 1 && (
              <nav className="mt-3 flex items-center justify-between text-sm" aria-label="Pagine clienti in attesa">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  Precedente
                </Button>
                <span className="text-muted-foreground">
                  Pagina {page} di {pageCount}
                </span>
                <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => setPage((p) => p + 1)}>
                  Successiva
                </Button>
              </nav>
            )}
          </>
        )}
      </CardContent>
      <LinkCompanyDialog entry={linking} onOpenChange={(open) => !open && setLinking(null)} />
    </Card>
  );
}
