import { z } from '../zod';
import { ACTIVITY_LOG_LIMIT } from '../activity';

export const activityListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ACTIVITY_LOG_LIMIT).default(ACTIVITY_LOG_LIMIT),
});
