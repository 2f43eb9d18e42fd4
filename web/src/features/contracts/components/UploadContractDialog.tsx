import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { CONTRACT_ACCEPT, CONTRACT_WRONG_KIND_MESSAGE, contractUploadFormSchema, hasContractExtension, type ContractUploadForm } from '@domain/schemas/contracts';
import type { FileRule } from '@web/components/file-field';
import { UploadDialog, useUploadForm } from '@web/components/upload-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useUploadContract } from '../api/upload-contract';

type FormInput = z.input<typeof contractUploadFormSchema>;
const EMPTY: DefaultValues<FormInput> = { title: '', description: '', file: undefined };
const CONTRACT_FILE: FileRule = { accept: CONTRACT_ACCEPT, matches: (f) => hasContractExtension(f.name), wrongKindMessage: CONTRACT_WRONG_KIND_MESSAGE };

/** Upload a contract: title and a pdf, doc, docx or txt file required, description optional. */
export function UploadContractDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const upload = useUploadContract();
  const contract = useUploadForm<FormInput, ContractUploadForm>({
    schema: contractUploadFormSchema,
    defaultValues: EMPTY,
    upload: (values, onProgress) => upload.mutateAsync({ ...values, onProgress }),
    errorToast: 'Errore nel caricamento del contratto',
    onSuccess: () => onOpenChange(false),
  });
  const { register, formState } = contract.form;

  return (
    <UploadDialog
      open={open}
      onOpenChange={onOpenChange}
      form={contract}
      title="Carica Contratto"
      description="Formati accettati: PDF, DOC, DOCX, TXT"
      label="Carica contratto"
      file={{ label: 'File *', rule: CONTRACT_FILE, hint: 'PDF, DOC, DOCX o TXT' }}
    >
      <FormField label="Titolo *" error={formState.errors.title?.message}>
        <Input autoComplete="off" placeholder="Es. Contratto di consulenza" {...register('title')} />
      </FormField>
      <FormField label="Descrizione" error={formState.errors.description?.message} description="Facoltativa">
        <Textarea rows={3} {...register('description')} />
      </FormField>
    </UploadDialog>
  );
}
