import { useEffect } from 'react';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { contractGenerationSchema, ENTITY_TYPE_LABELS, ENTITY_TYPES, type ContractGenerationInput } from '@domain/schemas/contracts';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { toast } from '@web/lib/toast';

type FormInput = z.input<typeof contractGenerationSchema>;
const EMPTY: DefaultValues<FormInput> = { entityType: undefined, companyAddress: '', ownerName: '', ownerAddress: '' };

/** The contract-generation form: validated, then the feature says it is in development (nothing is saved). */
export function GenerateContractDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<FormInput, unknown, ContractGenerationInput>({ resolver: zodResolver(contractGenerationSchema), defaultValues: EMPTY });
  const { register, handleSubmit, reset, formState, control } = form;

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onSubmit = handleSubmit(() => {
    toast.info('La generazione automatica dei contratti è in fase di sviluppo.', 'Generazione Contratto');
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Genera Contratto</DialogTitle>
          <DialogDescription>Inserisci i dati per generare il contratto</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Genera contratto">
          <Controller
            control={control}
            name="entityType"
            render={({ field }) => (
              <FormField label="Tipo di entità *" error={formState.errors.entityType?.message}>
                <Select value={field.value ?? ''} onValueChange={field.onChange}>
                  <SelectTrigger aria-label="Tipo di entità">
                    <SelectValue placeholder="Persona fisica o giuridica" />
                  </SelectTrigger>
                  <SelectContent>
                    {ENTITY_TYPES.map((t) => (
                      <SelectItem key={t} value={t}>
                        {ENTITY_TYPE_LABELS[t]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
            )}
          />
          <FormField label="Indirizzo della società *" error={formState.errors.companyAddress?.message}>
            <Input autoComplete="off" {...register('companyAddress')} />
          </FormField>
          <FormField label="Nome del titolare *" error={formState.errors.ownerName?.message}>
            <Input autoComplete="off" {...register('ownerName')} />
          </FormField>
          <FormField label="Indirizzo del titolare *" error={formState.errors.ownerAddress?.message}>
            <Input autoComplete="off" {...register('ownerAddress')} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Annulla
            </Button>
            <Button type="submit">Genera</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
