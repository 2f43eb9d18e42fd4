import { z } from '../zod';
import { ACTIVITY_LOG_LIMIT } from '../activity';
import { pageFields, searchField, sortFields } from './list-query';

/** Columns the activity log sorts by; without a sort: newest first. */
export const ACTIVITY_SORTS = ['createdAt', 'userName', 'action'] as const;
export type ActivitySort = (typeof ACTIVITY_SORTS)[number];

const filters = { q: searchField, ...sortFields(ACTIVITY_SORTS) };

export const activityListQuerySchema = z.object({ ...filters, ...pageFields(ACTIVITY_LOG_LIMIT) });
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;

/** The export: the list as searched and sorted, every page. */
export const activityExportQuerySchema = z.object(filters);
export type ActivityExportQuery = z.infer<typeof activityExportQuerySchema>;
