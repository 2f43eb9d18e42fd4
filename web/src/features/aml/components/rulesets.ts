import { AML_RULESETS, amlRulesetOn, type AmlRuleset } from '@domain/aml/rulesets';

/** The ruleset in force on `day`, or the latest one for a day none covers (the server refuses it anyway, saying why). */
export function rulesetFor(day: string): AmlRuleset {
  try {
    return amlRulesetOn(day);
  } catch {
    return AML_RULESETS[AML_RULESETS.length - 1]!;
  }
}
