import { useEffect, useState } from 'react';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CONTRACT_ACCEPT, CONTRACT_WRONG_KIND_MESSAGE, contractUploadFormSchema, hasContractExtension, type ContractUploadForm } from '@domain/schemas/contracts';
import { FileField, type FileRule } from '@web/components/file-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { applyFieldErrors } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { useUploadContract } from '../api/upload-contract';

const FIELDS = ['title', 'description', 'file'] as const;
type FormInput = z.input<typeof contractUploadFormSchema>;
const EMPTY: DefaultValues<FormInput> = { title: '', description: '', file: undefined };
const CONTRACT_FILE: FileRule = { accept: CONTRACT_ACCEPT, matches: (f) => hasContractExtension(f.name), wrongKindMessage: CONTRACT_WRONG_KIND_MESSAGE };

/** Upload a contract: title and a pdf, doc, docx or txt file required, description optional. */
export function UploadContractDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const upload = useUploadContract();
  const [percent, setPercent] = useState<number | null>(null);
  const form = useForm<FormInput, unknown, ContractUploadForm>({ resolver: zodResolver(contractUploadFormSchema), defaultValues: EMPTY });
  const { register, handleSubmit, reset, setError, formState, control } = form;

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setPercent(0);
    try {
      await upload.mutateAsync({ ...values, onProgress: setPercent });
      onOpenChange(false);
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) toast.fromError(error, 'Errore nel caricamento del contratto');
    } finally {
      setPercent(null);
    }
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
              <FileField
                label="File *"
                rule={CONTRACT_FILE}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={formState.errors.file?.message}
                hint="PDF, DOC, DOCX o TXT"
                percent={percent}
              />
            )}
          />
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
