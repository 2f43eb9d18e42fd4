import { Hono } from 'hono';
import { sessionIdParamSchema } from '@domain/schemas/sessions';
import type { AppEnv } from '../../platform/context';
import { requirePermission } from '../../platform/http/guards';
import { validate } from '../../platform/http/validate';
import { endOtherSessions, endSession, listSessions } from './sessions.service';

/** One's own sessions (/api/profile/sessions): the devices signed in, and ending them. */
export const sessionsRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('update:profile'), async (c) => c.json({ sessions: await listSessions(c.get('ctx').db, c.get('actor')) }))
  .post('/end-others', requirePermission('update:profile'), async (c) => {
    const ended = await endOtherSessions(c.get('ctx').db, c.get('actor'));
    return c.json({ ended, sessions: await listSessions(c.get('ctx').db, c.get('actor')) });
  })
  .delete('/:id', requirePermission('update:profile'), validate('param', sessionIdParamSchema), async (c) => {
    await endSession(c.get('ctx').db, c.get('actor'), c.req.valid('param').id);
    return c.json({ sessions: await listSessions(c.get('ctx').db, c.get('actor')) });
  });
