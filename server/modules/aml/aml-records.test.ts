import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { decText } from '@domain/aml/decimal';
import { assessClientRisk } from '@domain/aml/risk';
import { addDays, todayIso } from '@domain/periods';
import { activityLog, amlAccessLog, amlAssessments, amlEngagements, amlEvidence, amlFiles, amlParties, amlReviews, documents, obligations, user } from '../../platform/db/schema';
import { allFactorScores, createAmlEngagementRow, createAmlFileRow, createAmlPartyRow, createAmlRoleRow, identificationForm, plusYears } from '../../seed/factories/aml';
import { createClientRow } from '../../seed/factories/clients';
import { createTestApp, type TestUser } from '../../test/test-app';
import { appendAccess, OPEN_SITTING_MS } from './access-log';
import { purgeExpiredFiles } from './retention.service';
import { bringForwardExpiredDocuments } from './reviews.service';

/*
 * The AML file's records, worked by hand from decision 121 (docs/decisions/121-aml-rules-and-sources.md)
 * and the CNDCEC technical rules it cites: RT2 effective risk = 30% inherent + 70% specific, the
 * specific risk the mean of the ten Table A and B factors, the 1 / 1.6 / 2.6 / 3.6 scale, the
 * firm's review intervals (36/24/12 months), ten years of retention (artt. 31-32 D.Lgs. 231/2007).
 */

const t = await createTestApp();
afterAll(() => t.close());
const db = t.ctx.db;

const owner = await t.user('proprietario', { fullName: 'Paola Titolare' });
const admin = await t.user('admin');
const moderator = await t.user('moderatore');

const today = todayIso();
/** `day` plus twelve months, i.e. one year. */
const plusMonths12 = (day: string) => plusYears(day, 1);

const ALL_ONES = allFactorScores(1);

/** A file for a Maltese client (not a high-risk country), with a company-formation engagement. */
async function fileWithEngagement(name = 'Rossi Trading Ltd') {
  const client = await createClientRow(db, { companyName: name, countryCode: 'MT', approvalStatus: 'approved' });
  const file = await createAmlFileRow(db, { clientId: client.id, clientName: name });
  const engagementId = await createAmlEngagementRow(db, file.id);
  return { fileId: file.id, clientId: client.id, engagementId };
}

const draft = (as: TestUser, fileId: string, engagementId: string, scores: Record<string, number> = ALL_ONES) =>
  t.request('POST', `/api/aml/files/${fileId}/assessments`, { as, json: { engagementId, scores, note: 'Cliente noto' } });
const sign = (as: TestUser, id: string) => t.request('POST', `/api/aml/assessments/${id}/sign`, { as });
const fileRow = async (id: string) => (await db.select().from(amlFiles).where(eq(amlFiles.id, id)))[0]!;


