import { z } from 'zod';
import type { CronItem } from 'graphile-worker';
import type { AppContext } from '../context';
import { log } from '../log';
import { HOUSEKEEPING_TASK, removeExpiredRecords } from './housekeeping';
import { requeueUnsentMail, SEND_MAIL_TASK, sendQueuedMail } from '../mail/mail-queue';
import { releaseAbandonedJobs, startJobRunner, type JobRunner, type JobTasks } from './queue';

/**
 * What a part of the app hands the queue: its tasks by name, their recurring times,
 * and what it queues when the app starts. The queue imports no product module: each
 * module declares its own, and server/app-tasks.ts lists them, as app.ts lists the routers.
 */
export interface TaskModule {
  tasks(ctx: AppContext): JobTasks;
  /** Recurring jobs, each run once per due time across all servers (times in UTC). */
  cron?: CronItem[];
  /** Run once as the workers start, before they take jobs. */
  onStart?(ctx: AppContext): Promise<void>;
}

const mailPayload = z.object({ id: z.uuid() });

/** The platform's own tasks: the mail queue and the nightly housekeeping. */
export const platformTasks: TaskModule = {
  tasks: (ctx) => ({
    [SEND_MAIL_TASK]: async (payload, helpers) => {
      // A job whose payload is not of its task's form is dropped with a log line.
      const parsed = mailPayload.safeParse(payload);
      if (!parsed.success) {
        log.error({ area: 'jobs', job: helpers.job.id, task: SEND_MAIL_TASK }, 'Lavoro scartato: contenuto non valido');
        return;
      }
      await sendQueuedMail(ctx, parsed.data.id);
    },
    [HOUSEKEEPING_TASK]: async () => {
      const removed = await removeExpiredRecords(ctx.db);
      log.info({ area: 'jobs', task: HOUSEKEEPING_TASK, removed }, 'Pulizia notturna: sessioni, link scaduti, posta vecchia e lavori falliti da tempo rimossi');
    },
  }),
  cron: [
    // Expired sessions, links and counters, and old mail (jobs/housekeeping.ts). Missed while every server was down: next night.
    { task: HOUSEKEEPING_TASK, match: '15 2 * * *', identifier: HOUSEKEEPING_TASK, options: { jobKey: HOUSEKEEPING_TASK } },
  ],
  // Every unsent message gets its job back (a restored backup, a lost job).
  async onStart(ctx) {
    const requeued = await requeueUnsentMail(ctx.db);
    if (requeued > 0) log.info({ area: 'mail', requeued }, `Posta in uscita: ${requeued} ${requeued === 1 ? 'email in attesa rimessa' : 'email in attesa rimesse'} in coda.`);
  },
};

/** Every task of the given modules, by name; two modules may not claim the same name. */
export function tasksOf(ctx: AppContext, modules: readonly TaskModule[]): JobTasks {
  const all: JobTasks = {};
  for (const module of modules) {
    for (const [name, task] of Object.entries(module.tasks(ctx))) {
      if (name in all) throw new Error(`Due moduli registrano lo stesso lavoro: ${name}`);
      all[name] = task;
    }
  }
  return all;
}

/** The recurring jobs of the given modules. */
export const cronOf = (modules: readonly TaskModule[]): CronItem[] => modules.flatMap((module) => module.cron ?? []);

/**
 * Starts the queue's workers with the app: first the jobs a dead server left locked are
 * given back (a start step then replaces a waiting job of its key instead of adding a
 * second), then each module's start step, in the order given, then the workers take
 * jobs until stop().
 */
export async function startTaskModules(ctx: AppContext, connectionString: string, modules: readonly TaskModule[]): Promise<JobRunner> {
  await releaseAbandonedJobs(ctx.pool);
  for (const module of modules) await module.onStart?.(ctx);
  return startJobRunner({ connectionString, tasks: tasksOf(ctx, modules), cron: cronOf(modules) });
}
