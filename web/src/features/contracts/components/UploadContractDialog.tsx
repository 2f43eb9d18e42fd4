import { useEffect, useState } from 'react';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { formatMegabytes } from '@domain/file-size';
import { CONTRACT_ACCEPT, contractUploadFormSchema, type ContractUploadForm } from '@domain/schemas/contracts';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Progress } from '@web/components/ui/progress';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-error';
import { toast } from '@web/lib/toast';
import { contractKeys } from '../api/keys';
import { uploadContract } from '../api/upload-contract';

const FIELDS = ['title', 'description', 'file'] as const;
type FormInput = z.input<typeof contractUploadFormSchema>;
const EMPTY: DefaultValues<FormInput> = { title: '', description: '', file: undefined };

/** Upload a contract: title and a pdf, doc, docx or txt file required, description optional. */
export function UploadContractDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const form = useForm<FormInput, unknown, ContractUploadForm>({ resolver: zodResolver(contractUploadFormSchema), defaultValues: EMPTY });
  const { register, handleSubmit, reset, setError, formState, control } = form;

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setPercent(0);
    try {
      await uploadContract(values, setPercent);
    } catch (error) {
      setPercent(null);
      const fieldErrors = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
      const known = FIELDS.filter((f) => fieldErrors[f]);
      for (const field of known) setError(field, { message: fieldErrors[field] });
      if (known.length === 0) toast.fromError(error, 'Errore nel caricamento del contratto');
      return;
    }
    setPercent(null);
    await queryClient.invalidateQueries({ queryKey: contractKeys.all });
    toast.success('Contratto caricato con successo');
    onOpenChange(false);
  });

  const uploading = percent !== null;
  return (
    <Dialog open={open} onOpenChange={(next) => !uploading && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Carica Contratto</DialogTitle>
          <DialogDescription>Formati accettati: PDF, DOC, DOCX, TXT</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Carica contratto">
          <FormField label="Titolo *" error={formState.errors.title?.message}>
            <Input autoComplete="off" placeholder="Es. Contratto di consulenza" {...register('title')} />
          </FormField>
          <FormField label="Descrizione" error={formState.errors.description?.message} description="Facoltativa">
            <Textarea rows={3} {...register('description')} />
          </FormField>
          <Controller
            control={control}
            name="file"
            render={({ field }) => (
              <FormField
                label="File *"
                error={formState.errors.file?.message}
                description={field.value ? `${field.value.name} · ${formatMegabytes(field.value.size)}` : 'PDF, DOC, DOCX o TXT'}
              >
                <Input type="file" accept={CONTRACT_ACCEPT} className="cursor-pointer pt-1.5" onChange={(e) => field.onChange(e.target.files?.[0])} onBlur={field.onBlur} />
              </FormField>
            )}
          />
          {uploading && (
            <div className="flex items-center gap-3 text-sm" aria-live="polite">
              <Progress value={percent} aria-label="Avanzamento del caricamento" />
              <span className="w-10 text-right tabular-nums">{percent}%</span>
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={uploading}>
              Annulla
            </Button>
            <Button type="submit" loading={uploading}>
              Carica
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
