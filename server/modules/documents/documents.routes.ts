import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const documentsRoutes = new Hono<AppEnv>();
