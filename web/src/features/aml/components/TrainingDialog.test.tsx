import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { todayIso } from '@domain/periods';
import { messageOf, stubLayout } from '@web/test/render';
import { TrainingDialog } from './TrainingDialog';

const STAFF = [
  { id: 'staff-1', name: 'Elena Conti' },
  { id: 'staff-2', name: 'Marco Neri' },
  { id: 'staff-3', name: 'Sara Galli' },
];

const type = (control: HTMLElement, value: string) => fireEvent.change(control, { target: { value } });

describe('TrainingDialog', () => {
  beforeAll(stubLayout);

  it('refuses a training without topic, hours or attendees, each said on its place, sending nothing', async () => {
    const submit = vi.fn(async () => ({}));
    render(<TrainingDialog open onOpenChange={vi.fn()} staff={STAFF} submit={submit} />);
    const dialog = screen.getByRole('dialog', { name: 'Aggiungi formazione' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registra' }));
    await waitFor(() => expect(messageOf(within(dialog).getByLabelText('Argomento *'))).toBe("Inserisci l'argomento"));
    expect(messageOf(within(dialog).getByLabelText('Ore *'))).toBe('Indica le ore (per esempio 2 o 1,5)');
    expect(within(dialog).getByRole('group', { name: 'Partecipanti *' }).textContent).toContain('Indica chi ha partecipato');

    // No hours, more than 100 hours, a text: each refused.
    for (const hours of ['0', '100,5', 'due']) {
      type(within(dialog).getByLabelText('Ore *'), hours);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Registra' }));
      await waitFor(() => expect(messageOf(within(dialog).getByLabelText('Ore *'))).toBe('Indica le ore (per esempio 2 o 1,5)'));
    }
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the day, the topic, the hours as typed and the staff ticked (one ticked then unticked left out), and closes', async () => {
    const submit = vi.fn(async () => ({}));
    const onOpenChange = vi.fn();
    render(<TrainingDialog open onOpenChange={onOpenChange} staff={STAFF} submit={submit} />);
    const dialog = screen.getByRole('dialog', { name: 'Aggiungi formazione' });
    expect((within(dialog).getByLabelText('Data *') as HTMLInputElement).value).toBe(todayIso().split('-').reverse().join('/'));
    expect(within(dialog).getAllByRole('checkbox').map((box) => box.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false']);

    type(within(dialog).getByLabelText('Data *'), '12/11/2026');
    type(within(dialog).getByLabelText('Argomento *'), 'Nuove regole tecniche CNDCEC');
    type(within(dialog).getByLabelText('Ore *'), '1,5');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Sara Galli' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Marco Neri' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Elena Conti' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Marco Neri' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registra' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(submit).toHaveBeenCalledExactlyOnceWith({ heldOn: '2026-11-12', topic: 'Nuove regole tecniche CNDCEC', hours: '1,5', attendeeIds: ['staff-3', 'staff-1'] });
  });
});
