import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const staffRoutes = new Hono<AppEnv>();
