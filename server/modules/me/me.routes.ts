import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import { requireSession } from '../../platform/http/guards';
import { sessionPerson } from '../../platform/http/session';

/** The signed-in person: who they are and their role, which the web app reads to apply the policy. */
export const meRoutes = new Hono<AppEnv>().get('/', requireSession, (c) => c.json(sessionPerson(c.get('actor'))));
