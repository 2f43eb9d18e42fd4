import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const activityRoutes = new Hono<AppEnv>();
