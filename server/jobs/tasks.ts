import { z } from 'zod';
import { todayIso } from '@domain/periods';
import type { CronItem } from 'graphile-worker';
import type { AppContext } from '../context';
import { log } from '../log';
import { HOUSEKEEPING_TASK, removeExpiredRecords } from './housekeeping';
import { requeueUnsentMail, SEND_MAIL_TASK, sendQueuedMail } from '../mail/mail-queue';
import { queueObligationsRefresh, refreshAllObligations, REFRESH_OBLIGATIONS_TASK } from '../modules/deadlines/obligations';
import { REMIND_OBLIGATIONS_TASK, sendReminders } from '../modules/reminders/reminders.service';
import { startJobRunner, type JobRunner, type JobTasks } from './queue';

const mailPayload = z.object({ id: z.uuid() });

/** Every task of the app, by name. A job whose payload is not of its task's form is dropped with a log line. */
export function appTasks(ctx: AppContext): JobTasks {
  return {
    [SEND_MAIL_TASK]: async (payload, helpers) => {
      const parsed = mailPayload.safeParse(payload);
      if (!parsed.success) {
        log.error({ area: 'jobs', job: helpers.job.id, task: SEND_MAIL_TASK }, 'Lavoro scartato: contenuto non valido');
        return;
      }
      await sendQueuedMail(ctx, parsed.data.id);
    },
    [REFRESH_OBLIGATIONS_TASK]: async () => {
      await refreshAllObligations(ctx.db);
    },
    [REMIND_OBLIGATIONS_TASK]: async () => {
      await sendReminders(ctx, todayIso());
    },
    [HOUSEKEEPING_TASK]: async () => {
      const removed = await removeExpiredRecords(ctx.db);
      log.info({ area: 'jobs', task: HOUSEKEEPING_TASK, removed }, 'Pulizia notturna: sessioni, link scaduti e posta vecchia rimossi');
    },
  };
}

/**
 * Recurring jobs, each run once per due time across all servers. The queue reads
 * these times in UTC, whatever the server's zone: 01:30 and 05:00 UTC are 02:30 and
 * 06:00 in Rome in winter, 03:30 and 07:00 in summer, the same Rome day.
 */
export const CRON_ITEMS: CronItem[] = [
  // The 12-month window of obligations moves on with the days.
  { task: REFRESH_OBLIGATIONS_TASK, match: '30 1 * * *', identifier: REFRESH_OBLIGATIONS_TASK, options: { jobKey: REFRESH_OBLIGATIONS_TASK } },
  // The day's compliance reminders, after the night's refresh. A server that was down at that time sends them
  // when it starts, up to 17:00 UTC: never as late as the next day in Rome.
  { task: REMIND_OBLIGATIONS_TASK, match: '0 5 * * *', identifier: REMIND_OBLIGATIONS_TASK, options: { jobKey: REMIND_OBLIGATIONS_TASK, backfillPeriod: 12 * 3600 * 1000 } },
  // Expired sessions, links and counters, and old mail (jobs/housekeeping.ts). Missed while every server was down: next night.
  { task: HOUSEKEEPING_TASK, match: '15 2 * * *', identifier: HOUSEKEEPING_TASK, options: { jobKey: HOUSEKEEPING_TASK } },
];

/**
 * Starts the queue's workers with the app: first every unsent message gets its job
 * back (a restored backup, a lost job) and the obligations are refreshed (the rules
 * may have changed with the app), then the workers take jobs until stop().
 */
export async function startJobs(ctx: AppContext, connectionString: string): Promise<JobRunner> {
  const requeued = await requeueUnsentMail(ctx.db);
  if (requeued > 0) log.info({ area: 'mail', requeued }, `Posta in uscita: ${requeued} ${requeued === 1 ? 'email in attesa rimessa' : 'email in attesa rimesse'} in coda.`);
  await queueObligationsRefresh(ctx.db, ctx.jobs);
  return startJobRunner({ connectionString, tasks: appTasks(ctx), cron: CRON_ITEMS });
}
