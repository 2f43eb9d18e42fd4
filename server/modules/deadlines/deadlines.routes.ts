import { Hono } from 'hono';
import { deadlineIdParamSchema, deadlineListQuerySchema } from '@domain/schemas/deadlines';
import type { AppEnv } from '../../context';
import { requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { completeDeadline, listDeadlines, reopenDeadline } from './deadlines.service';

export const deadlinesRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('read:deadlines'), validate('query', deadlineListQuerySchema), async (c) => {
    return c.json(await listDeadlines(c.get('ctx').db, c.get('actor'), c.req.valid('query')));
  })
  .post('/:id/complete', requirePermission('complete:deadline'), validate('param', deadlineIdParamSchema), async (c) => {
    return c.json(await completeDeadline(c.get('ctx').db, c.get('actor'), c.req.valid('param').id));
  })
  .delete('/:id/complete', requirePermission('complete:deadline'), validate('param', deadlineIdParamSchema), async (c) => {
    return c.json(await reopenDeadline(c.get('ctx').db, c.get('actor'), c.req.valid('param').id));
  });
