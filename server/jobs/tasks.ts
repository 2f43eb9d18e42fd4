import { z } from 'zod';
import type { AppContext } from '../context';
import { requeueUnsentMail, SEND_MAIL_TASK, sendQueuedMail } from '../mail/mail-queue';
import { startJobRunner, type JobRunner, type JobTasks } from './queue';

const mailPayload = z.object({ id: z.uuid() });

/** Every task of the app, by name. A job whose payload is not of its task's form is dropped with a log line. */
export function appTasks(ctx: AppContext): JobTasks {
  return {
    [SEND_MAIL_TASK]: async (payload, helpers) => {
      const parsed = mailPayload.safeParse(payload);
      if (!parsed.success) {
        console.error(`[coda dei lavori] lavoro ${helpers.job.id} di ${SEND_MAIL_TASK} scartato: contenuto non valido`);
        return;
      }
      await sendQueuedMail(ctx, parsed.data.id);
    },
  };
}

/**
 * Starts the queue's workers with the app: first every unsent message gets its job
 * back (a restored backup, a lost job), then the workers take jobs until stop().
 */
export async function startJobs(ctx: AppContext, connectionString: string): Promise<JobRunner> {
  const requeued = await requeueUnsentMail(ctx.db);
  if (requeued > 0) console.log(`Posta in uscita: ${requeued} ${requeued === 1 ? 'email in attesa rimessa' : 'email in attesa rimesse'} in coda.`);
  return startJobRunner({ connectionString, tasks: appTasks(ctx) });
}
