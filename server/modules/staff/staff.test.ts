import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityLog, userRoles } from '../../db/schema';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');

describe('POST /api/staff', () => {
  it('creates a staff member with the default role moderatore, who can sign in', async () => {
    const res = await t.request('POST', '/api/staff', { as: owner, json: { fullName: 'Anna Neri', email: 'Anna.Neri@example.it', password: 'segreta1' } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [role] = await t.ctx.db.select().from(userRoles).where(eq(userRoles.userId, id));
    expect(role?.role).toBe('moderatore');
    const cookie = await t.signIn('anna.neri@example.it', 'segreta1');
    const me = await t.request('GET', '/api/me', { as: { cookie } });
    expect(await me.json()).toMatchObject({ role: 'moderatore', name: 'Anna Neri' });
    const log = await t.ctx.db.select().from(activityLog).where(eq(activityLog.userId, owner.id));
    expect(log.map((l) => l.action)).toContain('Creazione Staff');
  });
});
