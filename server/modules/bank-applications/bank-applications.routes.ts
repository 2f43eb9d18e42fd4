import { Hono } from 'hono';
import { bankApplicationListQuerySchema, bankApplicationStatusSchema, createBankApplicationSchema } from '@domain/schemas/bank-applications';
import { idParamSchema } from '@domain/schemas/money';
import type { AppEnv } from '../../platform/context';
import { scopeFor } from '../../platform/actor';
import { requirePermission } from '../../platform/http/guards';
import { validate } from '../../platform/http/validate';
import {
  changeBankApplicationStatus,
  createBankApplication,
  getBankApplication,
  listBankApplications,
} from './bank-applications.service';

/** Applicazioni Bancarie: a user sees and creates their own; proprietario and admin see all and move the status. */
export const bankApplicationsRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('read:bank-applications'), validate('query', bankApplicationListQuerySchema), async (c) => {
    const actor = c.get('actor');
    return c.json(await listBankApplications(c.get('ctx').db, actor, scopeFor(actor, 'read:bank-applications'), c.req.valid('query')));
  })
  .get('/:id', requirePermission('read:bank-applications'), validate('param', idParamSchema), async (c) => {
    const actor = c.get('actor');
    return c.json(await getBankApplication(c.get('ctx').db, actor, scopeFor(actor, 'read:bank-applications'), c.req.valid('param').id));
  })
  .post('/', requirePermission('create:bank-application'), validate('json', createBankApplicationSchema), async (c) => {
    return c.json(await createBankApplication(c.get('ctx').db, c.get('actor'), c.req.valid('json')), 201);
  })
  .patch(
    '/:id/status',
    requirePermission('update-status:bank-application'),
    validate('param', idParamSchema),
    validate('json', bankApplicationStatusSchema),
    async (c) => {
      return c.json(await changeBankApplicationStatus(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json').status));
    },
  );
