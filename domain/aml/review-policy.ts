/**
 * The firm's review intervals: months from a signed assessment or a review to the next
 * review, by due diligence level. No legal interval was found (decision 121), so they are
 * the firm's policy, editable; until the firm sets them, the ruleset's own apply.
 */
import { z } from '../zod';
import type { AmlRuleset, DueDiligence } from './rulesets';

export type ReviewMonths = Readonly<Record<DueDiligence, number>>;

export const REVIEW_MONTHS_MIN = 1;
export const REVIEW_MONTHS_MAX = 60;

export const REVIEW_LEVEL_LABELS: Readonly<Record<DueDiligence, string>> = {
  semplificata: 'Adeguata verifica semplificata',
  ordinaria: 'Adeguata verifica ordinaria',
  rafforzata: 'Adeguata verifica rafforzata',
};

const inRange = (n: number) => Number.isInteger(n) && n >= REVIEW_MONTHS_MIN && n <= REVIEW_MONTHS_MAX;

const months = (level: DueDiligence) =>
  z
    .number({ error: `Indica i mesi tra le revisioni dell'adeguata verifica ${level}` })
    .int('Indica un numero intero di mesi')
    .min(REVIEW_MONTHS_MIN, `Almeno ${REVIEW_MONTHS_MIN} mese`)
    .max(REVIEW_MONTHS_MAX, `Al massimo ${REVIEW_MONTHS_MAX} mesi`);

/** The three intervals; a higher risk is reviewed at least as often as a lower one. */
export const reviewPolicySchema = z
  .object({ semplificata: months('semplificata'), ordinaria: months('ordinaria'), rafforzata: months('rafforzata') })
  .superRefine((value, ctx) => {
    const { semplificata, ordinaria, rafforzata } = value;
    // Compared only when both are valid: a value out of range already has its own message.
    if (inRange(ordinaria) && inRange(semplificata) && ordinaria > semplificata) {
      ctx.addIssue({
        code: 'custom',
        path: ['ordinaria'],
        message: `Non può superare l'intervallo della semplificata (${semplificata} mesi): più alto è il rischio, più spesso si rivede`,
      });
    }
    if (inRange(rafforzata) && inRange(ordinaria) && rafforzata > ordinaria) {
      ctx.addIssue({
        code: 'custom',
        path: ['rafforzata'],
        message: `Non può superare l'intervallo dell'ordinaria (${ordinaria} mesi): più alto è il rischio, più spesso si rivede`,
      });
    }
  });
export type ReviewPolicyInput = z.input<typeof reviewPolicySchema>;

export interface ReviewPolicy {
  /** The months in force. */
  months: ReviewMonths;
  /** The ruleset's own months. */
  defaults: ReviewMonths;
  /** 'firm': set by the firm; 'ruleset': none set, the defaults apply. */
  source: 'firm' | 'ruleset';
}

/** The firm's months when it has set them, else the ruleset's. */
export function resolveReviewPolicy(ruleset: AmlRuleset, firm: ReviewMonths | null): ReviewPolicy {
  const defaults = ruleset.review.months;
  return firm ? { months: firm, defaults, source: 'firm' } : { months: defaults, defaults, source: 'ruleset' };
}
