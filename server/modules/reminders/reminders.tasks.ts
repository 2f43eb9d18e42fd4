import { todayIso } from '@domain/periods';
import type { TaskModule } from '../../platform/jobs/tasks';
import { REMIND_OBLIGATIONS_TASK, sendReminders } from './reminders.service';

/** The compliance reminders' job, registered with the queue in server/app-tasks.ts. */
export const reminderTasks: TaskModule = {
  tasks: (ctx) => ({
    [REMIND_OBLIGATIONS_TASK]: async () => {
      await sendReminders(ctx, todayIso());
    },
  }),
  cron: [
    // The day's compliance reminders, after the night's refresh (05:00 UTC: 06:00 in Rome in winter, 07:00 in summer).
    // A server that was down at that time sends them when it starts, up to 17:00 UTC: never as late as the next day in Rome.
    { task: REMIND_OBLIGATIONS_TASK, match: '0 5 * * *', identifier: REMIND_OBLIGATIONS_TASK, options: { jobKey: REMIND_OBLIGATIONS_TASK, backfillPeriod: 12 * 3600 * 1000 } },
  ],
};
