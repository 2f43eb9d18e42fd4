import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@web/lib/api-error';
import { messageOf } from '@web/test/render';
import type { FileRule } from './file-field';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
import { UploadDialog, useUploadForm } from './upload-dialog';

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

const schema = z.object({ title: z.string().trim().min(1, 'Il titolo è obbligatorio'), file: z.instanceof(File, { error: 'Seleziona un file' }) });
type TextForm = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const TEXT_FILE: FileRule = { accept: '.txt', matches: (f) => f.name.endsWith('.txt'), wrongKindMessage: 'Solo file di testo', maxBytes: 10 };

function TextUpload({ upload, onOpenChange }: { upload: (values: Output, onProgress: (percent: number) => void) => Promise<unknown>; onOpenChange: (open: boolean) => void }) {
  const form = useUploadForm<TextForm, Output>({ schema, defaultValues: { title: '', file: undefined }, upload, errorToast: 'Impossibile caricare', onSuccess: () => onOpenChange(false) });
  const { register, formState } = form.form;
  return (
    <UploadDialog open onOpenChange={onOpenChange} form={form} title="Carica Testo" description="Solo testo" label="Carica testo" file={{ label: 'File *', rule: TEXT_FILE, hint: 'Un file .txt' }}>
      <FormField label="Titolo *" error={formState.errors.title?.message}>
        <Input {...register('title')} />
      </FormField>
    </UploadDialog>
  );
}

const pick = (file: File) => fireEvent.change(screen.getByLabelText('File *'), { target: { files: [file] } });
const upload = () => fireEvent.click(screen.getByRole('button', { name: 'Carica' }));

describe('UploadDialog', () => {
  it("lays out the feature's fields and then the file; refuses a file of the wrong kind or size at once", () => {
    render(<TextUpload upload={vi.fn()} onOpenChange={vi.fn()} />);
    expect(screen.getByRole('form', { name: 'Carica testo' })).toBeTruthy();
    pick(new File(['x'], 'foto.png'));
    expect(screen.getByText('Solo file di testo')).toBeTruthy();
    pick(new File(['troppo lungo per dieci byte'], 'lungo.txt'));
    expect(screen.getByText(/Il file è troppo grande/)).toBeTruthy();
  });

  it('shows the real progress while the file is sent, then closes', async () => {
    let done: (value: unknown) => void = () => {};
    const onOpenChange = vi.fn();
    render(
      <TextUpload
        upload={(_values, onProgress) => {
          onProgress(40);
          return new Promise((resolve) => (done = resolve));
        }}
        onOpenChange={onOpenChange}
      />,
    );
    fireEvent.change(screen.getByLabelText('Titolo *'), { target: { value: 'Note' } });
    pick(new File(['ciao'], 'note.txt'));
    upload();
    expect(await screen.findByText('40%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Caricamento di note.txt' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Carica' }) as HTMLButtonElement).disabled).toBe(true);
    done({});
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("puts the server's refusal of the file under the file field", async () => {
    const onOpenChange = vi.fn();
    render(<TextUpload upload={() => Promise.reject(new ApiError(400, 'VALIDATION_ERROR', 'Dati non validi', { file: 'Il file è vuoto' }))} onOpenChange={onOpenChange} />);
    fireEvent.change(screen.getByLabelText('Titolo *'), { target: { value: 'Note' } });
    pick(new File(['ciao'], 'note.txt'));
    upload();
    await waitFor(() => expect(messageOf(screen.getByLabelText('File *'))).toBe('Il file è vuoto'));
    expect(screen.queryByText('40%')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(sonner.error).not.toHaveBeenCalled();
  });
});
