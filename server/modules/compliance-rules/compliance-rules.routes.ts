import { Hono } from 'hono';
import { complianceRuleParamSchema, updateComplianceRuleSchema } from '@domain/schemas/compliance-rules';
import type { AppEnv } from '../../platform/context';
import { requirePermission } from '../../platform/http/guards';
import { validate } from '../../platform/http/validate';
import { listComplianceRules, switchComplianceRule } from './compliance-rules.service';

export const complianceRulesRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('manage:compliance-rules'), async (c) => {
    return c.json(await listComplianceRules(c.get('ctx').db));
  })
  .put(
    '/:id',
    requirePermission('manage:compliance-rules'),
    validate('param', complianceRuleParamSchema),
    validate('json', updateComplianceRuleSchema),
    async (c) => {
      return c.json(await switchComplianceRule(c.get('ctx'), c.get('actor'), c.req.valid('param').id, c.req.valid('json')));
    },
  );
