import { Controller, useWatch } from 'react-hook-form';
import { X } from 'lucide-react';
import { countOf } from '@domain/plural';
import { NO_CHANGE, bulkUpdateSchema, type BulkUpdateInput } from '@domain/schemas/clients';
import { FormDialog, useServerForm } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useBulkUpdateClients } from '../api/bulk-update-clients';
import type { CountryOption } from '../api/clients-meta';
import { CountryField, EntityTypeField, IncorporationDateField, YearEndField } from './CompanyFormFields';

const EMPTY: Omit<BulkUpdateInput, 'ids'> = { companyName: '', fullName: '', sectors: '', countryCode: NO_CHANGE, incorporationDate: '', entityType: '', financialYearEnd: '' };
const UNCHANGED = 'Nessuna modifica';

/**
 * 'Modifica Bulk - N clienti selezionati': blank fields stay unchanged, 'NO_CHANGE'
 * keeps the country, 'Rimuovi data' drops the date from the update. The legal form
 * is offered for the country chosen here or, without one, for the country all the
 * selected clients share (`sharedCountry`, when known); a new country without a form
 * clears the clients' forms. The company's fields are the client form's.
 */
export function BulkEditDialog({
  ids,
  sharedCountry,
  open,
  onOpenChange,
  onDone,
  countries,
}: {
  ids: readonly string[];
  sharedCountry: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
  countries: CountryOption[];
}) {
  const bulk = useBulkUpdateClients();
  const edit = useServerForm<BulkUpdateInput>({
    schema: bulkUpdateSchema,
    defaultValues: { ids: [...ids], ...EMPTY },
    // The mutation's own toast tells a failure.
    fields: [],
    errorToast: null,
    submit: async (values) => (ids.length ? bulk.mutateAsync({ ...values, ids: [...ids] }) : false),
    onSuccess: () => {
      onDone();
      onOpenChange(false);
    },
  });
  const { register, control, setValue, formState } = edit.form;
  const date = useWatch({ control, name: 'incorporationDate' });
  const chosenCountry = useWatch({ control, name: 'countryCode' });
  const typeCountry = chosenCountry && chosenCountry !== NO_CHANGE ? chosenCountry : sharedCountry;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={edit}
      className="sm:max-w-xl"
      title={`Modifica Bulk - ${countOf(ids.length, ['cliente selezionato', 'clienti selezionati'])}`}
      description="Compila solo i campi da cambiare: quelli lasciati vuoti non vengono modificati."
      label="Modifica Bulk"
      submitLabel={`Aggiorna ${countOf(ids.length, ['cliente', 'clienti'])}`}
      submitDisabled={!ids.length}
    >
      <FormField label="Nome Azienda" error={formState.errors.companyName?.message}>
        <Input placeholder="Lascia vuoto per non modificare" {...register('companyName')} />
      </FormField>
      <FormField label="Responsabile" error={formState.errors.fullName?.message}>
        <Input placeholder="Lascia vuoto per non modificare" {...register('fullName')} />
      </FormField>
      <FormField label="Settori" error={formState.errors.sectors?.message}>
        <Input placeholder="Lascia vuoto per non modificare" {...register('sectors')} />
      </FormField>
      <Controller
        control={control}
        name="countryCode"
        render={({ field, fieldState }) => (
          <CountryField
            value={!field.value || field.value === NO_CHANGE ? null : field.value}
            onChange={(v) => {
              field.onChange(v ?? NO_CHANGE);
              setValue('entityType', '');
            }}
            error={fieldState.error?.message}
            countries={countries}
            noneLabel={UNCHANGED}
          />
        )}
      />
      {/* The button beside the date, below the label (14 px and the field's 8 px gap). */}
      <div className="flex items-start gap-2">
        <IncorporationDateField control={control} name="incorporationDate" className="flex-1" />
        {date && (
          <Button type="button" variant="ghost" size="sm" className="mt-6" onClick={() => setValue('incorporationDate', '')}>
            <X /> Rimuovi data
          </Button>
        )}
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="entityType"
          render={({ field, fieldState }) => (
            <EntityTypeField
              countryCode={typeCountry}
              value={field.value}
              onChange={(v) => field.onChange(v ?? '')}
              error={fieldState.error?.message}
              noneLabel={UNCHANGED}
              noCountryHint="Scegli prima il paese, o seleziona clienti dello stesso paese"
            />
          )}
        />
        <Controller
          control={control}
          name="financialYearEnd"
          render={({ field, fieldState }) => <YearEndField value={field.value} onChange={field.onChange} error={fieldState.error?.message} unchangedUnlessSet />}
        />
      </div>
    </FormDialog>
  );
}
