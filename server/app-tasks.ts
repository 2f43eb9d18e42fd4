import type { CronItem } from 'graphile-worker';
import type { AppContext } from './platform/context';
import type { JobRunner, JobTasks } from './platform/jobs/queue';
import { cronOf, platformTasks, startTaskModules, tasksOf, type TaskModule } from './platform/jobs/tasks';
import { amlTasks } from './modules/aml/aml.tasks';
import { obligationTasks } from './modules/deadlines/deadlines.tasks';
import { reminderTasks } from './modules/reminders/reminders.tasks';
import { requestTasks } from './modules/requests/requests.tasks';

/**
 * The background work of the app, as app.ts composes its routers: the platform's
 * tasks, then each module's. The queue (jobs/) imports no module; a module with
 * jobs declares a TaskModule and is listed here.
 *
 * The queue reads the recurring times in UTC, whatever the server's zone: each is
 * run once per due time across all servers.
 */
export const TASK_MODULES: readonly TaskModule[] = [platformTasks, obligationTasks, reminderTasks, requestTasks, amlTasks];

/** Every task of the app, by name. A job whose payload is not of its task's form is dropped with a log line. */
export const appTasks = (ctx: AppContext): JobTasks => tasksOf(ctx, TASK_MODULES);

/** Recurring jobs of the app. */
export const CRON_ITEMS: CronItem[] = cronOf(TASK_MODULES);

/**
 * Starts the queue's workers with the app: first every unsent message gets its job
 * back and the obligations are refreshed, then the workers take jobs until stop().
 */
export const startJobs = (ctx: AppContext, connectionString: string): Promise<JobRunner> => startTaskModules(ctx, connectionString, TASK_MODULES);
