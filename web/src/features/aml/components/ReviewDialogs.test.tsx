import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateIt, todayIso } from '@domain/periods';
import { ApiError } from '@web/lib/api-error';
import { messageOf, stubLayout } from '@web/test/render';
import { AbstentionDialog, EndDialog, ReviewDialog } from './ReviewDialogs';

/** The day after `iso`, 'YYYY-MM-DD'. */
function dayAfter(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const type = (control: HTMLElement, value: string) => fireEvent.change(control, { target: { value } });

describe('ReviewDialog', () => {
  beforeAll(stubLayout);

  it('refuses a review without its outcome or dated tomorrow, sending nothing, then sends the day and the outcome and closes', async () => {
    const submit = vi.fn(async () => ({}));
    const onOpenChange = vi.fn();
    render(<ReviewDialog open onOpenChange={onOpenChange} submit={submit} />);
    const dialog = screen.getByRole('dialog', { name: 'Registra revisione' });
    const day = within(dialog).getByLabelText('Data della revisione *') as HTMLInputElement;
    const outcome = within(dialog).getByLabelText('Esito *');
    expect(day.value).toBe(formatDateIt(todayIso()));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Registra' }));
    await waitFor(() => expect(messageOf(outcome)).toBe("Descrivi l'esito della revisione"));
    type(day, formatDateIt(dayAfter(todayIso())));
    type(outcome, 'Dati confermati');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registra' }));
    await waitFor(() => expect(messageOf(day)).toBe('La data non può essere successiva a oggi'));
    expect(submit).not.toHaveBeenCalled();

    type(day, '15/10/2026');
    type(outcome, '  Dati e titolari confermati  ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registra' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(submit).toHaveBeenCalledExactlyOnceWith({ reviewedOn: '2026-10-15', outcome: 'Dati e titolari confermati' });
  });

  it('puts the server’s refusal of the day on its field and stays open', async () => {
    const submit = vi.fn(async () => {
      throw new ApiError(400, 'VALIDATION_ERROR', 'La data non può essere futura', { reviewedOn: 'La data non può essere futura' });
    });
    const onOpenChange = vi.fn();
    render(<ReviewDialog open onOpenChange={onOpenChange} submit={submit} />);
    const dialog = screen.getByRole('dialog', { name: 'Registra revisione' });
    type(within(dialog).getByLabelText('Esito *'), 'Rischio invariato');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registra' }));
    await waitFor(() => expect(messageOf(within(dialog).getByLabelText('Data della revisione *'))).toBe('La data non può essere futura'));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('AbstentionDialog', () => {
  beforeAll(stubLayout);

  it('asks a reason of ten characters at least (art. 42 wants it written), then sends it with today', async () => {
    const submit = vi.fn(async () => ({}));
    const onOpenChange = vi.fn();
    render(<AbstentionDialog open onOpenChange={onOpenChange} submit={submit} />);
    const dialog = screen.getByRole('dialog', { name: 'Registra astensione' });
    const reason = within(dialog).getByLabelText('Motivazione *');
    // Eleven characters typed, nine once trimmed.
    type(reason, ' Nessun do ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registra astensione' }));
    await waitFor(() => expect(messageOf(reason)).toBe('Scrivi la motivazione (almeno 10 caratteri)'));
    expect(submit).not.toHaveBeenCalled();

    type(reason, 'Documenti del titolare effettivo mai forniti');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registra astensione' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(submit).toHaveBeenCalledExactlyOnceWith({ decidedOn: todayIso(), reason: 'Documenti del titolare effettivo mai forniti' });
  });
});

describe('EndDialog', () => {
  beforeAll(stubLayout);

  it('says how long the file is kept, refuses an empty day, and sends the day given', async () => {
    const submit = vi.fn(async () => ({}));
    render(<EndDialog open onOpenChange={vi.fn()} submit={submit} />);
    const dialog = screen.getByRole('dialog', { name: 'Fine del rapporto' });
    expect(dialog.textContent).toContain('Il fascicolo resta conservato per 10 anni dalla fine della prestazione (artt. 31-32)');
    const day = within(dialog).getByLabelText('Data di fine del rapporto *');
    type(day, '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registra fine del rapporto' }));
    await waitFor(() => expect(messageOf(day)).toBe('Inserisci la data di fine del rapporto'));
    expect(submit).not.toHaveBeenCalled();

    type(day, '31/10/2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registra fine del rapporto' }));
    await waitFor(() => expect(submit).toHaveBeenCalledExactlyOnceWith({ endedOn: '2026-10-31' }));
  });
});
