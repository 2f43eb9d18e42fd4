import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const dashboardRoutes = new Hono<AppEnv>();
