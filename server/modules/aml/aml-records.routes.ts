import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';

/** The file's records: assessments, reviews, abstention, end of relationship, access log, export; and the firm's part. */
export const amlRecordsRoutes = new Hono<AppEnv>();
