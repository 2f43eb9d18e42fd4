import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mutationCacheWithMeta } from '@web/lib/mutation-meta';
import { ConfirmDialog } from './confirm-dialog';

const toasts = vi.hoisted(() => ({ success: vi.fn(), fromError: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function clientWithMeta() {
  const client: QueryClient = new QueryClient({ mutationCache: mutationCacheWithMeta(() => client) });
  return client;
}

/** A deletion confirmed in the dialog; the server's answer is held until the test settles it. */
function DeleteThing({ answer }: { answer: () => Promise<{ name: string }> }) {
  const [open, setOpen] = useState(true);
  const remove = useMutation({
    mutationFn: answer,
    meta: { invalidates: [['things']], success: ({ name }: { name: string }) => `"${name}" eliminato`, error: 'Impossibile eliminare' },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Elimina cosa"
      description="Questa azione non può essere annullata."
      confirmLabel="Elimina"
      destructive
      onConfirm={() => remove.mutateAsync()}
    />
  );
}

function held() {
  let settle!: { resolve: (v: { name: string }) => void; reject: (e: Error) => void };
  const promise = new Promise<{ name: string }>((resolve, reject) => (settle = { resolve, reject }));
  return { answer: () => promise, settle };
}

describe('ConfirmDialog with a mutation declaring its toasts and views', () => {
  it('is locked while the action runs, then closes, tells the success and reads the changed views again', async () => {
    const client = clientWithMeta();
    client.setQueryData(['things', 'list'], ['a']);
    const { answer, settle } = held();
    render(
      <QueryClientProvider client={client}>
        <DeleteThing answer={answer} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    expect(screen.getByRole('button', { name: 'Elimina' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Annulla' })).toHaveProperty('disabled', true);
    // Escape does not dismiss it meanwhile.
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();

    await act(async () => settle.resolve({ name: 'Contratto 1' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith('"Contratto 1" eliminato');
    expect(toasts.fromError).not.toHaveBeenCalled();
    expect(client.getQueryState(['things', 'list'])?.isInvalidated).toBe(true);
  });

  it('stays open after a failure, told once, so it can be tried again or cancelled', async () => {
    const client = clientWithMeta();
    client.setQueryData(['things', 'list'], ['a']);
    const { answer, settle } = held();
    render(
      <QueryClientProvider client={client}>
        <DeleteThing answer={answer} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    const failure = new Error('rete');
    await act(async () => settle.reject(failure));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Elimina' })).toHaveProperty('disabled', false);
    expect(toasts.fromError).toHaveBeenCalledTimes(1);
    expect(toasts.fromError).toHaveBeenCalledWith(failure, 'Impossibile eliminare');
    expect(toasts.success).not.toHaveBeenCalled();
    // A failed write may have half-happened: its views are read again all the same.
    expect(client.getQueryState(['things', 'list'])?.isInvalidated).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('tells a success under its own title when the write declares one', async () => {
    const client = clientWithMeta();
    function Regenerate() {
      const regenerate = useMutation({
        mutationFn: () => Promise.resolve({ url: 'nuovo' }),
        meta: { success: { title: 'Indirizzo rigenerato', description: 'Il vecchio indirizzo non funziona più.' } },
      });
      return (
        <ConfirmDialog open onOpenChange={() => {}} title="Rigenerare?" description="Il vecchio smetterà di funzionare." confirmLabel="Rigenera" onConfirm={() => regenerate.mutateAsync()} />
      );
    }
    render(
      <QueryClientProvider client={client}>
        <Regenerate />
      </QueryClientProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rigenera' })));
    expect(toasts.success).toHaveBeenCalledWith('Il vecchio indirizzo non funziona più.', 'Indirizzo rigenerato');
  });

  it('holds the action back while confirmDisabled, e.g. until what it takes along has loaded', () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const dialog = (loading: boolean) => (
      <ConfirmDialog open onOpenChange={() => {}} title="Eliminare?" description="Irreversibile." confirmLabel="Elimina" confirmDisabled={loading} onConfirm={onConfirm} />
    );
    const { rerender } = render(dialog(true));
    fireEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Annulla' })).toHaveProperty('disabled', false);
    rerender(dialog(false));
    fireEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
