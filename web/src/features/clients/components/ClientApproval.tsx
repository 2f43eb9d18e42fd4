import { Check, X } from 'lucide-react';
import { APPROVAL_STATUS_LABELS, type ApprovalStatus, type ClientDecision } from '@domain/schemas/clients';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-error';
import { toast } from '@web/lib/toast';
import { useDecideClient } from '../api/decide-client';
import type { ClientRow } from '../api/list-clients';

const BADGES: Record<ApprovalStatus, 'success' | 'warning' | 'destructive'> = { approved: 'success', pending: 'warning', rejected: 'destructive' };

/** A decision asked for: the client and Approva or Rifiuta. */
export interface PendingDecision {
  client: ClientRow;
  decision: ClientDecision;
}

/** The 'Stato' of a client, with Approva and Rifiuta beside it while it is pending, for the roles that decide. */
export function ClientApproval({ client, onDecide }: { client: ClientRow; onDecide?: (ask: PendingDecision) => void }) {
  const name = client.companyName || NAMELESS;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge variant={BADGES[client.approvalStatus]}>{APPROVAL_STATUS_LABELS[client.approvalStatus]}</Badge>
      {onDecide && client.approvalStatus === 'pending' && (
        <span className="inline-flex items-center">
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => onDecide({ client, decision: 'approved' })}
            aria-label={`Approva ${name}`}
            title="Approva"
            className="text-success hover:bg-success/10 hover:text-success"
          >
            <Check />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => onDecide({ client, decision: 'rejected' })}
            aria-label={`Rifiuta ${name}`}
            title="Rifiuta"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          >
            <X />
          </Button>
        </span>
      )}
    </span>
  );
}

/** How a client without a company name is called (as in its details). */
const NAMELESS = 'Cliente senza nome';

const TEXTS = {
  approved: { title: 'Approva cliente', action: 'Approva', done: 'approvato', question: (name: string) => `Approvare il cliente "${name}"? Le sue scadenze compariranno in Scadenze.` },
  rejected: {
    title: 'Rifiuta cliente',
    action: 'Rifiuta',
    done: 'rifiutato',
    question: (name: string) => `Rifiutare il cliente "${name}"? Un cliente rifiutato non potrà più essere approvato.`,
  },
} as const;

/** The confirmation of Approva / Rifiuta. */
export function DecideClientDialog({ ask, onOpenChange }: { ask: PendingDecision | null; onOpenChange: (open: boolean) => void }) {
  const decide = useDecideClient();
  const texts = TEXTS[ask?.decision ?? 'approved'];

  const confirm = async () => {
    if (!ask) return;
    try {
      await decide.mutateAsync({ id: ask.client.id, decision: ask.decision });
      toast.success(`Cliente "${ask.client.companyName || NAMELESS}" ${texts.done}`);
      onOpenChange(false);
    } catch (error) {
      toast.fromError(error, 'Impossibile aggiornare lo stato del cliente');
      // Decided or deleted meanwhile by someone else: nothing left to confirm; the list, read again, shows how it stands.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) onOpenChange(false);
    }
  };

  return (
    <AlertDialog open={ask !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{texts.title}</AlertDialogTitle>
          <AlertDialogDescription>{ask ? texts.question(ask.client.companyName || NAMELESS) : ''}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={decide.isPending}>Annulla</AlertDialogCancel>
          <AlertDialogAction
            destructive={ask?.decision === 'rejected'}
            disabled={decide.isPending}
            onClick={(e) => {
              e.preventDefault();
              void confirm();
            }}
          >
            {texts.action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
