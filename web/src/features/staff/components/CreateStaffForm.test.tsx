import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, choose, messageOf, renderWithQuery, stubApi, stubLayout } from '@web/test/render';
import { CreateStaffForm } from './CreateStaffForm';

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

beforeAll(stubLayout);
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Crea Staff' }));

function fillIn() {
  type('Nome Completo', '  Marco Verdi ');
  type('Email', ' marco@studio.it ');
  type('Password', 'segreta1');
}

describe('Crea Nuovo Membro Staff', () => {
  it('sends what was typed, trimmed, with the chosen role; then empties the form and says who was added', async () => {
    const sent = stubApi(() => Response.json({ id: 'u-2' }, { status: 201 }));
    renderWithQuery(<CreateStaffForm />);
    expect(screen.getByRole('combobox', { name: 'Ruolo' }).textContent).toBe('Moderatore');
    fillIn();
    choose(screen.getByRole('combobox', { name: 'Ruolo' }), 'Admin');
    submit();
    await waitFor(() => expect(field('Nome Completo').value).toBe(''));
    expect(sent).toEqual([{ method: 'POST', path: '/api/staff', body: { fullName: 'Marco Verdi', email: 'marco@studio.it', password: 'segreta1', role: 'admin' } }]);
    expect(field('Email').value).toBe('');
    expect(screen.getByRole('combobox', { name: 'Ruolo' }).textContent).toBe('Moderatore');
    expect(sonner.success).toHaveBeenCalledWith('Successo', { description: 'Marco Verdi è stato aggiunto allo staff' });
  });

  it('without a role chosen, the new member is a moderatore', async () => {
    const sent = stubApi(() => Response.json({ id: 'u-2' }, { status: 201 }));
    renderWithQuery(<CreateStaffForm />);
    fillIn();
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ role: 'moderatore' });
  });

  it('refuses an empty name, a malformed e-mail and a short password in Italian, without asking the server', async () => {
    const sent = stubApi();
    renderWithQuery(<CreateStaffForm />);
    type('Email', 'marco@');
    type('Password', 'abc');
    submit();
    await waitFor(() => expect(messageOf(field('Nome Completo'))).toBe('Il nome completo è obbligatorio'));
    expect(messageOf(field('Email'))).toBe('Inserisci un indirizzo email valido');
    expect(messageOf(field('Password'))).toBe('La password deve essere di almeno 6 caratteri');
    expect(sent).toEqual([]);
  });

  it("an e-mail already in use is told under the e-mail, and what was typed stays", async () => {
    stubApi(() => apiError(409, 'Email già in uso', { email: 'Esiste già un utente con questa email' }));
    renderWithQuery(<CreateStaffForm />);
    fillIn();
    submit();
    await waitFor(() => expect(messageOf(field('Email'))).toBe('Esiste già un utente con questa email'));
    expect(field('Nome Completo').value).toBe('  Marco Verdi ');
    expect(sonner.error).not.toHaveBeenCalled();
  });

  it("a refusal about no field is the server's own words in a toast", async () => {
    stubApi(() => apiError(403, 'Solo un proprietario può creare membri dello staff'));
    renderWithQuery(<CreateStaffForm />);
    fillIn();
    submit();
    await waitFor(() => expect(sonner.error).toHaveBeenCalledWith('Errore', { description: 'Solo un proprietario può creare membri dello staff' }));
    expect(field('Nome Completo').value).toBe('  Marco Verdi ');
  });
});
