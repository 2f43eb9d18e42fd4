import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityLog, clients, countries, documents } from '../../platform/db/schema';
import { createTestApp } from '../../test/test-app';
import type { CountriesOverview } from './countries.service';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');
const admin = await t.user('admin');
const moderator = await t.user('moderatore');
const user = await t.user('user');

// Two approved and one pending client in Cipro, one approved in Malta; two documents in Cipro.
const [cy1, , , mt1] = await t.ctx.db
  .insert(clients)
  .values([
    { companyName: 'Alfa Ltd', countryCode: 'CY', approvalStatus: 'approved' },
    { companyName: 'Beta Ltd', countryCode: 'CY', approvalStatus: 'approved' },
    { companyName: 'Gamma Ltd', countryCode: 'CY', approvalStatus: 'pending' },
    { companyName: 'Delta Ltd', countryCode: 'MT', approvalStatus: 'approved' },
  ])
  .returning();
await t.ctx.db.insert(documents).values(
  [1, 2].map((n) => ({ clientId: cy1!.id, title: `Doc ${n}`, fileName: `doc${n}.pdf`, fileKey: `documents/test-${n}`, fileSize: 100, contentType: 'application/pdf' })),
);
await t.ctx.db.insert(documents).values({ clientId: mt1!.id, title: 'Atto', fileName: 'atto.pdf', fileKey: 'documents/test-mt', fileSize: 100, contentType: 'application/pdf' });

async function overview(as: typeof owner) {
  const res = await t.request('GET', '/api/countries', { as });
  expect(res.status).toBe(200);
  return (await res.json()) as CountriesOverview;
}

describe('GET /api/countries', () => {
  it('lists every country with its counts, most active clients first, and the summary', async () => {
    const body = await overview(owner);
    expect(body.countries).toHaveLength(17);
    expect(body.countries.slice(0, 2).map((c) => c.isoCode)).toEqual(['CY', 'MT']);
    expect(body.countries[0]).toMatchObject({ name: 'Cipro', clientCount: 3, activeClientCount: 2, documentCount: 2, taxRate: '12.50', status: 'active' });
    expect(body.countries[1]).toMatchObject({ name: 'Malta', clientCount: 1, activeClientCount: 1, documentCount: 1 });
    expect(body.countries.find((c) => c.isoCode === 'BG')).toMatchObject({ clientCount: 0, documentCount: 0, status: 'review' });
    expect(body.summary).toEqual({ countries: 17, clients: 4, documents: 3, active: body.countries.filter((c) => c.status === 'active').length });
  });

  it('sends the notes to proprietario and admin only', async () => {
    for (const as of [owner, admin]) {
      const us = (await overview(as)).countries.find((c) => c.isoCode === 'US')!;
      expect(us.notes).toBe('LLC: deposito BOI entro 60 giorni dalla costituzione.');
    }
    const us = (await overview(moderator)).countries.find((c) => c.isoCode === 'US')!;
    expect('notes' in us).toBe(false);
  });

  it('is closed to role user and to visitors', async () => {
    expect((await t.request('GET', '/api/countries', { as: user })).status).toBe(403);
    expect((await t.request('GET', '/api/countries')).status).toBe(401);
  });
});

describe('PATCH /api/countries/:iso', () => {
  it('saves tax rate and status for proprietario and admin, with an activity entry', async () => {
    let res = await t.request('PATCH', '/api/countries/MT', { as: owner, json: { taxRate: '30,5', status: 'review' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ isoCode: 'MT', taxRate: '30.50', status: 'review' });
    res = await t.request('PATCH', '/api/countries/pt', { as: admin, json: { taxRate: '5', status: 'monitoring' } });
    expect(res.status).toBe(200);

    const [mt] = await t.ctx.db.select().from(countries).where(eq(countries.isoCode, 'MT'));
    expect(mt).toMatchObject({ taxRate: '30.50', status: 'review' });
    const [pt] = await t.ctx.db.select().from(countries).where(eq(countries.isoCode, 'PT'));
    expect(pt).toMatchObject({ taxRate: '5.00', status: 'monitoring' });

    const [entry] = await t.ctx.db.select().from(activityLog).where(eq(activityLog.userId, owner.id));
    expect(entry).toMatchObject({ action: 'Modifica Paese', details: 'Malta: aliquota 35% → 30,5%, status Attivo → In Revisione' });
    expect((await t.ctx.db.select().from(activityLog).where(eq(activityLog.userId, admin.id)))[0]?.action).toBe('Modifica Paese');
  });

  it('is refused to moderatore and role user, and changes nothing', async () => {
    for (const as of [moderator, user]) {
      const res = await t.request('PATCH', '/api/countries/HK', { as, json: { taxRate: '1', status: 'review' } });
      expect(res.status).toBe(403);
    }
    expect((await t.request('PATCH', '/api/countries/HK', { json: { taxRate: '1', status: 'review' } })).status).toBe(401);
    const [hk] = await t.ctx.db.select().from(countries).where(eq(countries.isoCode, 'HK'));
    expect(hk).toMatchObject({ taxRate: '16.50', status: 'active' });
    expect(await t.ctx.db.select().from(activityLog).where(eq(activityLog.userId, moderator.id))).toHaveLength(0);
  });

  it('rejects a bad tax rate or status with the Italian message and changes nothing', async () => {
    for (const [json, field, message] of [
      [{ taxRate: '', status: 'active' }, 'taxRate', 'L\'aliquota è obbligatoria'],
      [{ taxRate: '101', status: 'active' }, 'taxRate', 'Inserisci un\'aliquota valida tra 0 e 100 (es. 12,5)'],
      [{ taxRate: 'abc', status: 'active' }, 'taxRate', 'Inserisci un\'aliquota valida tra 0 e 100 (es. 12,5)'],
      [{ taxRate: '-3', status: 'active' }, 'taxRate', 'Inserisci un\'aliquota valida tra 0 e 100 (es. 12,5)'],
      [{ taxRate: '10', status: 'chiuso' }, 'status', 'Seleziona uno status valido'],
    ] as const) {
      const res = await t.request('PATCH', '/api/countries/HK', { as: owner, json });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: string; fieldErrors: Record<string, string> };
      expect(body.code).toBe('VALIDATION');
      expect(body.fieldErrors[field]).toBe(message);
    }
    const [hk] = await t.ctx.db.select().from(countries).where(eq(countries.isoCode, 'HK'));
    expect(hk).toMatchObject({ taxRate: '16.50', status: 'active' });
  });

  it('answers 404 in Italian for an unknown country', async () => {
    const res = await t.request('PATCH', '/api/countries/ZZ', { as: owner, json: { taxRate: '10', status: 'active' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Paese non trovato' });
  });
});
