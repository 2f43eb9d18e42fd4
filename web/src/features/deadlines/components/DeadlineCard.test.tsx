import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { renderWithQuery, STAFF_USER, stubLayout } from '@web/test/render';
import type { DeadlineItem } from '../api/list-deadlines';
import { DeadlineCard, type DeadlineCardProps } from './DeadlineCard';

beforeAll(stubLayout);
afterEach(cleanup);

/** An open obligation of a compliance rule, as the list answers it. */
const open: DeadlineItem = {
  id: 'occ-1',
  ruleId: 'uk-confirmation-statement',
  type: 'Confirmation Statement',
  title: 'Confirmation Statement - Acme Ltd',
  description: 'Conferma annuale dei dati della società',
  clientId: 'client-1',
  clientName: 'Acme Ltd',
  countryCode: 'GB',
  countryName: 'Regno Unito',
  dueDate: '2026-05-20',
  category: 'Societario',
  priority: 'Media',
  owner: 'Commercialista',
  status: 'In Corso',
  daysRemaining: 5,
  cost: null,
  authority: 'Companies House',
  note: 'Si deposita online',
  sourceUrl: 'https://www.gov.uk/file-your-confirmation-statement-with-companies-house',
  penalty: null,
  completion: null,
  manual: null,
  periodGone: false,
  issue: null,
} as DeadlineItem;

const completed: DeadlineItem = {
  ...open,
  status: 'Completato',
  daysRemaining: -3,
  completion: { completedByName: 'Giulia Bianchi', completedAt: '2026-05-18T09:30:00.000Z', filedOn: '2026-05-17', proofDocumentId: 'doc-9' },
} as DeadlineItem;

const manual: DeadlineItem = { ...open, ruleId: 'manual', type: 'Manuale', manual: { id: 'manual-1', title: 'Dichiarazione IVA', recurrence: 'quarterly' } } as DeadlineItem;
const amlReview: DeadlineItem = { ...open, ruleId: 'aml-review', type: 'AML', note: '', sourceUrl: '' } as DeadlineItem;
const issuedReturn: DeadlineItem = { ...open, issue: { issuedOn: null } } as DeadlineItem;

function show(deadline: DeadlineItem, props: Omit<DeadlineCardProps, 'deadline'> = {}) {
  renderWithQuery(
    <MemoryRouter>
      <TooltipProvider>
        <DeadlineCard deadline={deadline} {...props} />
      </TooltipProvider>
    </MemoryRouter>,
    { user: { ...STAFF_USER, timeZone: 'Europe/London' } },
  );
  return screen.getByRole('article', { name: deadline.title });
}

/** What a role that may complete and manage deadlines is given. */
function staffActions() {
  return { onSetCompleted: vi.fn(), onManage: { edit: vi.fn(), remove: vi.fn() }, onRecordIssue: vi.fn(), onOpenProof: vi.fn() };
}

const remaining = (card: HTMLElement) => within(card).getByText('Giorni rimanenti').closest('div')!.querySelector('dd')!.textContent;
const openMenu = (card: HTMLElement, title: string) => fireEvent.keyDown(within(card).getByRole('button', { name: `Gestisci ${title}` }), { key: 'Enter' });
const menuItems = () => screen.getAllByRole('menuitem').map((i) => i.textContent);

describe('remaining days', () => {
  it.each([
    [0, 'Scade oggi'],
    [1, 'Scade domani'],
    [12, 'Scade tra 12 giorni'],
    [-1, 'Scaduta da 1 giorno'],
    [-9, 'Scaduta da 9 giorni'],
  ])('%i days → %s', (days, text) => {
    expect(remaining(show({ ...open, daysRemaining: days } as DeadlineItem))).toBe(text);
  });

  it('a completed deadline says so instead of counting; who completed it, when (in the reader’s time zone), and the filing day', () => {
    const card = show(completed);
    expect(remaining(card)).toBe('Completata');
    expect(within(card).getByText(/^Completato da/).textContent).toBe('Completato da Giulia Bianchi il 18/05/2026 10:30 · depositato il 17/05/2026');
  });
});

