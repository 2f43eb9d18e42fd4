import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { exportFileIdsSchema, exportSampleSchema, MAX_EXPORT_FILES, type ExportSelection } from '@domain/aml/file';
import { z } from '@domain/zod';
import { FormDialog, useServerForm } from '@web/components/form-dialog';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { FieldMessage, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-error';
import { useExportFiles } from '../api/files';

interface ExportFormValues {
  scope: 'selected' | 'sample';
  /** How many files to draw, as typed. */
  sample: string;
}

/** The form's values as the server takes them, checked as it checks them. */
function exportSchema(selected: readonly string[]) {
  return z
    .object({ scope: z.enum(['selected', 'sample']), sample: z.string().trim() })
    .superRefine(({ scope, sample }, ctx) => {
      if (scope === 'selected') {
        const refused = selected.length === 0 ? 'Seleziona i fascicoli nella lista, o estrai un campione' : exportFileIdsSchema.safeParse(selected).error?.issues[0]?.message;
        if (refused) ctx.addIssue({ code: 'custom', path: ['scope'], message: refused });
        return;
      }
      // The server's own rule and messages; what is typed is a number only if it reads as one.
      const refused = exportSampleSchema.safeParse(sample === '' ? undefined : Number(sample)).error?.issues[0]?.message;
      if (refused) ctx.addIssue({ code: 'custom', path: ['sample'], message: refused });
    })
    .transform(({ scope, sample }): ExportSelection => (scope === 'selected' ? { fileIds: [...selected] } : { sample: Number(sample) }));
}

/**
 * 'Esporta per ispezione' of the list: the files selected in it, or a random sample of the active
 * ones, downloaded as one ZIP (a folder per file). A refusal of the server is said in the dialog.
 */
export function ExportDialog({ open, onOpenChange, selected }: { open: boolean; onOpenChange: (open: boolean) => void; selected: readonly string[] }) {
  const exportFiles = useExportFiles();
  const schema = useMemo(() => exportSchema(selected), [selected]);
  const defaults = useMemo<ExportFormValues>(() => ({ scope: selected.length > 0 ? 'selected' : 'sample', sample: '10' }), [selected.length]);
  const form = useServerForm<ExportFormValues, ExportSelection>({
    schema,
    defaultValues: defaults,
    submit: exportFiles.mutateAsync,
    errorToast: null,
    onSuccess: () => onOpenChange(false),
  });
  const { control, register, formState } = form.form;
  const scope = useWatch({ control, name: 'scope' });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Esporta per ispezione"
      label="Esporta per ispezione"
      description="Un archivio ZIP con una cartella per fascicolo: il riepilogo in PDF, i documenti e il registro degli accessi. Ogni esportazione resta nel registro degli accessi del fascicolo."
      submitLabel={form.pending ? 'Preparazione archivio…' : 'Scarica archivio'}
    >
      <fieldset className="grid gap-3" aria-describedby={formState.errors.scope ? 'export-scope-message' : undefined}>
        <legend className="mb-2 text-sm font-medium">Fascicoli da esportare</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="selected" disabled={selected.length === 0} className="size-4 accent-primary" {...register('scope')} />
          <span>
            I fascicoli selezionati <span className="text-muted-foreground">({selected.length === 0 ? 'nessuno: selezionali nella lista' : selected.length})</span>
          </span>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="sample" className="size-4 accent-primary" {...register('scope')} />
          Un campione casuale di fascicoli attivi
        </label>
        <FieldMessage id="export-scope-message" error={formState.errors.scope?.message} />
      </fieldset>
      {scope === 'sample' && (
        <FormField label="Numero di fascicoli del campione" error={formState.errors.sample?.message} description={`Da 1 a ${MAX_EXPORT_FILES}, estratti a caso tra quelli con il rapporto in corso`}>
          <Input type="number" inputMode="numeric" min={1} max={MAX_EXPORT_FILES} step={1} className="w-32" {...register('sample')} />
        </FormField>
      )}
      {form.failure !== null && (
        <Alert variant="destructive">
          <AlertDescription>{form.failure instanceof ApiError ? form.failure.message : 'Impossibile esportare i fascicoli. Riprova.'}</AlertDescription>
        </Alert>
      )}
    </FormDialog>
  );
}