describe('risk assessment (RT2)', () => {
  it('signs company formation with all ten factors at 1: effective exactly 1.6, poco significativo, ordinaria, review in 24 months', async () => {
    const { fileId, engagementId } = await fileWithEngagement();
    const created = await draft(moderator, fileId, engagementId);
    expect(created.status).toBe(201);
    const { id, version } = await created.json();
    expect(version).toBe(1);

    const signed = await sign(owner, id);
    expect(signed.status).toBe(200);
    const { result } = await signed.json();
    // Inherent 3 (company formation in the firm's catalogue); specific = mean of ten 1s = 1;
    // 0.3 × 3 + 0.7 × 1 = 0.9 + 0.7 = 1.6, the first value of the "poco significativo" band [1.6, 2.6).
    expect(result).toMatchObject({ rulesetId: 'cndcec-2025', assessedOn: today, inherent: '3', specific: '1', effective: '1.6', significance: 'poco-significativo', level: 'ordinaria', forcedReasons: [] });
    expect(result.nextReviewOn).toBe(plusYears(today, 2));

    const file = await fileRow(fileId);
    expect(file).toMatchObject({ level: 'ordinaria', nextReviewOn: plusYears(today, 2), reviewTrigger: null });
    const [engagement] = await db.select().from(amlEngagements).where(eq(amlEngagements.id, engagementId));
    expect(engagement!.completedOn).toBe(today);
    const review = await db.select().from(obligations).where(and(eq(obligations.ruleId, 'aml-review'), eq(obligations.dueDate, plusYears(today, 2))));
    expect(review).toHaveLength(1);

    const listed = await (await t.request('GET', `/api/aml/files/${fileId}/assessments`, { as: moderator })).json();
    expect(listed.ruleset.tableA.map((f: { id: string }) => f.id)).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect(listed.versions[0]).toMatchObject({ status: 'signed', signedByName: 'Paola Titolare', level: 'ordinaria' });
    expect(listed.versions[0].inputs.countries).toEqual([{ code: 'MT', role: 'Paese del cliente' }]);
  });

  it('refuses to change a signed version (409, the database refusing too) and keeps it as it was beside the next one', async () => {
    const { fileId, engagementId } = await fileWithEngagement();
    const { id } = await (await draft(moderator, fileId, engagementId)).json();
    await sign(admin, id);
    const [before] = await db.select().from(amlAssessments).where(eq(amlAssessments.id, id));

    const edit = await t.request('PUT', `/api/aml/assessments/${id}`, { as: moderator, json: { engagementId, scores: { ...ALL_ONES, A1: 4 }, note: '' } });
    expect(edit.status).toBe(409);
    expect((await edit.json()).message).toBe('Una valutazione firmata non si modifica: crea una nuova versione');
    await expect(db.update(amlAssessments).set({ note: 'ritoccata' }).where(eq(amlAssessments.id, id))).rejects.toThrow();

    const next = await draft(moderator, fileId, engagementId, { ...ALL_ONES, A1: 4 });
    expect(next.status).toBe(201);
    expect((await next.json()).version).toBe(2);
    const again = await draft(moderator, fileId, engagementId);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("C'è già una valutazione in bozza");

    const [after] = await db.select().from(amlAssessments).where(eq(amlAssessments.id, id));
    expect(after).toEqual(before);
    const listed = await (await t.request('GET', `/api/aml/files/${fileId}/assessments`, { as: moderator })).json();
    expect(listed.versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [2, 'draft'],
      [1, 'signed'],
    ]);
    // What the screen's live result is computed with: the file as it is today and the firm's months.
    expect(listed.current).toEqual({ assessedOn: today, persons: [], countries: [{ code: 'MT', role: 'Paese del cliente' }], reviewMonths: { semplificata: 36, ordinaria: 24, rafforzata: 12 } });
    // With them, the draft (A1 at 4, the others at 1): specific = 13 / 10 = 1.3; 0.3 × 3 + 0.7 × 1.3 = 0.9 + 0.91 = 1.81.
    const live = assessClientRisk({ ...listed.current, serviceId: 'costituzione-societa', scores: listed.versions[0].scores }, { reviewMonths: listed.current.reviewMonths });
    expect([decText(live.specific), decText(live.effective), live.level]).toEqual(['1.3', '1.81', 'ordinaria']);
  });

  it('keeps a signed version when the account that drafted and signed it is deleted, with the names it recorded', async () => {
    const { fileId, engagementId } = await fileWithEngagement('Conti Partners Ltd');
    const signer = await t.user('admin', { fullName: 'Ugo Uscente' });
    const { id } = await (await draft(signer, fileId, engagementId)).json();
    expect((await sign(signer, id)).status).toBe(200);
    // Deleting the account clears the links to it (ON DELETE SET NULL): the signed row's content stays as it was.
    await db.delete(user).where(eq(user.id, signer.id));
    const [row] = await db.select().from(amlAssessments).where(eq(amlAssessments.id, id));
    expect(row).toMatchObject({ status: 'signed', createdBy: null, signedBy: null, createdByName: 'Ugo Uscente', signedByName: 'Ugo Uscente' });
    // Anything else in it is still refused.
    await expect(db.update(amlAssessments).set({ note: 'ritoccata' }).where(eq(amlAssessments.id, id))).rejects.toThrow();
    await expect(db.update(amlAssessments).set({ signedBy: owner.id }).where(eq(amlAssessments.id, id))).rejects.toThrow();
  });

  it('forces enhanced due diligence for a PEP owner, says why, and reviews in 12 months', async () => {
    const { fileId, engagementId } = await fileWithEngagement('Bianchi Holding Ltd');
    const pep = await createAmlPartyRow(db, fileId, { name: 'Carla Bianchi', pepStatus: 'in-office', pepOffice: 'Sindaco di Roma', nationality: 'IT', residenceCountry: 'IT' });
    await createAmlRoleRow(db, fileId, { partyId: pep, role: 'socio', percent: '60' });
    const { id } = await (await draft(moderator, fileId, engagementId)).json();
    const { result } = await (await sign(owner, id)).json();
    // The score alone gives ordinaria (1.6, as above); a PEP forces rafforzata (art. 24 c. 5, decision 121), reviewed every 12 months.
    expect(result).toMatchObject({ effective: '1.6', scoreLevel: 'ordinaria', level: 'rafforzata', reviewMonths: 12, nextReviewOn: plusMonths12(today) });
    expect(result.forcedReasons).toHaveLength(1);
    expect(result.forcedReasons[0]).toContain('Carla Bianchi');
    expect(result.forcedReasons[0]).toContain('Sindaco di Roma');
    expect((await fileRow(fileId)).level).toBe('rafforzata');
    const [row] = await db.select().from(amlAssessments).where(eq(amlAssessments.id, id));
    expect((row!.inputs as { persons: unknown[] }).persons).toEqual([{ name: 'Carla Bianchi', role: 'Titolare effettivo', pep: { status: 'in-office', office: 'Sindaco di Roma' } }]);
  });

  it('lets a moderatore draft but answers 404 to their signature and changes nothing', async () => {
    const { fileId, engagementId } = await fileWithEngagement();
    const { id } = await (await draft(moderator, fileId, engagementId)).json();
    const res = await sign(moderator, id);
    expect(res.status).toBe(404);
    const [row] = await db.select().from(amlAssessments).where(eq(amlAssessments.id, id));
    expect(row!.status).toBe('draft');
    expect((await fileRow(fileId)).level).toBeNull();
  });

  it('refuses to sign with factors unscored (400 naming them) or an engagement of another file, and an unknown factor', async () => {
    const { fileId, engagementId } = await fileWithEngagement();
    const other = await fileWithEngagement('Altro Cliente Ltd');
    const { id } = await (await draft(moderator, fileId, engagementId, { A1: 2, A2: 2 })).json();
    const res = await sign(owner, id);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['scores.A3', 'scores.A4', 'scores.B1', 'scores.B2', 'scores.B3', 'scores.B4', 'scores.B5', 'scores.B6']);
    expect(body.message).toContain('Area geografica di destinazione');

    const foreign = await t.request('PUT', `/api/aml/assessments/${id}`, { as: moderator, json: { engagementId: other.engagementId, scores: ALL_ONES } });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).fieldErrors.engagementId).toBeDefined();
    const unknown = await t.request('PUT', `/api/aml/assessments/${id}`, { as: moderator, json: { engagementId, scores: { ...ALL_ONES, Z9: 2 } } });
    expect(unknown.status).toBe(400);
    const [row] = await db.select().from(amlAssessments).where(eq(amlAssessments.id, id));
    expect(row!.scores).toEqual({ A1: 2, A2: 2 });
  });
});

