import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@domain/periods';
import { amlFirmReminders, amlSelfAssessments, amlTrainings, mailMessages } from '../../platform/db/schema';
import { createTestApp } from '../../test/test-app';
import { sendSelfAssessmentReminders } from './firm.service';

/*
 * The firm's part (CNDCEC RT1, as read in decision 121): four inherent and four vulnerability
 * factors scored 1-4, each side the mean of its factors, residual = 40% inherent + 60% vulnerability,
 * classed on the 1 / 1.6 / 2.6 / 3.6 scale; renewed every year, signed by the proprietario.
 */

const t = await createTestApp();
afterAll(() => t.close());
const db = t.ctx.db;

const owner = await t.user('proprietario', { fullName: 'Paola Titolare' });
const admin = await t.user('admin', { fullName: 'Marco Admin' });
const moderator = await t.user('moderatore', { fullName: 'Sara Moderatrice' });
const clientLogin = await t.user('user');

const today = todayIso();
const INHERENT = { clientela: 2, 'area-geografica': 2, canali: 1, servizi: 3 };
const VULNERABILITY = { formazione: 1, 'adeguata-verifica': 2, conservazione: 1, segnalazioni: 2 };

describe('self-assessment (RT1)', () => {
  it('is drafted by an admin, signed only by the proprietario (the admin gets 404), then frozen, with the next one due a year later', async () => {
    const created = await t.request('POST', '/api/aml/firm/self-assessments', { as: admin, json: { inherent: INHERENT, vulnerability: VULNERABILITY, note: 'Prima autovalutazione' } });
    expect(created.status).toBe(201);
    const { id, version } = await created.json();
    expect(version).toBe(1);
    expect((await t.request('POST', '/api/aml/firm/self-assessments', { as: admin, json: { inherent: INHERENT, vulnerability: VULNERABILITY } })).status).toBe(409);
    expect((await t.request('POST', '/api/aml/firm/self-assessments', { as: moderator, json: { inherent: INHERENT, vulnerability: VULNERABILITY } })).status).toBe(404);

    expect((await t.request('POST', `/api/aml/firm/self-assessments/${id}/sign`, { as: admin })).status).toBe(404);
    expect((await db.select().from(amlSelfAssessments).where(eq(amlSelfAssessments.id, id)))[0]!.status).toBe('draft');

    const signed = await t.request('POST', `/api/aml/firm/self-assessments/${id}/sign`, { as: owner });
    expect(signed.status).toBe(200);
    const body = await signed.json();
    // Inherent (2 + 2 + 1 + 3) / 4 = 2; vulnerability (1 + 2 + 1 + 2) / 4 = 1.5;
    // residual 0.4 × 2 + 0.6 × 1.5 = 0.8 + 0.9 = 1.7: "poco significativo" [1.6, 2.6).
    expect(body.result).toEqual({ rulesetId: 'cndcec-2025', inherent: '2', vulnerability: '1.5', residual: '1.7', significance: 'poco-significativo' });
    const [y, m, d] = today.split('-');
    const nextYear = `${Number(y) + 1}-${m}-${m === '02' && d === '29' ? '28' : d}`;
    expect(body.nextDueOn).toBe(nextYear);

    const edit = await t.request('PUT', `/api/aml/firm/self-assessments/${id}`, { as: admin, json: { inherent: { ...INHERENT, canali: 4 }, vulnerability: VULNERABILITY } });
    expect(edit.status).toBe(409);
    const firm = await (await t.request('GET', '/api/aml/firm', { as: moderator })).json();
    expect(firm.nextDueOn).toBe(nextYear);
    expect(firm.ruleset.inherentFactors).toHaveLength(4);
    expect(firm.versions[0]).toMatchObject({ version: 1, status: 'signed', signedByName: 'Paola Titolare', result: { residual: '1.7' }, missing: [] });
    expect((await t.request('GET', '/api/aml/firm', { as: clientLogin })).status).toBe(404);
  });

  it('refuses to sign a draft with factors unscored, naming them', async () => {
    const { id } = await (await t.request('POST', '/api/aml/firm/self-assessments', { as: admin, json: { inherent: { clientela: 2 }, vulnerability: {} } })).json();
    const firm = await (await t.request('GET', '/api/aml/firm', { as: admin })).json();
    expect(firm.versions[0]).toMatchObject({ status: 'draft', result: null });
    expect(firm.versions[0].missing).toHaveLength(7);
    const res = await t.request('POST', `/api/aml/firm/self-assessments/${id}/sign`, { as: owner });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fieldErrors['vulnerability.formazione']).toBeDefined();
    expect(body.message).toContain('Canali distributivi');
  });
});

