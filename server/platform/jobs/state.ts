import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { JOB_SCHEMA } from './queue';

/** The job queue at a glance, across every app server on the database. */
export interface QueueState {
  /** Due now, waiting for a worker. */
  pending: number;
  /** Due later: scheduled jobs and retries waiting their turn. */
  scheduled: number;
  /** Taken by a worker now. */
  running: number;
  /** Given up after their last attempt; they stay until removed. */
  failed: number;
  /** How long the oldest pending job has waited, in seconds (0: none waits). */
  oldestPendingSeconds: number;
}

/**
 * One query over the queue's public view of its jobs. A worker counts an attempt when it
 * takes a job, so a running job may already have used its last one: failed means not running.
 */
export async function queueState(db: Db): Promise<QueueState> {
  const jobs = sql.identifier(JOB_SCHEMA);
  const result = await db.execute<{ [K in keyof QueueState]: string | number }>(sql`
    select
      count(*) filter (where locked_at is null and attempts < max_attempts and run_at <= now()) as pending,
      count(*) filter (where locked_at is null and attempts < max_attempts and run_at > now()) as scheduled,
      count(*) filter (where locked_at is not null) as running,
      count(*) filter (where locked_at is null and attempts >= max_attempts) as failed,
      coalesce(extract(epoch from now() - min(run_at) filter (where locked_at is null and attempts < max_attempts and run_at <= now())), 0) as "oldestPendingSeconds"
    from ${jobs}.jobs`);
  const row = result.rows[0]!;
  return {
    pending: Number(row.pending),
    scheduled: Number(row.scheduled),
    running: Number(row.running),
    failed: Number(row.failed),
    oldestPendingSeconds: Math.floor(Number(row.oldestPendingSeconds)),
  };
}
