import { todayIso } from '@domain/periods';
import type { TaskModule } from '../../platform/jobs/tasks';
import { REMIND_REQUESTS_TASK, sendRequestReminders } from './request-reminders.service';

/** The document requests' reminders to clients, registered with the queue in server/app-tasks.ts. */
export const requestTasks: TaskModule = {
  tasks: (ctx) => ({
    [REMIND_REQUESTS_TASK]: async () => {
      await sendRequestReminders(ctx, todayIso());
    },
  }),
  cron: [
    // With the compliance reminders (05:00 UTC); a server down then sends them when it starts, up to 12 hours late.
    { task: REMIND_REQUESTS_TASK, match: '10 5 * * *', identifier: REMIND_REQUESTS_TASK, options: { jobKey: REMIND_REQUESTS_TASK, backfillPeriod: 12 * 3600 * 1000 } },
  ],
};
