import type { TaskModule } from '../../platform/jobs/tasks';
import { log } from '../../platform/log';
import { COMPACT_OPEN_COUNTS_TASK, compactOpenCounts, queueObligationsRefresh, refreshObligationsAsNeeded, REFRESH_OBLIGATIONS_TASK } from './obligations';

/** The obligations' jobs, registered with the queue in server/app-tasks.ts. */
export const obligationTasks: TaskModule = {
  tasks: (ctx) => ({
    [REFRESH_OBLIGATIONS_TASK]: async () => {
      const { whole, ...totals } = await refreshObligationsAsNeeded(ctx.db);
      if (whole || totals.clients > 0) log.info({ area: 'jobs', task: REFRESH_OBLIGATIONS_TASK, ...totals }, whole ? 'Scadenze ricalcolate per tutti i clienti (regole o calendario cambiati)' : 'Scadenze ricalcolate per i clienti raggiunti dal passare dei giorni');
    },
    [COMPACT_OPEN_COUNTS_TASK]: async () => {
      await compactOpenCounts(ctx.db);
    },
  }),
  cron: [
    // The 12-month window of obligations moves on with the days: the clients it reaches (01:30 UTC: 02:30 in Rome in winter, 03:30 in summer).
    { task: REFRESH_OBLIGATIONS_TASK, match: '30 1 * * *', identifier: REFRESH_OBLIGATIONS_TASK, options: { jobKey: REFRESH_OBLIGATIONS_TASK } },
    { task: COMPACT_OPEN_COUNTS_TASK, match: '*/10 * * * *', identifier: COMPACT_OPEN_COUNTS_TASK, options: { jobKey: COMPACT_OPEN_COUNTS_TASK } },
  ],
  // The calendar's code may have changed with the app, or days passed while it was down: the job finds out what to refresh.
  async onStart(ctx) {
    await queueObligationsRefresh(ctx.db, ctx.jobs);
  },
};
