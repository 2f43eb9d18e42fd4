import { useMemo, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { assessmentDraftSchema } from '@domain/aml/file';
import { assessClientRisk } from '@domain/aml/risk';
import { amlRulesetOn, type Factor } from '@domain/aml/rulesets';
import { useServerForm } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import type { AmlAssessments } from '../api/assessments';
import { ChoiceField } from './fields';
import { RiskResult, riskViewOf } from './RiskResult';
import { ScoreField } from './ScoreField';

export interface RiskFormValues {
  engagementId: string;
  scores: Record<string, number>;
  note: string;
}

/** What signing today computes with besides the form: the file's people and countries, the firm's review months. */
export type RiskPreviewContext = AmlAssessments['current'];

/**
 * The RT2 assessment's draft: the engagement assessed, each Table A (the client) and Table B
 * (the service) factor scored 1–4, a note. With `preview`, the result updates as each factor is
 * scored; saved to the server, which computes it again on signing and freezes it.
 */
export function RiskForm({
  factors,
  engagements,
  draft,
  onSave,
  readOnly = false,
  preview,
  actions,
}: {
  factors: { tableA: readonly Factor[]; tableB: readonly Factor[] };
  engagements: readonly { id: string; label: string; serviceId: string }[];
  draft: RiskFormValues | null;
  onSave: (values: z.output<typeof assessmentDraftSchema>) => Promise<unknown>;
  readOnly?: boolean;
  preview?: RiskPreviewContext;
  /** Buttons after 'Salva e calcola', told whether the form has changes not saved yet, and whether it has a result. */
  actions?: (state: { unsaved: boolean; computed: boolean }) => ReactNode;
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
  const engagementId = useWatch({ control, name: 'engagementId' });
  const left = all.filter((f) => scores[f.id] === undefined).length;
  const serviceId = engagements.find((e) => e.id === engagementId)?.serviceId;

  const computable = preview && left === 0 && serviceId && amlRulesetOn(preview.assessedOn).services.grades.some((s) => s.id === serviceId);
  const result = computable ? riskViewOf(assessClientRisk({ ...preview, serviceId, scores }, { reviewMonths: preview.reviewMonths })) : null;

  const live = () => {
    if (result) return <RiskResult result={result} />;
    if (left > 0) return <p aria-live="polite">{left === 1 ? 'Manca il punteggio di 1 fattore' : `Mancano i punteggi di ${left} fattori`}</p>;
    if (!serviceId) return <p>Scegli l’incarico valutato per vedere il risultato.</p>;
    return <p>Il risultato non è disponibile per questo incarico.</p>;
  };

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
      <ChoiceField
        control={control}
        name="engagementId"
        label="Incarico valutato *"
        labels={Object.fromEntries(engagements.map((engagement) => [engagement.id, engagement.label]))}
        placeholder="Scegli l’incarico"
        disabled={readOnly}
      />
      {table('Tabella A: il cliente', factors.tableA)}
      {table('Tabella B: la prestazione', factors.tableB)}
      <FormField label="Note" error={formState.errors.note?.message}>
        <Textarea rows={3} disabled={readOnly} {...register('note')} />
      </FormField>
      {preview && (
        <div className="grid gap-3 border-t pt-4 text-sm">
          <div>
            <h3 className="font-semibold">Risultato</h3>
            <p className="text-muted-foreground">Anteprima: la valutazione vale quando è firmata</p>
          </div>
          {live()}
        </div>
      )}
      {(!readOnly || actions) && (
        <div className="flex flex-wrap items-center justify-end gap-3">
          {!readOnly && (
            <Button type="submit" loading={form.pending}>
              Salva e calcola
            </Button>
          )}
          {actions?.({ unsaved: formState.isDirty, computed: result !== null })}
        </div>
      )}
    </form>
  );
}
