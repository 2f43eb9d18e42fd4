import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { Role } from '@domain/policy';
import { createApp } from '../app';
import type { AppContext } from '../platform/context';
import { createContext } from '../context-factory';
import { createPool } from '../platform/db/client';
import { unsettledFiles } from '../platform/db/schema';
import { loadEnv } from '../platform/env';
import { CLIENT_IP_HEADER } from '../platform/http/client-address';
import type { MailMessage, Mailer } from '../platform/mail/mailer';
import { createUser, type CreatedUser } from '../seed/factories/users';

export const TEST_APP_URL = 'http://localhost:3000';

/** A signed-in test account: its row and the cookie to send. */
export interface TestUser extends CreatedUser {
  cookie: string;
}

export interface RequestOptions {
  as?: TestUser | { cookie: string } | null;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
}

export interface TestApp {
  ctx: AppContext;
  app: ReturnType<typeof createApp>;
  /** Every message the app sent, newest last. */
  mail: MailMessage[];
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
  /** Signs in through the real auth endpoint and returns the session cookie. */
  signIn(email: string, password: string): Promise<string>;
  /** Whether a stored file awaits the sweep: 'released' once no row points at it (files/tracking.ts). */
  fileState(key: string): Promise<'uploading' | 'released' | null>;
  /** Creates a confirmed account with `role` (null: no role) and signs it in. */
  user(role: Role | null, overrides?: Partial<{ email: string; password: string; fullName: string }>): Promise<TestUser>;
  close(): Promise<void>;
}

/** A new database cloned from the template, owned by the template's account (the app's role, no superuser). */
async function cloneTemplate(templateUrl: string): Promise<string> {
  const name = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  const owner = admin.escapeIdentifier(decodeURIComponent(new URL(templateUrl).username));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE app OWNER ${owner}`);
        break;
      } catch (err) {
        // Two files cloning at the same instant: the template is briefly "in use".
        if (attempt > 20) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
  } finally {
    await admin.end();
  }
  return templateUrl.replace(/\/[^/]+$/, `/${name}`);
}

/**
 * A fresh app on its own database cloned from the migrated template, called in-process.
 * `dataDir`: another app's data directory to share (left in place on close); `settings`: more
 * settings (e.g. a bucket's, test/s3.ts).
 */
export async function createTestApp(options: { dataDir?: string; settings?: Record<string, string> } = {}): Promise<TestApp> {
  const url = await cloneTemplate(inject('templateDatabaseUrl'));
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-test-data-'));
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL: TEST_APP_URL, MAX_UPLOAD_MB: '2', ...options.settings });
  const pool = createPool(url, 4);
  const mail: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => void mail.push(m) };
  const ctx = await createContext(env, pool, { mailer });
  const app = createApp(ctx);
  let ipCounter = 0;
  const nextIp = () => `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;

  const request: TestApp['request'] = async (method, urlPath, options = {}) => {
    // Each request comes from its own address unless the test names one, so rate limits stay out of the way.
    const headers: Record<string, string> = { [CLIENT_IP_HEADER]: nextIp(), ...options.headers };
    if (options.as) headers.cookie = options.as.cookie;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    let target = urlPath;
    if (options.query) {
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(options.query)) if (v !== undefined) qs.set(k, String(v));
      target += (target.includes('?') ? '&' : '?') + qs.toString();
    }
    return app.request(target, { method, headers, body });
  };

  const signIn: TestApp['signIn'] = async (email, password) => {
    const res = await request('POST', '/api/auth/sign-in/email', { json: { email, password } });
    if (res.status !== 200) throw new Error(`Accesso di prova non riuscito (${res.status}): ${await res.text()}`);
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    return cookies.join('; ');
  };

  return {
    ctx,
    app,
    mail,
    request,
    signIn,
    async fileState(key) {
      const [row] = await ctx.db.select({ state: unsettledFiles.state }).from(unsettledFiles).where(eq(unsettledFiles.key, key));
      return row?.state ?? null;
    },
    async user(role, overrides = {}) {
      const password = overrides.password ?? 'password123';
      const created = await createUser(ctx.db, { role, password, ...overrides });
      return { ...created, cookie: await signIn(created.email, password) };
    },
    async close() {
      await pool.end();
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
