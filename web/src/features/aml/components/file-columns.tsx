import { Link } from 'react-router';
import { CheckCircle2, FolderLock, XCircle } from 'lucide-react';
import { REVIEW_TRIGGER_LABELS } from '@domain/aml/file';
import { formatDateIt, todayIso } from '@domain/periods';
import type { Column } from '@web/components/list/DataTable';
import { IconCell } from '@web/components/list/IconCell';
import { Badge } from '@web/components/ui/badge';
import type { AmlFileSummary } from '../api/files';
import { LevelBadge } from './LevelBadge';

/** The list of files; the client's name opens the file (`linkTo`: its address, the list's state kept). */
export function fileColumns({ linkTo }: { linkTo: (id: string) => string }): Column<AmlFileSummary>[] {
  const today = todayIso();
  return [
    {
      id: 'client',
      header: 'Cliente',
      sort: 'clientName',
      card: 'title',
      width: 220,
      className: 'max-w-72',
      cell: (f) => (
        <IconCell icon={FolderLock}>
          <span className="grid gap-0.5">
            <Link to={linkTo(f.id)} className="font-medium break-words text-foreground underline-offset-4 hover:text-primary hover:underline">
              {f.clientName}
            </Link>
            {f.clientId === null && <Badge variant="secondary">Cliente eliminato</Badge>}
          </span>
        </IconCell>
      ),
    },
    { id: 'level', header: 'Adeguata verifica', width: 140, cell: (f) => <LevelBadge level={f.level} /> },
    {
      id: 'nextReview',
      header: 'Prossima revisione',
      sort: 'nextReviewOn',
      width: 170,
      cell: (f) => {
        if (!f.nextReviewOn) return <span className="text-muted-foreground">–</span>;
        const due = f.nextReviewOn <= today;
        return (
          <span className="grid gap-0.5">
            <span className={due ? 'font-medium text-destructive tabular-nums' : 'tabular-nums'}>
              {formatDateIt(f.nextReviewOn)}
              {due && ' · scaduta'}
            </span>
            {f.reviewTrigger && <span className="text-xs text-muted-foreground">{REVIEW_TRIGGER_LABELS[f.reviewTrigger]}</span>}
          </span>
        );
      },
    },
    {
      id: 'engagements',
      header: 'Incarichi aperti',
      width: 170,
      givesWay: { kind: 'spec' },
      cell: (f) =>
        f.openEngagements === 0 ? (
          <span className="text-muted-foreground">Nessuno</span>
        ) : (
          <span className="grid gap-0.5">
            <span>{f.openEngagements === 1 ? '1 da completare' : `${f.openEngagements} da completare`}</span>
            {f.completionDueOn && <span className={f.completionDueOn < today ? 'text-xs font-medium text-destructive' : 'text-xs text-muted-foreground'}>entro il {formatDateIt(f.completionDueOn)}</span>}
          </span>
        ),
    },
    {
      id: 'identified',
      header: 'Identificazione',
      width: 140,
      cell: (f) =>
        f.identified ? (
          <span className="inline-flex items-center gap-1 text-[color-mix(in_oklab,var(--success)_80%,black)]">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            Completa
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-destructive">
            <XCircle className="size-4" aria-hidden="true" />
            Mancante
          </span>
        ),
    },
    {
      id: 'status',
      header: 'Stato',
      width: 130,
      givesWay: { kind: 'spec', order: 1 },
      cell: (f) =>
        f.abstainedOn ? (
          <Badge variant="destructive">Astensione</Badge>
        ) : f.relationshipEndedOn ? (
          <Badge variant="secondary">Rapporto cessato</Badge>
        ) : (
          <Badge variant="info">Attivo</Badge>
        ),
    },
  ];
}
