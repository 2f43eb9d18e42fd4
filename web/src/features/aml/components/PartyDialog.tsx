import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { PARTY_KIND_LABELS, PEP_STATUS_LABELS, partyInputSchema, type PartyKind, type PepStatus } from '@domain/aml/file';
import { todayIso } from '@domain/periods';
import { FormDialog, useServerForm } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { FormWorldCountryPicker } from '@web/components/world-country-picker';
import { ChoiceField } from './fields';
import { FormDateField } from '@web/components/date-field';

export interface PartyFormValues {
  kind: PartyKind;
  name: string;
  bornOn: string;
  taxCode: string;
  nationality: string;
  address: string;
  residenceCountry: string;
  pepStatus: PepStatus;
  pepOffice: string;
  pepLeftOn: string;
  pepSource: string;
}

export type PartyOutput = z.output<typeof partyInputSchema>;

const EMPTY: PartyFormValues = {
  kind: 'natural',
  name: '',
  bornOn: '',
  taxCode: '',
  nationality: '',
  address: '',
  residenceCountry: '',
  pepStatus: 'none',
  pepOffice: '',
  pepLeftOn: '',
  pepSource: '',
};


/** A stored person as the form holds it: '' for what is not given. */
export function partyFormValues(party: { [K in keyof PartyFormValues]: PartyFormValues[K] | null }): PartyFormValues {
  return Object.fromEntries(Object.keys(EMPTY).map((key) => [key, party[key as keyof PartyFormValues] ?? ''])) as unknown as PartyFormValues;
}

/** 'Aggiungi persona' and 'Modifica persona': a natural or legal person of the file, with the PEP check for a natural one. */
export function PartyDialog({
  open,
  onOpenChange,
  editing,
  submit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: PartyFormValues | null;
  submit: (values: PartyOutput) => Promise<unknown>;
}) {
  const defaults = useMemo(() => editing ?? EMPTY, [editing]);
  const form = useServerForm<PartyFormValues, PartyOutput>({
    schema: partyInputSchema,
    defaultValues: defaults,
    submit,
    errorToast: 'Impossibile salvare la persona',
    onSuccess: () => onOpenChange(false),
  });
  const { control, register, formState } = form.form;
  const [kind, pepStatus] = useWatch({ control, name: ['kind', 'pepStatus'] });
  const natural = kind === 'natural';
  const title = editing ? 'Modifica persona' : 'Aggiungi persona';
  const error = (name: keyof PartyFormValues) => formState.errors[name]?.message;

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} form={form} title={title} label={title} description="Soci, amministratori, esecutore e società della catena di controllo." submitLabel="Salva" className="sm:max-w-2xl">
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField control={control} name="kind" label="Tipo *" labels={PARTY_KIND_LABELS} />
        <FormField label={natural ? 'Nome e cognome *' : 'Denominazione *'} error={error('name')}>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
        <FormDateField control={control} name="bornOn" label={natural ? 'Data di nascita' : 'Data di costituzione'} max={todayIso()} />
        <FormField label={natural ? 'Codice fiscale o identificativo fiscale' : 'Numero di registrazione'} error={error('taxCode')}>
          <Input autoComplete="off" {...register('taxCode')} />
        </FormField>
        {natural && <FormWorldCountryPicker control={control} name="nationality" label="Cittadinanza" />}
        <FormWorldCountryPicker control={control} name="residenceCountry" label={natural ? 'Paese di residenza' : 'Paese della sede'} />
        <FormField label={natural ? 'Indirizzo di residenza' : 'Sede legale'} error={error('address')} className="sm:col-span-2">
          <Input autoComplete="off" {...register('address')} />
        </FormField>
      </div>
      {natural && (
        <fieldset className="grid gap-4 rounded-lg border p-3">
          <legend className="px-1 text-sm font-semibold">Persona politicamente esposta</legend>
          <ChoiceField control={control} name="pepStatus" label="Stato *" labels={PEP_STATUS_LABELS} />
          {pepStatus !== 'none' && (
            <FormField label="Carica pubblica *" error={error('pepOffice')}>
              <Input autoComplete="off" {...register('pepOffice')} />
            </FormField>
          )}
          {pepStatus === 'left-office' && <FormDateField control={control} name="pepLeftOn" label="Ha lasciato la carica il *" max={todayIso()} />}
          <FormField label="Come è stato verificato *" error={error('pepSource')} description="Una dichiarazione del cliente, una banca dati, una fonte pubblica">
            <Input autoComplete="off" {...register('pepSource')} />
          </FormField>
        </fieldset>
      )}
    </FormDialog>
  );
}
