import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ensureOwner } from './bootstrap';
import { activityLog, profiles, user } from './platform/db/schema';
import { parseEnv } from './platform/env';
import { ADVISORY_LOCKS } from './platform/db/advisory-locks';
import { createTestApp } from './test/test-app';

const OWNER = { OWNER_EMAIL: 'titolare@studio.it', OWNER_PASSWORD: 'Titolare!Rara2026' };

/** A new app whose database has no account yet, and its first proprietario created as at start. */
async function firstStart(settings: Record<string, string>) {
  const t = await createTestApp({ settings });
  vi.spyOn(console, 'log').mockImplementation(() => {});
  await ensureOwner(t.ctx);
  vi.mocked(console.log).mockRestore();
  return t;
}

const named = await firstStart({ ...OWNER, OWNER_NAME: '  Giovanna Esposito ' });
const unnamed = await firstStart(OWNER);
afterAll(() => Promise.all([named.close(), unnamed.close()]));

const me = async (t: typeof named, cookie: string) => (await t.request('GET', '/api/me', { as: { cookie } })).json() as Promise<{ name: string; nameRequired: boolean }>;

describe('OWNER_NAME, the name of the first proprietario', () => {
  it('is optional, trimmed and at most 200 characters', () => {
    expect(parseEnv({}).env?.OWNER_NAME).toBeUndefined();
    expect(parseEnv({ OWNER_NAME: '   ' }).env?.OWNER_NAME).toBeUndefined();
    expect(parseEnv({ OWNER_NAME: ' Giovanna Esposito ' }).env?.OWNER_NAME).toBe('Giovanna Esposito');
    expect(parseEnv({ OWNER_NAME: 'A'.repeat(201) }).problems).toBe('Impostazioni non valide:\n  - OWNER_NAME: OWNER_NAME può avere al massimo 200 caratteri.');
  });

  it('names the first proprietario, who is asked nothing at sign-in', async () => {
    const [row] = await named.ctx.db.select({ name: user.name, fullName: profiles.fullName }).from(user).innerJoin(profiles, eq(profiles.id, user.id));
    expect(row).toEqual({ name: 'Giovanna Esposito', fullName: 'Giovanna Esposito' });
    const cookie = await named.signIn(OWNER.OWNER_EMAIL, OWNER.OWNER_PASSWORD);
    expect(await me(named, cookie)).toMatchObject({ name: 'Giovanna Esposito', role: 'proprietario', nameRequired: false });
  });
});

describe('the first proprietario without OWNER_NAME', () => {
  it('is never called by the role: until they give their name, they go by their e-mail and are asked for it', async () => {
    const [row] = await unnamed.ctx.db.select({ name: user.name, fullName: profiles.fullName }).from(user).innerJoin(profiles, eq(profiles.id, user.id));
    expect(row).toEqual({ name: '', fullName: '' });
    const cookie = await unnamed.signIn(OWNER.OWNER_EMAIL, OWNER.OWNER_PASSWORD);
    expect(await me(unnamed, cookie)).toMatchObject({ name: OWNER.OWNER_EMAIL, role: 'proprietario', nameRequired: true });
  });

  it('refuses an empty or overlong name with the reason in Italian, changing nothing', async () => {
    const cookie = await unnamed.signIn(OWNER.OWNER_EMAIL, OWNER.OWNER_PASSWORD);
    for (const [fullName, message] of [
      ['   ', 'Il nome completo è obbligatorio'],
      ['A'.repeat(201), 'Il nome è troppo lungo'],
    ] as const) {
      const res = await unnamed.request('PUT', '/api/profile/name', { as: { cookie }, json: { fullName } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ fieldErrors: { fullName: message } });
    }
    expect((await unnamed.request('PUT', '/api/profile/name', { as: { cookie }, json: {} })).status).toBe(400);
    expect(await me(unnamed, cookie)).toMatchObject({ name: OWNER.OWNER_EMAIL, nameRequired: true });
    expect(await unnamed.ctx.db.select().from(activityLog)).toEqual([]);
  });

  it('saves the name given, on the account and the profile, and asks no more', async () => {
    const cookie = await unnamed.signIn(OWNER.OWNER_EMAIL, OWNER.OWNER_PASSWORD);
    expect((await unnamed.request('PUT', '/api/profile/name', { as: null, json: { fullName: 'Giovanna Esposito' } })).status).toBe(401);
    const res = await unnamed.request('PUT', '/api/profile/name', { as: { cookie }, json: { fullName: '  Giovanna Esposito ' } });
    expect(res.status).toBe(200);
    expect(await me(unnamed, cookie)).toMatchObject({ name: 'Giovanna Esposito', nameRequired: false });
    const [row] = await unnamed.ctx.db.select({ name: user.name, fullName: profiles.fullName }).from(user).innerJoin(profiles, eq(profiles.id, user.id));
    expect(row).toEqual({ name: 'Giovanna Esposito', fullName: 'Giovanna Esposito' });
    const entries = await unnamed.ctx.db.select({ userName: activityLog.userName, action: activityLog.action, details: activityLog.details }).from(activityLog);
    expect(entries).toEqual([{ userName: 'Giovanna Esposito', action: 'Aggiornamento Profilo', details: 'Nome completo impostato' }]);
  });
});

describe('a server starting while a backup runs', () => {
  it('creates or finds the first proprietario without waiting for the backup to end', async () => {
    const t = await createTestApp({ settings: OWNER });
    const backup = await t.ctx.pool.connect();
    try {
      // What a backup holds for its whole run, so that no file is swept under it.
      await backup.query('SELECT pg_advisory_lock_shared($1)', [ADVISORY_LOCKS.fileStore]);
      vi.spyOn(console, 'log').mockImplementation(() => {});
      const started = ensureOwner(t.ctx).then(() => 'avviato');
      const waiting = new Promise((resolve) => setTimeout(resolve, 3000, 'in attesa del backup'));
      expect(await Promise.race([started, waiting])).toBe('avviato');
    } finally {
      await backup.query('SELECT pg_advisory_unlock_shared($1)', [ADVISORY_LOCKS.fileStore]);
      backup.release();
      vi.mocked(console.log).mockRestore();
      await t.close();
    }
  });
});
