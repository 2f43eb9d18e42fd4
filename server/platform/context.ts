import type pg from 'pg';
import type { Actor } from './actor';
import type { Auth } from '../auth';
import type { Db } from './db/client';
import type { Env } from './env';
import type { FileStorage } from './files/storage';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './mail/mailer';

// The actor lives in actor.ts, below the auth setup that AppContext names; re-exported for the modules.
export type { Actor } from './actor';

/** Everything a request handler may need, built once per process (or per test database). */
export interface AppContext {
  env: Env;
  db: Db;
  pool: pg.Pool;
  auth: Auth;
  storage: FileStorage;
  /** The transport; to send an e-mail, queue it (mail/mail-queue.ts). */
  mailer: Mailer;
  /** The durable job queue (jobs/queue.ts): mail and other background work. */
  jobs: JobQueue;
}

export interface AppEnv {
  Variables: {
    ctx: AppContext;
    actor: Actor;
    requestId: string;
  };
}
