import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const clientsRoutes = new Hono<AppEnv>();
