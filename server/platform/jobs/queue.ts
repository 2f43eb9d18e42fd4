import { EventEmitter, once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { Logger, parseCronItems, run, runMigrations, runOnce, type CronItem, type JobHelpers, type WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import { createPool, isDatabaseUnavailable, type DbOrTx } from '../db/client';
import { log } from '../log';

/**
 * The durable job queue (decision 014): graphile-worker on the app's PostgreSQL,
 * in its own schema. A job is delivered to one worker at a time across any number
 * of app servers (row locks with SKIP LOCKED); a new job wakes the workers at once
 * (LISTEN/NOTIFY). Tasks keep their own state in our tables; a job carries ids.
 */
export const JOB_SCHEMA = 'graphile_worker';

export type JobTask = (payload: unknown, helpers: JobHelpers) => Promise<void>;
export type JobTasks = Record<string, JobTask>;

export interface JobSpec {
  /** When to run it (default: now). */
  runAt?: Date;
  /** One pending job per key: adding a job with the key of a waiting one replaces it. */
  jobKey?: string;
  /** Attempts the queue itself makes when the task throws (default 25, with its own exponential backoff). */
  maxAttempts?: number;
}

/** What services see of the queue (AppContext.jobs). */
export interface JobQueue {
  /**
   * Adds a job. Given a transaction, the job is committed with the rows it is
   * about, or not at all.
   */
  add(db: DbOrTx, task: string, payload: Record<string, unknown>, spec?: JobSpec): Promise<void>;
}

/** Set when a runner of this process begins to stop. */
let stopping = false;
/** Only the queue's errors and warnings reach the log; its progress lines stay quiet. */
const say = (level: string, message: string) => {
  if (level === 'error') log.error({ area: 'jobs' }, message);
  else if (level === 'warning') log.warn({ area: 'jobs' }, message);
};
/** A connection ended under the queue: what a Ctrl-C, which reaches PostgreSQL as well as the app, also does. */
const CONNECTION_LOST = /terminating connection|Connection terminated|not queryable|ECONNRESET/;
/** Said a moment later, and not at all once the app's own stop has begun (the Ctrl-C may arrive there first). */
const unlessStopping = (report: () => void) => setTimeout(() => !stopping && report(), 500).unref();
const logger = new Logger(() => (level, message, meta) => {
  // A task that failed for want of the database says so in its error, not always in the message.
  if (CONNECTION_LOST.test(message) || isDatabaseUnavailable(meta?.error)) unlessStopping(() => say(level, message));
  else say(level, message);
});
// graphile-worker also prints a worker's failure with console.trace, outside its logger: the same rule applies.
const trace = console.trace.bind(console);
console.trace = (...args: unknown[]) => {
  if (CONNECTION_LOST.test(args.map(String).join(' '))) unlessStopping(() => trace(...args));
  else trace(...args);
};

/**
 * graphile-worker (0.17.3) records a job's completion or failure without awaiting it:
 * with the database gone at that moment (an outage, or a Ctrl-C that reached
 * PostgreSQL first) the rejection has no handler and Node would end the process.
 * The job stays locked and runs again once its lock expires; the process keeps
 * serving. Any other unhandled rejection is thrown on, as Node would.
 */
export function keepServingOnLostJobRecord(reason: unknown): void {
  if (!isDatabaseUnavailable(reason)) throw reason;
  unlessStopping(() => say('error', "Esito di un lavoro non registrato: il database non risponde. Il lavoro sarà ripreso quando il database tornerà raggiungibile."));
}

export const jobQueue: JobQueue = {
  async add(db, task, payload, spec = {}) {
    await db.execute(sql`
      select ${sql.identifier(JOB_SCHEMA)}.add_job(
        identifier => ${task},
        payload => ${JSON.stringify(payload)}::json,
        run_at => ${spec.runAt?.toISOString() ?? null}::timestamptz,
        job_key => ${spec.jobKey ?? null}::text,
        max_attempts => ${spec.maxAttempts ?? null}::integer
      )`);
  },
};

/**
 * Creates or upgrades the queue's schema. Several servers may start at once:
 * each migration is recorded before it runs, and a server that finds one
 * already recorded waits for it and goes on.
 */
export async function migrateJobQueue(pool: pg.Pool): Promise<void> {
  await runMigrations({ pgPool: pool, schema: JOB_SCHEMA, logger });
}

/** How long stop() waits for running jobs before giving them up. */
const STOP_GRACE_MS = 10_000;

export interface JobRunner {
  /** Stops taking jobs, lets the running ones finish (up to 10 s), closes its connections. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  connectionString: string;
  tasks: JobTasks;
  /** Jobs run at once by this server (default 2). */
  concurrency?: number;
  /** How often to look for jobs that became due (retries, scheduled runs), in ms (default 2000). New jobs arrive at once. */
  pollInterval?: number;
  /** Recurring jobs, each run once per due time across all servers. */
  cron?: CronItem[];
}

/**
 * graphile-worker (0.17.3) gives its listening client back twice when a stop meets a lost
 * connection: its release() runs for the stop and again for the LISTEN that failed. pg-pool
 * throws on the second, outside any handler, and the process would end with code 1. The
 * queue's pool lets a client be given back once; a second time does nothing.
 */
export function givingBackOnce(pool: pg.Pool): pg.Pool {
  type Release = pg.PoolClient['release'];
  const connect = pool.connect.bind(pool) as (callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void) => Promise<pg.PoolClient> | void;
  const onlyOnce = (client: pg.PoolClient): Release => {
    const release = client.release;
    let given = false;
    return (client.release = (err) => {
      if (given) return;
      given = true;
      release(err);
    });
  };
  pool.connect = ((callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void) => {
    if (!callback) return (connect() as Promise<pg.PoolClient>).then((client) => (onlyOnce(client), client));
    connect((err, client, done) => callback(err, client, client ? onlyOnce(client) : done));
  }) as typeof pool.connect;
  return pool;
}

/** Starts this server's workers on their own connections (the app's pool stays for requests). */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const concurrency = options.concurrency ?? 2;
  // One connection listens for new jobs; the others fetch, complete and run them.
  const pool = givingBackOnce(createPool(options.connectionString, concurrency + 2));
  const events = new EventEmitter() as WorkerEvents;
  const listening = once(events, 'pool:listen:success');
  try {
    const runner = await run({
      events,
      pgPool: pool,
      schema: JOB_SCHEMA,
      logger,
      taskList: options.tasks,
      concurrency,
      pollInterval: options.pollInterval ?? 2000,
      noHandleSignals: true,
      parsedCronItems: parseCronItems(options.cron ?? []),
    });
    // Started once its listening connection is made (or, the database being slow, 10 s at most):
    // a stop right after the start then finds it whole, not half-connected.
    await Promise.race([listening, sleep(10_000, undefined, { ref: false })]);
    return {
      async stop() {
        stopping = true;
        // A job still running after 10 s (a mail server that does not answer) is given up: its
        // message stays 'sending' until its hold ends, and is sent again after that.
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<'late'>((resolve) => {
          timer = setTimeout(() => resolve('late'), STOP_GRACE_MS);
        });
        const outcome = await Promise.race([runner.stop().then(() => 'stopped' as const, () => 'stopped' as const), late]);
        clearTimeout(timer);
        if (outcome === 'late') await Promise.race([runner.kill().catch(() => {}), sleep(2000, undefined, { ref: false })]);
        // pg-pool's end() waits for every checked-out client: a listen client broken by a lost
        // connection may never be given back.
        await Promise.race([pool.end().catch(() => {}), sleep(2000, undefined, { ref: false })]);
      },
    };
  } catch (err) {
    await pool.end().catch(() => {});
    throw err;
  }
}

/**
 * Runs every job due now, retries that become due meanwhile included, then returns
 * (tests; tools). `useNodeTime`: "now" is Node's clock, so a test can move it forward.
 */
export async function runDueJobs(pool: pg.Pool, tasks: JobTasks, options: { useNodeTime?: boolean } = {}): Promise<void> {
  await runOnce({ pgPool: pool, schema: JOB_SCHEMA, logger, taskList: tasks, noHandleSignals: true, useNodeTime: options.useNodeTime ?? false });
}
