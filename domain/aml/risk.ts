/**
 * The client's risk (CNDCEC RT2) and the firm's self-assessment (RT1), computed
 * with the ruleset in force on the assessment day (rulesets.ts, decision 121).
 * Scores are exact decimals (decimal.ts). Every result names its ruleset.
 *
 * Client risk: specific = mean of the Table A and B scores; effective =
 * inherent% × the service's grade + specific% × specific; its class on the scale
 * gives the due diligence level. A PEP (also within a year of leaving office) or
 * a high-risk third country forces enhanced due diligence whatever the score,
 * and the result says why.
 */
import { countryName } from '../iso-countries';
import { addMonths, isIsoDate } from '../periods';
import { z } from '../zod';
import { decOfInt, meanOf, weightedSum, type Dec } from './decimal';
import type { ReviewMonths } from './review-policy';
import { amlRulesetOn, significanceOf, type AmlRuleset, type DueDiligence, type Significance } from './rulesets';

const day = z.string().refine(isIsoDate, 'Data non valida');
const grade = z.number().int().min(1, 'Il punteggio va da 1 a 4').max(4, 'Il punteggio va da 1 a 4');

export const clientRiskInputSchema = z.object({
  assessedOn: day,
  serviceId: z.string().min(1),
  /** Factor id (A1…B6) → 1–4; every factor of the ruleset is required. */
  scores: z.record(z.string(), grade),
  /** The client, its beneficial owners, its representative: whoever is or was a PEP. */
  persons: z
    .array(
      z.object({
        name: z.string().trim().min(1),
        role: z.string().trim().min(1),
        pep: z.discriminatedUnion('status', [
          z.object({ status: z.literal('none') }),
          z.object({ status: z.literal('in-office'), office: z.string().trim().min(1) }),
          z.object({ status: z.literal('left-office'), office: z.string().trim().min(1), leftOn: day }),
        ]),
      }),
    )
    .default([]),
  /** Countries the file touches: residence or seat of the client and owners, destination of the service. */
  countries: z.array(z.object({ code: z.string().regex(/^[A-Z]{2}$/, 'Codice paese ISO di due lettere'), role: z.string().trim().min(1) })).default([]),
});
export type ClientRiskInput = z.input<typeof clientRiskInputSchema>;

export interface ClientRiskResult {
  rulesetId: string;
  assessedOn: string;
  inherent: Dec;
  specific: Dec;
  /** False when the mean had a remainder and was rounded (half up, to the ruleset's decimals). */
  specificExact: boolean;
  effective: Dec;
  significance: Significance;
  /** The level the score alone gives. */
  scoreLevel: DueDiligence;
  /** The level to apply: enhanced when any forced reason exists. */
  level: DueDiligence;
  forcedReasons: string[];
  reviewMonths: number;
  nextReviewOn: string;
}

function forcedReasons(ruleset: AmlRuleset, input: z.output<typeof clientRiskInputSchema>): string[] {
  const reasons: string[] = [];
  for (const person of input.persons) {
    if (person.pep.status === 'in-office') {
      reasons.push(`${person.name} (${person.role}) è persona politicamente esposta: ${person.pep.office}`);
    } else if (person.pep.status === 'left-office') {
      // "Hanno cessato … da meno di un anno": still a PEP up to the day before the anniversary of leaving.
      const until = addMonths(person.pep.leftOn, ruleset.pep.monthsAfterOffice);
      if (input.assessedOn < until) {
        reasons.push(`${person.name} (${person.role}) ha lasciato la carica (${person.pep.office}) il ${person.pep.leftOn}, da meno di un anno: resta persona politicamente esposta fino al ${until} escluso`);
      }
    }
  }
  const { eu, euAsOf, firmAdded } = ruleset.highRiskCountries;
  for (const country of input.countries) {
    if (eu.includes(country.code)) {
      reasons.push(`${countryName(country.code)} (${country.code}, ${country.role}) è un paese terzo ad alto rischio nell'elenco UE (Regolamento delegato 2016/1675, aggiornato al ${euAsOf})`);
    } else if (firmAdded.includes(country.code)) {
      reasons.push(`${countryName(country.code)} (${country.code}, ${country.role}) è trattato come paese ad alto rischio dalla policy dello studio`);
    }
  }
  return reasons;
}

