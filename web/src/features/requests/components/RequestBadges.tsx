import { formatDateIt } from '@domain/periods';
import { ITEM_STATUS_LABELS, REQUEST_STATUS_LABELS, type ItemStatus, type RequestStatus } from '@domain/schemas/requests';
import { Badge } from '@web/components/ui/badge';
import { Progress } from '@web/components/ui/progress';
import { cn } from '@web/lib/utils';

const REQUEST_VARIANT: Record<RequestStatus, 'secondary' | 'info' | 'success'> = { draft: 'secondary', open: 'info', completed: 'success' };
const ITEM_VARIANT: Record<ItemStatus, 'secondary' | 'warning' | 'success' | 'destructive'> = {
  pending: 'secondary',
  submitted: 'warning',
  accepted: 'success',
  rejected: 'destructive',
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge variant={REQUEST_VARIANT[status]}>{REQUEST_STATUS_LABELS[status]}</Badge>;
}

export function ItemStatusBadge({ status }: { status: ItemStatus }) {
  return <Badge variant={ITEM_VARIANT[status]}>{ITEM_STATUS_LABELS[status]}</Badge>;
}

/** The due date, with a red 'Scaduta' when the request is overdue. */
export function DueDate({ dueDate, overdue, className }: { dueDate: string; overdue: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1.5 tabular-nums', className)}>
      <span className={cn(overdue && 'font-medium text-destructive')}>{formatDateIt(dueDate)}</span>
      {overdue && <Badge variant="destructive">Scaduta</Badge>}
    </span>
  );
}

/** '3/5 accettati', a bar, and how many wait for staff ('2 in verifica'). */
export function RequestProgress({
  request,
  className,
}: {
  request: { acceptedCount: number; itemCount: number; submittedCount: number; title: string };
  className?: string;
}) {
  const percent = request.itemCount ? Math.round((request.acceptedCount / request.itemCount) * 100) : 0;
  return (
    <div className={cn('grid min-w-0 gap-1', className)}>
      <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-medium tabular-nums">
          {request.acceptedCount}/{request.itemCount} {request.acceptedCount === 1 ? 'accettato' : 'accettati'}
        </span>
        {request.submittedCount > 0 && <span className="text-xs text-[color-mix(in_oklab,var(--warning)_80%,black)]">{request.submittedCount} in verifica</span>}
      </div>
      <Progress value={percent} aria-label={`Avanzamento di ${request.title}`} indicatorClassName={percent === 100 ? 'bg-success' : undefined} />
    </div>
  );
}