describe('training register', () => {
  it('records a training with staff attendees, their names kept, and refuses anyone who is not staff', async () => {
    const refused = await t.request('POST', '/api/aml/firm/trainings', { as: admin, json: { heldOn: today, topic: 'Adeguata verifica 2025', hours: '2', attendeeIds: [moderator.id, clientLogin.id] } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors.attendeeIds).toBeDefined();
    const tooFine = await t.request('POST', '/api/aml/firm/trainings', { as: admin, json: { heldOn: today, topic: 'Adeguata verifica 2025', hours: '1,555', attendeeIds: [moderator.id] } });
    expect(tooFine.status).toBe(400);
    expect((await tooFine.json()).fieldErrors.hours).toBe('Indica le ore con al massimo due decimali');
    expect(await db.select().from(amlTrainings)).toEqual([]);

    const res = await t.request('POST', '/api/aml/firm/trainings', { as: admin, json: { heldOn: addDays(today, -30), topic: 'Titolare effettivo', hours: '1,5', attendeeIds: [moderator.id, owner.id] } });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ hours: '1.5', attendees: [{ id: moderator.id, name: 'Sara Moderatrice' }, { id: owner.id, name: 'Paola Titolare' }] });
    await t.request('POST', '/api/aml/firm/trainings', { as: admin, json: { heldOn: today, topic: 'Segnalazioni sospette', hours: '3', attendeeIds: [admin.id] } });
    const firm = await (await t.request('GET', '/api/aml/firm', { as: moderator })).json();
    expect(firm.trainings.map((tr: { topic: string }) => tr.topic)).toEqual(['Segnalazioni sospette', 'Titolare effettivo']);
  });
});

describe('yearly reminder', () => {
  it('mails the proprietario 30 and 7 days before and the day after, each step once with two workers at the same instant', async () => {
    const [signed] = await db.select().from(amlSelfAssessments).where(eq(amlSelfAssessments.status, 'signed'));
    const dueOn = signed!.nextDueOn!;
    const ctx = { db, jobs: t.ctx.jobs, env: t.ctx.env };
    const mailsTo = async (email: string) => (await db.select().from(mailMessages).where(eq(mailMessages.recipient, email))).map((m) => m.subject);

    expect(await sendSelfAssessmentReminders(ctx, addDays(dueOn, -31))).toBe(0);
    for (const day of [addDays(dueOn, -30), addDays(dueOn, -7), dueOn, addDays(dueOn, 1)]) {
      await Promise.all([sendSelfAssessmentReminders(ctx, day), sendSelfAssessmentReminders(ctx, day)]);
    }
    await sendSelfAssessmentReminders(ctx, addDays(dueOn, 2));

    const subjects = await mailsTo(owner.email);
    expect(subjects).toHaveLength(3);
    expect(subjects.filter((s) => s.startsWith('Promemoria'))).toHaveLength(2);
    expect(subjects.filter((s) => s.includes('scaduta'))).toHaveLength(1);
    expect(await mailsTo(admin.email)).toEqual([]);
    const claims = await db.select({ step: amlFirmReminders.step }).from(amlFirmReminders).where(eq(amlFirmReminders.dueOn, dueOn));
    expect(claims.map((c) => c.step).sort()).toEqual(['30', '7', 'overdue']);
  });
});
