import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MIN_PASSWORD_LENGTH } from '@domain/schemas/auth';
import { user } from '../db/schema';
import { deliverMail } from '../../test/mail';
import { createTestApp } from '../../test/test-app';
import { COMMON_PASSWORD_MESSAGE, commonPasswordList, isCommonPassword } from './common-passwords';

const t = await createTestApp();
afterAll(() => t.close());

describe('the list of common passwords', () => {
  it('refuses the most used ones, whatever their case', () => {
    for (const password of ['123456', 'password1', 'qwerty123', '111111', 'password', 'iloveyou', 'Password1', 'QWERTY123', 'juventus']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets an uncommon one through', () => {
    for (const password of ['Segreta!123', 'cavallo-batteria-graffetta', 'xq7#Lm2pz']) expect(isCommonPassword(password), password).toBe(false);
  });

  it('holds 100,000 lower-cased entries the length rule would accept', () => {
    const list = commonPasswordList();
    expect(list.size).toBe(100_000);
    for (const entry of list) {
      if (entry.length < MIN_PASSWORD_LENGTH || entry !== entry.toLowerCase()) throw new Error(`voce non valida: ${entry}`);
    }
  });

  it('speaks Italian', () => {
    expect(COMMON_PASSWORD_MESSAGE).toBe('Questa password è tra le più usate e facili da indovinare: scegline un\'altra.');
  });
});

describe('every path that sets a password refuses a common one', () => {

  const refused = async (res: Response, field: string) => {
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'VALIDATION', message: COMMON_PASSWORD_MESSAGE, fieldErrors: { [field]: COMMON_PASSWORD_MESSAGE } });
  };

  it('sign-up: 400 on the password field, no account made', async () => {
    const res = await t.request('POST', '/api/auth/sign-up/email', { json: { email: 'comune@example.it', password: 'password1', name: 'Mario Rossi', callbackURL: '/auth?verified=1' } });
    await refused(res, 'password');
    expect(await t.ctx.db.select().from(user).where(eq(user.email, 'comune@example.it'))).toEqual([]);
  });

  it('reset: 400 on newPassword, the link still good for an uncommon one', async () => {
    const u = await t.user('user');
    await t.request('POST', '/api/auth/request-password-reset', { json: { email: u.email, redirectTo: '/auth?reset=1' } });
    const message = [...(await deliverMail(t))].reverse().find((m) => m.to === u.email);
    const link = new URL(message!.link!);
    const redirect = await t.request('GET', link.pathname + link.search);
    const token = new URL(redirect.headers.get('location')!, 'http://localhost:3000').searchParams.get('token')!;
    await refused(await t.request('POST', '/api/auth/reset-password', { json: { newPassword: 'qwerty123', token } }), 'newPassword');
    expect(await t.signIn(u.email, u.password)).toContain('=');
    expect((await t.request('POST', '/api/auth/reset-password', { json: { newPassword: 'Segreta!123', token } })).status).toBe(200);
  });

  it('profile password change: 400 on newPassword, the password unchanged', async () => {
    const u = await t.user('user', { password: 'Attuale!42' });
    const res = await t.request('POST', '/api/profile/password', { as: u, json: { currentPassword: 'Attuale!42', newPassword: '111111', confirmPassword: '111111' } });
    await refused(res, 'newPassword');
    expect(await t.signIn(u.email, 'Attuale!42')).toContain('=');
  });

  it('staff creation and credentials edit: 400 on the password field', async () => {
    const owner = await t.user('proprietario');
    await refused(await t.request('POST', '/api/staff', { as: owner, json: { fullName: 'Nuovo Staff', email: 'nuovo.staff@example.it', password: '123456' } }), 'password');
    const member = await t.user('moderatore');
    await refused(await t.request('PATCH', `/api/staff/${member.id}/credentials`, { as: owner, json: { password: 'Password1' } }), 'password');
    expect(await t.signIn(member.email, member.password)).toContain('=');
  });

  it('client creation with a login: 400 on the password field, no client made', async () => {
    const owner = await t.user('proprietario');
    const res = await t.request('POST', '/api/clients', {
      as: owner,
      json: { fullName: 'Mario Rossi', companyName: 'Rossi Trading LLC', email: 'cliente.comune@example.it', password: 'iloveyou', countryCode: 'US' },
    });
    await refused(res, 'password');
    expect(await t.ctx.db.select().from(user).where(eq(user.email, 'cliente.comune@example.it'))).toEqual([]);
  });
});
