import { describe, expect, it } from 'vitest';
import { dec } from './decimal';
import { AML_RULESETS, amlRuleset, amlRulesetOn, CNDCEC_2025, significanceOf } from './rulesets';

describe('AML rulesets', () => {
  it('the 2025 rules apply from 16 January 2025 to the day before the EU Regulation applies', () => {
    expect(amlRulesetOn('2025-01-16').id).toBe('cndcec-2025');
    expect(amlRulesetOn('2027-07-09').id).toBe('cndcec-2025');
    expect(() => amlRulesetOn('2025-01-15')).toThrow(/Nessuna regola/);
    expect(() => amlRulesetOn('2027-07-10')).toThrow(/Nessuna regola/);
    expect(amlRuleset('cndcec-2025')).toBe(CNDCEC_2025);
  });

  it('the scale of RT1: 1–<1.6, 1.6–<2.6, 2.6–<3.6, 3.6–4', () => {
    // Boundaries as read on eutekne.info Art_1077143.
    expect(significanceOf(CNDCEC_2025, dec('1.59'))).toBe('non-significativo');
    expect(significanceOf(CNDCEC_2025, dec('1.6'))).toBe('poco-significativo');
    expect(significanceOf(CNDCEC_2025, dec('2.5999'))).toBe('poco-significativo');
    expect(significanceOf(CNDCEC_2025, dec('2.6'))).toBe('abbastanza-significativo');
    expect(significanceOf(CNDCEC_2025, dec('3.6'))).toBe('molto-significativo');
    expect(significanceOf(CNDCEC_2025, dec('4'))).toBe('molto-significativo');
  });

  it('every ruleset is whole: weights summing to 100, grades 1–4, ids unique, every value with its source', () => {
    for (const ruleset of AML_RULESETS) {
      expect(ruleset.effectiveRisk.inherentPercent + ruleset.effectiveRisk.specificPercent).toBe(100);
      expect(ruleset.selfAssessment.inherentPercent + ruleset.selfAssessment.vulnerabilityPercent).toBe(100);
      const factorIds = [...ruleset.clientFactors.tableA, ...ruleset.clientFactors.tableB].map((f) => f.id);
      expect(new Set(factorIds).size).toBe(factorIds.length);
      for (const grade of ruleset.services.grades) expect([1, 2, 3, 4]).toContain(grade.inherent);
      for (const code of [...ruleset.highRiskCountries.eu, ...ruleset.highRiskCountries.firmAdded]) expect(code).toMatch(/^[A-Z]{2}$/);
      const sources = [
        ruleset.clientFactors.source,
        ruleset.specificRisk.source,
        ruleset.effectiveRisk.source,
        ruleset.services.source,
        ruleset.scale.source,
        ruleset.levels.source,
        ruleset.review.source,
        ruleset.pep.source,
        ruleset.highRiskCountries.euSource,
        ruleset.highRiskCountries.firmSource,
        ruleset.selfAssessment.source,
        ruleset.retention.source,
      ];
      for (const source of sources) expect(source.text.length).toBeGreaterThan(20);
    }
  });

  it('the EU list holds the 25 countries of Delegated Regulation 2024/163', () => {
    expect(CNDCEC_2025.highRiskCountries.eu).toHaveLength(25);
  });
});
