/**
 * The golden tests' one way into the calendar: a rule's occurrences for a
 * company, read through obligationsOf as the refresh reads them. Every expected
 * date in these tests is worked by hand from the cited text and a calendar.
 */
import { obligationsOf, type CompanyFacts } from '../occurrences';
import { complianceRule } from '../rules';

/** [periodKey, dueDate] of `ruleId`'s occurrences due between `from` and `to`, for a company of the rule's country and first form. */
export function dues(ruleId: string, facts: Partial<CompanyFacts>, from: string, to: string): [string, string][] {
  const rule = complianceRule(ruleId);
  if (!rule) throw new Error(`No rule ${ruleId}`);
  const company: CompanyFacts = {
    id: 'golden',
    countryCode: rule.countryCode,
    entityType: rule.entityTypes[0]!,
    incorporationDate: null,
    financialYearEnd: '12-31',
    ...facts,
  };
  return obligationsOf(company, { from, to }, [rule]).occurrences.map((o) => [o.periodKey, o.dueDate]);
}
