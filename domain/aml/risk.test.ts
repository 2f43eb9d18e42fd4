/**
 * Golden cases worked by hand from the rules as recorded in rulesets.ts (decision
 * 121): effective = 0.3 × inherent + 0.7 × specific; specific = mean of the ten
 * Table A and B scores; the RT1 scale 1–<1.6–<2.6–<3.6–4 (eutekne.info
 * Art_1077143); PEP up to a year after leaving office (art. 1 c. 2 lett. dd,
 * eutekne.info Art_723927); the EU high-risk list of Delegated Regulation 2024/163.
 */
import { describe, expect, it } from 'vitest';
import { dec, decText } from './decimal';
import { assessClientRisk, assessFirm, type ClientRiskInput } from './risk';

/** A1–A4 then B1–B6. */
function scores(values: number[]): Record<string, number> {
  const ids = ['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6'];
  return Object.fromEntries(ids.map((id, i) => [id, values[i] ?? 0]));
}

const allOnes = scores([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);

function assess(extra: Partial<ClientRiskInput>) {
  return assessClientRisk({ assessedOn: '2026-03-10', serviceId: 'costituzione-societa', scores: allOnes, ...extra });
}

describe('client risk (RT2)', () => {
  it('formation (3) with specific 1.2: 0.9 + 0.84 = 1.74, poco significativo, ordinary, review in 24 months', () => {
    // A: 1+1+2+1 = 5; B: 1+1+1+2+1+1 = 7; (5 + 7) / 10 = 1.2.
    const result = assess({ scores: scores([1, 1, 2, 1, 1, 1, 1, 2, 1, 1]) });
    expect(decText(result.specific)).toBe('1.2');
    expect(result.specificExact).toBe(true);
    expect(decText(result.effective)).toBe('1.74');
    expect(result).toMatchObject({ rulesetId: 'cndcec-2025', significance: 'poco-significativo', level: 'ordinaria', forcedReasons: [], reviewMonths: 24, nextReviewOn: '2028-03-10' });
  });

  it('the 1.6 boundary: formation (3), every factor 1 → 0.9 + 0.7 = exactly 1.6, the upper band', () => {
    // Binary floats give 0.3 * 3 + 0.7 * 1 = 1.5999999999999999 and would class it non significativo.
    expect(0.3 * 3 + 0.7 * 1).toBeLessThan(1.6);
    const result = assess({});
    expect(result.effective).toBe(dec('1.6'));
    expect(result.significance).toBe('poco-significativo');
    expect(result.level).toBe('ordinaria');
  });

  it('tax advice (2), every factor 1 → 0.6 + 0.7 = 1.3: non significativo, simplified, review in 36 months', () => {
    const result = assess({ serviceId: 'consulenza-fiscale' });
    expect(decText(result.effective)).toBe('1.3');
    expect(result).toMatchObject({ significance: 'non-significativo', level: 'semplificata', reviewMonths: 36, nextReviewOn: '2029-03-10' });
  });

  it('the firm’s intervals, when given, set the next review: ordinaria at 12 months from 31 January lands on the same day a year on; 1 month from 31 January on 28 February', () => {
    // Same scores as the first case: 1.74, ordinaria. The firm's 24/12/6: ordinaria → 12 months.
    const firm = { semplificata: 24, ordinaria: 12, rafforzata: 6 };
    const result = assessClientRisk({ assessedOn: '2026-01-31', serviceId: 'costituzione-societa', scores: scores([1, 1, 2, 1, 1, 1, 1, 2, 1, 1]) }, { reviewMonths: firm });
    expect(result).toMatchObject({ level: 'ordinaria', reviewMonths: 12, nextReviewOn: '2027-01-31' });
    // 2026 is not a leap year: 31 January + 1 month has no 31 February, so the last day, the 28th.
    const monthly = assessClientRisk({ assessedOn: '2026-01-31', serviceId: 'consulenza-fiscale', scores: allOnes }, { reviewMonths: { semplificata: 1, ordinaria: 1, rafforzata: 1 } });
    expect(monthly).toMatchObject({ level: 'semplificata', reviewMonths: 1, nextReviewOn: '2026-02-28' });
  });

  it('formation (3), every factor 4 → 0.9 + 2.8 = 3.7: molto significativo, enhanced', () => {
    const result = assess({ scores: scores([4, 4, 4, 4, 4, 4, 4, 4, 4, 4]) });
    expect(decText(result.effective)).toBe('3.7');
    expect(result).toMatchObject({ significance: 'molto-significativo', level: 'rafforzata', reviewMonths: 12 });
  });

  it('around 2.6: formation (3) with specific 2.4 → 2.58, poco significativo; with 2.5 → 2.65, abbastanza significativo', () => {
    // Sum 24 → 2.4: 0.9 + 1.68 = 2.58. Sum 25 → 2.5: 0.9 + 1.75 = 2.65. (Exactly 2.6 would need specific 2.428…, not a mean of ten grades.)
    expect(assess({ scores: scores([3, 3, 2, 2, 2, 3, 2, 3, 2, 2]) })).toMatchObject({ significance: 'poco-significativo' });
    expect(decText(assess({ scores: scores([3, 3, 2, 2, 2, 3, 2, 3, 2, 3]) }).effective)).toBe('2.65');
    expect(assess({ scores: scores([3, 3, 2, 2, 2, 3, 2, 3, 2, 3]) })).toMatchObject({ significance: 'abbastanza-significativo', level: 'ordinaria' });
  });

  it('a PEP in office forces enhanced due diligence whatever the score, and says why', () => {
    const result = assess({
      serviceId: 'consulenza-fiscale',
      persons: [{ name: 'Mario Rossi', role: 'titolare effettivo', pep: { status: 'in-office', office: 'Sindaco di un comune con più di 15.000 abitanti' } }],
    });
    expect(result.scoreLevel).toBe('semplificata');
    expect(result.level).toBe('rafforzata');
    expect(result.reviewMonths).toBe(12);
    expect(result.forcedReasons).toEqual(['Mario Rossi (titolare effettivo) è persona politicamente esposta: Sindaco di un comune con più di 15.000 abitanti']);
  });

  it('a former PEP stays one for less than a year after leaving office: the day before the anniversary yes, the anniversary no', () => {
    const left = { name: 'Anna Bianchi', role: 'cliente', pep: { status: 'left-office' as const, office: 'Deputata', leftOn: '2025-03-15' } };
    expect(assess({ assessedOn: '2026-03-14', persons: [left] }).level).toBe('rafforzata');
    const after = assess({ assessedOn: '2026-03-15', persons: [left] });
    expect(after.forcedReasons).toEqual([]);
    expect(after.level).toBe('ordinaria');
  });

  it('a high-risk third country forces enhanced due diligence: from the EU list, or from the firm’s additions, each said', () => {
    const eu = assess({ serviceId: 'consulenza-fiscale', countries: [{ code: 'AE', role: 'sede del cliente' }] });
    expect(eu.level).toBe('rafforzata');
    expect(eu.forcedReasons[0]).toMatch(/^Emirati Arabi Uniti \(AE, sede del cliente\) è un paese terzo ad alto rischio nell'elenco UE/);
    const firm = assess({ serviceId: 'consulenza-fiscale', countries: [{ code: 'MC', role: 'residenza del titolare effettivo' }] });
    expect(firm.forcedReasons).toEqual(['Monaco (MC, residenza del titolare effettivo) è trattato come paese ad alto rischio dalla policy dello studio']);
    expect(assess({ serviceId: 'consulenza-fiscale', countries: [{ code: 'IT', role: 'sede' }] }).level).toBe('semplificata');
  });

  it('refuses a missing factor, a score outside 1–4, an unknown service and a day without rules', () => {
    const { B6: _omitted, ...nine } = allOnes;
    expect(() => assess({ scores: nine })).toThrow(/Manca il punteggio/);
    expect(() => assess({ scores: { ...allOnes, A1: 5 } })).toThrow(/da 1 a 4/);
    expect(() => assess({ serviceId: 'domiciliazione' })).toThrow(/Prestazione sconosciuta/);
    expect(() => assess({ assessedOn: '2027-07-10' })).toThrow(/Nessuna regola/);
  });
});

describe('the firm’s self-assessment (RT1)', () => {
  const inherent = (v: number[]) => ({ clientela: v[0] ?? 0, 'area-geografica': v[1] ?? 0, canali: v[2] ?? 0, servizi: v[3] ?? 0 });
  const vulnerability = (v: number[]) => ({ formazione: v[0] ?? 0, 'adeguata-verifica': v[1] ?? 0, conservazione: v[2] ?? 0, segnalazioni: v[3] ?? 0 });

  it('inherent 1.75, vulnerability 1.25 → 0.7 + 0.75 = 1.45, non significativo', () => {
    const result = assessFirm({ assessedOn: '2026-01-20', inherent: inherent([2, 2, 1, 2]), vulnerability: vulnerability([1, 1, 2, 1]) });
    expect([decText(result.inherent), decText(result.vulnerability), decText(result.residual)]).toEqual(['1.75', '1.25', '1.45']);
    expect(result).toMatchObject({ rulesetId: 'cndcec-2025', significance: 'non-significativo' });
  });

  it('the 1.6 boundary: inherent 2.5, vulnerability 1 → 1 + 0.6 = 1.6, poco significativo', () => {
    const result = assessFirm({ assessedOn: '2026-01-20', inherent: inherent([2, 3, 2, 3]), vulnerability: vulnerability([1, 1, 1, 1]) });
    expect(result.residual).toBe(dec('1.6'));
    expect(result.significance).toBe('poco-significativo');
  });

  it('the 3.6 boundary: inherent 3, vulnerability 4 → 1.2 + 2.4 = 3.6, molto significativo', () => {
    const result = assessFirm({ assessedOn: '2026-01-20', inherent: inherent([3, 3, 3, 3]), vulnerability: vulnerability([4, 4, 4, 4]) });
    expect(result.residual).toBe(dec('3.6'));
    expect(result.significance).toBe('molto-significativo');
  });
});
