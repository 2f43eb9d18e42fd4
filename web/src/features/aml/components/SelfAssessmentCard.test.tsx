import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CNDCEC_2025 } from '@domain/aml/rulesets';
import { renderWithQuery, stubApi, stubLayout } from '@web/test/render';
import type { AmlFirm, AmlSelfAssessment } from '../api/firm';
import { SelfAssessmentCard } from './SelfAssessmentCard';

const { inherentFactors, vulnerabilityFactors, inherentPercent, vulnerabilityPercent } = CNDCEC_2025.selfAssessment;
const ALL_TWO = { inherent: Object.fromEntries(inherentFactors.map((f) => [f.id, 2])), vulnerability: Object.fromEntries(vulnerabilityFactors.map((f) => [f.id, 2])) };
const RESULT = { rulesetId: CNDCEC_2025.id, inherent: '2', vulnerability: '2', residual: '2', significance: 'poco-significativo' as const };

function version(fields: Partial<AmlSelfAssessment>): AmlSelfAssessment {
  return {
    id: '3b9d7c1e-5a4f-4e2d-9c8b-7a6f5e4d3c2b',
    version: 1,
    status: 'draft',
    ...ALL_TWO,
    note: '',
    createdByName: 'Marco Neri',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    rulesetId: null,
    assessedOn: null,
    result: RESULT,
    missing: [],
    signedAt: null,
    signedByName: null,
    nextDueOn: null,
    ...fields,
  } as AmlSelfAssessment;
}

function firm(versions: AmlSelfAssessment[], nextDueOn: string | null = null): AmlFirm {
  return { ruleset: { id: CNDCEC_2025.id, title: CNDCEC_2025.title, inherentFactors, vulnerabilityFactors, inherentPercent, vulnerabilityPercent }, versions, nextDueOn, trainings: [] } as unknown as AmlFirm;
}

const scoreOf = (factor: string) => within(screen.getByRole('group', { name: factor })).getAllByRole('radio').findIndex((r) => (r as HTMLInputElement).checked) + 1;

describe('SelfAssessmentCard', () => {
  beforeAll(stubLayout);

  it('offers a first self-assessment to whoever manages the firm, and saves the scores given as a new draft', async () => {
    const sent = stubApi(() => Response.json({ id: 'nuova', version: 1 }, { status: 201 }));
    renderWithQuery(<SelfAssessmentCard firm={firm([])} canManage canSign />);
    expect(screen.getByText('Nessuna autovalutazione firmata: va fatta e firmata dal titolare dello studio.')).toBeTruthy();
    expect(screen.getByText('Regola tecnica n. 1: rischio residuo = 40% rischio inerente + 60% vulnerabilità. Si rinnova ogni anno.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nuova autovalutazione' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Firma' })).toBeNull();

    fireEvent.click(within(screen.getByRole('group', { name: 'Tipologia di clientela' })).getByRole('radio', { name: /^3/ }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Formazione' })).getByRole('radio', { name: /^1/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Salva e calcola' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'POST', path: '/api/aml/firm/self-assessments', body: { inherent: { clientela: 3 }, vulnerability: { formazione: 1 }, note: '' } });
  });

  it('names the factors a draft still lacks and keeps Firma off until it has them all', () => {
    const missing = [inherentFactors[1]!, vulnerabilityFactors[3]!];
    renderWithQuery(<SelfAssessmentCard firm={firm([version({ result: null, missing })])} canManage canSign />);
    expect(screen.getByRole('heading', { name: 'Bozza: versione 1' })).toBeTruthy();
    expect(screen.getByText(`Per calcolare il rischio mancano i punteggi di: Area geografica di operatività, ${vulnerabilityFactors[3]!.label}.`)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Firma' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows an admin the complete draft and its result, saves it in place, but offers no Firma', async () => {
    const sent = stubApi(() => Response.json({ id: 'x', version: 1 }));
    const draft = version({});
    renderWithQuery(<SelfAssessmentCard firm={firm([draft])} canManage canSign={false} />);
    expect(screen.getByLabelText('Risultato della versione 1').textContent).toBe('Rischio inerente2Vulnerabilità2Rischio residuo2ClassePoco significativo');
    expect(screen.queryByRole('button', { name: 'Firma' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Rivista la clientela estera' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva e calcola' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'PUT', path: `/api/aml/firm/self-assessments/${draft.id}`, body: { ...ALL_TWO, note: 'Rivista la clientela estera' } });
  });

  it('lets the proprietario sign the draft once confirmed', async () => {
    const sent = stubApi(() => Response.json({ id: 'x' }));
    const draft = version({});
    renderWithQuery(<SelfAssessmentCard firm={firm([draft])} canManage canSign />);
    fireEvent.click(screen.getByRole('button', { name: 'Firma' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Firmare l’autovalutazione versione 1?' });
    expect(confirm.textContent).toContain('Una volta firmata non si può più modificare; la prossima è dovuta tra un anno.');
    expect(sent).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Firma' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'POST', path: `/api/aml/firm/self-assessments/${draft.id}/sign`, body: null }]));
  });

  it('shows a signed version read-only with its result, says a past due day is late, and starts a new version from its scores', () => {
    const scores = { inherent: { ...ALL_TWO.inherent, clientela: 4 }, vulnerability: { ...ALL_TWO.vulnerability, formazione: 1 } };
    const signed = version({ status: 'signed', ...scores, note: 'Prima autovalutazione', signedAt: '2025-01-10T10:00:00.000Z', signedByName: 'Elena Conti', nextDueOn: '2026-01-10' });
    renderWithQuery(<SelfAssessmentCard firm={firm([signed], '2026-01-10')} canManage canSign />);
    expect(screen.getByText('Prossima autovalutazione entro il 10/01/2026')).toBeTruthy();
    expect(screen.getByText('Scaduta')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Autovalutazione dello studio' })).toBeNull();
    const item = screen.getByRole('listitem', { name: 'Autovalutazione versione 1' });
    expect(item.textContent).toContain('Firmata');
    expect(item.textContent).toContain('da Elena Conti');
    expect(item.textContent).toContain('Note: Prima autovalutazione');
    expect(within(item).getByLabelText('Risultato della versione 1').textContent).toBe('Rischio inerente2Vulnerabilità2Rischio residuo2ClassePoco significativo');

    fireEvent.click(screen.getByRole('button', { name: 'Nuova versione' }));
    expect(screen.getByRole('heading', { name: 'Nuova autovalutazione' })).toBeTruthy();
    expect(scoreOf('Tipologia di clientela')).toBe(4);
    expect(scoreOf('Formazione')).toBe(1);
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Nuova versione' })).toBeNull();
  });

  it('shows whoever does not manage the firm neither a form nor a new version', () => {
    renderWithQuery(<SelfAssessmentCard firm={firm([])} canManage={false} canSign={false} />);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nuova versione' })).toBeNull();
    expect(screen.getByText('Nessuna autovalutazione firmata')).toBeTruthy();
  });
});
