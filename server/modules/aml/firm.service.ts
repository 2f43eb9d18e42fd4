import { and, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { decText, parseDec } from '@domain/aml/decimal';
import { SELF_ASSESSMENT_MONTHS, type selfAssessmentDraftSchema, type trainingInputSchema } from '@domain/aml/file';
import { assessFirm, type SelfAssessmentResult } from '@domain/aml/risk';
import type { AmlRuleset, Factor } from '@domain/aml/rulesets';
import { addDays, addMonths, formatDateIt } from '@domain/periods';
import { STAFF_ROLES } from '@domain/policy';
import type { Actor } from '../../platform/actor';
import type { Db, Tx } from '../../platform/db/client';
import { displayName } from '../../platform/db/display-name';
import { withProfileAndRole } from '../../platform/db/people';
import { amlFirmReminders, amlSelfAssessments, amlTrainings, user, userRoles } from '../../platform/db/schema';
import type { Env } from '../../platform/env';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs/queue';
import { queueMails } from '../../platform/mail/mail-queue';
import { selfAssessmentReminderMail, type SelfAssessmentReminderStep } from '../../platform/mail/templates';
import { logActivity } from '../activity/activity.service';
import { rulesetToday } from './assessments.service';

/**
 * The firm's own part of the AML duties: the self-assessment (CNDCEC RT1), versioned and
 * signed by the proprietario, renewed every SELF_ASSESSMENT_MONTHS with reminders to the
 * proprietari; and the training register.
 */

export const REMIND_SELF_ASSESSMENT_TASK = 'aml:self-assessment-reminders';
export const SELF_ASSESSMENT_NOT_FOUND = 'Autovalutazione non trovata';

type DraftInput = z.output<typeof selfAssessmentDraftSchema>;

export interface SelfAssessmentView {
  rulesetId: string;
  inherent: string;
  vulnerability: string;
  residual: string;
  significance: SelfAssessmentResult['significance'];
}

const viewOf = (result: SelfAssessmentResult): SelfAssessmentView => ({
  rulesetId: result.rulesetId,
  inherent: decText(result.inherent),
  vulnerability: decText(result.vulnerability),
  residual: decText(result.residual),
  significance: result.significance,
});

export interface SelfAssessmentVersion {
  id: string;
  version: number;
  status: 'draft' | 'signed';
  inherent: Record<string, number>;
  vulnerability: Record<string, number>;
  note: string;
  createdByName: string;
  createdAt: Date;
  updatedAt: Date;
  rulesetId: string | null;
  assessedOn: string | null;
  /** Signed: as frozen; a complete draft: computed today; otherwise null. */
  result: SelfAssessmentView | null;
  /** Factors a draft still lacks. */
  missing: Factor[];
  signedAt: Date | null;
  signedByName: string | null;
  nextDueOn: string | null;
}

export interface TrainingView {
  id: string;
  heldOn: string;
  topic: string;
  hours: string;
  attendees: { id: string; name: string }[];
  createdByName: string;
  createdAt: Date;
}

export interface FirmView {
  ruleset: { id: string; title: string; inherentFactors: readonly Factor[]; vulnerabilityFactors: readonly Factor[]; inherentPercent: number; vulnerabilityPercent: number };
  versions: SelfAssessmentVersion[];
  /** When the next self-assessment is due: a year after the last signed one; null before the first. */
  nextDueOn: string | null;
  trainings: TrainingView[];
}

const missingOf = (ruleset: AmlRuleset, input: Pick<DraftInput, 'inherent' | 'vulnerability'>): Factor[] => [
  ...ruleset.selfAssessment.inherentFactors.filter((f) => input.inherent[f.id] === undefined),
  ...ruleset.selfAssessment.vulnerabilityFactors.filter((f) => input.vulnerability[f.id] === undefined),
];

function refuseUnknown(ruleset: AmlRuleset, input: DraftInput): void {
  const fieldErrors: Record<string, string> = {};
  for (const id of Object.keys(input.inherent)) if (!ruleset.selfAssessment.inherentFactors.some((f) => f.id === id)) fieldErrors[`inherent.${id}`] = 'Fattore sconosciuto';
  for (const id of Object.keys(input.vulnerability)) if (!ruleset.selfAssessment.vulnerabilityFactors.some((f) => f.id === id)) fieldErrors[`vulnerability.${id}`] = 'Fattore sconosciuto';
  const keys = Object.keys(fieldErrors);
  if (keys.length > 0) throw badRequest(`Fattore sconosciuto: ${keys.map((k) => k.split('.')[1]).join(', ')}`, fieldErrors);
}

export async function getFirm(db: Db, today: string): Promise<FirmView> {
  const ruleset = rulesetToday(today);
  const rows = await db.select().from(amlSelfAssessments).orderBy(desc(amlSelfAssessments.version));
  const trainings = await db.select().from(amlTrainings).orderBy(desc(amlTrainings.heldOn), desc(amlTrainings.createdAt));
  const sa = ruleset.selfAssessment;
  return {
    ruleset: { id: ruleset.id, title: ruleset.title, inherentFactors: sa.inherentFactors, vulnerabilityFactors: sa.vulnerabilityFactors, inherentPercent: sa.inherentPercent, vulnerabilityPercent: sa.vulnerabilityPercent },
    versions: rows.map((row) => {
      const missing = row.status === 'draft' ? missingOf(ruleset, row) : [];
      const result =
        row.status === 'signed' ? (row.result as SelfAssessmentView) : missing.length === 0 ? viewOf(assessFirm({ assessedOn: today, inherent: row.inherent, vulnerability: row.vulnerability })) : null;
      return {
        id: row.id,
        version: row.version,
        status: row.status,
        inherent: row.inherent,
        vulnerability: row.vulnerability,
        note: row.note,
        createdByName: row.createdByName,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        rulesetId: row.rulesetId,
        assessedOn: row.assessedOn,
        result,
        missing,
        signedAt: row.signedAt,
        signedByName: row.signedByName,
        nextDueOn: row.nextDueOn,
      };
    }),
    nextDueOn: rows.find((row) => row.status === 'signed')?.nextDueOn ?? null,
    trainings: trainings.map((t) => ({ id: t.id, heldOn: t.heldOn, topic: t.topic, hours: decText(parseDec(t.hours)!), attendees: t.attendees, createdByName: t.createdByName, createdAt: t.createdAt })),
  };
}

/** Every self-assessment write takes this lock first: two drafts made at once cannot both pass the check. */
async function lockSelfAssessments(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table ${amlSelfAssessments} in share row exclusive mode`);
}

export async function createSelfAssessment(db: Db, actor: Actor, input: DraftInput, today: string): Promise<{ id: string; version: number }> {
  refuseUnknown(rulesetToday(today), input);
  return db.transaction(async (tx) => {
    await lockSelfAssessments(tx);
    const [draft] = await tx.select({ id: amlSelfAssessments.id }).from(amlSelfAssessments).where(eq(amlSelfAssessments.status, 'draft'));
    if (draft) throw conflict("C'è già un'autovalutazione in bozza");
    const [last] = await tx.select({ version: max(amlSelfAssessments.version) }).from(amlSelfAssessments);
    const version = (last?.version ?? 0) + 1;
    const [row] = await tx
      .insert(amlSelfAssessments)
      .values({ version, inherent: input.inherent, vulnerability: input.vulnerability, note: input.note, createdBy: actor.id, createdByName: actor.name || 'Utente' })
      .returning({ id: amlSelfAssessments.id });
    await logActivity(tx, actor, 'Autovalutazione Antiriciclaggio', `Bozza della versione ${version} dell'autovalutazione dello studio`);
    return { id: row!.id, version };
  });
}

