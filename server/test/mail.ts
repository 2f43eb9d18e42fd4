import { appTasks } from '../app-tasks';
import { runDueJobs } from '../platform/jobs/queue';
import type { MailMessage } from '../platform/mail/mailer';
import type { TestApp } from './test-app';

/**
 * Runs the app's queued jobs that are due (by Node's clock, which a test may move
 * forward with vi.setSystemTime) until none is left, as the workers of a running
 * server would, and returns every message sent so far (`t.mail`).
 */
export async function deliverMail(t: Pick<TestApp, 'ctx' | 'mail'>): Promise<MailMessage[]> {
  await runDueJobs(t.ctx.pool, appTasks(t.ctx), { useNodeTime: true });
  return t.mail;
}
