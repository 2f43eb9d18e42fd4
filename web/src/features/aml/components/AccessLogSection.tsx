import { ShieldCheck, ShieldX } from 'lucide-react';
import { ACCESS_ACTION_LABELS, ACCESS_ACTIONS, type AccessAction } from '@domain/aml/file';
import { Instant } from '@web/components/instant';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAccessLog } from '../api/reviews';
import { Section } from './Section';

const actionLabel = (action: string) => ((ACCESS_ACTIONS as readonly string[]).includes(action) ? ACCESS_ACTION_LABELS[action as AccessAction] : action);

/** 'Registro accessi': who opened the file and when, newest first, and whether the chain of hashes holds. */
export function AccessLogSection({ fileId }: { fileId: string }) {
  const log = useAccessLog(fileId);
  return (
    <Section
      title="Registro accessi"
      description="Ogni apertura del fascicolo, esportazione e lettura di un documento: le righe sono concatenate da un'impronta, una riga tolta o cambiata si vede."
      actions={
        log.data &&
        (log.data.check.intact ? (
          <Badge variant="success" className="text-sm">
            <ShieldCheck aria-hidden="true" />
            Catena integra
          </Badge>
        ) : (
          <Badge variant="destructive" className="text-sm">
            <ShieldX aria-hidden="true" />
            Catena interrotta
          </Badge>
        ))
      }
    >
      {log.isPending && <Skeleton className="h-32" role="status" aria-label="Caricamento del registro" />}
      {log.isError && <p className="text-sm text-destructive">Impossibile caricare il registro degli accessi</p>}
      {log.data?.check.problem && (
        <Alert variant="destructive">
          <ShieldX aria-hidden="true" />
          <AlertTitle>Il registro non è integro</AlertTitle>
          <AlertDescription>{log.data.check.problem}</AlertDescription>
        </Alert>
      )}
      {log.data && (
        <ol className="divide-y rounded-lg border text-sm" aria-label="Righe del registro">
          {[...log.data.lines].reverse().map((line) => (
            <li key={line.seq} className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
              <span className="w-8 text-xs text-muted-foreground tabular-nums">#{line.seq}</span>
              <span className="whitespace-nowrap">
                <Instant value={String(line.at)} />
              </span>
              <span className="font-medium">{line.userName}</span>
              <span className="min-w-0 flex-1 break-words text-muted-foreground">
                {actionLabel(line.action)}
                {line.detail && `: ${line.detail}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