async function lockedSelfAssessment(tx: Tx, id: string) {
  await lockSelfAssessments(tx);
  const [row] = await tx.select().from(amlSelfAssessments).where(eq(amlSelfAssessments.id, id)).for('update');
  if (!row) throw notFound(SELF_ASSESSMENT_NOT_FOUND);
  return row;
}

export async function updateSelfAssessment(db: Db, actor: Actor, id: string, input: DraftInput, today: string): Promise<{ id: string; version: number }> {
  refuseUnknown(rulesetToday(today), input);
  return db.transaction(async (tx) => {
    const row = await lockedSelfAssessment(tx, id);
    if (row.status === 'signed') throw conflict("Un'autovalutazione firmata non si modifica: crea una nuova versione");
    await tx.update(amlSelfAssessments).set({ inherent: input.inherent, vulnerability: input.vulnerability, note: input.note, updatedAt: new Date() }).where(eq(amlSelfAssessments.id, id));
    await logActivity(tx, actor, 'Autovalutazione Antiriciclaggio', `Modificata la bozza della versione ${row.version} dell'autovalutazione dello studio`);
    return { id, version: row.version };
  });
}

export async function signSelfAssessment(db: Db, actor: Actor, id: string, today: string): Promise<{ id: string; version: number; result: SelfAssessmentView; nextDueOn: string }> {
  const ruleset = rulesetToday(today);
  return db.transaction(async (tx) => {
    const row = await lockedSelfAssessment(tx, id);
    if (row.status === 'signed') throw conflict("Questa autovalutazione è già firmata");
    const missing = missingOf(ruleset, row);
    if (missing.length > 0) {
      const fieldErrors = Object.fromEntries(
        missing.map((f) => [`${ruleset.selfAssessment.inherentFactors.includes(f) ? 'inherent' : 'vulnerability'}.${f.id}`, 'Assegna un punteggio da 1 a 4']),
      );
      throw badRequest(`Mancano i punteggi di: ${missing.map((f) => f.label).join('; ')}`, fieldErrors);
    }
    const result = viewOf(assessFirm({ assessedOn: today, inherent: row.inherent, vulnerability: row.vulnerability }));
    const nextDueOn = addMonths(today, SELF_ASSESSMENT_MONTHS);
    const now = new Date();
    await tx
      .update(amlSelfAssessments)
      .set({ status: 'signed', rulesetId: result.rulesetId, assessedOn: today, result, signedAt: now, signedBy: actor.id, signedByName: actor.name || 'Utente', nextDueOn, updatedAt: now })
      .where(eq(amlSelfAssessments.id, id));
    await logActivity(tx, actor, 'Firma Autovalutazione Antiriciclaggio', `Firmata la versione ${row.version}: rischio residuo ${result.residual}; la prossima entro il ${formatDateIt(nextDueOn)}`);
    return { id, version: row.version, result, nextDueOn };
  });
}

