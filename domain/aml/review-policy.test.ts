import { describe, expect, it } from 'vitest';
import { reviewPolicySchema, resolveReviewPolicy } from './review-policy';
import { CNDCEC_2025 } from './rulesets';

const errorsOf = (input: unknown) => {
  const parsed = reviewPolicySchema.safeParse(input);
  if (parsed.success) return null;
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the firm’s review intervals', () => {
  it('accepts whole months from 1 to 60, equal intervals included', () => {
    expect(reviewPolicySchema.parse({ semplificata: 60, ordinaria: 24, rafforzata: 1 })).toEqual({ semplificata: 60, ordinaria: 24, rafforzata: 1 });
    expect(errorsOf({ semplificata: 12, ordinaria: 12, rafforzata: 12 })).toBeNull();
  });

  it('refuses 0, 61, a fraction and a missing value, each on its field', () => {
    expect(errorsOf({ semplificata: 61, ordinaria: 0, rafforzata: 1.5 })).toEqual({
      semplificata: 'Al massimo 60 mesi',
      ordinaria: 'Almeno 1 mese',
      rafforzata: 'Indica un numero intero di mesi',
    });
    expect(errorsOf({ semplificata: 36, ordinaria: Number.NaN, rafforzata: 12 })).toEqual({ ordinaria: "Indica i mesi tra le revisioni dell'adeguata verifica ordinaria" });
  });

  it('refuses a higher risk reviewed less often than a lower one, on the field of the higher risk', () => {
    expect(errorsOf({ semplificata: 36, ordinaria: 24, rafforzata: 30 })).toEqual({
      rafforzata: "Non può superare l'intervallo dell'ordinaria (24 mesi): più alto è il rischio, più spesso si rivede",
    });
    expect(errorsOf({ semplificata: 12, ordinaria: 24, rafforzata: 6 })).toEqual({
      ordinaria: "Non può superare l'intervallo della semplificata (12 mesi): più alto è il rischio, più spesso si rivede",
    });
    // Out of range is said once, not compared as well.
    expect(errorsOf({ semplificata: 36, ordinaria: 0, rafforzata: 12 })).toEqual({ ordinaria: 'Almeno 1 mese' });
  });

  it('resolves to the firm’s months when set, else to the ruleset’s 36 / 24 / 12', () => {
    const defaults = { semplificata: 36, ordinaria: 24, rafforzata: 12 };
    expect(resolveReviewPolicy(CNDCEC_2025, null)).toEqual({ months: defaults, defaults, source: 'ruleset' });
    const firm = { semplificata: 24, ordinaria: 12, rafforzata: 6 };
    expect(resolveReviewPolicy(CNDCEC_2025, firm)).toEqual({ months: firm, defaults, source: 'firm' });
  });
});