describe('actions by state and role', () => {
  it('a role that may not complete deadlines sees no actions at all', () => {
    const card = show(manual, { onOpenProof: vi.fn() });
    expect(within(card).queryByRole('button', { name: /Segna come completato|Riapri|Gestisci/ })).toBeNull();
  });

  it('an open deadline is completed from its card', () => {
    const actions = staffActions();
    const card = show(open, actions);
    fireEvent.click(within(card).getByRole('button', { name: `Segna come completato: ${open.title}` }));
    expect(actions.onSetCompleted).toHaveBeenCalledWith(true);
    expect(within(card).queryByRole('button', { name: `Riapri ${open.title}` })).toBeNull();
  });

  it('a completed one is reopened, its proof downloaded, and nothing else managed', () => {
    const actions = staffActions();
    const card = show({ ...completed, manual: manual.manual, issue: { issuedOn: null } } as DeadlineItem, actions);
    fireEvent.click(within(card).getByRole('button', { name: `Riapri ${open.title}` }));
    expect(actions.onSetCompleted).toHaveBeenCalledWith(false);
    fireEvent.click(within(card).getByRole('button', { name: 'Scarica prova di deposito' }));
    expect(actions.onOpenProof).toHaveBeenCalledWith('doc-9');
    // 'Gestisci' stays as the placeholder of a function in development: disabled.
    expect((within(card).getByRole('button', { name: 'Gestisci' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the proof is offered only to roles that may open it', () => {
    const card = show(completed, { onSetCompleted: vi.fn() });
    expect(within(card).queryByRole('button', { name: 'Scarica prova di deposito' })).toBeNull();
  });

  it('an obligation of the AML file leads to the file instead of being completed or reopened here', () => {
    const card = show(amlReview, staffActions());
    expect(within(card).queryByRole('button', { name: /Segna come completato|Riapri|Gestisci/ })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Apri il fascicolo antiriciclaggio di Acme Ltd' }).getAttribute('href')).toBe('/antiriciclaggio?cliente=client-1');
    expect(within(card).queryByText('Fonte ufficiale')).toBeNull();
    // Closed by the file itself, not by a person's click.
    const closed = show({ ...amlReview, id: 'occ-aml-2', title: 'Revisione chiusa', status: 'Completato', completion: { completedByName: '', completedAt: '2026-05-18T09:30:00.000Z', filedOn: null, proofDocumentId: null } } as DeadlineItem);
    expect(within(closed).getByText(/^Chiuso nel fascicolo antiriciclaggio/).textContent).toBe('Chiuso nel fascicolo antiriciclaggio il 18/05/2026 10:30');
  });

  it('an open obligation of a rule has no menu to manage it', () => {
    const card = show(open, staffActions());
    expect((within(card).getByRole('button', { name: 'Gestisci' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).queryByRole('button', { name: `Gestisci ${open.title}` })).toBeNull();
  });

  it('an open obligation added by hand is edited or deleted from Gestisci', () => {
    const actions = staffActions();
    const card = show(manual, actions);
    openMenu(card, manual.title);
    expect(menuItems()).toEqual(['Modifica', 'Elimina']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Elimina' }));
    expect(actions.onManage.remove).toHaveBeenCalledTimes(1);
    expect(actions.onManage.edit).not.toHaveBeenCalled();
  });

  it('a role that may complete but not manage sees only the issue date of a return the authority issues', () => {
    const onRecordIssue = vi.fn();
    const card = show(issuedReturn, { onSetCompleted: vi.fn(), onRecordIssue });
    expect(within(card).getByText('Scadenza stimata: registra la data di emissione quando arriva la dichiarazione')).toBeTruthy();
    openMenu(card, issuedReturn.title);
    expect(menuItems()).toEqual(['Data di emissione']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Data di emissione' }));
    expect(onRecordIssue).toHaveBeenCalledTimes(1);
  });

  it('once issued, the card says when and that filing is due within a month', () => {
    const card = show({ ...issuedReturn, issue: { issuedOn: '2026-04-20' } } as DeadlineItem);
    expect(within(card).getByText('Emessa il 20/04/2026: si deposita entro un mese')).toBeTruthy();
  });
});
