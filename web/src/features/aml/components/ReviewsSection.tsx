import { useState } from 'react';
import { Ban, CalendarCheck, DoorClosed } from 'lucide-react';
import { REVIEW_TRIGGER_LABELS } from '@domain/aml/file';
import { formatDateIt, todayIso } from '@domain/periods';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import type { AmlFile } from '../api/files';
import { useEndRelationship, useRecordAbstention, useRecordReview, useReviews } from '../api/reviews';
import { AbstentionDialog, EndDialog, ReviewDialog } from './ReviewDialogs';
import { Empty, Section } from './Section';

type Open = 'review' | 'abstention' | 'end' | null;

/** 'Revisioni': the next review and why, the buttons for a review, an abstention, the end; the history. */
export function ReviewsSection({ file, canSign }: { file: AmlFile; canSign: boolean }) {
  const fileId = file.file.id;
  const { nextReviewOn, reviewTrigger, level, abstainedOn, relationshipEndedOn } = file.file;
  const reviews = useReviews(fileId);
  const review = useRecordReview(fileId);
  const abstention = useRecordAbstention(fileId);
  const end = useEndRelationship(fileId);
  const [open, setOpen] = useState<Open>(null);
  const due = nextReviewOn !== null && nextReviewOn <= todayIso();
  const dialog = (name: Exclude<Open, null>) => ({ open: open === name, onOpenChange: (next: boolean) => setOpen(next ? name : null) });

  return (
    <div className="grid gap-4">
      <Section
        title="Prossima revisione"
        actions={
          canSign &&
          !relationshipEndedOn && (
            <>
              {/* After an abstention the file is watched no more: the server refuses a review. */}
              {!abstainedOn && (
                <>
                  <Button variant="outline" onClick={() => setOpen('review')} disabled={level === null} title={level === null ? 'Firma prima la valutazione del rischio' : undefined}>
                    <CalendarCheck />
                    Registra revisione
                  </Button>
                  <Button variant="outline" onClick={() => setOpen('abstention')}>
                    <Ban />
                    Registra astensione
                  </Button>
                </>
              )}
              <Button variant="outline" onClick={() => setOpen('end')}>
                <DoorClosed />
                Fine del rapporto
              </Button>
            </>
          )
        }
      >
        {nextReviewOn ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className={due ? 'font-semibold text-destructive' : 'font-semibold'}>Entro il {formatDateIt(nextReviewOn)}</span>
            {due && <Badge variant="destructive">Scaduta</Badge>}
            {reviewTrigger && <Badge variant="outline">{REVIEW_TRIGGER_LABELS[reviewTrigger]}</Badge>}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            {relationshipEndedOn
              ? 'Rapporto cessato: nessuna revisione.'
              : abstainedOn
                ? 'Astensione registrata: nessuna revisione. Registra la fine del rapporto quando cessa.'
                : 'Fissata dalla prima valutazione del rischio firmata.'}
          </p>
        )}
      </Section>

      <Section title="Storico delle revisioni">
        {reviews.isPending && <Skeleton className="h-16" />}
        {reviews.isError && <p className="text-sm text-destructive">Impossibile caricare le revisioni</p>}
        {reviews.data?.length === 0 && <Empty>Nessuna revisione registrata</Empty>}
        {reviews.data && reviews.data.length > 0 && (
          <ul className="grid gap-2" aria-label="Revisioni">
            {reviews.data.map((r) => (
              <li key={r.id} className="rounded-lg border px-3 py-2 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{formatDateIt(r.reviewedOn)}</span>
                  <Badge variant="outline">{REVIEW_TRIGGER_LABELS[r.trigger]}</Badge>
                  {r.dueOn && <span className="text-xs text-muted-foreground">prevista entro il {formatDateIt(r.dueOn)}</span>}
                  <span className="text-xs text-muted-foreground">· {r.reviewedByName}</span>
                </div>
                <p className="mt-1 break-words whitespace-pre-line">{r.outcome}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {canSign && (
        <>
          <ReviewDialog {...dialog('review')} submit={(input) => review.mutateAsync(input)} />
          <AbstentionDialog {...dialog('abstention')} submit={(input) => abstention.mutateAsync(input)} />
          <EndDialog {...dialog('end')} submit={(input) => end.mutateAsync(input)} />
        </>
      )}
    </div>
  );
}
