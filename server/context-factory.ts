import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { createAuth } from './auth';
import type { AppContext } from './platform/context';
import { createDb, type Db } from './platform/db/client';
import { appSettings } from './platform/db/schema';
import type { Env } from './platform/env';
import { openFileStorage } from './platform/files/open-storage';
import { jobQueue, migrateJobQueue } from './platform/jobs/queue';
import { queueMail } from './platform/mail/mail-queue';
import { createMailer, type Mailer } from './platform/mail/mailer';

/** The auth secret lives in the database, so every app server on it signs cookies alike. */
async function sharedSecret(db: Db): Promise<string> {
  await db.insert(appSettings).values({ key: 'auth_secret', value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'auth_secret'));
  return row!.value;
}

export async function createContext(env: Env, pool: pg.Pool, overrides: { mailer?: Mailer; logMail?: boolean } = {}): Promise<AppContext> {
  const db = createDb(pool);
  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.DATA_DIR, 'outbox'), log: overrides.logMail });
  const storage = await openFileStorage(env);
  // The queue's own schema, beside the app's tables (its migrations are safe from several servers at once).
  await migrateJobQueue(pool);
  const jobs = jobQueue;
  const auth = createAuth({ db, env, sendMail: (message) => queueMail({ db, jobs }, message), secret: await sharedSecret(db) });
  return { env, db, pool, auth, storage, mailer, jobs };
}
