import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@domain/periods';
import { amlFiles } from '../../platform/db/schema';
import { createAmlFileRow, createAmlPartyRow, createAmlRoleRow } from '../../seed/factories/aml';
import { createTestApp } from '../../test/test-app';

/*
 * A change of people or roles that makes a new beneficial owner (art. 20) brings the review of a
 * file with a signed assessment forward to today; a file not yet assessed has no review to move.
 */

const t = await createTestApp();
afterAll(() => t.close());
const db = t.ctx.db;
const staff = await t.user('moderatore');
const today = todayIso();
const nextYear = addDays(today, 365);

/** A file with Mario Rossi holding 10% of the client and Beta Holding Ltd 40%; assessed (ordinaria) unless told otherwise. */
async function file(assessed = true) {
  const { id } = await createAmlFileRow(db);
  if (assessed) await db.update(amlFiles).set({ level: 'ordinaria', nextReviewOn: nextYear, reviewTrigger: 'scheduled' }).where(eq(amlFiles.id, id));
  const mario = await createAmlPartyRow(db, id, { name: 'Mario Rossi' });
  const beta = await createAmlPartyRow(db, id, { kind: 'legal', name: 'Beta Holding Ltd' });
  const marioShare = await createAmlRoleRow(db, id, { partyId: mario, percent: '10' });
  await createAmlRoleRow(db, id, { partyId: beta, percent: '40' });
  return { id, mario, beta, marioShare };
}

const review = async (id: string) => (await db.select({ nextReviewOn: amlFiles.nextReviewOn, reviewTrigger: amlFiles.reviewTrigger }).from(amlFiles).where(eq(amlFiles.id, id)))[0];
const share = (partyId: string, percent: string) => ({ partyId, role: 'socio', percent, fromDate: '2020-01-01' });
const putRole = (roleId: string, body: object) => t.request('PUT', `/api/aml/roles/${roleId}`, { as: staff, json: body });

describe('a new beneficial owner', () => {
  it('brings the review forward when a share edited passes 25%', async () => {
    const { id, mario, marioShare } = await file();
    // 20% is not more than 25%: no owner yet, the review stays.
    expect((await putRole(marioShare, share(mario, '20'))).status).toBe(200);
    expect(await review(id)).toEqual({ nextReviewOn: nextYear, reviewTrigger: 'scheduled' });
    // 30% > 25% (art. 20 c. 2): Mario becomes an owner.
    expect((await putRole(marioShare, share(mario, '30'))).status).toBe(200);
    expect(await review(id)).toEqual({ nextReviewOn: today, reviewTrigger: 'new-owner' });
  });

  it('brings the review forward when a holder of more than 25% turns out to be a natural person', async () => {
    const { id, beta } = await file();
    const res = await t.request('PUT', `/api/aml/parties/${beta}`, { as: staff, json: { kind: 'natural', name: 'Beta Bianchi', pepSource: 'Dichiarazione del cliente' } });
    expect(res.status).toBe(200);
    expect(await review(id)).toEqual({ nextReviewOn: today, reviewTrigger: 'new-owner' });
  });

  it('brings the review forward when a role added makes an owner, not when the owners stay the same', async () => {
    const { id, mario } = await file();
    const anna = await createAmlPartyRow(db, id, { name: 'Anna Neri' });
    // An administrator is read as owner only with a reason given (art. 20 c. 5): none here.
    expect((await t.request('POST', `/api/aml/files/${id}/roles`, { as: staff, json: { partyId: anna, role: 'amministratore', fromDate: '2020-01-01' } })).status).toBe(201);
    expect(await review(id)).toEqual({ nextReviewOn: nextYear, reviewTrigger: 'scheduled' });
    // Mario's 10% plus 20% in a second share: 30% in all.
    expect((await t.request('POST', `/api/aml/files/${id}/roles`, { as: staff, json: share(mario, '20') })).status).toBe(201);
    expect(await review(id)).toEqual({ nextReviewOn: today, reviewTrigger: 'new-owner' });
  });

  it('moves nothing in a file not yet assessed', async () => {
    const { id, mario, marioShare } = await file(false);
    expect((await putRole(marioShare, share(mario, '30'))).status).toBe(200);
    expect(await review(id)).toEqual({ nextReviewOn: null, reviewTrigger: null });
  });

  it('still refuses shares of one company past 100%, counting the roles already there', async () => {
    const { id, mario, marioShare } = await file();
    const res = await putRole(marioShare, share(mario, '61'));
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({ percent: expect.stringMatching(/supererebbero il 100%$/) });
    expect((await t.request('POST', `/api/aml/files/${id}/roles`, { as: staff, json: share(mario, '51') })).status).toBe(400);
    expect((await putRole(marioShare, share(mario, '60'))).status).toBe(200);
  });
});
