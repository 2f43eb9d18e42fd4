import { useEffect, useState } from 'react';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { DOCUMENT_CATEGORIES, documentUploadFormSchema, type AccessLevel, type DocumentUploadForm } from '@domain/schemas/documents';
import { FileField } from '@web/components/file-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { applyFieldErrors } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { useUploadDocument } from '../api/upload-document';
import { PDF_FILE } from '@web/lib/pdf-file';

const FIELDS = ['title', 'description', 'category', 'file'] as const;
type FormInput = z.input<typeof documentUploadFormSchema>;
const EMPTY: DefaultValues<FormInput> = { title: '', description: '', category: 'Altri', file: undefined };

/** The upload dialog: title and a PDF required, for the selected client. */
export function UploadDocumentDialog({
  level,
  client,
  open,
  onOpenChange,
}: {
  level: AccessLevel;
  client: { id: string; companyName: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const upload = useUploadDocument(level);
  const [percent, setPercent] = useState<number | null>(null);
  const form = useForm<FormInput, unknown, DocumentUploadForm>({ resolver: zodResolver(documentUploadFormSchema), defaultValues: EMPTY });
  const { register, handleSubmit, reset, setError, formState, control } = form;

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!client) return;
    setPercent(0);
    try {
      await upload.mutateAsync({ clientId: client.id, accessLevel: level, ...values, onProgress: setPercent });
      onOpenChange(false);
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) toast.fromError(error, level === 'private' ? 'Impossibile caricare il documento' : 'Impossibile condividere il documento');
    } finally {
      setPercent(null);
    }
  });

  const uploading = percent !== null;
  return (
    <Dialog open={open} onOpenChange={(next) => !uploading && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{level === 'private' ? 'Carica Documento Privato' : 'Carica Documento Condiviso'}</DialogTitle>
          <DialogDescription>{client ? `Cliente: ${client.companyName}` : 'Seleziona prima un cliente'}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Carica documento">
          <FormField label="Titolo *" error={formState.errors.title?.message}>
            <Input autoComplete="off" placeholder="Es. Atto costitutivo" {...register('title')} />
          </FormField>
          <FormField label="Descrizione" error={formState.errors.description?.message} description="Facoltativa">
            <Textarea rows={3} {...register('description')} />
          </FormField>
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <FormField label="Categoria" error={formState.errors.category?.message}>
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger aria-label="Categoria">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {DOCUMENT_CATEGORIES.map((c) => (
                      <SelectItem key={c} value={c}>
                        {c}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
            )}
          />
          <Controller
            control={control}
            name="file"
            render={({ field }) => (
              <FileField
                label="File PDF *"
                rule={PDF_FILE}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={formState.errors.file?.message}
                hint="Solo file PDF"
                percent={percent}
              />
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={uploading}>
              Annulla
            </Button>
            <Button type="submit" loading={uploading} disabled={!client}>
              Carica
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
