import { useId } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { ACCOUNT_TYPES, BANKS, BUSINESS_TYPES } from '@domain/bank-applications';
import { createBankApplicationSchema, type CreateBankApplicationInput } from '@domain/schemas/bank-applications';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { useServerForm } from '@web/lib/use-server-form';
import { useCreateBankApplication } from '../api/create-bank-application';

type Output = z.output<typeof createBankApplicationSchema>;
const FIELDS = ['bankName', 'accountType', 'businessType', 'annualTurnover', 'description'] as const;

function ChoiceField({
  name,
  label,
  placeholder,
  options,
  control,
}: {
  name: 'bankName' | 'accountType' | 'businessType';
  label: string;
  placeholder: string;
  options: readonly string[];
  control: Control<CreateBankApplicationInput, unknown, Output>;
}) {
  // The label points at the trigger: the Select root renders no element of its own.
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} error={fieldState.error?.message}>
          <Select value={(field.value as string | null | undefined) ?? ''} onValueChange={field.onChange}>
            <SelectTrigger id={id} aria-invalid={fieldState.error ? true : undefined} onBlur={field.onBlur}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {options.map((o) => (
                <SelectItem key={o} value={o}>
                  {o}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      )}
    />
  );
}

/** The creation form (shown by "Nuova Applicazione"): bank and account type required. */
export function BankApplicationForm({ onDone }: { onDone: () => void }) {
  const create = useCreateBankApplication();
  const { form, onSubmit, pending } = useServerForm<CreateBankApplicationInput, Output>({
    schema: createBankApplicationSchema,
    defaultValues: { businessType: null, annualTurnover: '', description: '' },
    fields: FIELDS,
    submit: (values) => create.mutateAsync(values),
    errorToast: "Impossibile creare l'applicazione",
    onSuccess: onDone,
  });
  const { control, register, formState } = form;
  const [bankName, accountType] = useWatch({ control, name: ['bankName', 'accountType'] });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Nuova Applicazione Bancaria</CardTitle>
        <CardDescription>Scegli la banca e il tipo di conto; gli altri dati sono facoltativi.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Nuova Applicazione Bancaria">
          <ChoiceField control={control} name="bankName" label="Banca" placeholder="Seleziona una banca" options={BANKS} />
          <ChoiceField control={control} name="accountType" label="Tipo di Conto" placeholder="Seleziona il tipo di conto" options={ACCOUNT_TYPES} />
          <ChoiceField control={control} name="businessType" label="Tipo di Attività" placeholder="Facoltativo" options={BUSINESS_TYPES} />
          <FormField label="Fatturato Annuo (€)" error={formState.errors.annualTurnover?.message} description="Facoltativo">
            <Input inputMode="decimal" autoComplete="off" placeholder="es. 250000" {...register('annualTurnover')} />
          </FormField>
          <FormField label="Descrizione" className="sm:col-span-2" error={formState.errors.description?.message} description="Facoltativo">
            <Textarea rows={3} {...register('description')} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onDone}>
              Annulla
            </Button>
            <Button type="submit" disabled={!bankName || !accountType} loading={pending}>
              Invia Applicazione
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
