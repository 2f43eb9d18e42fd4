import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const deadlinesRoutes = new Hono<AppEnv>();
