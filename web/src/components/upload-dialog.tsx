import { useState, type ReactNode } from 'react';
import { Controller, type FieldValues, type Path } from 'react-hook-form';
import { FileField, type FileRule } from '@web/components/file-field';
import { FormDialog, type FormDialogProps } from '@web/components/form-dialog';
import { useServerForm, type ServerForm, type ServerFormOptions } from '@web/lib/use-server-form';

/** A form with one file, in its `file` field. */
type WithFile = FieldValues & { file?: File | undefined };

export interface UploadFormOptions<TInput extends WithFile, TOutput, TResult> extends Omit<ServerFormOptions<TInput, TOutput, TResult>, 'submit'> {
  /** Sends the checked values with the file, telling the transfer's progress (0 to 100). */
  upload: (values: TOutput, onProgress: (percent: number) => void) => Promise<TResult | false>;
}

export interface UploadForm<TInput extends WithFile, TOutput = TInput> extends ServerForm<TInput, TOutput> {
  /** The upload's real progress while the file is sent; null otherwise. */
  percent: number | null;
}

/** `useServerForm` for a form that uploads a file: the same, with the upload's progress. */
export function useUploadForm<TInput extends WithFile, TOutput = TInput, TResult = unknown>({
  upload,
  ...options
}: UploadFormOptions<TInput, TOutput, TResult>): UploadForm<TInput, TOutput> {
  const [percent, setPercent] = useState<number | null>(null);
  const form = useServerForm<TInput, TOutput, TResult>({
    ...options,
    submit: async (values) => {
      setPercent(0);
      try {
        return await upload(values, setPercent);
      } finally {
        setPercent(null);
      }
    },
  });
  return { ...form, percent };
}

export interface UploadDialogProps<TInput extends WithFile, TOutput> extends Omit<FormDialogProps<TInput, TOutput>, 'form' | 'submitLabel' | 'children'> {
  /** The form of `useUploadForm`. */
  form: UploadForm<TInput, TOutput>;
  /** The file field: its label ('File PDF *'), what it takes (kinds, size, the Italian refusals) and its hint. */
  file: { label: string; rule: FileRule; hint: string };
  /** The submit button's text; 'Carica' unless told. */
  submitLabel?: ReactNode;
  /** The fields before the file (title, description, category…). */
  children?: ReactNode;
}

/**
 * The one upload dialog: the feature's own fields, then the file (chosen, dropped, refused at once
 * when of the wrong kind or size, its progress while sent). While the file is sent the dialog
 * cannot be dismissed; the server's refusals land on their fields, the file's included.
 */
export function UploadDialog<TInput extends WithFile, TOutput>({ form, file, submitLabel = 'Carica', children, ...dialog }: UploadDialogProps<TInput, TOutput>) {
  const { control, formState } = form.form;
  return (
    <FormDialog form={form} submitLabel={submitLabel} {...dialog}>
      {children}
      <Controller
        control={control}
        name={'file' as Path<TInput>}
        render={({ field }) => (
          <FileField
            label={file.label}
            rule={file.rule}
            value={field.value as File | undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={formState.errors.file?.message as string | undefined}
            hint={file.hint}
            percent={form.percent}
          />
        )}
      />
    </FormDialog>
  );
}
