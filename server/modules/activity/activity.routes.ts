import { Hono } from 'hono';
import { formatDateTimeIt } from '@domain/time';
import { DEFAULT_TIMEZONE } from '@domain/profile';
import { activityExportQuerySchema, activityListQuerySchema } from '@domain/schemas/activity';
import type { AppEnv } from '../../platform/context';
import { csvDownload } from '../../platform/http/csv-download';
import { scopeFor } from '../../platform/actor';
import { requirePermission } from '../../platform/http/guards';
import { validate } from '../../platform/http/validate';
import { activityForExport, listActivity } from './activity.service';

const CSV_HEADERS = ['Data', 'Utente', 'Azione', 'Dettagli'];

/** The activity log, newest first unless sorted: every entry for staff, one's own only for role user. */
export const activityRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('read:activity'), validate('query', activityListQuerySchema), async (c) => {
    const actor = c.get('actor');
    return c.json(await listActivity(c.get('ctx').db, actor, scopeFor(actor, 'read:activity'), c.req.valid('query')));
  })
  .get('/export', requirePermission('read:activity'), validate('query', activityExportQuerySchema), async (c) => {
    const actor = c.get('actor');
    const entries = activityForExport(c.get('ctx').db, actor, scopeFor(actor, 'read:activity'), c.req.valid('query'));
    return csvDownload(c, 'registro-attivita', CSV_HEADERS, entries, (e) => [formatDateTimeIt(e.createdAt, actor.timeZone ?? DEFAULT_TIMEZONE), e.userName, e.action, e.details]);
  });
