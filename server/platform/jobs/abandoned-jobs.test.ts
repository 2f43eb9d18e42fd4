import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { JOB_SCHEMA, jobQueue, releaseAbandonedJobs, startJobRunner, type JobRunner } from './queue';
import { startTaskModules } from './tasks';

const t = await createTestApp();
afterAll(() => t.close());
const url = t.ctx.pool.options.connectionString!;

/** The task's jobs, with or without their key (asking again for a locked job's key moves the key to a new job). */
const jobsOf = async (task: string) =>
  (await t.ctx.pool.query<{ lockedBy: string | null }>(`SELECT locked_by AS "lockedBy" FROM ${JOB_SCHEMA}.jobs WHERE task_identifier = $1`, [task])).rows;
/** The state a server killed in the middle of a job leaves: its job locked, two minutes ago, by a worker that is gone. */
const abandon = (task: string, lockedBy = 'pool-spento') =>
  t.ctx.pool.query(
    `UPDATE ${JOB_SCHEMA}._private_jobs SET locked_by = $2, locked_at = now() - interval '2 minutes'
     WHERE task_id = (SELECT id FROM ${JOB_SCHEMA}._private_tasks WHERE identifier = $1)`,
    [task, lockedBy],
  );

describe('jobs left locked by a server that died', () => {
  it('run again as soon as a server starts, once, not after the 4-hour lock expiry', async () => {
    const task = 'prova:ripresa';
    await jobQueue.add(t.ctx.db, task, {}, { jobKey: task });
    await abandon(task);
    let runs = 0;
    // Its start step asks for the same job again, as the obligations' refresh does at every start.
    const runner = await startTaskModules(t.ctx, url, [
      {
        tasks: () => ({ [task]: async () => void runs++ }),
        onStart: (ctx) => jobQueue.add(ctx.db, task, {}, { jobKey: task }),
      },
    ]);
    try {
      await vi.waitFor(async () => expect(await jobsOf(task)).toEqual([]), { timeout: 10_000, interval: 50 });
      expect(runs).toBe(1);
    } finally {
      await runner.stop();
    }
  });

  it("leave a live server's long job alone, however long it has been running", async () => {
    const task = 'prova:lunga';
    let finish = () => {};
    const running = new Promise<void>((resolve) => (finish = resolve));
    let started = false;
    const runner: JobRunner = await startJobRunner({
      connectionString: url,
      tasks: { [task]: () => ((started = true), running) },
      pollInterval: 100,
    });
    try {
      await jobQueue.add(t.ctx.db, task, {}, { jobKey: task });
      await vi.waitFor(() => expect(started).toBe(true), { timeout: 10_000, interval: 50 });
      const [job] = await jobsOf(task);
      await abandon(task, job!.lockedBy!);
      expect(await releaseAbandonedJobs(t.ctx.pool)).toBe(0);
      expect(await jobsOf(task)).toEqual([{ lockedBy: job!.lockedBy }]);
    } finally {
      finish();
      await runner.stop();
    }
  });
});
