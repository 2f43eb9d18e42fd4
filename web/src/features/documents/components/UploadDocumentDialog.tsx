import { Controller, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { DOCUMENT_CATEGORIES, documentUploadFormSchema, type AccessLevel, type DocumentUploadForm } from '@domain/schemas/documents';
import { UploadDialog, useUploadForm } from '@web/components/upload-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { PDF_FILE } from '@web/lib/pdf-file';
import { useUploadDocument } from '../api/upload-document';

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
  const documentForm = useUploadForm<FormInput, DocumentUploadForm>({
    schema: documentUploadFormSchema,
    defaultValues: EMPTY,
    upload: async (values, onProgress) => (client ? upload.mutateAsync({ clientId: client.id, accessLevel: level, ...values, onProgress }) : false),
    errorToast: level === 'private' ? 'Impossibile caricare il documento' : 'Impossibile condividere il documento',
    onSuccess: () => onOpenChange(false),
  });
  const { register, control, formState } = documentForm.form;

  return (
    <UploadDialog
      open={open}
      onOpenChange={onOpenChange}
      form={documentForm}
      title={level === 'private' ? 'Carica Documento Privato' : 'Carica Documento Condiviso'}
      description={client ? `Cliente: ${client.companyName}` : 'Seleziona prima un cliente'}
      label="Carica documento"
      file={{ label: 'File PDF *', rule: PDF_FILE, hint: 'Solo file PDF' }}
      submitDisabled={!client}
    >
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
    </UploadDialog>
  );
}