describe('reviews, abstention, end of the relationship', () => {
  it('records a review with the trigger the file had and moves the next one by the level’s months', async () => {
    const { fileId, engagementId } = await fileWithEngagement();
    const { id } = await (await draft(moderator, fileId, engagementId)).json();
    await sign(owner, id);
    const before = await fileRow(fileId);
    await db.update(amlFiles).set({ reviewTrigger: 'new-owner' }).where(eq(amlFiles.id, fileId));

    const refused = await t.request('POST', `/api/aml/files/${fileId}/reviews`, { as: moderator, json: { reviewedOn: today, outcome: 'Nessuna variazione' } });
    expect(refused.status).toBe(404);
    const res = await t.request('POST', `/api/aml/files/${fileId}/reviews`, { as: admin, json: { reviewedOn: today, outcome: 'Nuovo socio verificato, profilo invariato' } });
    expect(res.status).toBe(201);
    // Ordinaria: the next review 24 months after the review (decision 121, firm policy).
    expect((await res.json()).nextReviewOn).toBe(plusYears(today, 2));
    expect(await fileRow(fileId)).toMatchObject({ nextReviewOn: plusYears(today, 2), reviewTrigger: null });
    const list = await (await t.request('GET', `/api/aml/files/${fileId}/reviews`, { as: moderator })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ trigger: 'new-owner', dueOn: before.nextReviewOn, reviewedOn: today, outcome: 'Nuovo socio verificato, profilo invariato' });

    const future = await t.request('POST', `/api/aml/files/${fileId}/reviews`, { as: admin, json: { reviewedOn: addDays(today, 1), outcome: 'Domani' } });
    expect(future.status).toBe(400);
  });

  it('records the abstention once, and then no engagement opens', async () => {
    const { fileId, engagementId } = await fileWithEngagement();
    const { id } = await (await draft(owner, fileId, engagementId)).json();
    expect((await sign(owner, id)).status).toBe(200);
    expect((await fileRow(fileId)).nextReviewOn).not.toBeNull();
    const body = { decidedOn: today, reason: 'Il cliente non ha fornito i dati del titolare effettivo' };
    expect((await t.request('POST', `/api/aml/files/${fileId}/abstention`, { as: owner, json: body })).status).toBe(200);
    const again = await t.request('POST', `/api/aml/files/${fileId}/abstention`, { as: owner, json: body });
    expect(again.status).toBe(409);
    // Watched no more: no next review, none to record.
    expect(await fileRow(fileId)).toMatchObject({ abstainedOn: today, abstentionReason: body.reason, abstainedBy: owner.id, nextReviewOn: null });
    const review = await t.request('POST', `/api/aml/files/${fileId}/reviews`, { as: owner, json: { reviewedOn: today, outcome: 'Controllo dopo l’astensione' } });
    expect(review.status).toBe(409);
    expect((await review.json()).message).toMatch(/^Astensione registrata il .*: il fascicolo non si rivede più/);
    const engagement = await t.request('POST', `/api/aml/files/${fileId}/engagements`, {
      as: moderator,
      json: { serviceId: 'consulenza-fiscale', purpose: 'Consulenza', nature: 'Consulenza fiscale', openedOn: today },
    });
    expect(engagement.status).toBe(409);
  });

  it('ends the relationship: ten years of retention, open engagements closed, no review due, refused a second time', async () => {
    const { fileId, engagementId } = await fileWithEngagement();
    const { id } = await (await draft(owner, fileId, engagementId)).json();
    expect((await sign(owner, id)).status).toBe(200);
    expect((await fileRow(fileId)).nextReviewOn).not.toBeNull();
    const endedOn = addDays(today, -3);
    const res = await t.request('POST', `/api/aml/files/${fileId}/end`, { as: owner, json: { endedOn } });
    expect(res.status).toBe(200);
    // Artt. 31-32 D.Lgs. 231/2007: ten years from the end of the service.
    expect(await res.json()).toEqual({ relationshipEndedOn: endedOn, retainUntil: plusYears(endedOn, 10) });
    const [engagement] = await db.select().from(amlEngagements).where(eq(amlEngagements.id, engagementId));
    expect(engagement!.closedOn).toBe(endedOn);
    // Watched no more: no next review, so never among the files whose review is due.
    expect(await fileRow(fileId)).toMatchObject({ nextReviewOn: null, reviewTrigger: null });
    // A version signed afterwards, for the record, schedules nothing.
    const late = await (await draft(owner, fileId, engagementId)).json();
    expect((await sign(owner, late.id)).status).toBe(200);
    expect((await fileRow(fileId)).nextReviewOn).toBeNull();
    expect((await t.request('POST', `/api/aml/files/${fileId}/end`, { as: owner, json: { endedOn } })).status).toBe(409);
  });

  it('keeps the file, its people, evidence and stored bytes when the client is deleted', async () => {
    const { fileId, clientId } = await fileWithEngagement('Verdi Consulting Ltd');
    const party = await createAmlPartyRow(db, fileId, { name: 'Luca Verdi' });
    expect((await t.request('POST', `/api/aml/files/${fileId}/identifications`, { as: moderator, body: identificationForm(party) })).status).toBe(201);
    const [evidence] = await db.select().from(amlEvidence).where(eq(amlEvidence.fileId, fileId));

    expect((await t.request('DELETE', `/api/clients/${clientId}`, { as: owner })).status).toBe(200);

    expect(await fileRow(fileId)).toMatchObject({ clientId: null, clientName: 'Verdi Consulting Ltd', relationshipEndedOn: today, retainUntil: plusYears(today, 10) });
    expect(await db.select({ id: amlParties.id }).from(amlParties).where(eq(amlParties.fileId, fileId))).toEqual([{ id: party }]);
    expect(await db.select({ id: amlEvidence.id }).from(amlEvidence).where(eq(amlEvidence.fileId, fileId))).toEqual([{ id: evidence!.id }]);
    expect(await t.ctx.storage.size(evidence!.fileKey)).toBe(evidence!.fileSize);
    expect(await t.fileState(evidence!.fileKey)).toBeNull();
    const opened = await t.request('GET', `/api/aml/files/${fileId}`, { as: moderator });
    expect(opened.status).toBe(200);
  });

  it('brings the review forward once when a person’s latest identity document expired after the last check', async () => {
    const { fileId, engagementId } = await fileWithEngagement();
    const party = await createAmlPartyRow(db, fileId, { name: 'Anna Neri' });
    const identified = await t.request('POST', `/api/aml/files/${fileId}/identifications`, {
      as: moderator,
      body: identificationForm(party, { issuedOn: '2015-01-10', expiresOn: addDays(today, -1), identifiedOn: addDays(today, -400) }),
    });
    expect(identified.status).toBe(201);
    // A signed assessment from before the expiry (rows are inserted as signed: a signed row is never updated).
    await db.insert(amlAssessments).values({ fileId, version: 1, status: 'signed', engagementId, scores: ALL_ONES, createdByName: 'Studio', assessedOn: addDays(today, -300), level: 'ordinaria', signedByName: 'Studio' });
    await db.update(amlFiles).set({ level: 'ordinaria', nextReviewOn: addDays(today, 400) }).where(eq(amlFiles.id, fileId));

    expect(await bringForwardExpiredDocuments(db, today)).toBe(1);
    expect(await fileRow(fileId)).toMatchObject({ reviewTrigger: 'expired-document', nextReviewOn: today });
    expect(await bringForwardExpiredDocuments(db, addDays(today, 1))).toBe(0);

    await t.request('POST', `/api/aml/files/${fileId}/reviews`, { as: owner, json: { reviewedOn: today, outcome: 'Chiesto il nuovo passaporto' } });
    const [review] = await db.select().from(amlReviews).where(eq(amlReviews.fileId, fileId));
    expect(review!.trigger).toBe('expired-document');
    // The review came after the expiry: the same document does not bring the next one forward.
    expect(await bringForwardExpiredDocuments(db, addDays(today, 1))).toBe(0);
    expect((await fileRow(fileId)).reviewTrigger).toBeNull();
  });
});

