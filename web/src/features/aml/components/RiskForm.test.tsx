import type { ComponentProps } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { assessClientRisk } from '@domain/aml/risk';
import { CNDCEC_2025 } from '@domain/aml/rulesets';
import { renderWithQuery, stubLayout } from '@web/test/render';
import { RiskForm, type RiskPreviewContext } from './RiskForm';
import { RiskResult, riskViewOf as view } from './RiskResult';

const factors = CNDCEC_2025.clientFactors;
const allFactors = [...factors.tableA, ...factors.tableB];
const engagements = [{ id: '6f1d1a4e-8f5e-4f7e-9a51-0d5d7c1f2a10', label: 'Costituzione di società', serviceId: 'costituzione-societa' }];
const consulting = { id: '0b7e7d3c-3f0a-4c55-8a59-2a2b3c4d5e6f', label: 'Consulenza fiscale', serviceId: 'consulenza-fiscale' };
/** The firm's months, not the ruleset's 36/24/12: the next review shown must follow them. */
const preview: RiskPreviewContext = { assessedOn: '2026-03-31', persons: [], countries: [], reviewMonths: { semplificata: 36, ordinaria: 18, rafforzata: 6 } };

function score(label: string, value: number) {
  const group = screen.getByRole('group', { name: new RegExp(label) });
  fireEvent.click(within(group).getByRole('radio', { name: new RegExp(`^${value}`) }));
}

/** The form on a saved draft of `scores` for the engagement, with `actions` beside its save button. */
function renderDraft(scores: Record<string, number>, actions: ComponentProps<typeof RiskForm>['actions']) {
  renderWithQuery(
    <RiskForm factors={factors} engagements={engagements} draft={{ engagementId: engagements[0]!.id, scores, note: '' }} onSave={vi.fn()} preview={preview} actions={actions} />,
  );
}

