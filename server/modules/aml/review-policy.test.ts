import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { todayIso } from '@domain/periods';
import { activityLog, amlAssessments, amlFiles, appSettings, obligations } from '../../platform/db/schema';
import { allFactorScores, createAmlEngagementRow, createAmlFileRow, createAmlPartyRow, createAmlRoleRow, plusYears } from '../../seed/factories/aml';
import { createClientRow } from '../../seed/factories/clients';
import { createTestApp, type TestUser } from '../../test/test-app';
import { AML_REVIEW_MONTHS_SETTING } from './review-policy.service';

/*
 * The firm's review intervals (decision 121: no legal interval found, the firm's policy;
 * the ruleset's 36 / 24 / 12 months until the firm sets its own). Dates worked by hand.
 */

const t = await createTestApp();
afterAll(() => t.close());
const db = t.ctx.db;

const owner = await t.user('proprietario');
const admin = await t.user('admin', { fullName: 'Alberto Admin' });
const moderator = await t.user('moderatore');
const roleUser = await t.user('user');

const today = todayIso();
const PATH = '/api/aml/firm/review-policy';
const DEFAULTS = { semplificata: 36, ordinaria: 24, rafforzata: 12 };
const ALL_ONES = allFactorScores(1);

const put = (as: TestUser, json: unknown) => t.request('PUT', PATH, { as, json });
const stored = async () => (await db.select().from(appSettings).where(eq(appSettings.key, AML_REVIEW_MONTHS_SETTING)))[0] ?? null;
const policyLines = () => db.select().from(activityLog).where(eq(activityLog.action, 'Politica di Revisione Antiriciclaggio'));
const fileRow = async (id: string) => (await db.select().from(amlFiles).where(eq(amlFiles.id, id)))[0]!;

/**
 * A Maltese client's file with a company-formation engagement, its assessment drafted with every
 * factor at 1 and signed: 0.3 × 3 + 0.7 × 1 = 1.6, poco significativo, ordinaria. With a PEP
 * owner, rafforzata whatever the score.
 */
async function signedFile(name: string, pep = false) {
  const client = await createClientRow(db, { companyName: name, countryCode: 'MT', approvalStatus: 'approved' });
  const file = await createAmlFileRow(db, { clientId: client.id, clientName: name });
  const engagementId = await createAmlEngagementRow(db, file.id);
  if (pep) {
    const person = await createAmlPartyRow(db, file.id, { name: 'Carla Bianchi', pepStatus: 'in-office', pepOffice: 'Sindaco di Roma', nationality: 'IT', residenceCountry: 'IT' });
    await createAmlRoleRow(db, file.id, { partyId: person, role: 'socio', percent: '60' });
  }
  const { id } = await (await t.request('POST', `/api/aml/files/${file.id}/assessments`, { as: moderator, json: { engagementId, scores: ALL_ONES, note: '' } })).json();
  const signed = await t.request('POST', `/api/aml/assessments/${id}/sign`, { as: owner });
  expect(signed.status).toBe(200);
  return { fileId: file.id, assessmentId: id as string, result: (await signed.json()).result };
}

