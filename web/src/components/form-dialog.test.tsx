import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@web/lib/api-error';
import { messageOf } from '@web/test/render';
import { FormDialog, useServerForm } from './form-dialog';
import { Input } from './ui/input';
import { FormField } from './ui/form-field';

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

const schema = z.object({ name: z.string().trim().min(1, 'Il nome è obbligatorio'), city: z.string() });
type Values = z.infer<typeof schema>;

/** A dialog of two fields on the kit, sending with `submit`. */
function NameDialog({ submit, onOpenChange, errorToast = 'Impossibile salvare' }: { submit: (values: Values) => Promise<unknown>; onOpenChange: (open: boolean) => void; errorToast?: string | null }) {
  const [open, setOpen] = useState(true);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  const named = useServerForm<Values>({ schema, defaultValues: { name: '', city: '' }, submit, errorToast, onSuccess: () => change(false) });
  const { register, formState } = named.form;
  return (
    <>
      <button type="button" onClick={() => change(true)}>
        Apri
      </button>
      <FormDialog open={open} onOpenChange={change} form={named} title="Nuovo nome" description="Il nome e la città." label="Nuovo nome" submitLabel="Salva">
        <FormField label="Nome" error={formState.errors.name?.message}>
          <Input {...register('name')} />
        </FormField>
        <FormField label="Città" error={formState.errors.city?.message}>
          <Input {...register('city')} />
        </FormField>
        {named.failure ? <p role="alert">Mostrato nel modulo</p> : null}
      </FormDialog>
    </>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salva' }));

describe('FormDialog with useServerForm', () => {
  it('checks the values with the schema before sending anything', async () => {
    const submit = vi.fn(() => Promise.resolve({}));
    render(<NameDialog submit={submit} onOpenChange={vi.fn()} />);
    save();
    await waitFor(() => expect(messageOf(screen.getByLabelText('Nome'))).toBe('Il nome è obbligatorio'));
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the checked values and closes on success', async () => {
    const submit = vi.fn(() => Promise.resolve({ id: 'n-1' }));
    const onOpenChange = vi.fn();
    render(<NameDialog submit={submit} onOpenChange={onOpenChange} />);
    type('Nome', '  Giulia ');
    save();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(submit).toHaveBeenCalledWith({ name: 'Giulia', city: '' });
    expect(sonner.error).not.toHaveBeenCalled();
  });

  it("puts the server's per-field message on its field, focused, without a toast, and stays open", async () => {
    const submit = vi.fn(() => Promise.reject(new ApiError(400, 'VALIDATION_ERROR', 'Dati non validi', { city: 'Città sconosciuta' })));
    const onOpenChange = vi.fn();
    render(<NameDialog submit={submit} onOpenChange={onOpenChange} />);
    type('Nome', 'Giulia');
    type('Città', 'Atlantide');
    save();
    const city = screen.getByLabelText('Città');
    await waitFor(() => expect(messageOf(city)).toBe('Città sconosciuta'));
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(city);
    expect(messageOf(screen.getByLabelText('Nome'))).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(sonner.error).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Nuovo nome' })).toBeTruthy();
  });

  it("tells a refusal no field takes in a toast with the server's message", async () => {
    const submit = vi.fn(() => Promise.reject(new ApiError(409, 'CONFLICT', 'Esiste già', { other: 'Non su questo modulo' })));
    render(<NameDialog submit={submit} onOpenChange={vi.fn()} />);
    type('Nome', 'Giulia');
    save();
    await waitFor(() => expect(sonner.error).toHaveBeenCalledWith('Errore', { description: 'Esiste già' }));
    expect(screen.getByRole('dialog', { name: 'Nuovo nome' })).toBeTruthy();
  });

  it("tells a failure of the server itself with the form's own words", async () => {
    const submit = vi.fn(() => Promise.reject(new ApiError(500, 'INTERNAL', 'Errore interno')));
    render(<NameDialog submit={submit} onOpenChange={vi.fn()} />);
    type('Nome', 'Giulia');
    save();
    await waitFor(() => expect(sonner.error).toHaveBeenCalledWith('Errore', { description: 'Impossibile salvare' }));
  });

  it('without a toast, hands the failure to the form to show', async () => {
    const submit = vi.fn(() => Promise.reject(new ApiError(403, 'FORBIDDEN', 'Non consentito')));
    render(<NameDialog submit={submit} onOpenChange={vi.fn()} errorToast={null} />);
    type('Nome', 'Giulia');
    save();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(sonner.error).not.toHaveBeenCalled();
  });

  it('while sending, the submit button is busy and disabled, Annulla too, and the dialog cannot be dismissed', async () => {
    let answer: (value: unknown) => void = () => {};
    const submit = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const onOpenChange = vi.fn();
    render(<NameDialog submit={submit} onOpenChange={onOpenChange} />);
    type('Nome', 'Giulia');
    save();
    const button = screen.getByRole('button', { name: 'Salva' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Annulla' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
    answer({});
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('opens again from the defaults, not from what was typed', async () => {
    const onOpenChange = vi.fn();
    render(<NameDialog submit={() => Promise.resolve({})} onOpenChange={onOpenChange} />);
    type('Nome', 'Giulia');
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    fireEvent.click(screen.getByRole('button', { name: 'Apri', hidden: true }));
    await waitFor(() => expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe(''));
  });
});
