import { z } from '../zod';

export const complianceRuleParamSchema = z.object({
  id: z.string().min(1).max(100),
});

/** The firm's switch of one rule: on or off, nothing else. */
export const updateComplianceRuleSchema = z.strictObject({
  enabled: z.boolean({ error: 'Indica se la regola è attiva per lo studio' }),
});
export type UpdateComplianceRuleInput = z.infer<typeof updateComplianceRuleSchema>;
