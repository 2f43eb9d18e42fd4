import type { TestApp, TestUser } from './test-app';

/**
 * Switches a rule of the catalogue on for the firm as the proprietario does, through
 * PUT /api/compliance-rules/:id: the spec's BOI rule is off by default (PRODUCT.md
 * section 5), and a file that tests it switches it on first. Clients refreshed after
 * the switch get the rule's obligations; the whole-firm refresh the switch queues waits
 * in the queue (no worker runs in tests: call refreshAllObligations for clients made before).
 */
export async function switchRuleOn(t: TestApp, owner: TestUser, ruleId: string): Promise<void> {
  const res = await t.request('PUT', `/api/compliance-rules/${ruleId}`, { as: owner, json: { enabled: true } });
  if (res.status !== 200) throw new Error(`Regola ${ruleId} non attivata (${res.status}): ${await res.text()}`);
}
