import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const profileRoutes = new Hono<AppEnv>();
