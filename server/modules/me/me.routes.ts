import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireUser } from '../../http/guards';

/** The signed-in person: who they are and their role, which the web app reads to apply the policy. */
export const meRoutes = new Hono<AppEnv>().get('/', requireUser, (c) => {
  const { id, email, name, role } = c.get('actor');
  return c.json({ id, email, name, role });
});
