import type pg from 'pg';
import type { Role } from '@domain/policy';
import type { Auth } from './auth';
import type { Db } from './db/client';
import type { Env } from './env';
import type { FileStorage } from './files/storage';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './mail/mailer';

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

/** The signed-in person as every service sees them. */
export interface Actor {
  id: string;
  email: string;
  /** Full name from the profile, falling back to the account name. */
  name: string;
  /** The time zone chosen in the profile (its default without a profile row); instants shown to them are written in it. Absent for actors that are not a signed-in person. */
  timeZone?: string;
  role: Role | null;
  sessionId: string;
  /** Whether the account signs in with a second factor (false when not given). */
  twoFactorEnabled?: boolean;
  /** Staff required to use two-factor sign-in who have not set it up: refused everything but the setup. */
  twoFactorSetupRequired?: boolean;
  /** An account without a name of its own (the first proprietario without OWNER_NAME): the app asks for it. */
  nameRequired?: boolean;
}

export interface AppEnv {
  Variables: {
    ctx: AppContext;
    actor: Actor;
    requestId: string;
  };
}