export async function addTraining(db: Db, actor: Actor, input: z.output<typeof trainingInputSchema>): Promise<TrainingView> {
  const ids = [...new Set(input.attendeeIds)];
  return db.transaction(async (tx) => {
    const staff = await withProfileAndRole(tx.select({ id: user.id, name: displayName }).from(user).$dynamic()).where(and(inArray(user.id, ids), inArray(userRoles.role, [...STAFF_ROLES])));
    const found = new Set(staff.map((s) => s.id));
    const strangers = ids.filter((id) => !found.has(id));
    if (strangers.length > 0) throw badRequest('Può partecipare solo il personale dello studio: togli chi non ne fa parte', { attendeeIds: 'Scegli solo persone dello staff' });
    const hours = decText(parseDec(input.hours)!);
    const attendees = ids.map((id) => staff.find((s) => s.id === id)!);
    const [row] = await tx.insert(amlTrainings).values({ heldOn: input.heldOn, topic: input.topic, hours, attendees, createdBy: actor.id, createdByName: actor.name || 'Utente' }).returning();
    await logActivity(tx, actor, 'Formazione Antiriciclaggio', `${input.topic} del ${formatDateIt(input.heldOn)}, ${hours.replace('.', ',')} ore, ${attendees.length} partecipanti`);
    return { id: row!.id, heldOn: row!.heldOn, topic: row!.topic, hours, attendees, createdByName: row!.createdByName, createdAt: row!.createdAt };
  });
}

// ---------------------------------------------------------------------------
// The yearly reminder

/** Steps in order: 30 and 7 days before the due day, then the day after it. */
const STEPS: readonly SelfAssessmentReminderStep[] = ['30', '7', 'overdue'];

/** The step reached on `today` for a self-assessment due on `dueOn`, or null before the first. */
function stepOn(dueOn: string, today: string): SelfAssessmentReminderStep | null {
  if (today > dueOn) return 'overdue';
  if (today >= addDays(dueOn, -7)) return '7';
  if (today >= addDays(dueOn, -30)) return '30';
  return null;
}

type RemindCtx = { db: Db; jobs: JobQueue; env: Pick<Env, 'APP_URL'> };

/**
 * E-mails the proprietari when the next self-assessment nears (30 and 7 days) and the day
 * after it passed. A step is claimed by a row of aml_firm_reminders, so whichever server runs
 * first sends it and no other does; a step missed while the servers were down is replaced by
 * the most urgent one reached, the earlier ones claimed with it.
 */
export async function sendSelfAssessmentReminders(ctx: RemindCtx, today: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ nextDueOn: amlSelfAssessments.nextDueOn })
      .from(amlSelfAssessments)
      .where(and(eq(amlSelfAssessments.status, 'signed'), isNotNull(amlSelfAssessments.nextDueOn)))
      .orderBy(desc(amlSelfAssessments.version))
      .limit(1);
    const dueOn = latest?.nextDueOn;
    if (!dueOn) return 0;
    const step = stepOn(dueOn, today);
    if (!step) return 0;
    const claims = STEPS.slice(0, STEPS.indexOf(step) + 1).map((s) => ({ dueOn, step: s }));
    const won = await tx.insert(amlFirmReminders).values(claims).onConflictDoNothing().returning({ step: amlFirmReminders.step });
    if (!won.some((w) => w.step === step)) return 0;
    const owners = await withProfileAndRole(tx.select({ email: user.email, name: displayName }).from(user).$dynamic()).where(and(eq(userRoles.role, 'proprietario'), eq(user.emailVerified, true)));
    const link = `${ctx.env.APP_URL}/antiriciclaggio`;
    await queueMails({ db: tx, jobs: ctx.jobs }, owners.map((o) => selfAssessmentReminderMail(o.email, o.name, { step, dueOn, link })));
    return owners.length;
  });
}
