import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { account, activityLog, profiles, session, user, userCompanies } from '../../platform/db/schema';
import { createTestApp, type TestUser } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 1)]);

type Profile = {
  id: string;
  email: string;
  fullName: string;
  address: string;
  timezone: string;
  avatarUrl: string | null;
  companies: { id: string; companyName: string; countryCode: string; countryName: string }[];
  maxCompanies: number;
  completion: { basicInfo: boolean; companies: boolean; percent: number; complete: boolean };
};

const json = async <T>(res: Response) => (await res.json()) as T;
const getProfile = async (as: TestUser) => json<Profile>(await t.request('GET', '/api/profile', { as }));
const actionsOf = async (userId: string) =>
  (await t.ctx.db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.userId, userId))).map((r) => r.action);
const form = (bytes: Buffer, name: string, type: string) => {
  const f = new FormData();
  f.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return f;
};

describe('GET /api/profile', () => {
  it('returns the caller\'s own profile with defaults and completion 0', async () => {
    const u = await t.user('user', { fullName: 'Mario Rossi' });
    await t.ctx.db.update(profiles).set({ fullName: '' }).where(eq(profiles.id, u.id));
    const p = await getProfile(u);
    expect(p).toMatchObject({ id: u.id, email: u.email, fullName: '', address: '', timezone: 'Europe/Rome', avatarUrl: null, companies: [], maxCompanies: 3 });
    expect(p.completion).toEqual({ basicInfo: false, companies: false, percent: 0, complete: false });
  });

  it('works for every role and refuses anonymous callers', async () => {
    for (const role of ['proprietario', 'admin', 'moderatore', 'user'] as const) {
      const u = await t.user(role);
      expect((await t.request('GET', '/api/profile', { as: u })).status).toBe(200);
    }
    expect((await t.request('GET', '/api/profile')).status).toBe(401);
    expect((await t.request('GET', '/api/profile', { as: await t.user(null) })).status).toBe(403);
  });
});

