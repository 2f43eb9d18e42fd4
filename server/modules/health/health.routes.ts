import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../../context';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await c.get('ctx').db.execute(sql`SELECT 1`);
    return c.json({ status: 'ok' as const });
  } catch {
    return c.json({ status: 'error' as const, message: 'Database non raggiungibile' }, 503);
  }
});
