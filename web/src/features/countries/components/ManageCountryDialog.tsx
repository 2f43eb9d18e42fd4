import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTRY_STATUSES, COUNTRY_STATUS_LABELS, updateCountrySchema, type UpdateCountryInput } from '@domain/schemas/countries';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { applyFieldErrors } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import type { CountryView } from '../api/list-countries';
import { useUpdateCountry } from '../api/update-country';
import { formatTaxRateInput } from '../format';

/** 'Gestisci': Aliquota and Status of one country, saved on the server. */
export function ManageCountryDialog({ country, onOpenChange }: { country: CountryView | null; onOpenChange: (open: boolean) => void }) {
  const update = useUpdateCountry();
  const form = useForm<UpdateCountryInput>({
    resolver: zodResolver(updateCountrySchema),
    defaultValues: { taxRate: '', status: 'active' },
  });
  const { register, handleSubmit, control, reset, setError, formState } = form;

  useEffect(() => {
    if (country) reset({ taxRate: formatTaxRateInput(country.taxRate), status: country.status });
  }, [country, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!country) return;
    try {
      await update.mutateAsync({ iso: country.isoCode, input: values });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['taxRate', 'status'])) toast.fromError(error, 'Impossibile aggiornare il paese');
      return;
    }
    onOpenChange(false);
  });

  return (
    <Dialog open={country !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Gestisci {country?.name}</DialogTitle>
          <DialogDescription>Modifica aliquota e status del paese.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={`Gestisci ${country?.name ?? ''}`}>
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Annulla
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Salva
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
