import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { decText } from '@domain/aml/decimal';
import { assessClientRisk, type ClientRiskResult } from '@domain/aml/risk';
import { CNDCEC_2025 } from '@domain/aml/rulesets';
import { renderWithQuery, stubLayout } from '@web/test/render';
import { RiskForm } from './RiskForm';
import { RiskResult } from './RiskResult';

/** The result as the server writes it (decimal text). */
const view = (r: ClientRiskResult) => ({ ...r, inherent: decText(r.inherent), specific: decText(r.specific), effective: decText(r.effective) });

const factors = CNDCEC_2025.clientFactors;
const engagements = [{ id: '6f1d1a4e-8f5e-4f7e-9a51-0d5d7c1f2a10', label: 'Costituzione di società' }];

function score(label: string, value: number) {
  const group = screen.getByRole('group', { name: new RegExp(label) });
  fireEvent.click(within(group).getByRole('radio', { name: new RegExp(`^${value}`) }));
}

describe('RiskForm', () => {
  beforeAll(stubLayout);

  it('asks a score for every factor of Tables A and B, and sends them with the engagement', async () => {
    const onSave = vi.fn(async () => ({}));
    renderWithQuery(<RiskForm factors={factors} engagements={engagements} draft={null} onSave={onSave} />);
    for (const factor of [...factors.tableA, ...factors.tableB]) expect(screen.getByRole('group', { name: new RegExp(factor.label) })).toBeTruthy();
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
    renderWithQuery(<RiskForm factors={factors} engagements={[...engagements, { id: '0b7e7d3c-3f0a-4c55-8a59-2a2b3c4d5e6f', label: 'Consulenza fiscale' }]} draft={null} onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Salva e calcola' }));
    expect(await screen.findByText('Scegli l’incarico valutato')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
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
    const scores = Object.fromEntries([...factors.tableA, ...factors.tableB].map((f) => [f.id, 1]));
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
    const scores = Object.fromEntries([...factors.tableA, ...factors.tableB].map((f) => [f.id, 1]));
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
