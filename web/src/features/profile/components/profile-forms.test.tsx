import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@web/lib/own-profile';
import { apiError, choose, messageOf, renderWithQuery, stubApi, stubLayout } from '@web/test/render';
import { PersonalInfoForm } from './PersonalInfoForm';
import { ChangePasswordForm, TimezoneForm } from './SettingsForms';

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

beforeAll(stubLayout);
const profile = { fullName: 'Giulia Bianchi', email: 'giulia@studio.it', address: 'Via Roma 1, Milano', timezone: 'Europe/Rome' } as Profile;
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('Informazioni personali', () => {
  it('shows the profile, the e-mail not editable, and saves name and address trimmed with the time zone unchanged', async () => {
    const sent = stubApi(() => Response.json({ ...profile, fullName: 'Giulia Rossi' }));
    renderWithQuery(<PersonalInfoForm profile={profile} />);
    expect(input('Nome completo').value).toBe('Giulia Bianchi');
    expect(input('Email').value).toBe('giulia@studio.it');
    expect(input('Email').disabled).toBe(true);
    type('Nome completo', ' Giulia Rossi ');
    type('Indirizzo', ' Corso Como 5, Milano ');
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(sonner.success).toHaveBeenCalledWith('Successo', { description: 'Profilo aggiornato con successo' }));
    expect(sent).toEqual([{ method: 'PUT', path: '/api/profile', body: { fullName: 'Giulia Rossi', address: 'Corso Como 5, Milano', timezone: 'Europe/Rome' } }]);
  });

  it('asks for the name in Italian without asking the server; the server’s refusal of the address lands under it', async () => {
    const sent = stubApi(() => apiError(400, 'Dati non validi', { address: 'Indirizzo non valido' }));
    renderWithQuery(<PersonalInfoForm profile={profile} />);
    type('Nome completo', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(messageOf(input('Nome completo'))).toBe('Il nome completo è obbligatorio'));
    expect(sent).toEqual([]);
    type('Nome completo', 'Giulia');
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(messageOf(input('Indirizzo'))).toBe('Indirizzo non valido'));
    expect(sonner.error).not.toHaveBeenCalled();
  });
});

describe('Fuso orario', () => {
  it('saves the chosen zone with the name and address the profile has', async () => {
    const sent = stubApi(() => Response.json({ ...profile, timezone: 'Europe/London' }));
    renderWithQuery(<TimezoneForm profile={profile} />);
    const zone = screen.getByRole('combobox', { name: 'Fuso orario' });
    expect(zone.textContent).toBe('Roma (Europe/Rome)');
    choose(zone, 'Londra (Europe/London)');
    fireEvent.click(screen.getByRole('button', { name: 'Salva impostazioni' }));
    await waitFor(() => expect(sonner.success).toHaveBeenCalledWith('Successo', { description: 'Fuso orario aggiornato con successo' }));
    expect(sent).toEqual([{ method: 'PUT', path: '/api/profile', body: { fullName: 'Giulia Bianchi', address: 'Via Roma 1, Milano', timezone: 'Europe/London' } }]);
  });

  it("a failure is told with the form's words when the server gives none of its own", async () => {
    stubApi(() => apiError(500, 'Errore interno'));
    renderWithQuery(<TimezoneForm profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Salva impostazioni' }));
    await waitFor(() => expect(sonner.error).toHaveBeenCalledWith('Errore', { description: 'Impossibile aggiornare il profilo' }));
  });
});

describe('Cambia password', () => {
  const fill = (current: string, next: string, confirm: string) => {
    type('Password attuale', current);
    type('Nuova password', next);
    type('Conferma nuova password', confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Aggiorna password' }));
  };

  it('refuses a confirmation that differs, or a short password, in Italian and without asking the server', async () => {
    const sent = stubApi();
    renderWithQuery(<ChangePasswordForm />);
    fill('vecchia1', 'nuova123', 'nuova124');
    await waitFor(() => expect(messageOf(input('Conferma nuova password'))).toBe('Le password non coincidono'));
    fill('vecchia1', 'abc', 'abc');
    await waitFor(() => expect(messageOf(input('Nuova password'))).toBe('La password deve essere di almeno 6 caratteri'));
    expect(sent).toEqual([]);
  });

  it('sends the three fields, then empties them', async () => {
    const sent = stubApi(() => Response.json({ ok: true }));
    renderWithQuery(<ChangePasswordForm />);
    fill('vecchia1', 'nuova123', 'nuova123');
    await waitFor(() => expect(input('Password attuale').value).toBe(''));
    expect(sent).toEqual([{ method: 'POST', path: '/api/profile/password', body: { currentPassword: 'vecchia1', newPassword: 'nuova123', confirmPassword: 'nuova123' } }]);
    expect(input('Nuova password').value).toBe('');
    expect(sonner.success).toHaveBeenCalledWith('Successo', { description: 'Password aggiornata con successo' });
  });

  it('a wrong current password is told under it, and what was typed stays', async () => {
    stubApi(() => apiError(400, 'Password errata', { currentPassword: 'La password attuale non è corretta' }));
    renderWithQuery(<ChangePasswordForm />);
    fill('sbagliata', 'nuova123', 'nuova123');
    await waitFor(() => expect(messageOf(input('Password attuale'))).toBe('La password attuale non è corretta'));
    expect(input('Nuova password').value).toBe('nuova123');
    expect(sonner.error).not.toHaveBeenCalled();
  });
});
