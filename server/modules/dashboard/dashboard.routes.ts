import { Hono } from 'hono';
import { companySearchQuerySchema, linkCompanySchema, pendingListQuerySchema, pendingUserParamSchema } from '@domain/schemas/dashboard';
import type { AppEnv } from '../../platform/context';
import { requirePermission } from '../../platform/http/guards';
import { validate } from '../../platform/http/validate';
import { decide, linkCompany, listPending, searchCompanies } from '../approvals/approvals.service';
import { dashboardSummary, listTeam } from './dashboard.service';

/** The dashboard: summary cards, TEAM panel and the 'Approva Cliente' panel (moderatore, proprietario). */
export const dashboardRoutes = new Hono<AppEnv>()
  .get('/summary', requirePermission('read:dashboard'), async (c) => c.json(await dashboardSummary(c.get('ctx').db, c.get('actor'))))
  .get('/team', requirePermission('read:dashboard'), async (c) => c.json(await listTeam(c.get('ctx').db)))
  .get('/pending', requirePermission('approve:client'), validate('query', pendingListQuerySchema), async (c) =>
    c.json(await listPending(c.get('ctx').db, c.req.valid('query').page)),
  )
  .get('/companies', requirePermission('approve:client'), validate('query', companySearchQuerySchema), async (c) =>
    c.json({ companies: await searchCompanies(c.get('ctx').db, c.req.valid('query').search) }),
  )
  .post('/pending/:userId/approve', requirePermission('approve:client'), validate('param', pendingUserParamSchema), async (c) =>
    c.json(await decide(c.get('ctx').db, c.get('actor'), c.req.valid('param').userId, 'approved')),
  )
  .post('/pending/:userId/reject', requirePermission('approve:client'), validate('param', pendingUserParamSchema), async (c) =>
    c.json(await decide(c.get('ctx').db, c.get('actor'), c.req.valid('param').userId, 'rejected')),
  )
  .post(
    '/pending/:userId/link',
    requirePermission('approve:client'),
    validate('param', pendingUserParamSchema),
    validate('json', linkCompanySchema),
    async (c) => c.json(await linkCompany(c.get('ctx').db, c.get('actor'), c.req.valid('param').userId, c.req.valid('json').clientId)),
  );
