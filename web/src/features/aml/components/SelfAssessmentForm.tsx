import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { selfAssessmentDraftSchema } from '@domain/aml/file';
import type { Factor } from '@domain/aml/rulesets';
import { useServerForm } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { ScoreField } from './ScoreField';

export interface SelfAssessmentValues {
  inherent: Record<string, number>;
  vulnerability: Record<string, number>;
  note: string;
}

/** RT1: the four inherent risk factors and the four vulnerability factors, each 1–4, and a note. */
export function SelfAssessmentForm({
  factors,
  draft,
  onSave,
}: {
  factors: { inherentFactors: readonly Factor[]; vulnerabilityFactors: readonly Factor[]; inherentPercent: number; vulnerabilityPercent: number };
  draft: SelfAssessmentValues | null;
  onSave: (values: z.output<typeof selfAssessmentDraftSchema>) => Promise<unknown>;
}) {
  const defaults = useMemo<SelfAssessmentValues>(() => draft ?? { inherent: {}, vulnerability: {}, note: '' }, [draft]);
  const form = useServerForm<SelfAssessmentValues, z.output<typeof selfAssessmentDraftSchema>>({
    schema: selfAssessmentDraftSchema,
    defaultValues: defaults,
    values: defaults,
    fields: ['note', ...factors.inherentFactors.map((f) => `inherent.${f.id}` as const), ...factors.vulnerabilityFactors.map((f) => `vulnerability.${f.id}` as const)],
    submit: onSave,
    errorToast: 'Impossibile salvare l’autovalutazione',
  });
  const { control, register, formState } = form.form;
  const group = (title: string, part: 'inherent' | 'vulnerability', list: readonly Factor[]) => (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {list.map((factor) => (
        <Controller
          key={factor.id}
          control={control}
          name={`${part}.${factor.id}`}
          render={({ field, fieldState }) => <ScoreField label={factor.label} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
      ))}
    </fieldset>
  );
  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4" aria-label="Autovalutazione dello studio">
      {group(`Rischio inerente (${factors.inherentPercent}%)`, 'inherent', factors.inherentFactors)}
      {group(`Vulnerabilità (${factors.vulnerabilityPercent}%)`, 'vulnerability', factors.vulnerabilityFactors)}
      <FormField label="Note" error={formState.errors.note?.message}>
        <Textarea rows={3} {...register('note')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" loading={form.pending}>
          Salva e calcola
        </Button>
      </div>
    </form>
  );
}
