import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireSession } from '../../http/guards';
import { sessionPerson } from '../../http/session';

/** The signed-in person: who they are and their role, which the web app reads to apply the policy. */
export const meRoutes = new Hono<AppEnv>().get('/', requireSession, (c) => c.json(sessionPerson(c.get('actor'))));
