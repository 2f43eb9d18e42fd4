import { Check, X } from 'lucide-react';
import { APPROVAL_STATUS_LABELS, type ApprovalStatus, type ClientDecision } from '@domain/schemas/clients';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-error';
import { useDecideClient } from '../api/decide-client';
import type { ClientRow } from '../api/list-clients';
import { NAMELESS_CLIENT } from '../format';

const BADGES: Record<ApprovalStatus, 'success' | 'warning' | 'destructive'> = { approved: 'success', pending: 'warning', rejected: 'destructive' };

/** A decision asked for: the client and Approva or Rifiuta. */
export interface PendingDecision {
  client: ClientRow;
  decision: ClientDecision;
}

/** The 'Stato' of a client, with Approva and Rifiuta beside it while it is pending, for the roles that decide. */
export function ClientApproval({ client, onDecide }: { client: ClientRow; onDecide?: (ask: PendingDecision) => void }) {
  const name = client.companyName || NAMELESS_CLIENT;
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

const TEXTS = {
  approved: { title: 'Approva cliente', action: 'Approva', question: (name: string) => `Approvare il cliente "${name}"? Le sue scadenze compariranno in Scadenze.` },
  rejected: {
    title: 'Rifiuta cliente',
    action: 'Rifiuta',
    question: (name: string) => `Rifiutare il cliente "${name}"? Un cliente rifiutato non potrà più essere approvato.`,
  },
} as const;

/** The confirmation of Approva / Rifiuta. */
export function DecideClientDialog({ ask, onOpenChange }: { ask: PendingDecision | null; onOpenChange: (open: boolean) => void }) {
  const decide = useDecideClient();
  const texts = TEXTS[ask?.decision ?? 'approved'];
  return (
    <ConfirmDialog
      open={ask !== null}
      onOpenChange={onOpenChange}
      title={texts.title}
      description={ask ? texts.question(ask.client.companyName || NAMELESS_CLIENT) : ''}
      confirmLabel={texts.action}
      destructive={ask?.decision === 'rejected'}
      onConfirm={async () => {
        if (!ask) return;
        try {
          await decide.mutateAsync({ id: ask.client.id, decision: ask.decision });
        } catch (error) {
          // Decided or deleted meanwhile by someone else: nothing left to confirm; the list, read again, shows how it stands.
          if (!(error instanceof ApiError && (error.status === 404 || error.status === 409))) throw error;
        }
      }}
    />
  );
}