describe('identification', () => {
  it('files the uploaded copy among the client’s private documents, its number and expiry written the Italian way', async () => {
    const { fileId, clientId } = await fileWithEngagement('Conti Shipping Ltd');
    const mario = await createAmlPartyRow(db, fileId, { name: 'Mario Rossi' });
    const res = await t.request('POST', `/api/aml/files/${fileId}/identifications`, { as: moderator, body: identificationForm(mario, { documentNumber: 'YA7654321', expiresOn: '2030-03-01' }) });
    expect(res.status).toBe(201);
    const [document] = await db.select().from(documents).where(eq(documents.clientId, clientId));
    expect(document).toMatchObject({ title: 'Passaporto di Mario Rossi', description: 'N. YA7654321, scade il 01/03/2030', accessLevel: 'private' });
  });
});

describe('retention purge', () => {
  it('purges a file past retention with its evidence released, keeps one not yet past, and the database refuses any other delete', async () => {
    const past = await fileWithEngagement('Scaduto Ltd');
    const kept = await fileWithEngagement('In Conservazione Ltd');
    const party = await createAmlPartyRow(db, past.fileId, { name: 'Piero Scaduto' });
    expect((await t.request('POST', `/api/aml/files/${past.fileId}/identifications`, { as: moderator, body: identificationForm(party) })).status).toBe(201);
    const [evidence] = await db.select().from(amlEvidence).where(eq(amlEvidence.fileId, past.fileId));
    await db.update(amlFiles).set({ relationshipEndedOn: '2014-01-10', retainUntil: addDays(today, -1) }).where(eq(amlFiles.id, past.fileId));
    await db.update(amlFiles).set({ relationshipEndedOn: '2016-01-10', retainUntil: today }).where(eq(amlFiles.id, kept.fileId));
    await t.request('GET', `/api/aml/files/${past.fileId}`, { as: moderator });

    await expect(db.delete(amlFiles).where(eq(amlFiles.id, kept.fileId))).rejects.toThrow();
    await expect(db.delete(amlParties).where(eq(amlParties.id, party))).rejects.toThrow();

    expect(await purgeExpiredFiles(db, today)).toBe(1);
    expect(await db.select().from(amlFiles).where(eq(amlFiles.id, past.fileId))).toEqual([]);
    expect(await db.select().from(amlParties).where(eq(amlParties.fileId, past.fileId))).toEqual([]);
    expect(await db.select().from(amlEvidence).where(eq(amlEvidence.fileId, past.fileId))).toEqual([]);
    expect(await t.fileState(evidence!.fileKey)).toBe('released');
    expect(await fileRow(kept.fileId)).toBeDefined();
    // The access log outlives the file it recorded.
    expect((await db.select().from(amlAccessLog).where(eq(amlAccessLog.fileId, past.fileId))).length).toBeGreaterThan(0);
    const [line] = await db.select().from(activityLog).where(eq(activityLog.action, 'Eliminazione Fascicolo Antiriciclaggio'));
    expect(line!.details).toContain('Scaduto Ltd');
    // The setting held for the purge's transaction only.
    await expect(db.delete(amlFiles).where(eq(amlFiles.id, kept.fileId))).rejects.toThrow();
  });
});

