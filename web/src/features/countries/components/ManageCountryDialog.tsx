import { Controller } from 'react-hook-form';
import { COUNTRY_STATUSES, COUNTRY_STATUS_LABELS, updateCountrySchema, type UpdateCountryInput } from '@domain/schemas/countries';
import { FormDialog, useServerForm } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import type { CountryView } from '../api/list-countries';
import { useUpdateCountry } from '../api/update-country';
import { formatTaxRateInput } from '../format';

/** 'Gestisci': Aliquota and Status of one country, saved on the server. */
export function ManageCountryDialog({ country, onOpenChange }: { country: CountryView | null; onOpenChange: (open: boolean) => void }) {
  const update = useUpdateCountry();
  const manage = useServerForm<UpdateCountryInput>({
    schema: updateCountrySchema,
    defaultValues: country ? { taxRate: formatTaxRateInput(country.taxRate), status: country.status } : { taxRate: '', status: 'active' },
    submit: async (values) => (country ? update.mutateAsync({ iso: country.isoCode, input: values }) : false),
    errorToast: 'Impossibile aggiornare il paese',
    onSuccess: () => onOpenChange(false),
  });
  const { register, control, formState } = manage.form;

  return (
    <FormDialog
      open={country !== null}
      onOpenChange={onOpenChange}
      form={manage}
      title={`Gestisci ${country?.name ?? ''}`}
      description="Modifica aliquota e status del paese."
      label={`Gestisci ${country?.name ?? ''}`}
      submitLabel="Salva"
    >
      <FormField label="Aliquota" error={formState.errors.taxRate?.message} description="Percentuale, es. 12,5">
        <Input inputMode="decimal" autoComplete="off" {...register('taxRate')} />
      </FormField>
      <Controller
        control={control}
        name="status"
        render={({ field, fieldState }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <FormField label="Status" error={fieldState.error?.message}>
              <SelectTrigger onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
            </FormField>
            <SelectContent>
              {COUNTRY_STATUSES.map((s) => (
                <SelectItem key={s} value={s}>
                  {COUNTRY_STATUS_LABELS[s]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormDialog>
  );
}
