import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  IDENTIFICATION_METHOD_LABELS,
  IDENTITY_DOCUMENT_LABELS,
  identificationInputSchema,
  type IdentificationMethod,
  type IdentityDocumentType,
} from '@domain/aml/file';
import { REQUEST_FILE_ACCEPT, WRONG_REQUEST_FILE_MESSAGE, isRequestFileName } from '@domain/schemas/requests';
import { todayIso } from '@domain/periods';
import { FileField, type FileRule } from '@web/components/file-field';
import { FormDialog } from '@web/components/form-dialog';
import { useUploadForm, type UploadForm } from '@web/components/upload-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ChoiceField } from './fields';
import { FormDateField } from '@web/components/date-field';

interface IdentifyFormValues {
  partyId: string;
  documentType: IdentityDocumentType | '';
  documentNumber: string;
  issuer: string;
  issuedOn: string;
  expiresOn: string;
  method: IdentificationMethod;
  remoteMeans: string;
  identifiedOn: string;
  documentId: string;
  /** Where the copy comes from: a file sent with the form, or a document of the client already stored. */
  source: 'upload' | 'document';
  file?: File | undefined;
}

export type IdentificationOutput = z.output<typeof identificationInputSchema>;

/** The copy of the identity document: a PDF or a photo, as the client's uploads. */
const COPY_RULE: FileRule = { accept: REQUEST_FILE_ACCEPT, matches: (file) => isRequestFileName(file.name, file.type), wrongKindMessage: WRONG_REQUEST_FILE_MESSAGE };
const NO_COPY = 'Carica la copia del documento o scegli un documento del cliente';

/**
 * 'Identifica': who was identified, on which document, how and when, and the copy of the
 * document, uploaded or chosen among the client's documents. `upload` sends the fields and the file.
 */
export function IdentifyDialog({
  open,
  onOpenChange,
  persons,
  personId,
  clientDocuments,
  upload,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  persons: readonly { id: string; name: string }[];
  /** The person chosen beforehand (their row's button). */
  personId: string | null;
  clientDocuments: readonly { id: string; title: string }[];
  upload: (values: IdentificationOutput, file: File | undefined, onProgress: (percent: number) => void) => Promise<unknown>;
}) {
  const defaults = useMemo<IdentifyFormValues>(
    () => ({
      partyId: personId ?? '',
      documentType: '',
      documentNumber: '',
      issuer: '',
      issuedOn: '',
      expiresOn: '',
      method: 'in-person',
      remoteMeans: '',
      identifiedOn: todayIso(),
      documentId: '',
      source: 'upload',
      file: undefined,
    }),
    [personId],
  );
  const form: UploadForm<IdentifyFormValues, IdentificationOutput> = useUploadForm<IdentifyFormValues, IdentificationOutput>({
    schema: identificationInputSchema,
    defaultValues: defaults,
    fields: ['partyId', 'documentType', 'documentNumber', 'issuer', 'issuedOn', 'expiresOn', 'method', 'remoteMeans', 'identifiedOn', 'documentId', 'file'],
    upload: async (values, onProgress): Promise<unknown> => {
      const source = form.form.getValues('source');
      const file: File | undefined = source === 'upload' ? form.form.getValues('file') : undefined;
      const documentId = source === 'document' ? values.documentId : null;
      if (!file && !documentId) {
        form.form.setError(source === 'upload' ? 'file' : 'documentId', { message: NO_COPY }, { shouldFocus: true });
        return false;
      }
      return upload({ ...values, documentId }, file, onProgress);
    },
    errorToast: "Impossibile registrare l'identificazione",
    onSuccess: () => onOpenChange(false),
  });
  const { control, register, formState } = form.form;
  const [method, source] = useWatch({ control, name: ['method', 'source'] });
  const error = (name: keyof IdentifyFormValues) => formState.errors[name]?.message as string | undefined;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Identifica"
      label="Identifica"
      description="Identificazione sul documento valido (art. 18-19 D.Lgs. 231/2007): la copia resta nel fascicolo con la sua impronta SHA-256."
      submitLabel="Registra identificazione"
      className="sm:max-w-2xl"
    >
      <ChoiceField control={control} name="partyId" label="Persona *" labels={Object.fromEntries(persons.map((person) => [person.id, person.name]))} placeholder="Scegli la persona" />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField control={control} name="documentType" label="Tipo di documento *" labels={IDENTITY_DOCUMENT_LABELS} placeholder="Scegli il tipo" />
        <FormField label="Numero del documento *" error={error('documentNumber')}>
          <Input autoComplete="off" {...register('documentNumber')} />
        </FormField>
        <FormField label="Rilasciato da *" error={error('issuer')} className="sm:col-span-2">
          <Input autoComplete="off" {...register('issuer')} />
        </FormField>
        <FormDateField control={control} name="issuedOn" label="Data di rilascio *" max={todayIso()} required />
        <FormDateField control={control} name="expiresOn" label="Data di scadenza *" required />
        <ChoiceField control={control} name="method" label="Modalità *" labels={IDENTIFICATION_METHOD_LABELS} />
        <FormDateField control={control} name="identifiedOn" label="Identificato il *" max={todayIso()} required />
        {method === 'remote' && (
          <FormField label="Strumento usato *" error={error('remoteMeans')} description="SPID, CIE, firma digitale, video con l’operatore…" className="sm:col-span-2">
            <Input autoComplete="off" {...register('remoteMeans')} />
          </FormField>
        )}
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Copia del documento *</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(
            [
              ['upload', 'Carica il file'],
              ['document', 'Un documento del cliente'],
            ] as const
          ).map(([value, text]) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" value={value} {...register('source')} className="size-4 accent-primary" />
              {text}
            </label>
          ))}
        </div>
        {source === 'upload' ? (
          <Controller
            control={control}
            name="file"
            render={({ field }) => (
              <FileField label="File della copia" rule={COPY_RULE} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={error('file')} hint="PDF, JPEG o PNG" percent={form.percent} />
            )}
          />
        ) : (
          <ChoiceField
            control={control}
            name="documentId"
            label="Documento del cliente"
            labels={Object.fromEntries(clientDocuments.map((document) => [document.id, document.title]))}
            placeholder="Scegli il documento"
            disabled={clientDocuments.length === 0}
            description={clientDocuments.length === 0 ? 'Il cliente non ha documenti: carica il file' : undefined}
          />
        )}
      </fieldset>
    </FormDialog>
  );
}