describe('the firm’s review intervals', () => {
  it('answers the ruleset’s 36 / 24 / 12 months until the firm sets its own, to staff only', async () => {
    const res = await t.request('GET', PATH, { as: moderator });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ months: DEFAULTS, defaults: DEFAULTS, source: 'ruleset' });
    expect((await t.request('GET', PATH, { as: roleUser })).status).toBe(404);
    expect((await t.request('GET', PATH)).status).toBe(401);
  });

  it('answers 404 to a moderatore’s change and a role user’s, and changes nothing', async () => {
    for (const as of [moderator, roleUser]) expect((await put(as, { semplificata: 24, ordinaria: 12, rafforzata: 6 })).status).toBe(404);
    expect(await stored()).toBeNull();
    expect(await policyLines()).toHaveLength(0);
    expect((await (await t.request('GET', PATH, { as: admin })).json()).source).toBe('ruleset');
  });

  it('refuses 0, 61 and a higher risk reviewed less often, with Italian messages on the fields, saving nothing', async () => {
    const zero = await put(admin, { semplificata: 36, ordinaria: 0, rafforzata: 12 });
    expect(zero.status).toBe(400);
    expect((await zero.json()).fieldErrors).toEqual({ ordinaria: 'Almeno 1 mese' });

    const tooMany = await put(admin, { semplificata: 61, ordinaria: 24, rafforzata: 12 });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).fieldErrors).toEqual({ semplificata: 'Al massimo 60 mesi' });

    const inverted = await put(owner, { semplificata: 36, ordinaria: 12, rafforzata: 24 });
    expect(inverted.status).toBe(400);
    const body = await inverted.json();
    expect(body.message).toBe("Non può superare l'intervallo dell'ordinaria (12 mesi): più alto è il rischio, più spesso si rivede");
    expect(body.fieldErrors).toEqual({ rafforzata: body.message });

    const missing = await put(admin, { semplificata: 36, ordinaria: 24 });
    expect(missing.status).toBe(400);
    expect((await missing.json()).fieldErrors).toEqual({ rafforzata: "Indica i mesi tra le revisioni dell'adeguata verifica rafforzata" });

    expect(await stored()).toBeNull();
    expect(await policyLines()).toHaveLength(0);
  });

  it('an admin sets 24 / 12 / 6: new signatures and reviews use them, reviews already scheduled stay where they were', async () => {
    // Signed under the defaults: ordinaria, next review in 24 months.
    const before = await signedFile('Prima Srl');
    expect(before.result).toMatchObject({ level: 'ordinaria', reviewMonths: 24, nextReviewOn: plusYears(today, 2) });

    const res = await put(admin, { semplificata: 24, ordinaria: 12, rafforzata: 6 });
    expect(res.status).toBe(200);
    const firm = { semplificata: 24, ordinaria: 12, rafforzata: 6 };
    expect(await res.json()).toEqual({ months: firm, defaults: DEFAULTS, source: 'firm' });
    expect(await (await t.request('GET', PATH, { as: moderator })).json()).toEqual({ months: firm, defaults: DEFAULTS, source: 'firm' });
    const lines = await policyLines();
    expect(lines.map((l) => [l.userName, l.details])).toEqual([['Alberto Admin', 'Mesi tra una revisione e la successiva: semplificata 36 → 24, ordinaria 24 → 12, rafforzata 12 → 6']]);
    // The same months again change nothing and log nothing.
    expect((await put(admin, firm)).status).toBe(200);
    expect(await policyLines()).toHaveLength(1);

    // Not moved: the earlier file's review and its obligation keep the 24 months they were set with.
    expect((await fileRow(before.fileId)).nextReviewOn).toBe(plusYears(today, 2));
    const [obligation] = await db.select().from(obligations).where(and(eq(obligations.ruleId, 'aml-review'), eq(obligations.dueDate, plusYears(today, 2))));
    expect(obligation).toBeTruthy();

    // Ordinaria now 12 months: signed today, the next review one year on.
    const after = await signedFile('Dopo Srl');
    expect(after.result).toMatchObject({ level: 'ordinaria', reviewMonths: 12, nextReviewOn: plusYears(today, 1) });
    expect((await fileRow(after.fileId)).nextReviewOn).toBe(plusYears(today, 1));
    const [frozen] = await db.select().from(amlAssessments).where(eq(amlAssessments.id, after.assessmentId));
    expect(frozen!.result).toMatchObject({ reviewMonths: 12, nextReviewOn: plusYears(today, 1) });

    // Rafforzata (a PEP owner) now 6 months. A review on 31 August 2025: 31 August + 6 months is
    // 31 February 2026, which does not exist; 2026 is not a leap year, so 28 February 2026.
    const pep = await signedFile('Rossi PEP Srl', true);
    expect(pep.result).toMatchObject({ level: 'rafforzata', reviewMonths: 6 });
    const review = await t.request('POST', `/api/aml/files/${pep.fileId}/reviews`, { as: admin, json: { reviewedOn: '2025-08-31', outcome: 'Carica pubblica confermata' } });
    expect(review.status).toBe(201);
    expect((await review.json()).nextReviewOn).toBe('2026-02-28');
    expect((await fileRow(pep.fileId)).nextReviewOn).toBe('2026-02-28');
  });
});
