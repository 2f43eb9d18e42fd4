import { Hono } from 'hono';
import { reminderPreferencesSchema } from '@domain/schemas/reminders';
import type { AppEnv } from '../../platform/context';
import { requirePermission } from '../../platform/http/guards';
import { validate } from '../../platform/http/validate';
import { getReminderMode, setReminderMode } from './reminders.service';

/** How the caller receives the compliance reminders: each one, a daily digest, or none (/api/profile/reminders). */
export const reminderPreferencesRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('receive:reminders'), async (c) => c.json(await getReminderMode(c.get('ctx').db, c.get('actor'))))
  .put('/', requirePermission('receive:reminders'), validate('json', reminderPreferencesSchema), async (c) =>
    c.json(await setReminderMode(c.get('ctx').db, c.get('actor'), c.req.valid('json').mode)),
  );
