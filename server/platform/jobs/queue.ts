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
/**
 * Whether what the queue reports says the database went away: in a message, or in an error's code
 * (a worker asking for its next job after PostgreSQL stopped meets ECONNREFUSED).
 */
function saysDatabaseGone(...parts: unknown[]): boolean {
  return parts.some((part) => isDatabaseUnavailable(part) || CONNECTION_LOST.test(String(part)));
}
const logger = new Logger(() => (level, message, meta) => {
  // A task that failed for want of the database says so in its error, not always in the message.
  if (saysDatabaseGone(message, meta?.error)) unlessStopping(() => say(level, message));
  else say(level, message);
});
// graphile-worker also prints a worker's failure with console.trace, outside its logger: the same rule applies.
const trace = console.trace.bind(console);
console.trace = (...args: unknown[]) => {
  if (saysDatabaseGone(...args)) unlessStopping(() => trace(...args));
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

/**
 * graphile-worker (0.17.3) locks a job in the name of the runner's worker pool. Each live pool
 * holds an advisory lock in this namespace, keyed by hashtext(its id), on a connection of its
 * own (decision 125). PostgreSQL drops the lock with the connection: a job locked in the name
 * of a pool without its lock was left by a server that died (SIGKILL, power cut).
 */
const LIVE_POOL_LOCKS = 0x4a4f4253;
/** A pool takes its lock a moment after it starts: a job locked for less than this is never taken for abandoned. */
const ABANDONED_AFTER = '1 minute';
/** How often a runner looks for jobs left by dead servers, beside the look every start takes. */
const ABANDONED_SWEEP_MS = 60_000;

/**
 * Gives back the jobs that workers of dead servers had locked, so they run again now instead
 * of after graphile-worker's 4-hour lock expiry. Returns how many were given back.
 */
export async function releaseAbandonedJobs(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ pools: string[] | null; jobs: number }>(
    `SELECT array_agg(DISTINCT j.locked_by) AS pools, count(*)::int AS jobs
     FROM ${JOB_SCHEMA}._private_jobs j
     WHERE j.locked_by IS NOT NULL AND j.locked_at < now() - interval '${ABANDONED_AFTER}'
       AND NOT EXISTS (SELECT 1 FROM pg_locks l WHERE l.locktype = 'advisory' AND l.granted
                       AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
                       AND l.classid = $1::int::oid AND l.objid = hashtext(j.locked_by)::oid AND l.objsubid = 2)`,
    [LIVE_POOL_LOCKS],
  );
  const { pools, jobs } = rows[0]!;
  if (!pools) return 0;
  await pool.query(`SELECT ${JOB_SCHEMA}.force_unlock_workers($1::text[])`, [pools]);
  log.warn({ area: 'jobs', jobs, pools }, `${jobs === 1 ? 'Ripreso 1 lavoro lasciato' : `Ripresi ${jobs} lavori lasciati`} a metà da un server arrestato senza chiudersi: ripartono ora.`);
  return jobs;
}

/** A runner's proof of life: its pool's advisory lock, held on one connection and taken again when it is lost. */
function holdPoolLock(pool: pg.Pool, ids: readonly string[]) {
  let held: pg.PoolClient | null = null;
  return {
    async renew(): Promise<void> {
      if (held || ids.length === 0) return;
      const client = await pool.connect();
      // A lost connection took the locks with it: the next renew() takes them again on a new one.
      client.on('error', () => {
        if (held === client) held = null;
        client.release(true);
      });
      try {
        await client.query('SELECT pg_advisory_lock($1, hashtext(id)) FROM unnest($2::text[]) AS id', [LIVE_POOL_LOCKS, ids]);
      } catch (err) {
        client.release(true);
        throw err;
      }
      held = client;
    },
    release(): void {
      held?.release(true);
      held = null;
    },
  };
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
  // One connection listens for new jobs, one holds the pool's lock; the others fetch, complete and run them.
  const pool = givingBackOnce(createPool(options.connectionString, concurrency + 3));
  const events = new EventEmitter() as WorkerEvents;
  const listening = once(events, 'pool:listen:success');
  const poolIds: string[] = [];
  events.on('pool:create', ({ workerPool }) => poolIds.push(workerPool.id));
  const locks = holdPoolLock(pool, poolIds);
  let sweep: NodeJS.Timeout | undefined;
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
    await locks.renew();
    sweep = setInterval(() => {
      locks
        .renew()
        .then(() => releaseAbandonedJobs(pool))
        .catch((err: unknown) => {
          if (!isDatabaseUnavailable(err)) log.error({ area: 'jobs', err }, 'Ricerca dei lavori abbandonati non riuscita');
        });
    }, ABANDONED_SWEEP_MS).unref();
    return {
      async stop() {
        stopping = true;
        clearInterval(sweep);
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
        locks.release();
        await Promise.race([pool.end().catch(() => {}), sleep(2000, undefined, { ref: false })]);
      },
    };
  } catch (err) {
    clearInterval(sweep);
    locks.release();
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
