import type { TaskModule } from '../../platform/jobs/tasks';
import { COMPACT_OPEN_COUNTS_TASK, compactOpenCounts, queueObligationsRefresh, refreshAllObligations, REFRESH_OBLIGATIONS_TASK } from './obligations';

/** The obligations' jobs, registered with the queue in server/app-tasks.ts. */
export const obligationTasks: TaskModule = {
  tasks: (ctx) => ({
    [REFRESH_OBLIGATIONS_TASK]: async () => {
      await refreshAllObligations(ctx.db);
    },
    [COMPACT_OPEN_COUNTS_TASK]: async () => {
      await compactOpenCounts(ctx.db);
    },
  }),
  cron: [
    // The 12-month window of obligations moves on with the days (01:30 UTC: 02:30 in Rome in winter, 03:30 in summer).
    { task: REFRESH_OBLIGATIONS_TASK, match: '30 1 * * *', identifier: REFRESH_OBLIGATIONS_TASK, options: { jobKey: REFRESH_OBLIGATIONS_TASK } },
    { task: COMPACT_OPEN_COUNTS_TASK, match: '*/10 * * * *', identifier: COMPACT_OPEN_COUNTS_TASK, options: { jobKey: COMPACT_OPEN_COUNTS_TASK } },
  ],
  // The rules may have changed with the app: every client's obligations are refreshed.
  async onStart(ctx) {
    await queueObligationsRefresh(ctx.db, ctx.jobs);
  },
};
