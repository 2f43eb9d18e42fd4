import { useMemo, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { assessmentDraftSchema } from '@domain/aml/file';
import type { ReviewMonths } from '@domain/aml/review-policy';
import { addMonths, assessClientRisk } from '@domain/aml/risk';
import { amlRulesetOn, type Factor } from '@domain/aml/rulesets';
import { useServerForm } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { RiskResult, riskViewOf, type RiskView } from './RiskResult';
import { ScoreField } from './ScoreField';

export interface RiskFormValues {
  engagementId: string;
  scores: Record<string, number>;
  note: string;
}

/** What the live result needs besides the form: what signing will use, as far as the browser knows it. */
export interface RiskPreviewContext {
  /** The day computed for: today, as signing does. */
  assessedOn: string;
  /** The firm's review months (null: not readable, no preview). */
  reviewMonths: ReviewMonths | null;
  /** The reasons for enhanced due diligence in the server's last preview of the saved draft; null when it gave none to read. */
  forcedReasons: readonly string[] | null;
}

/**
 * The result of the scores as they stand, with the domain's computation. The file's people are
 * not scored here: their forced reasons come from the server, and make the level enhanced as the domain does.
 */
function previewOf(serviceId: string, scores: Record<string, number>, context: RiskPreviewContext & { reviewMonths: ReviewMonths }): RiskView | null {
  if (!amlRulesetOn(context.assessedOn).services.grades.some((s) => s.id === serviceId)) return null;
  const result = assessClientRisk({ assessedOn: context.assessedOn, serviceId, scores }, { reviewMonths: context.reviewMonths });
  const reasons = context.forcedReasons ?? [];
  if (reasons.length === 0) return riskViewOf(result);
  const months = context.reviewMonths.rafforzata;
  return riskViewOf({ ...result, level: 'rafforzata', forcedReasons: [...reasons], reviewMonths: months, nextReviewOn: addMonths(context.assessedOn, months) });
}

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
  /** Buttons after 'Salva e calcola', told whether the form has changes not saved yet. */
  actions?: (state: { unsaved: boolean }) => ReactNode;
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

  const live = () => {
    if (!preview) return null;
    if (left > 0) return <p aria-live="polite">{left === 1 ? 'Manca il punteggio di 1 fattore' : `Mancano i punteggi di ${left} fattori`}</p>;
    if (!serviceId) return <p>Scegli l’incarico valutato per vedere il risultato.</p>;
    if (!preview.reviewMonths) return <p>Impossibile leggere gli intervalli di revisione dello studio: anteprima non disponibile.</p>;
    const result = previewOf(serviceId, scores, { ...preview, reviewMonths: preview.reviewMonths });
    if (!result) return <p>Il risultato non è disponibile per questo incarico.</p>;
    return (
      <>
        <RiskResult result={result} />
        {preview.forcedReasons === null && (
          <p className="text-xs text-muted-foreground">Il livello tiene conto dei soli punteggi: persone politicamente esposte e paesi ad alto rischio del fascicolo sono verificati quando la bozza è salvata.</p>
        )}
      </>
    );
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
          {actions?.({ unsaved: formState.isDirty })}
        </div>
      )}
    </form>
  );
}
