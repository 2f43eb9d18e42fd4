import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, messageOf, renderWithQuery, stubApi, stubLayout } from '@web/test/render';
import { ReviewPolicyCard } from './ReviewPolicyCard';

const PATH = '/api/aml/firm/review-policy';
/** The ruleset's months (decision 121, the firm's policy): 36 / 24 / 12. */
const DEFAULTS = { semplificata: 36, ordinaria: 24, rafforzata: 12 };

/** The server: GET answers `policy`; a PUT answers `onPut`, and the next GET what it saved. */
function server(initial: { months: typeof DEFAULTS; source: 'firm' | 'ruleset' }, onPut?: () => Response) {
  let policy = { ...initial, defaults: DEFAULTS };
  return stubApi((request) => {
    if (request.method === 'PUT') {
      const refused = onPut?.();
      if (refused) return refused;
      policy = { months: request.body as typeof DEFAULTS, defaults: DEFAULTS, source: 'firm' };
    }
    return Response.json(policy);
  });
}

/** A level's box: its label, its months, its default. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!.textContent;

describe('ReviewPolicyCard', () => {
  beforeAll(stubLayout);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the three intervals with their defaults, read-only to whoever does not manage the firm, and says reviews already scheduled do not move', async () => {
    const sent = server({ months: DEFAULTS, source: 'ruleset' });
    renderWithQuery(<ReviewPolicyCard canManage={false} />);
    await screen.findByText('Adeguata verifica semplificata');
    expect(valueOf('Adeguata verifica semplificata')).toBe('Adeguata verifica semplificata36 mesiPredefinito: 36 mesi');
    expect(valueOf('Adeguata verifica ordinaria')).toBe('Adeguata verifica ordinaria24 mesiPredefinito: 24 mesi');
    expect(valueOf('Adeguata verifica rafforzata')).toBe('Adeguata verifica rafforzata12 mesiPredefinito: 12 mesi');
    expect(screen.getByText(/Valori predefiniti delle regole in vigore/).textContent).toContain('Le revisioni già in calendario restano alla loro data');
    expect(screen.queryByRole('button', { name: 'Modifica intervalli' })).toBeNull();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${PATH}`]);
  });

  it('refuses a higher risk reviewed less often on its field, sending nothing, then saves 24 / 12 / 6 and shows them as the firm’s', async () => {
    const sent = server({ months: DEFAULTS, source: 'ruleset' });
    renderWithQuery(<ReviewPolicyCard canManage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifica intervalli' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica intervalli di revisione' });
    const simplified = within(dialog).getByLabelText('Adeguata verifica semplificata (mesi) *') as HTMLInputElement;
    const ordinary = within(dialog).getByLabelText('Adeguata verifica ordinaria (mesi) *') as HTMLInputElement;
    const enhanced = within(dialog).getByLabelText('Adeguata verifica rafforzata (mesi) *') as HTMLInputElement;
    expect([simplified.value, ordinary.value, enhanced.value]).toEqual(['36', '24', '12']);
    expect(messageOf(enhanced)).toBe('Predefinito: 12 mesi');

    fireEvent.change(enhanced, { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(messageOf(enhanced)).toBe("Non può superare l'intervallo dell'ordinaria (24 mesi): più alto è il rischio, più spesso si rivede"));
    fireEvent.change(ordinary, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(messageOf(ordinary)).toBe('Almeno 1 mese'));
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);

    fireEvent.change(simplified, { target: { value: '24' } });
    fireEvent.change(ordinary, { target: { value: '12' } });
    fireEvent.change(enhanced, { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([{ method: 'PUT', path: PATH, body: { semplificata: 24, ordinaria: 12, rafforzata: 6 } }]);
    await waitFor(() => expect(valueOf('Adeguata verifica rafforzata')).toBe('Adeguata verifica rafforzata6 mesiPredefinito: 12 mesi'));
    expect(screen.getByText(/Intervalli fissati dallo studio/)).toBeTruthy();
  });

  it('puts the server’s refusal on its field and keeps the dialog open', async () => {
    server({ months: { semplificata: 24, ordinaria: 12, rafforzata: 6 }, source: 'firm' }, () => apiError(400, 'Al massimo 60 mesi', { semplificata: 'Al massimo 60 mesi' }));
    renderWithQuery(<ReviewPolicyCard canManage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifica intervalli' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica intervalli di revisione' });
    const simplified = within(dialog).getByLabelText('Adeguata verifica semplificata (mesi) *');
    fireEvent.change(simplified, { target: { value: '48' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(messageOf(simplified)).toBe('Al massimo 60 mesi'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