/**
 * The client's effective risk and the due diligence it calls for, with the ruleset of `assessedOn`;
 * the next review after the firm's `reviewMonths` when given (review-policy.ts), else the ruleset's.
 */
export function assessClientRisk(rawInput: ClientRiskInput, options: { reviewMonths?: ReviewMonths } = {}): ClientRiskResult {
  const input = clientRiskInputSchema.parse(rawInput);
  const ruleset = amlRulesetOn(input.assessedOn);

  const service = ruleset.services.grades.find((s) => s.id === input.serviceId);
  if (!service) throw new Error(`Prestazione sconosciuta nel catalogo ${ruleset.id}: ${input.serviceId}`);

  const factors = [...ruleset.clientFactors.tableA, ...ruleset.clientFactors.tableB];
  const unknown = Object.keys(input.scores).filter((id) => !factors.some((f) => f.id === id));
  if (unknown.length > 0) throw new Error(`Fattori sconosciuti: ${unknown.join(', ')}`);
  const scores = factors.map((factor) => {
    const score = input.scores[factor.id];
    if (score === undefined) throw new Error(`Manca il punteggio di «${factor.label}» (${factor.id})`);
    return decOfInt(score);
  });

  const inherent = decOfInt(service.inherent);
  const mean = meanOf(scores, ruleset.specificRisk.decimals);
  const effective = weightedSum([
    [ruleset.effectiveRisk.inherentPercent, inherent],
    [ruleset.effectiveRisk.specificPercent, mean.value],
  ]);
  const significance = significanceOf(ruleset, effective);
  const scoreLevel = ruleset.levels.bySignificance[significance];
  const reasons = forcedReasons(ruleset, input);
  const level: DueDiligence = reasons.length > 0 ? 'rafforzata' : scoreLevel;
  const reviewMonths = (options.reviewMonths ?? ruleset.review.months)[level];

  return {
    rulesetId: ruleset.id,
    assessedOn: input.assessedOn,
    inherent,
    specific: mean.value,
    specificExact: mean.exact,
    effective,
    significance,
    scoreLevel,
    level,
    forcedReasons: reasons,
    reviewMonths,
    nextReviewOn: addMonths(input.assessedOn, reviewMonths),
  };
}

export const selfAssessmentInputSchema = z.object({
  assessedOn: day,
  inherent: z.record(z.string(), grade),
  vulnerability: z.record(z.string(), grade),
});
export type SelfAssessmentInput = z.input<typeof selfAssessmentInputSchema>;

export interface SelfAssessmentResult {
  rulesetId: string;
  inherent: Dec;
  vulnerability: Dec;
  residual: Dec;
  significance: Significance;
}

/** RT1: residual risk = inherent% × mean of the inherent factors + vulnerability% × mean of the vulnerability factors. */
export function assessFirm(rawInput: SelfAssessmentInput): SelfAssessmentResult {
  const input = selfAssessmentInputSchema.parse(rawInput);
  const ruleset = amlRulesetOn(input.assessedOn);
  const { inherentFactors, vulnerabilityFactors, inherentPercent, vulnerabilityPercent } = ruleset.selfAssessment;
  const meanFor = (factors: typeof inherentFactors, given: Record<string, number>) => {
    const unknown = Object.keys(given).filter((id) => !factors.some((f) => f.id === id));
    if (unknown.length > 0) throw new Error(`Fattori sconosciuti: ${unknown.join(', ')}`);
    const values = factors.map((factor) => {
      const score = given[factor.id];
      if (score === undefined) throw new Error(`Manca il punteggio di «${factor.label}»`);
      return decOfInt(score);
    });
    // Four grades: the mean is exact in hundredths (x.00, x.25, x.50, x.75).
    return meanOf(values, 2).value;
  };
  const inherent = meanFor(inherentFactors, input.inherent);
  const vulnerability = meanFor(vulnerabilityFactors, input.vulnerability);
  const residual = weightedSum([
    [inherentPercent, inherent],
    [vulnerabilityPercent, vulnerability],
  ]);
  return { rulesetId: ruleset.id, inherent, vulnerability, residual, significance: significanceOf(ruleset, residual) };
}
