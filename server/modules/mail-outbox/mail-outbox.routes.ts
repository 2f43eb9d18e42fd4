import { Hono } from 'hono';
import { mailIdParamSchema, mailOutboxListQuerySchema } from '@domain/schemas/mail-outbox';
import type { AppEnv } from '../../platform/context';
import { requirePermission } from '../../platform/http/guards';
import { validate } from '../../platform/http/validate';
import { listOutbox, retryOutboxMessage } from './mail-outbox.service';

/** Posta in uscita: every e-mail the app sends, queued, sent or failed; proprietario and admin only. */
export const mailOutboxRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('read:mail-outbox'), validate('query', mailOutboxListQuerySchema), async (c) => {
    return c.json(await listOutbox(c.get('ctx').db, c.req.valid('query')));
  })
  .post('/:id/retry', requirePermission('retry:mail'), validate('param', mailIdParamSchema), async (c) => {
    await retryOutboxMessage(c.get('ctx'), c.get('actor'), c.req.valid('param').id);
    return c.json({ ok: true as const });
  });
