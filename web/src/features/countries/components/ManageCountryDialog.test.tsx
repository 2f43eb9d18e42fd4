import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, choose, messageOf, renderWithQuery, stubApi, stubLayout } from '@web/test/render';
import type { CountryView } from '../api/list-countries';
import { formatTaxRate } from '../format';
import { ManageCountryDialog } from './ManageCountryDialog';

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

beforeAll(stubLayout);
const cyprus = { isoCode: 'CY', name: 'Cipro', taxRate: '12.50', status: 'active' } as CountryView;
const rate = () => screen.getByLabelText<HTMLInputElement>('Aliquota');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salva' }));

function open(country: CountryView) {
  const onOpenChange = vi.fn();
  renderWithQuery(<ManageCountryDialog country={country} onOpenChange={onOpenChange} />);
  return onOpenChange;
}

describe('Gestisci paese', () => {
  it('the card writes the rate the Italian way, a country without one as a dash', () => {
    expect(formatTaxRate('12.50')).toBe('12,5%');
    expect(formatTaxRate('7.25')).toBe('7,25%');
    expect(formatTaxRate('0.00')).toBe('0%');
    expect(formatTaxRate(null)).toBe('—');
  });

  it('opens on the stored rate with the Italian comma, and the status', () => {
    open(cyprus);
    expect(screen.getByRole('dialog', { name: 'Gestisci Cipro' })).toBeTruthy();
    expect(rate().value).toBe('12,5');
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('Attivo');
    cleanup();
    open({ ...cyprus, taxRate: null } as CountryView);
    expect(rate().value).toBe('');
  });

  it('saves the rate as typed and the chosen status on the country, then closes', async () => {
    const sent = stubApi(() => Response.json({ name: 'Cipro' }));
    const onOpenChange = open(cyprus);
    fireEvent.change(rate(), { target: { value: ' 15 ' } });
    choose(screen.getByRole('combobox', { name: 'Status' }), 'In Revisione');
    save();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/countries/CY', body: { taxRate: '15', status: 'review' } }]);
    expect(sonner.success).toHaveBeenCalledWith('Successo', { description: 'Paese Cipro aggiornato con successo' });
  });

  it.each(['', '101', '12,345', 'dodici'])('refuses the rate %j in Italian, without asking the server', async (typed) => {
    const sent = stubApi();
    open(cyprus);
    fireEvent.change(rate(), { target: { value: typed } });
    save();
    await waitFor(() => expect(messageOf(rate())).toMatch(/^(L'aliquota è obbligatoria|Inserisci un'aliquota valida tra 0 e 100 \(es\. 12,5\))$/));
    expect(sent).toEqual([]);
  });

  it("the server's refusal of the rate lands under it and the dialog stays", async () => {
    stubApi(() => apiError(400, 'Dati non validi', { taxRate: 'Aliquota non ammessa per questo paese' }));
    const onOpenChange = open(cyprus);
    save();
    await waitFor(() => expect(messageOf(rate())).toBe('Aliquota non ammessa per questo paese'));
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
