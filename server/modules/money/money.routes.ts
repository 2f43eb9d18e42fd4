import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const moneyRoutes = new Hono<AppEnv>();
