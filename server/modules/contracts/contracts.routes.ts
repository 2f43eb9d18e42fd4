import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const contractsRoutes = new Hono<AppEnv>();
