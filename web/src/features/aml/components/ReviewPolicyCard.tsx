import { useState } from 'react';
import { PencilLine } from 'lucide-react';
import { DUE_DILIGENCE_LEVELS } from '@domain/aml/rulesets';
import { REVIEW_LEVEL_LABELS, REVIEW_MONTHS_MAX, REVIEW_MONTHS_MIN, reviewPolicySchema, type ReviewMonths, type ReviewPolicyInput } from '@domain/aml/review-policy';
import { FormDialog, useServerForm } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { useReviewPolicy, useSaveReviewPolicy, type AmlReviewPolicy } from '../api/review-policy';
import { Section } from './Section';

const months = (n: number) => (n === 1 ? '1 mese' : `${n} mesi`);

const NOT_MOVED = 'Le revisioni già in calendario restano alla loro data: i nuovi intervalli valgono per le valutazioni firmate e le revisioni registrate da ora in poi.';

/** 'Intervalli di revisione': the firm's months between reviews by level, with the defaults; editable by whoever manages the firm's part. */
export function ReviewPolicyCard({ canManage }: { canManage: boolean }) {
  const policy = useReviewPolicy();
  const [open, setOpen] = useState(false);
  return (
    <Section
      title="Intervalli di revisione"
      description="Mesi tra la valutazione firmata, o l’ultima revisione, e la revisione successiva del fascicolo, per livello di adeguata verifica. Nessun intervallo è fissato dalla legge: è la politica dello studio."
      actions={
        canManage &&
        policy.data && (
          <Button variant="outline" onClick={() => setOpen(true)}>
            <PencilLine />
            Modifica intervalli
          </Button>
        )
      }
    >
      {policy.isPending ? (
        <Skeleton className="h-20" role="status" aria-label="Caricamento" />
      ) : policy.isError ? (
        <p className="text-sm text-destructive">Impossibile caricare gli intervalli di revisione</p>
      ) : (
        <>
          <dl className="grid gap-3 min-[520px]:grid-cols-3" aria-label="Intervalli di revisione">
            {DUE_DILIGENCE_LEVELS.map((level) => (
              <div key={level} className="rounded-lg border p-2.5">
                <dt className="text-xs text-muted-foreground">{REVIEW_LEVEL_LABELS[level]}</dt>
                <dd className="font-semibold tabular-nums">{months(policy.data.months[level])}</dd>
                <dd className="text-xs text-muted-foreground">Predefinito: {months(policy.data.defaults[level])}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-muted-foreground">
            {policy.data.source === 'firm' ? 'Intervalli fissati dallo studio.' : 'Valori predefiniti delle regole in vigore: lo studio non ne ha fissati di propri.'} {NOT_MOVED}
          </p>
          {canManage && <ReviewPolicyDialog open={open} onOpenChange={setOpen} policy={policy.data} />}
        </>
      )}
    </Section>
  );
}

function ReviewPolicyDialog({ open, onOpenChange, policy }: { open: boolean; onOpenChange: (open: boolean) => void; policy: AmlReviewPolicy }) {
  const save = useSaveReviewPolicy();
  const form = useServerForm<ReviewPolicyInput, ReviewMonths>({
    schema: reviewPolicySchema,
    defaultValues: policy.months,
    submit: (values) => save.mutateAsync(values),
    errorToast: 'Impossibile salvare gli intervalli di revisione',
    onSuccess: () => onOpenChange(false),
  });
  const { register, formState } = form.form;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Modifica intervalli di revisione"
      label="Intervalli di revisione"
      description={`Mesi interi da ${REVIEW_MONTHS_MIN} a ${REVIEW_MONTHS_MAX}; più alto è il rischio, più spesso si rivede. ${NOT_MOVED}`}
      submitLabel="Salva"
    >
      {DUE_DILIGENCE_LEVELS.map((level) => (
        <FormField key={level} label={`${REVIEW_LEVEL_LABELS[level]} (mesi) *`} error={formState.errors[level]?.message} description={`Predefinito: ${months(policy.defaults[level])}`}>
          <Input type="number" inputMode="numeric" min={REVIEW_MONTHS_MIN} max={REVIEW_MONTHS_MAX} step={1} className="w-32" {...register(level, { valueAsNumber: true })} />
        </FormField>
      ))}
    </FormDialog>
  );
}
