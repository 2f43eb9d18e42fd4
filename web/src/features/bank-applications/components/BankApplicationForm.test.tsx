import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, choose, messageOf, renderWithQuery, stubApi, stubLayout } from '@web/test/render';
import { BankApplicationForm } from './BankApplicationForm';

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

beforeAll(stubLayout);
const send = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Invia Applicazione' });
const turnover = () => screen.getByLabelText<HTMLInputElement>('Fatturato Annuo (€)');

function open() {
  const onDone = vi.fn();
  renderWithQuery(<BankApplicationForm onDone={onDone} />);
  return onDone;
}

function chooseBankAndAccount() {
  choose(screen.getByRole('combobox', { name: 'Banca' }), 'Barclays');
  choose(screen.getByRole('combobox', { name: 'Tipo di Conto' }), 'Conto Multi-Valuta');
}

describe('Nuova Applicazione Bancaria', () => {
  it('can be sent only once a bank and an account type are chosen', () => {
    open();
    expect(send().disabled).toBe(true);
    choose(screen.getByRole('combobox', { name: 'Banca' }), 'HSBC');
    expect(send().disabled).toBe(true);
    choose(screen.getByRole('combobox', { name: 'Tipo di Conto' }), 'Conto Deposito');
    expect(send().disabled).toBe(false);
  });

  it('sends the choices and the turnover typed in Italian as a plain decimal; blank optional fields as none', async () => {
    const sent = stubApi(() => Response.json({ id: 'app-1' }, { status: 201 }));
    const onDone = open();
    chooseBankAndAccount();
    fireEvent.change(turnover(), { target: { value: '250.000,00' } });
    fireEvent.click(send());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/bank-applications',
        body: { bankName: 'Barclays', accountType: 'Conto Multi-Valuta', businessType: null, annualTurnover: '250000.00', description: null },
      },
    ]);
    expect(sonner.success).toHaveBeenCalledWith('Successo', { description: 'Applicazione bancaria creata con successo' });
  });

  it('sends the business type and the description when given', async () => {
    const sent = stubApi(() => Response.json({ id: 'app-1' }, { status: 201 }));
    const onDone = open();
    chooseBankAndAccount();
    choose(screen.getByRole('combobox', { name: 'Tipo di Attività' }), 'Holding Company');
    fireEvent.change(screen.getByLabelText('Descrizione'), { target: { value: '  Apertura per la holding  ' } });
    fireEvent.click(send());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent[0]?.body).toMatchObject({ businessType: 'Holding Company', annualTurnover: null, description: 'Apertura per la holding' });
  });

  it('refuses an ambiguous turnover in Italian without asking the server', async () => {
    const sent = stubApi();
    open();
    chooseBankAndAccount();
    fireEvent.change(turnover(), { target: { value: '1.500' } });
    fireEvent.click(send());
    await waitFor(() => expect(messageOf(turnover())).toMatch(/^Importo ambiguo/));
    expect(sent).toEqual([]);
  });

  it("the server's refusal of a field lands under it and the form stays", async () => {
    stubApi(() => apiError(400, 'Dati non validi', { annualTurnover: 'Il fatturato supera il massimo consentito' }));
    const onDone = open();
    chooseBankAndAccount();
    fireEvent.change(turnover(), { target: { value: '900000' } });
    fireEvent.click(send());
    await waitFor(() => expect(messageOf(turnover())).toBe('Il fatturato supera il massimo consentito'));
    expect(onDone).not.toHaveBeenCalled();
    expect(sonner.error).not.toHaveBeenCalled();
  });
});
