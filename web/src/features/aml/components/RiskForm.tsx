import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { assessmentDraftSchema } from '@domain/aml/file';
import type { Factor } from '@domain/aml/rulesets';
import { useServerForm } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { ScoreField } from './ScoreField';

export interface RiskFormValues {
  engagementId: string;
  scores: Record<string, number>;
  note: string;
}

/**
 * The RT2 assessment's draft: the engagement assessed, each Table A (the client) and Table B
 * (the service) factor scored 1–4, a note. Saved to the server, which computes the result.
 */
export function RiskForm({
  factors,
  engagements,
  draft,
  onSave,
  readOnly = false,
}: {
  factors: { tableA: readonly Factor[]; tableB: readonly Factor[] };
  engagements: readonly { id: string; label: string }[];
  draft: RiskFormValues | null;
  onSave: (values: z.output<typeof assessmentDraftSchema>) => Promise<unknown>;
  readOnly?: boolean;
}) {
  const defaults = useMemo<RiskFormValues>(() => draft ?? { engagementId: engagements.length === 1 ? engagements[0]!.id : '', scores: {}, note: '' }, [draft, engagements]);
  const all = [...factors.tableA, ...factors.tableB];
  const form = useServerForm<RiskFormValues, z.output<typeof assessmentDraftSchema>>({
    schema: assessmentDraftSchema,
    defaultValues: defaults,
    values: defaults,
    fields: ['engagementId', 'note', ...all.map((f) => `scores.${f.id}` as const)],
    submit: onSave,
    errorToast: 'Impossibile salvare la valutazione',
  });
  const { control, register, formState } = form.form;
  const scores = useWatch({ control, name: 'scores' });
  const left = all.filter((f) => scores[f.id] === undefined).length;

  const table = (title: string, list: readonly Factor[]) => (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {list.map((factor) => (
        <Controller
          key={factor.id}
          control={control}
          name={`scores.${factor.id}`}
          render={({ field, fieldState }) => (
            <ScoreField code={factor.id} label={factor.label} value={field.value} onChange={field.onChange} disabled={readOnly} error={fieldState.error?.message} />
          )}
        />
      ))}
    </fieldset>
  );

  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4" aria-label="Valutazione del rischio">
      <Controller
        control={control}
        name="engagementId"
        render={({ field, fieldState }) => (
          <FormField label="Incarico valutato *" error={fieldState.error?.message}>
            <Select value={field.value} onValueChange={field.onChange} disabled={readOnly}>
              <SelectTrigger ref={field.ref} className="w-full min-w-0" aria-label="Incarico valutato *">
                <SelectValue placeholder="Scegli l’incarico" />
              </SelectTrigger>
              <SelectContent>
                {engagements.map((engagement) => (
                  <SelectItem key={engagement.id} value={engagement.id}>
                    {engagement.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        )}
      />
      {table('Tabella A: il cliente', factors.tableA)}
      {table('Tabella B: la prestazione', factors.tableB)}
      <FormField label="Note" error={formState.errors.note?.message}>
        <Textarea rows={3} disabled={readOnly} {...register('note')} />
      </FormField>
      {!readOnly && (
        <div className="flex flex-wrap items-center justify-end gap-3">
          {left > 0 && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {left === 1 ? 'Manca il punteggio di 1 fattore' : `Mancano i punteggi di ${left} fattori`}
            </p>
          )}
          <Button type="submit" loading={form.pending}>
            Salva e calcola
          </Button>
        </div>
      )}
    </form>
  );
}
