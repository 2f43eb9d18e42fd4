import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { engagementInputSchema, FILE_COMPLETION_DAYS, type EngagementInput } from '@domain/aml/file';
import { todayIso } from '@domain/periods';
import { FormDialog, useServerForm } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { rulesetFor } from './rulesets';
import { FormDateField } from '@web/components/date-field';

export type EngagementOutput = z.output<typeof engagementInputSchema>;

const EMPTY: EngagementInput = { serviceId: '', purpose: '', nature: '', openedOn: todayIso() };

/** 'Nuovo incarico': the service from the ruleset's catalogue (with its inherent grade, or exempt), purpose, nature, day of the engagement. */
export function EngagementDialog({ open, onOpenChange, submit }: { open: boolean; onOpenChange: (open: boolean) => void; submit: (values: EngagementOutput) => Promise<unknown> }) {
  const form = useServerForm<EngagementInput, EngagementOutput>({
    schema: engagementInputSchema,
    defaultValues: EMPTY,
    submit,
    errorToast: "Impossibile registrare l'incarico",
    onSuccess: () => onOpenChange(false),
  });
  const { control, register, formState } = form.form;
  const ruleset = rulesetFor(useWatch({ control, name: 'openedOn' }) || todayIso());

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Nuovo incarico"
      label="Nuovo incarico"
      description={`Il fascicolo va completato entro ${FILE_COMPLETION_DAYS} giorni dal conferimento dell'incarico, salvo le prestazioni esenti.`}
      submitLabel="Registra incarico"
      className="sm:max-w-xl"
    >
      <Controller
        control={control}
        name="serviceId"
        render={({ field, fieldState }) => (
          <FormField label="Prestazione *" error={fieldState.error?.message}>
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger ref={field.ref} className="w-full min-w-0" aria-label="Prestazione *">
                <SelectValue placeholder="Scegli la prestazione" />
              </SelectTrigger>
              <SelectContent>
                <SelectGroup>
                  <SelectLabel>Soggette ad adeguata verifica</SelectLabel>
                  {ruleset.services.grades.map((service) => (
                    <SelectItem key={service.id} value={service.id}>
                      {service.label} · rischio inerente {service.inherent}
                    </SelectItem>
                  ))}
                </SelectGroup>
                <SelectGroup>
                  <SelectLabel>Esenti</SelectLabel>
                  {ruleset.services.exempt.map((service) => (
                    <SelectItem key={service.id} value={service.id}>
                      {service.label} · esente
                    </SelectItem>
                  ))}
                </SelectGroup>
              </SelectContent>
            </Select>
          </FormField>
        )}
      />
      <FormField label="Scopo dell'incarico *" error={formState.errors.purpose?.message}>
        <Textarea rows={2} {...register('purpose')} />
      </FormField>
      <FormField label="Natura dell'incarico *" error={formState.errors.nature?.message}>
        <Textarea rows={2} {...register('nature')} />
      </FormField>
      <FormDateField control={control} name="openedOn" label="Conferito il *" max={todayIso()} required />
    </FormDialog>
  );
}
