import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { CLIENT_IP_HEADER } from '../http/client-address';
import { createContext } from '../../context-factory';
import { createTestApp, TEST_APP_URL } from '../../test/test-app';
import { createBackup, restoreBackup } from './backup';

const live = await createTestApp();
const copy = await createTestApp();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-backup-secrets-'));
afterAll(async () => {
  await live.close();
  await copy.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

const count = async (t: typeof live, table: string) => Number((await t.ctx.pool.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

describe('a backup holds no live secrets', () => {
  it('leaves sessions, pending links and rate-limit counts out: a restored copy refuses the live cookie, and people sign in again', async () => {
    const owner = await live.user('proprietario');
    expect((await live.request('POST', '/api/auth/request-password-reset', { json: { email: owner.email, redirectTo: '/auth?reset=1' } })).status).toBe(200);
    await live.ctx.pool.query(`INSERT INTO rate_limit (id, key, count, last_request) VALUES ('r1', '10.0.0.1/sign-in/email', 2, 0)`);
    const { rows: sessions } = await live.ctx.pool.query<{ token: string }>('SELECT token FROM session');
    expect(sessions.length).toBeGreaterThan(0);
    expect(await count(live, 'verification')).toBeGreaterThan(0);
    expect((await live.request('GET', '/api/me', { as: owner })).status).toBe(200);

    const archive = path.join(workDir, 'copia.tar');
    const manifest = await createBackup(live.ctx.pool, live.ctx.storage, archive);
    const archived = manifest.tables.map((t) => t.name);
    expect(archived).not.toContain('session');
    expect(archived).not.toContain('verification');
    expect(archived).not.toContain('rate_limit');
    expect(archived).toEqual(expect.arrayContaining(['user', 'account', 'app_settings', 'two_factor']));

    // Nothing in the archive, its tables unpacked, carries a session's token.
    const unpacked = path.join(workDir, 'estratto');
    fs.mkdirSync(unpacked);
    await tar.x({ file: archive, cwd: unpacked });
    const contents = fs
      .readdirSync(path.join(unpacked, 'db'))
      .map((f) => gunzipSync(fs.readFileSync(path.join(unpacked, 'db', f))).toString('utf8'))
      .join('\n');
    for (const { token } of sessions) expect(contents).not.toContain(token);
    console.log(`Archivio: ${fs.statSync(archive).size} byte, ${manifest.tables.length} tabelle; lasciate fuori ${sessions.length} sessioni`);

    await restoreBackup(copy.ctx.pool, copy.ctx.storage, archive);
    expect(await count(copy, 'session')).toBe(0);
    expect(await count(copy, 'verification')).toBe(0);
    expect(await count(copy, 'rate_limit')).toBe(0);
    // An app started on the restored copy (it reads the copy's auth secret, as a restarted server does)
    // refuses the live cookie, which the live app still takes: everyone signs in again on the copy.
    const restored = createApp(await createContext(copy.ctx.env, copy.ctx.pool, { mailer: { send: async () => {} } }));
    const ask = (method: string, url: string, options: { cookie?: string; json?: unknown } = {}) =>
      restored.request(url, {
        method,
        headers: { [CLIENT_IP_HEADER]: '10.200.0.1', origin: TEST_APP_URL, 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}) },
        body: options.json === undefined ? undefined : JSON.stringify(options.json),
      });
    expect((await live.request('GET', '/api/me', { as: owner })).status).toBe(200);
    expect((await ask('GET', '/api/me', { cookie: owner.cookie })).status).toBe(401);
    const signedIn = await ask('POST', '/api/auth/sign-in/email', { json: { email: owner.email, password: owner.password } });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect((await ask('GET', '/api/me', { cookie })).status).toBe(200);
  });
});
