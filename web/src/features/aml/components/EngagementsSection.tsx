import { useState } from 'react';
import { Briefcase, FileSignature, Plus } from 'lucide-react';
import { formatDateIt, todayIso } from '@domain/periods';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useOpenEngagement, useRequestDeclaration } from '../api/engagements';
import type { AmlEngagement, AmlFile } from '../api/files';
import { EngagementDialog } from './EngagementDialog';
import { Empty, Section } from './Section';

/** 'Incarichi': the engagements, their service and grade (or exemption), completion due, and the client's AV.4 declaration. */
export function EngagementsSection({ file, canPrepare }: { file: AmlFile; canPrepare: boolean }) {
  const [open, setOpen] = useState(false);
  const openEngagement = useOpenEngagement(file.file.id);
  const declaration = useRequestDeclaration();
  const evidenceTitle = (id: string | null) => file.evidence.find((e) => e.id === id)?.title;
  // The server refuses a new engagement after an abstention (art. 42) or the end of the relationship.
  const closed = file.file.abstainedOn !== null || file.file.relationshipEndedOn !== null;

  return (
    <Section
      title="Incarichi"
      description={
        file.file.abstainedOn !== null
          ? `Astensione registrata il ${formatDateIt(file.file.abstainedOn)}: non si possono aprire nuovi incarichi per questo cliente.`
          : file.file.relationshipEndedOn !== null
            ? `Rapporto concluso il ${formatDateIt(file.file.relationshipEndedOn)}: non si aprono nuovi incarichi.`
            : 'Le prestazioni per il cliente: scopo e natura, e il termine per completare il fascicolo.'
      }
      actions={
        canPrepare && !closed && (
          <Button variant="outline" onClick={() => setOpen(true)}>
            <Plus />
            Nuovo incarico
          </Button>
        )
      }
    >
      {file.engagements.length === 0 ? (
        <Empty>Nessun incarico registrato</Empty>
      ) : (
        <ul className="grid gap-3" aria-label="Incarichi">
          {file.engagements.map((e) => (
            <li key={e.id} className="grid min-w-0 gap-2 rounded-lg border p-3 text-sm" aria-label={e.serviceLabel}>
              <div className="flex flex-wrap items-center gap-2">
                <Briefcase className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1 font-medium break-words">{e.serviceLabel}</span>
                {e.exempt ? <Badge variant="secondary">Esente</Badge> : <Badge variant="outline">Rischio inerente {e.inherent}</Badge>}
                <CompletionBadge engagement={e} />
              </div>
              <dl className="grid gap-1 sm:grid-cols-[8rem_1fr]">
                <dt className="text-muted-foreground">Scopo</dt>
                <dd className="break-words">{e.purpose}</dd>
                <dt className="text-muted-foreground">Natura</dt>
                <dd className="break-words">{e.nature}</dd>
                <dt className="text-muted-foreground">Conferito il</dt>
                <dd>{formatDateIt(e.openedOn)}</dd>
                <dt className="text-muted-foreground">Dichiarazione AV.4</dt>
                <dd className="flex flex-wrap items-center gap-2">
                  {e.declarationEvidenceId ? (
                    <Badge variant="success">Allegata: {evidenceTitle(e.declarationEvidenceId) ?? 'documento del fascicolo'}</Badge>
                  ) : e.declarationRequestId ? (
                    <Badge variant="warning">Richiesta al cliente, in attesa</Badge>
                  ) : (
                    <span className="text-muted-foreground">Non richiesta</span>
                  )}
                  {canPrepare && !e.declarationEvidenceId && !e.declarationRequestId && file.client && (
                    <Button size="sm" variant="outline" loading={declaration.isPending && declaration.variables === e.id} onClick={() => declaration.mutate(e.id)}>
                      <FileSignature />
                      Richiedi dichiarazione AV.4
                    </Button>
                  )}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {canPrepare && <EngagementDialog open={open} onOpenChange={setOpen} submit={(input) => openEngagement.mutateAsync(input)} />}
    </Section>
  );
}

function CompletionBadge({ engagement: e }: { engagement: AmlEngagement }) {
  if (e.completedOn) return <Badge variant="success">Completato il {formatDateIt(e.completedOn)}</Badge>;
  if (e.closedOn) return <Badge variant="secondary">Chiuso il {formatDateIt(e.closedOn)}</Badge>;
  if (!e.completionDueOn) return null;
  const late = e.completionDueOn < todayIso();
  return <Badge variant={late ? 'destructive' : 'warning'}>{late ? 'Completamento scaduto il' : 'Da completare entro il'} {formatDateIt(e.completionDueOn)}</Badge>;
}
