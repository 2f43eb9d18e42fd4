import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';

/** The client's AML file: people, holdings, owners, identification, engagements (files.service and neighbours). */
export const amlRoutes = new Hono<AppEnv>();