describe('PUT /api/profile', () => {
  it('saves name, address and timezone, renames the account and logs it', async () => {
    const u = await t.user('user');
    const res = await t.request('PUT', '/api/profile', { as: u, json: { fullName: '  Lucia Gallo ', address: ' Via Dante 4, Milano ', timezone: 'Asia/Tokyo' } });
    expect(res.status).toBe(200);
    const p = await json<Profile>(res);
    expect(p).toMatchObject({ fullName: 'Lucia Gallo', address: 'Via Dante 4, Milano', timezone: 'Asia/Tokyo' });
    expect(p.completion.percent).toBe(50);
    const [acc] = await t.ctx.db.select({ name: user.name }).from(user).where(eq(user.id, u.id));
    expect(acc?.name).toBe('Lucia Gallo');
    const [entry] = await t.ctx.db.select().from(activityLog).where(and(eq(activityLog.userId, u.id), eq(activityLog.action, 'Aggiornamento Profilo')));
    expect(entry?.userName).toBe('Lucia Gallo');
  });

  it('refuses a blank name and an unknown timezone, changing nothing', async () => {
    const u = await t.user('admin', { fullName: 'Paolo Conti' });
    let res = await t.request('PUT', '/api/profile', { as: u, json: { fullName: '   ', address: 'Via Roma 1', timezone: 'Europe/Rome' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Il nome completo è obbligatorio', fieldErrors: { fullName: 'Il nome completo è obbligatorio' } });
    res = await t.request('PUT', '/api/profile', { as: u, json: { fullName: 'Paolo', address: '', timezone: 'Europe/Madrid' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fieldErrors: { timezone: 'Seleziona un fuso orario valido' } });
    expect(await getProfile(u)).toMatchObject({ fullName: 'Paolo Conti', address: '', timezone: 'Europe/Rome' });
    expect(await actionsOf(u.id)).not.toContain('Aggiornamento Profilo');
  });
});

describe('companies', () => {
  it('adds up to three companies, then refuses with the spec message', async () => {
    const u = await t.user('user');
    for (const [name, code] of [['Alfa Ltd', 'MT'], ['Beta LLC', 'US'], ['Gamma Ltd', 'CY']] as const) {
      const res = await t.request('POST', '/api/profile/companies', { as: u, json: { companyName: `  ${name} `, countryCode: code } });
      expect(res.status).toBe(201);
    }
    const res = await t.request('POST', '/api/profile/companies', { as: u, json: { companyName: 'Delta Ltd', countryCode: 'GB' } });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'COMPANY_LIMIT', message: 'Puoi aggiungere massimo 3 società' });
    const p = await getProfile(u);
    expect(p.companies.map((c) => [c.companyName, c.countryName])).toEqual([['Alfa Ltd', 'Malta'], ['Beta LLC', 'Stati Uniti'], ['Gamma Ltd', 'Cipro']]);
    expect((await actionsOf(u.id)).filter((a) => a === 'Aggiunta Società')).toHaveLength(3);
  });

  it('keeps the limit when several adds arrive at once', async () => {
    const u = await t.user('user');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.request('POST', '/api/profile/companies', { as: u, json: { companyName: `Società ${i}`, countryCode: 'MT' } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const rows = await t.ctx.db.select().from(userCompanies).where(eq(userCompanies.userId, u.id));
    expect(rows).toHaveLength(3);
  });

  it('requires name and country with the spec message, and a known country', async () => {
    const u = await t.user('user');
    for (const body of [{ companyName: '   ', countryCode: 'MT' }, { companyName: 'Alfa', countryCode: '' }, { companyName: 'Alfa' }]) {
      const res = await t.request('POST', '/api/profile/companies', { as: u, json: body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('Nome società e paese sono obbligatori');
    }
    const res = await t.request('POST', '/api/profile/companies', { as: u, json: { companyName: 'Alfa', countryCode: 'ZZ' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fieldErrors: { countryCode: 'Seleziona un paese valido' } });
    expect((await getProfile(u)).companies).toHaveLength(0);
  });

  it('completes the profile to 100 and returns the rechecked profile', async () => {
    const u = await t.user('user', { fullName: 'Sara Marino' });
    await t.request('PUT', '/api/profile', { as: u, json: { fullName: 'Sara Marino', address: 'Via Verdi 3, Torino', timezone: 'Europe/Rome' } });
    const res = await t.request('POST', '/api/profile/companies', { as: u, json: { companyName: 'Marino Trading Ltd', countryCode: 'GB' } });
    const body = await json<{ company: { companyName: string }; profile: Profile }>(res);
    expect(body.company.companyName).toBe('Marino Trading Ltd');
    expect(body.profile.completion).toEqual({ basicInfo: true, companies: true, percent: 100, complete: true });
  });

  it('deletes only one\'s own company; another user\'s is not found', async () => {
    const a = await t.user('user');
    const b = await t.user('user');
    const res = await t.request('POST', '/api/profile/companies', { as: a, json: { companyName: 'Solo Mia Ltd', countryCode: 'MT' } });
    const { company } = await json<{ company: { id: string } }>(res);
    let del = await t.request('DELETE', `/api/profile/companies/${company.id}`, { as: b });
    expect(del.status).toBe(404);
    expect(await del.json()).toMatchObject({ message: 'Società non trovata' });
    expect((await getProfile(a)).companies).toHaveLength(1);
    expect((await getProfile(b)).companies).toHaveLength(0);
    del = await t.request('DELETE', `/api/profile/companies/${company.id}`, { as: a });
    expect(del.status).toBe(200);
    expect((await getProfile(a)).companies).toHaveLength(0);
    expect(await actionsOf(a.id)).toContain('Eliminazione Società');
    expect((await t.request('DELETE', '/api/profile/companies/non-un-id', { as: a })).status).toBe(400);
  });

  it('lists the countries for the company form to any signed-in person', async () => {
    const u = await t.user('user');
    const res = await t.request('GET', '/api/profile/countries', { as: u });
    const { countries } = await json<{ countries: { isoCode: string; name: string }[] }>(res);
    expect(countries.length).toBeGreaterThanOrEqual(17);
    expect(countries).toContainEqual({ isoCode: 'MT', name: 'Malta' });
  });
});

describe('avatar', () => {
  it('stores an image, serves it to signed-in users only, and replaces the old one', async () => {
    const u = await t.user('moderatore');
    let res = await t.request('POST', '/api/profile/avatar', { as: u, body: form(PNG, 'me.png', 'image/png') });
    expect(res.status).toBe(200);
    const { profile } = await json<{ profile: Profile }>(res);
    expect(profile.avatarUrl).toMatch(new RegExp(`^/api/profile/avatar/${u.id}\\?v=\\d+$`));
    const [row] = await t.ctx.db.select({ key: profiles.avatarKey }).from(profiles).where(eq(profiles.id, u.id));
    const firstKey = row!.key!;

    const other = await t.user('user');
    const img = await t.request('GET', `/api/profile/avatar/${u.id}`, { as: other, headers: { 'sec-fetch-dest': 'image' } });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(img.headers.get('content-disposition')).toContain('inline');
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await t.request('GET', `/api/profile/avatar/${u.id}`)).status).toBe(401);

    res = await t.request('POST', '/api/profile/avatar', { as: u, body: form(JPEG, 'me.jpg', 'image/jpeg') });
    expect(res.status).toBe(200);
    expect(await t.fileState(firstKey)).toBe('released');
    const again = await t.request('GET', `/api/profile/avatar/${u.id}`, { as: u });
    expect(again.headers.get('content-type')).toBe('image/jpeg');
    expect((await actionsOf(u.id)).filter((a) => a === 'Aggiornamento Avatar')).toHaveLength(2);
  });

  it('refuses a non-image with the spec message, whatever its name says', async () => {
    const u = await t.user('user');
    const res = await t.request('POST', '/api/profile/avatar', { as: u, body: form(Buffer.from('%PDF-1.4 ' + 'x'.repeat(300)), 'foto.png', 'image/png') });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Seleziona un file immagine valido' });
    expect((await getProfile(u)).avatarUrl).toBeNull();
  });

  it('refuses an image over 5 MB with the spec message', async () => {
    const u = await t.user('user');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await t.request('POST', '/api/profile/avatar', { as: u, body: form(big, 'big.png', 'image/png') });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: 'Il file deve essere inferiore a 5MB' });
    expect((await getProfile(u)).avatarUrl).toBeNull();
  });

  it('shows a role user their own avatar and the staff\'s, and no other user\'s, as if it did not exist', async () => {
    const [client, otherClient, staff, noRole] = await Promise.all([t.user('user'), t.user('user'), t.user('admin'), t.user(null)]);
    for (const person of [client, otherClient, staff]) {
      expect((await t.request('POST', '/api/profile/avatar', { as: person, body: form(PNG, 'me.png', 'image/png') })).status).toBe(200);
    }
    const status = async (as: TestUser, of: TestUser) => (await t.request('GET', `/api/profile/avatar/${of.id}`, { as })).status;
    expect(await status(client, client)).toBe(200);
    expect(await status(client, staff)).toBe(200);
    const refused = await t.request('GET', `/api/profile/avatar/${otherClient.id}`, { as: client });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual(await (await t.request('GET', `/api/profile/avatar/${noRole.id}`, { as: client })).json());
    expect(await status(staff, otherClient)).toBe(200);
    expect(await status(noRole, staff)).toBe(403);
  });

  it('answers 404 for an account without an avatar', async () => {
    const u = await t.user('user');
    expect((await t.request('GET', `/api/profile/avatar/${u.id}`, { as: u })).status).toBe(404);
    expect((await t.request('GET', '/api/profile/avatar/sconosciuto', { as: u })).status).toBe(404);
  });
});

describe('POST /api/profile/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const u = await t.user('user', { password: 'vecchia1' });
    const otherCookie = await t.signIn(u.email, 'vecchia1');
    const res = await t.request('POST', '/api/profile/password', { as: u, json: { currentPassword: 'vecchia1', newPassword: 'nuova12', confirmPassword: 'nuova12' } });
    expect(res.status).toBe(200);
    expect((await t.request('GET', '/api/me', { as: u })).status).toBe(200);
    expect((await t.request('GET', '/api/me', { as: { cookie: otherCookie } })).status).toBe(401);
    await expect(t.signIn(u.email, 'vecchia1')).rejects.toThrow();
    expect(await t.signIn(u.email, 'nuova12')).toContain('=');
    expect(await actionsOf(u.id)).toContain('Aggiornamento Password');
  });

  it('gives the spec messages for a short or mismatched password, and refuses a wrong current one', async () => {
    const u = await t.user('admin', { password: 'attuale1' });
    const cases: [Record<string, string>, string][] = [
      [{ currentPassword: 'attuale1', newPassword: 'abc', confirmPassword: 'abc' }, 'La password deve essere di almeno 6 caratteri'],
      [{ currentPassword: 'attuale1', newPassword: 'abcdef', confirmPassword: 'abcdeg' }, 'Le password non coincidono'],
      [{ currentPassword: 'sbagliata', newPassword: 'abcdefz', confirmPassword: 'abcdefz' }, 'La password attuale non è corretta'],
    ];
    for (const [body, message] of cases) {
      const res = await t.request('POST', '/api/profile/password', { as: u, json: body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    const sessions = await t.ctx.db.select().from(session).where(eq(session.userId, u.id));
    expect(sessions.length).toBeGreaterThan(0);
    expect(await t.signIn(u.email, 'attuale1')).toContain('=');
    expect(await actionsOf(u.id)).not.toContain('Aggiornamento Password');
  });

  it('an account without a password of its own: refused each time, never counted as a wrong guess', async () => {
    const u = await t.user('user');
    await t.ctx.db.delete(account).where(and(eq(account.userId, u.id), eq(account.providerId, 'credential')));
    for (let i = 0; i < 8; i++) {
      const res = await t.request('POST', '/api/profile/password', { as: u, json: { currentPassword: 'qualsiasi', newPassword: 'nuovapass1', confirmPassword: 'nuovapass1' } });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('Impossibile aggiornare la password');
    }
  });
});
