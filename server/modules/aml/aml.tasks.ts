import { todayIso } from '@domain/periods';
import type { TaskModule } from '../../platform/jobs/tasks';
import { log } from '../../platform/log';
import { REMIND_SELF_ASSESSMENT_TASK, sendSelfAssessmentReminders } from './firm.service';
import { PURGE_FILES_TASK, purgeExpiredFiles } from './retention.service';
import { bringForwardExpiredDocuments, EXPIRED_DOCUMENTS_TASK } from './reviews.service';

/** The AML file's daily work, registered with the queue in server/app-tasks.ts. A day missed while every server was down is done when one starts, up to 12 hours late. */
export const amlTasks: TaskModule = {
  tasks: (ctx) => ({
    [EXPIRED_DOCUMENTS_TASK]: async () => {
      const moved = await bringForwardExpiredDocuments(ctx.db, todayIso());
      if (moved > 0) log.info({ area: 'aml', task: EXPIRED_DOCUMENTS_TASK, moved }, 'Antiriciclaggio: revisioni anticipate per documenti scaduti');
    },
    [REMIND_SELF_ASSESSMENT_TASK]: async () => {
      await sendSelfAssessmentReminders(ctx, todayIso());
    },
    [PURGE_FILES_TASK]: async () => {
      const purged = await purgeExpiredFiles(ctx.db, todayIso());
      if (purged > 0) log.info({ area: 'aml', task: PURGE_FILES_TASK, purged }, 'Antiriciclaggio: fascicoli eliminati al termine della conservazione');
    },
  }),
  cron: [
    { task: EXPIRED_DOCUMENTS_TASK, match: '30 5 * * *', identifier: EXPIRED_DOCUMENTS_TASK, options: { jobKey: EXPIRED_DOCUMENTS_TASK, backfillPeriod: 12 * 3600 * 1000 } },
    { task: REMIND_SELF_ASSESSMENT_TASK, match: '35 5 * * *', identifier: REMIND_SELF_ASSESSMENT_TASK, options: { jobKey: REMIND_SELF_ASSESSMENT_TASK, backfillPeriod: 12 * 3600 * 1000 } },
    { task: PURGE_FILES_TASK, match: '40 5 * * *', identifier: PURGE_FILES_TASK, options: { jobKey: PURGE_FILES_TASK, backfillPeriod: 12 * 3600 * 1000 } },
  ],
};
