import { Hono } from 'hono';
import { activityListQuerySchema } from '@domain/schemas/activity';
import type { AppEnv } from '../../context';
import { requirePermission, scopeFor } from '../../http/guards';
import { validate } from '../../http/validate';
import { listActivity } from './activity.service';

/** The activity log: the latest entries (at most 50), one's own only for role user. */
export const activityRoutes = new Hono<AppEnv>().get(
  '/',
  requirePermission('read:activity'),
  validate('query', activityListQuerySchema),
  async (c) => {
    const actor = c.get('actor');
    const { limit } = c.req.valid('query');
    const entries = await listActivity(c.get('ctx').db, actor, scopeFor(actor, 'read:activity'), limit);
    return c.json({ entries, scope: scopeFor(actor, 'read:activity') });
  },
);
