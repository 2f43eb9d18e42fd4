import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { DEFAULT_FINANCIAL_YEAR_END } from '@domain/compliance/entity-types';
import { todayIso } from '@domain/periods';
import { countOf } from '@domain/plural';
import { NO_CHANGE, bulkUpdateSchema, type BulkUpdateInput } from '@domain/schemas/clients';
import { DateField } from '@web/components/date-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useBulkUpdateClients } from '../api/bulk-update-clients';
import type { CountryOption } from '../api/clients-meta';
import { EntityTypeSelect, YearEndInput } from './CompanyFormFields';
import { CountrySelect } from './CountrySelect';

const EMPTY: Omit<BulkUpdateInput, 'ids'> = { companyName: '', fullName: '', sectors: '', countryCode: NO_CHANGE, incorporationDate: '', entityType: '', financialYearEnd: '' };

/**
 * 'Modifica Bulk - N clienti selezionati': blank fields stay unchanged, 'NO_CHANGE'
 * keeps the country, 'Rimuovi data' drops the date from the update. The legal form
 * is offered for the country chosen here or, without one, for the country all the
 * selected clients share (`sharedCountry`, when known); a new country without a form
 * clears the clients' forms.
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
  const form = useForm<BulkUpdateInput>({ resolver: zodResolver(bulkUpdateSchema), defaultValues: { ids: [...ids], ...EMPTY } });
  const { register, control, handleSubmit, reset, setValue, formState } = form;
  const date = useWatch({ control, name: 'incorporationDate' });
  const chosenCountry = useWatch({ control, name: 'countryCode' });
  const typeCountry = chosenCountry && chosenCountry !== NO_CHANGE ? chosenCountry : sharedCountry;

  useEffect(() => {
    if (open) reset({ ids: [...ids], ...EMPTY });
  }, [open, ids, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!ids.length) return;
    bulk.mutate(
      { ...values, ids: [...ids] },
      {
        onSuccess: () => {
          onDone();
          onOpenChange(false);
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Modifica Bulk - {countOf(ids.length, ['cliente selezionato', 'clienti selezionati'])}</DialogTitle>
          <DialogDescription>Compila solo i campi da cambiare: quelli lasciati vuoti non vengono modificati.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Modifica Bulk">
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
              <FormField label="Paese di Costituzione" error={fieldState.error?.message}>
                <CountrySelect
                  value={!field.value || field.value === NO_CHANGE ? null : field.value}
                  onChange={(v) => {
                    field.onChange(v ?? NO_CHANGE);
                    setValue('entityType', '');
                  }}
                  countries={countries}
                  noneLabel="Nessuna modifica"
                />
              </FormField>
            )}
          />
          {/* The button beside the date, below the label (14 px and the field's 8 px gap). */}
          <div className="flex items-start gap-2">
            <Controller
              control={control}
              name="incorporationDate"
              render={({ field, fieldState }) => (
                <DateField label="Data di Costituzione" error={fieldState.error?.message} className="flex-1" max={todayIso()} {...field} value={field.value ?? ''} />
              )}
            />
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
                <FormField
                  label="Tipo di società"
                  error={fieldState.error?.message}
                  description={typeCountry ? undefined : 'Scegli prima il paese, o seleziona clienti dello stesso paese'}
                >
                  {typeCountry ? (
                    <EntityTypeSelect countryCode={typeCountry} value={field.value} onChange={(v) => field.onChange(v ?? '')} noneLabel="Nessuna modifica" />
                  ) : (
                    <Input disabled placeholder="Nessuna modifica" />
                  )}
                </FormField>
              )}
            />
            <Controller
              control={control}
              name="financialYearEnd"
              render={({ field, fieldState }) => (
                <FormField label="Fine esercizio" error={fieldState.error?.message}>
                  {field.value ? (
                    <div className="flex items-center gap-2">
                      <div className="flex-1">
                        <YearEndInput value={field.value} onChange={field.onChange} />
                      </div>
                      <Button type="button" variant="ghost" size="icon-sm" onClick={() => field.onChange('')} aria-label="Non modificare la fine esercizio" title="Non modificare">
                        <X />
                      </Button>
                    </div>
                  ) : (
                    <Button type="button" variant="outline" aria-label="Imposta fine esercizio" onClick={() => field.onChange(DEFAULT_FINANCIAL_YEAR_END)}>
                      Imposta fine esercizio
                    </Button>
                  )}
                </FormField>
              )}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Annulla
            </Button>
            <Button type="submit" loading={formState.isSubmitting} disabled={!ids.length}>
              Aggiorna {countOf(ids.length, ['cliente', 'clienti'])}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
