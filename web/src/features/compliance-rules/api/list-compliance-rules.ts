import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

export function fetchComplianceRules() {
  return unwrap(api['compliance-rules'].$get());
}

export type ComplianceRuleList = Awaited<ReturnType<typeof fetchComplianceRules>>;
export type ComplianceRuleView = ComplianceRuleList['rules'][number];

export const complianceRulesQuery = queryOptions({ queryKey: queryRoots.complianceRules, queryFn: fetchComplianceRules });

export function useComplianceRules() {
  return useQuery(complianceRulesQuery);
}