describe('RiskForm', () => {
  beforeAll(stubLayout);

  it('asks a score for every factor of Tables A and B, and sends them with the engagement', async () => {
    const onSave = vi.fn(async () => ({}));
    renderWithQuery(<RiskForm factors={factors} engagements={engagements} draft={null} onSave={onSave} preview={preview} />);
    for (const factor of allFactors) expect(screen.getByRole('group', { name: new RegExp(factor.label) })).toBeTruthy();
    expect(screen.getByText('Mancano i punteggi di 10 fattori')).toBeTruthy();

    score('Natura giuridica', 2);
    score('Ammontare', 4);
    expect(screen.getByText('Mancano i punteggi di 8 fattori')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Cliente noto allo studio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva e calcola' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ engagementId: engagements[0]!.id, scores: { A1: 2, B3: 4 }, note: 'Cliente noto allo studio' });
  });

  it('refuses a draft without its engagement, on the field', async () => {
    const onSave = vi.fn(async () => ({}));
    renderWithQuery(<RiskForm factors={factors} engagements={[...engagements, consulting]} draft={null} onSave={onSave} preview={preview} />);
    for (const factor of allFactors) score(factor.label, 1);
    expect(screen.getByText('Scegli l’incarico valutato per vedere il risultato.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salva e calcola' }));
    expect(await screen.findByText('Scegli l’incarico valutato')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the result as the factors are scored, before any save, and updates it when a score changes', () => {
    const onSave = vi.fn(async () => ({}));
    renderWithQuery(<RiskForm factors={factors} engagements={engagements} draft={null} onSave={onSave} preview={preview} />);
    expect(screen.getByText('Anteprima: la valutazione vale quando è firmata')).toBeTruthy();
    for (const factor of allFactors) score(factor.label, 1);

    // RT2 as decision 121 reads it: company formation has inherent grade 3; ten factors at 1 have mean 10 / 10 = 1.
    // 0.3 × 3 + 0.7 × 1 = 0.9 + 0.7 = 1.6: "poco significativo" (from 1.6 included), ordinary due diligence,
    // reviewed after the firm's 18 months: 31/03/2026 + 18 months = 31/09/2027, which does not exist, so 30/09/2027.
    const figures = screen.getByRole('region', { name: 'Risultato della valutazione' });
    expect(figures.textContent).toContain('Rischio inerente3');
    expect(figures.textContent).toContain('Rischio specifico1');
    expect(figures.textContent).toContain('Rischio effettivo1,6');
    expect(figures.textContent).toContain('Poco significativo');
    expect(figures.textContent).toContain('Ordinaria');
    expect(figures.textContent).toContain('entro il 30/09/2027 (18 mesi)');
    expect(screen.queryByText(/Mancano i punteggi/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    // Ammontare at 4: nine 1s and one 4 make 13, mean 13 / 10 = 1.3; 0.3 × 3 + 0.7 × 1.3 = 0.9 + 0.91 = 1.81, still "poco significativo".
    score('Ammontare', 4);
    expect(figures.textContent).toContain('Rischio specifico1,3');
    expect(figures.textContent).toContain('Rischio effettivo1,81');
    expect(figures.textContent).toContain('Poco significativo');
    // All at 4 but Natura giuridica at 1: 37 / 10 = 3.7; 0.9 + 0.7 × 3.7 = 0.9 + 2.59 = 3.49, "abbastanza significativo" (below 3.6).
    for (const factor of allFactors.slice(1)) score(factor.label, 4);
    expect(figures.textContent).toContain('Rischio specifico3,7');
    expect(figures.textContent).toContain('Rischio effettivo3,49');
    expect(figures.textContent).toContain('Abbastanza significativo');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("makes enhanced due diligence the level for a PEP among the file's people, with the firm's months", () => {
    const scores = Object.fromEntries(allFactors.map((f) => [f.id, 1]));
    const persons: RiskPreviewContext['persons'] = [{ name: 'Elena Russo', role: 'Titolare effettivo', pep: { status: 'in-office', office: 'Sindaco di Roma' } }];
    renderWithQuery(<RiskForm factors={factors} engagements={engagements} draft={{ engagementId: engagements[0]!.id, scores, note: '' }} onSave={vi.fn()} preview={{ ...preview, persons }} />);
    // The score alone gives 1.6, ordinary; the PEP forces enhanced (art. 24(5)(c)), reviewed after the firm's 6 months: 31/03/2026 + 6 = 30/09/2026.
    const figures = screen.getByRole('region', { name: 'Risultato della valutazione' });
    expect(figures.textContent).toContain('Rischio effettivo1,6');
    expect(figures.textContent).toContain('Rafforzata');
    expect(figures.textContent).toContain('entro il 30/09/2026 (6 mesi)');
    expect(screen.getByRole('alert').textContent).toContain('Elena Russo (Titolare effettivo) è persona politicamente esposta: Sindaco di Roma');
  });

  it('tells the actions when the form has changes not saved', () => {
    renderDraft(Object.fromEntries(allFactors.map((f) => [f.id, 1])), ({ unsaved }) => <span>{unsaved ? 'Non salvata' : 'Salvata'}</span>);
    expect(screen.getByText('Salvata')).toBeTruthy();
    score('Ammontare', 2);
    expect(screen.getByText('Non salvata')).toBeTruthy();
    score('Ammontare', 1);
    expect(screen.getByText('Salvata')).toBeTruthy();
  });

  it('tells the actions whether the form has a result: not while a factor is unscored', () => {
    const last = allFactors.at(-1)!;
    renderDraft(Object.fromEntries(allFactors.filter((f) => f !== last).map((f) => [f.id, 1])), ({ computed }) => <span>{computed ? 'Con risultato' : 'Senza risultato'}</span>);
    expect(screen.getByText('Senza risultato')).toBeTruthy();
    score(last.label, 1);
    expect(screen.getByText('Con risultato')).toBeTruthy();
  });

  it('shows a signed version read-only, without a save button', () => {
    render(<RiskForm factors={factors} engagements={engagements} draft={{ engagementId: engagements[0]!.id, scores: { A1: 3 }, note: '' }} onSave={vi.fn()} readOnly />);
    const group = screen.getByRole('group', { name: /Natura giuridica/ });
    const three = within(group).getByRole('radio', { name: /^3/ }) as HTMLInputElement;
    expect(three.checked).toBe(true);
    expect(three.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salva e calcola' })).toBeNull();
  });
});

describe('RiskResult', () => {
  it('writes the effective risk exactly: 30% × 3 + 70% × 1 is 1,6, in the band that starts at 1,6', () => {
    // RT2 as decision 121 reads it: company formation has inherent grade 3; every factor scored 1 gives a specific risk of 1.
    // 0.3 × 3 + 0.7 × 1 = 0.9 + 0.7 = 1.6: "poco significativo" (from 1.6 included), ordinary due diligence, review in 24 months.
    const scores = Object.fromEntries(allFactors.map((f) => [f.id, 1]));
    render(<RiskResult result={view(assessClientRisk({ assessedOn: '2026-03-31', serviceId: 'costituzione-societa', scores }))} />);
    const figures = screen.getByRole('region', { name: 'Risultato della valutazione' });
    expect(figures.textContent).toContain('Rischio inerente3');
    expect(figures.textContent).toContain('Rischio specifico1');
    expect(figures.textContent).toContain('Rischio effettivo1,6');
    expect(figures.textContent).toContain('Poco significativo');
    expect(figures.textContent).toContain('Ordinaria');
    expect(figures.textContent).toContain('31/03/2028');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why enhanced due diligence is forced for a PEP', () => {
    const scores = Object.fromEntries(allFactors.map((f) => [f.id, 1]));
    const result = assessClientRisk({
      assessedOn: '2026-03-31',
      serviceId: 'consulenza-fiscale',
      scores,
      persons: [{ name: 'Elena Russo', role: 'titolare effettivo', pep: { status: 'in-office', office: 'Sindaco di Roma' } }],
    });
    render(<RiskResult result={view(result)} />);
    expect(screen.getByRole('alert').textContent).toContain('Elena Russo (titolare effettivo) è persona politicamente esposta: Sindaco di Roma');
    expect(screen.getByText('Rafforzata')).toBeTruthy();
  });
});