describe('access log', () => {
  const open = (fileId: string, as = moderator) => t.request('GET', `/api/aml/files/${fileId}`, { as });
  const log = async (fileId: string) => (await t.request('GET', `/api/aml/files/${fileId}/access-log`, { as: moderator })).json();
  async function removeLine(fileId: string, seq: number) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table aml_access_log disable trigger aml_access_log_append_only`);
      await tx.delete(amlAccessLog).where(and(eq(amlAccessLog.fileId, fileId), eq(amlAccessLog.seq, seq)));
      await tx.execute(sql`alter table aml_access_log enable trigger aml_access_log_append_only`);
    });
  }

  it('holds after three opens, and shows a removed middle line or a removed last line', async () => {
    const a = await fileWithEngagement();
    const b = await fileWithEngagement('Altro Ltd');
    // Three sittings: the moderatore, the admin, the moderatore again.
    for (const who of [moderator, admin, moderator]) {
      await open(a.fileId, who);
      await open(b.fileId, who);
    }
    const intact = await log(a.fileId);
    expect(intact.check).toEqual({ intact: true, lines: 3, expected: 3, problem: null });
    expect(intact.lines.map((l: { seq: number; action: string }) => [l.seq, l.action])).toEqual([
      [1, 'open'],
      [2, 'open'],
      [3, 'open'],
    ]);

    await expect(db.delete(amlAccessLog).where(eq(amlAccessLog.fileId, a.fileId))).rejects.toThrow();
    await expect(db.update(amlAccessLog).set({ userName: 'Altri' }).where(eq(amlAccessLog.fileId, a.fileId))).rejects.toThrow();

    await removeLine(a.fileId, 2);
    const middle = await log(a.fileId);
    expect(middle.check.intact).toBe(false);
    expect(middle.check.problem).toContain('riga 2');

    await removeLine(b.fileId, 3);
    const last = await log(b.fileId);
    expect(last.check).toMatchObject({ intact: false, lines: 2, expected: 3 });
    expect(last.check.problem).toContain('mancano le ultime');
  });

  it('writes one line per sitting: a reload by the same person within half an hour adds none', async () => {
    const { fileId } = await fileWithEngagement('Sessione Ltd');
    await open(fileId);
    await open(fileId);
    await open(fileId);
    expect((await log(fileId)).check).toMatchObject({ intact: true, lines: 1 });
    const [first] = await db.select({ at: amlAccessLog.at }).from(amlAccessLog).where(eq(amlAccessLog.fileId, fileId));
    const actor = { id: moderator.id, name: 'Moderatore' };
    await db.transaction((tx) => appendAccess(tx, actor, fileId, 'open', '', new Date(first!.at.getTime() + OPEN_SITTING_MS - 1000)));
    expect((await log(fileId)).check.lines).toBe(1);
    await db.transaction((tx) => appendAccess(tx, actor, fileId, 'open', '', new Date(first!.at.getTime() + OPEN_SITTING_MS)));
    const after = await log(fileId);
    expect(after.lines.map((l: { action: string }) => l.action)).toEqual(['open', 'open']);
    expect(after.check.intact).toBe(true);
  });
});
