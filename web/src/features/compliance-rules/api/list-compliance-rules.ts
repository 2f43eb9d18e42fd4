import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';

export function fetchComplianceRules() {
  return unwrap(api['compliance-rules'].$get());
}

export type ComplianceRuleList = Awaited<ReturnType<typeof fetchComplianceRules>>;
export type ComplianceRuleView = ComplianceRuleList['rules'][number];

export const complianceRulesQuery = queryOptions({ queryKey: ['compliance-rules'], queryFn: fetchComplianceRules });

export function useComplianceRules() {
  return useQuery(complianceRulesQuery);
}
