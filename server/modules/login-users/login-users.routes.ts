import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const loginUsersRoutes = new Hono<AppEnv>();
