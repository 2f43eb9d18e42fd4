import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeadlineItem } from '../api/list-deadlines';
import { ManualDeadlineDialog, manualFormValues } from './ManualDeadlineDialog';

afterEach(cleanup);

/** A card of an obligation added by hand, as the list answers it. */
const card = {
  id: 'occ-1',
  ruleId: 'manual',
  type: 'Manuale',
  title: 'Dichiarazione IVA - Acme Ltd',
  clientId: 'client-1',
  clientName: 'Acme Ltd',
  authority: 'HMRC',
  note: 'Chiedere gli estratti conto',
  dueDate: '2026-12-16',
  manual: { id: 'manual-1', title: 'Dichiarazione IVA', recurrence: 'quarterly' },
} as DeadlineItem;

function open(editing: DeadlineItem | null) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ManualDeadlineDialog open editing={editing} onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
}

describe('Nuova Scadenza and Modifica Scadenza', () => {
  it('start empty, or from the series: its own title (not the card’s, which adds the company), authority, date, recurrence, note', () => {
    expect(manualFormValues(null)).toEqual({ clientId: '', title: '', authority: '', dueDate: '', recurrence: 'none', note: '' });
    expect(manualFormValues(card)).toEqual({
      clientId: 'client-1',
      title: 'Dichiarazione IVA',
      authority: 'HMRC',
      dueDate: '2026-12-16',
      recurrence: 'quarterly',
      note: 'Chiedere gli estratti conto',
    });
  });

  it('asks for the client only when adding; the edit names it and shows the series', () => {
    open(null);
    expect(screen.getByRole('dialog', { name: 'Nuova Scadenza' })).toBeTruthy();
    expect(screen.getByLabelText('Cliente *').textContent).toBe('Scegli il cliente');
    cleanup();
    open(card);
    expect(screen.getByRole('dialog', { name: 'Modifica Scadenza' })).toBeTruthy();
    expect(screen.queryByLabelText('Cliente *')).toBeNull();
    expect(screen.getByText(/^Cliente: Acme Ltd\./)).toBeTruthy();
    expect((screen.getByLabelText('Titolo *') as HTMLInputElement).value).toBe('Dichiarazione IVA');
    expect((screen.getByLabelText('Scadenza *') as HTMLInputElement).value).toBe('16/12/2026');
    expect(screen.getByRole('combobox', { name: 'Ricorrenza' }).textContent).toBe('Trimestrale');
    expect((screen.getByLabelText('Nota') as HTMLTextAreaElement).value).toBe('Chiedere gli estratti conto');
  });
});
