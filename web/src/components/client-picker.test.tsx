import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithQuery, stubLayout } from '@web/test/render';
import { ClientPicker, type ClientOption } from './client-picker';
import type { PickerQuery } from './entity-picker';

const CLIENTS: ClientOption[] = [
  { id: 'c1', companyName: 'Acme Ltd', fullName: 'Mario Rossi', countryName: 'Regno Unito' },
  { id: 'c2', companyName: 'Beta LLC', fullName: 'Anna Verdi', countryName: null },
];

/** Answers the clients whose company holds the typed text, recording each search. */
function fakeQuery() {
  const asked: string[] = [];
  const query: PickerQuery<ClientOption> = (q) => ({
    queryKey: ['clients', 'options', q],
    queryFn: async () => {
      asked.push(q);
      return CLIENTS.filter((c) => c.companyName.toLowerCase().includes(q.toLowerCase()));
    },
  });
  return { asked, query };
}

describe('ClientPicker', () => {
  beforeAll(stubLayout);

  it('asks nothing until opened, then lists the matches and hands back the chosen client', async () => {
    const { asked, query } = fakeQuery();
    const onChange = vi.fn();
    renderWithQuery(<ClientPicker aria-label="Cliente" value={null} onChange={onChange} query={query} />);
    expect(screen.getByRole('button', { name: 'Cliente' }).textContent).toBe('Scegli il cliente');
    expect(asked).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cliente' }));
    const list = await screen.findByRole('list', { name: 'Clienti' });
    await waitFor(() => expect(list.textContent).toContain('Beta LLC'));
    expect(list.textContent).toContain('Mario Rossi · Regno Unito');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca cliente' }), { target: { value: ' zzz ' } });
    await waitFor(() => expect(screen.getByText('Nessun cliente trovato')).toBeTruthy());
    expect(asked).toEqual(['', 'zzz']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca cliente' }), { target: { value: 'acme' } });
    fireEvent.click(await screen.findByRole('button', { name: /Acme Ltd/ }));
    expect(onChange).toHaveBeenCalledWith({ id: 'c1', companyName: 'Acme Ltd' });
  });

  it('with onClear, offers the placeholder as the first choice, pressed while nothing is chosen', async () => {
    const { query } = fakeQuery();
    const onClear = vi.fn();
    renderWithQuery(<ClientPicker aria-label="Filtra per cliente" placeholder="Tutti i clienti" value={{ id: 'c2', companyName: 'Beta LLC' }} onChange={vi.fn()} onClear={onClear} query={query} />);
    fireEvent.click(screen.getByRole('button', { name: 'Filtra per cliente' }));
    expect(await screen.findByRole('button', { name: /Beta LLC/, pressed: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tutti i clienti', pressed: false }));
    expect(onClear).toHaveBeenCalled();
  });
});
