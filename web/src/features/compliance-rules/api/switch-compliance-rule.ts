import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';
import { complianceRulesQuery, type ComplianceRuleList } from './list-compliance-rules';

export function switchComplianceRule(id: string, enabled: boolean) {
  return unwrap(api['compliance-rules'][':id'].$put({ param: { id }, json: { enabled } }));
}

/**
 * Switches a rule for the firm. The switch moves at once; on a refusal it goes
 * back and the reason is shown. The obligations are recomputed by a job: the deadlines change.
 */
export function useSwitchComplianceRule() {
  const queryClient = useQueryClient();
  const key = complianceRulesQuery.queryKey;
  // Only this rule changes: switches of other rules still in flight keep theirs.
  const setEnabled = (id: string, enabled: boolean) =>
    queryClient.setQueryData<ComplianceRuleList>(key, (list) => list && { rules: list.rules.map((r) => (r.id === id ? { ...r, enabled } : r)) });
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => switchComplianceRule(id, enabled),
    onMutate: async ({ id, enabled }) => {
      await queryClient.cancelQueries({ queryKey: key });
      setEnabled(id, enabled);
    },
    onError: (_error, { id, enabled }) => setEnabled(id, !enabled),
    meta: {
      invalidates: [queryRoots.complianceRules, queryRoots.deadlines, queryRoots.activity],
      success: (_rule: unknown, { enabled }: { enabled: boolean }) =>
        enabled ? 'Regola attivata: le scadenze vengono ricalcolate' : 'Regola disattivata: le scadenze vengono ricalcolate',
      error: 'Impossibile aggiornare la regola. Riprova.',
    },
  });
}
