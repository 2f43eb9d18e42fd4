import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const bankApplicationsRoutes = new Hono<AppEnv>();
