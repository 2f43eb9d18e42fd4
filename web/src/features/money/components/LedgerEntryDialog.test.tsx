import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, messageOf, renderWithQuery, stubApi } from '@web/test/render';
import type { LedgerRowView } from '../api/list-entries';
import { LedgerEntryDialog } from './LedgerEntryDialog';

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

/** A row of Lista Entrate, as the list answers it. */
const row = {
  id: 'entry-7',
  amount: '1250.50',
  description: 'Fattura marzo',
  sender: 'Acme Ltd',
  bankAccount: null,
  date: '2025-03-14',
} as LedgerRowView;

function open(kind: 'expense' | 'income', editing: LedgerRowView | null = null) {
  const onOpenChange = vi.fn();
  renderWithQuery(<LedgerEntryDialog kind={kind} open editing={editing} onOpenChange={onOpenChange} />);
  return onOpenChange;
}

const amount = () => screen.getByLabelText('Importo (€) *');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Nuova Spesa', () => {
  it('sends the amount typed the Italian way as a plain decimal, blank optional fields as none', async () => {
    const sent = stubApi(() => Response.json({ id: 'new', amount: '1250.50' }, { status: 201 }));
    const onOpenChange = open('expense');
    type('Importo (€) *', ' 1.250,5 ');
    type('Causale *', '  Affitto ufficio ');
    type('Data *', '03/02/2025');
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([
      { method: 'POST', path: '/api/money/expenses', body: { amount: '1250.50', description: 'Affitto ufficio', sender: null, bankAccount: null, date: '2025-02-03' } },
    ]);
    expect(sonner.success).toHaveBeenCalledWith('Successo', { description: 'Spesa di €1.250,50 aggiunta con successo' });
  });

  it.each([
    ['', "L'importo è obbligatorio"],
    ['1.500', 'Importo ambiguo: scrivi le migliaia senza punto (es. 1500) e i decimali con la virgola (es. 1,50)'],
    ['-5', "L'importo non può essere negativo"],
    ['12,345', "L'importo può avere al massimo 2 decimali"],
    ['dodici', "L'importo deve essere un numero valido"],
  ])('refuses the amount %j in Italian, under the field, without asking the server', async (typed, message) => {
    const sent = stubApi();
    open('expense');
    type('Importo (€) *', typed);
    type('Causale *', 'Affitto');
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi' }));
    await waitFor(() => expect(messageOf(amount())).toBe(message));
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });
});

describe('Modifica Entrata', () => {
  it('shows the stored amount with the Italian comma and saves the row in place', async () => {
    const sent = stubApi(() => Response.json({}));
    const onOpenChange = open('income', row);
    expect(screen.getByRole('dialog', { name: 'Modifica Entrata' })).toBeTruthy();
    expect((amount() as HTMLInputElement).value).toBe('1250,50');
    expect((screen.getByLabelText('Mittente/Cliente') as HTMLInputElement).value).toBe('Acme Ltd');
    expect((screen.getByLabelText('Data *') as HTMLInputElement).value).toBe('14/03/2025');
    type('Importo (€) *', '1300');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([
      { method: 'PUT', path: '/api/money/income/entry-7', body: { amount: '1300.00', description: 'Fattura marzo', sender: 'Acme Ltd', bankAccount: null, date: '2025-03-14' } },
    ]);
  });

  it("puts the server's refusal under its field and stays open, without an error toast", async () => {
    stubApi(() => apiError(400, 'Dati non validi', { description: 'Esiste già una entrata con questa causale' }));
    const onOpenChange = open('income', row);
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    const causale = screen.getByLabelText('Causale *');
    await waitFor(() => expect(messageOf(causale)).toBe('Esiste già una entrata con questa causale'));
    expect(document.activeElement).toBe(causale);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(sonner.error).not.toHaveBeenCalled();
  });

  it('a failure of the server itself is told in a toast with the form’s own words, not the server’s', async () => {
    stubApi(() => apiError(500, 'Errore interno'));
    const onOpenChange = open('income', row);
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(sonner.error).toHaveBeenCalledTimes(1));
    expect(sonner.error).toHaveBeenCalledWith('Errore', { description: "Impossibile aggiornare l'entrata" });
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
