import type { z } from 'zod';
import { openAmlFileSchema } from '@domain/aml/file';
import { FormClientPicker, type ChosenClient } from '@web/components/client-picker';
import { FormDialog, useServerForm } from '@web/components/form-dialog';
import { clientOptions, useOpenFile } from '../api/files';

/** 'Apri fascicolo': the client chosen, its file opened (or the one it has), then shown (`onOpened`). */
export function OpenFileDialog({ open, onOpenChange, initial, onOpened }: { open: boolean; onOpenChange: (open: boolean) => void; initial: ChosenClient | null; onOpened: (fileId: string) => void }) {
  const openFile = useOpenFile();
  const form = useServerForm<{ clientId: string }, z.output<typeof openAmlFileSchema>, string>({
    schema: openAmlFileSchema,
    defaultValues: { clientId: initial?.id ?? '' },
    submit: ({ clientId }) => openFile.mutateAsync(clientId),
    errorToast: null,
    onSuccess: (id) => {
      onOpenChange(false);
      onOpened(id);
    },
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Apri fascicolo"
      label="Apri fascicolo"
      description="Il fascicolo antiriciclaggio del cliente: persone, titolari effettivi, identificazione, incarichi e rischio. Se il cliente ne ha già uno, si apre quello."
      submitLabel="Apri fascicolo"
    >
      <FormClientPicker control={form.form.control} name="clientId" label="Cliente *" query={clientOptions} initial={initial} />
    </FormDialog>
  );
}
