import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const countriesRoutes = new Hono<AppEnv>();
