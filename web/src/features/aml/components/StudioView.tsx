import { useState } from 'react';
import { GraduationCap, Plus } from 'lucide-react';
import { can } from '@domain/policy';
import { formatDateIt } from '@domain/periods';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/session';
import { useAddTraining, useFirm, useStaffChoices, type AmlFirm } from '../api/firm';
import { ReviewPolicyCard } from './ReviewPolicyCard';
import { decimalIt } from './RiskResult';
import { SelfAssessmentCard } from './SelfAssessmentCard';
import { Empty, Section } from './Section';
import { TrainingDialog } from './TrainingDialog';

/** 'Studio': the firm's own self-assessment and the training register. */
export function StudioView() {
  const { role } = useSession();
  const firm = useFirm();
  if (firm.isPending) return <Skeleton className="h-96" role="status" aria-label="Caricamento" />;
  if (firm.isError) return <p className="text-sm text-destructive">Impossibile caricare l’autovalutazione e la formazione dello studio</p>;
  const canManage = can(role, 'manage:aml-firm');
  return (
    <div className="grid gap-4">
      <SelfAssessmentCard firm={firm.data} canManage={canManage} canSign={can(role, 'sign:aml-self-assessment')} />
      <TrainingRegister trainings={firm.data.trainings} canManage={canManage} />
      <ReviewPolicyCard canManage={canManage} />
    </div>
  );
}

function TrainingRegister({ trainings, canManage }: { trainings: AmlFirm['trainings']; canManage: boolean }) {
  const [open, setOpen] = useState(false);
  const staff = useStaffChoices(open);
  const add = useAddTraining();
  return (
    <Section
      title="Registro della formazione"
      actions={
        canManage && (
          <Button variant="outline" onClick={() => setOpen(true)}>
            <Plus />
            Aggiungi formazione
          </Button>
        )
      }
    >
      {trainings.length === 0 ? (
        <Empty>Nessuna formazione registrata</Empty>
      ) : (
        <ul className="divide-y rounded-lg border text-sm" aria-label="Formazione">
          {trainings.map((t) => (
            <li key={t.id} className="flex min-w-0 flex-wrap items-start gap-x-3 gap-y-1 px-3 py-2.5">
              <GraduationCap className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0 flex-[1_1_14rem]">
                <p className="font-medium break-words">{t.topic}</p>
                <p className="text-xs break-words text-muted-foreground">{t.attendees.map((a) => a.name).join(', ')}</p>
              </div>
              <span className="whitespace-nowrap tabular-nums">{formatDateIt(t.heldOn)}</span>
              <span className="whitespace-nowrap tabular-nums">{decimalIt(t.hours)} h</span>
            </li>
          ))}
        </ul>
      )}
      <TrainingDialog open={open} onOpenChange={setOpen} staff={staff.data ?? []} submit={(input) => add.mutateAsync(input)} />
    </Section>
  );
}
