import { and, desc, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { OwnershipResult } from '@domain/aml/beneficial-owners';
import { decText } from '@domain/aml/decimal';
import { PARTY_ROLE_LABELS, type assessmentDraftSchema, type PartyRole } from '@domain/aml/file';
import { assessClientRisk, type ClientRiskInput, type ClientRiskResult } from '@domain/aml/risk';
import { amlRulesetOn, type AmlRuleset, type Factor } from '@domain/aml/rulesets';
import { formatDateIt } from '@domain/periods';
import type { Actor } from '../../platform/actor';
import type { DbOrTx, Db, Tx } from '../../platform/db/client';
import { amlAssessments, amlEngagements, amlFiles, clients, type amlParties, type amlRoles } from '../../platform/db/schema';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { logActivity } from '../activity/activity.service';
import { FILE_NOT_FOUND } from './access-log';
import { lockedFile, syncFileObligations, watched } from './aml-obligations';
import { inForceOn, peopleOf } from './people.service';
import { reviewPolicy } from './review-policy.service';

/**
 * The client's risk assessment (CNDCEC RT2), versioned: one draft at a time, edited in
 * place; signing computes it with the ruleset of the day and the firm's review intervals,
 * freezes the inputs and the result, and sets the file's level and next review. A signed version never changes
 * (the service answers 409; a trigger of migration 0034 is the backstop).
 */

export const ASSESSMENT_NOT_FOUND = 'Valutazione del rischio non trovata';
export const DRAFT_EXISTS = "C'è già una valutazione in bozza";
export const SIGNED_IS_FROZEN = 'Una valutazione firmata non si modifica: crea una nuova versione';

async function fileExists(db: DbOrTx, fileId: string): Promise<void> {
  const [file] = await db.select({ id: amlFiles.id }).from(amlFiles).where(eq(amlFiles.id, fileId));
  if (!file) throw notFound(FILE_NOT_FOUND);
}

/** The ruleset in force today, or a 409 saying none is (after the last ruleset's end). */
export function rulesetToday(today: string): AmlRuleset {
  try {
    return amlRulesetOn(today);
  } catch {
    throw conflict(`Nessuna regola antiriciclaggio in vigore il ${formatDateIt(today)}: va aggiunta prima di valutare`);
  }
}

// ---------------------------------------------------------------------------
// What the computation reads from the file

type PartyRow = typeof amlParties.$inferSelect;
type RoleRow = typeof amlRoles.$inferSelect;

export interface FileFacts {
  clientCountry: string | null;
  parties: PartyRow[];
  roles: RoleRow[];
  ownership: OwnershipResult;
}

/** The file's people, roles and beneficial owners on `today`, and its client's country. */
export async function fileFacts(db: DbOrTx, fileId: string, today: string): Promise<FileFacts> {
  const [file] = await db
    .select({ id: amlFiles.id, clientName: amlFiles.clientName, countryCode: clients.countryCode })
    .from(amlFiles)
    .leftJoin(clients, eq(clients.id, amlFiles.clientId))
    .where(eq(amlFiles.id, fileId));
  if (!file) throw notFound(FILE_NOT_FOUND);
  return { clientCountry: file.countryCode, ...(await peopleOf(db, file, today)) };
}

type RiskPerson = NonNullable<ClientRiskInput['persons']>[number];
type RiskCountry = NonNullable<ClientRiskInput['countries']>[number];

function pepOf(party: PartyRow): RiskPerson['pep'] {
  const office = party.pepOffice || 'carica non indicata';
  if (party.pepStatus === 'in-office') return { status: 'in-office', office };
  if (party.pepStatus === 'left-office' && party.pepLeftOn) return { status: 'left-office', office, leftOn: party.pepLeftOn };
  return { status: 'none' };
}

/**
 * The persons the PEP rule reads (the beneficial owners, the executors, and any other
 * natural person of the file who is or was a PEP) and the countries the file touches
 * (the client's, every party's nationality and residence or seat).
 */
export function riskPeopleAndCountries(facts: FileFacts, today: string): { persons: RiskPerson[]; countries: RiskCountry[] } {
  const rolesOf = new Map<string, string[]>();
  const add = (partyId: string, label: string) => {
    const list = rolesOf.get(partyId) ?? [];
    if (!list.includes(label)) list.push(label);
    rolesOf.set(partyId, list);
  };
  for (const owner of facts.ownership.owners) add(owner.personId, 'Titolare effettivo');
  for (const role of facts.roles) if (role.role === 'esecutore' && inForceOn(role, today)) add(role.partyId, PARTY_ROLE_LABELS.esecutore);
  for (const party of facts.parties) {
    if (party.kind !== 'natural' || party.pepStatus === 'none' || rolesOf.has(party.id)) continue;
    const own = facts.roles.filter((r) => r.partyId === party.id && inForceOn(r, today)).map((r) => PARTY_ROLE_LABELS[r.role as PartyRole]);
    for (const label of own.length > 0 ? own : ['Persona del fascicolo']) add(party.id, label);
  }
  const persons = facts.parties
    .filter((party) => party.kind === 'natural' && rolesOf.has(party.id))
    .map((party) => ({ name: party.name, role: rolesOf.get(party.id)!.join(', '), pep: pepOf(party) }));

  const countries: RiskCountry[] = [];
  if (facts.clientCountry) countries.push({ code: facts.clientCountry, role: 'Paese del cliente' });
  for (const party of facts.parties) {
    if (party.nationality) countries.push({ code: party.nationality, role: `Nazionalità di ${party.name}` });
    if (party.residenceCountry) countries.push({ code: party.residenceCountry, role: `${party.kind === 'legal' ? 'Sede' : 'Residenza'} di ${party.name}` });
  }
  return { persons, countries };
}

// ---------------------------------------------------------------------------
// Views

/** The result with its scores as exact text ("1.6"), as stored on signing and shown. */
export interface ClientRiskView {
  rulesetId: string;
  assessedOn: string;
  inherent: string;
  specific: string;
  specificExact: boolean;
  effective: string;
  significance: ClientRiskResult['significance'];
  scoreLevel: ClientRiskResult['scoreLevel'];
  level: ClientRiskResult['level'];
  forcedReasons: string[];
  reviewMonths: number;
  nextReviewOn: string;
}

export function riskView(result: ClientRiskResult): ClientRiskView {
  return { ...result, inherent: decText(result.inherent), specific: decText(result.specific), effective: decText(result.effective) };
}

/** What a signed version was computed from. */
export interface AssessmentInputs {
  serviceId: string;
  scores: Record<string, number>;
  persons: RiskPerson[];
  countries: RiskCountry[];
}

export interface AssessmentVersion {
  id: string;
  version: number;
  status: 'draft' | 'signed';
  engagementId: string;
  serviceId: string;
  scores: Record<string, number>;
  note: string;
  createdByName: string;
  createdAt: Date;
  updatedAt: Date;
  rulesetId: string | null;
  assessedOn: string | null;
  inputs: AssessmentInputs | null;
  result: ClientRiskView | null;
  level: ClientRiskResult['level'] | null;
  signedAt: Date | null;
  signedByName: string | null;
}

export interface AssessmentsView {
  /** The ruleset in force today: the factors the form scores. */
  ruleset: { id: string; title: string; tableA: readonly Factor[]; tableB: readonly Factor[] };
  /**
   * What a signature today would be computed with, besides the service and the scores: the
   * screen runs the same assessClientRisk on them as each factor is scored.
   */
  current: Omit<AssessmentInputs, 'serviceId' | 'scores'> & { assessedOn: string; reviewMonths: Record<ClientRiskResult['level'], number> };
  versions: AssessmentVersion[];
}

type AssessmentDraft = z.output<typeof assessmentDraftSchema>;

const factorsOf = (ruleset: AmlRuleset) => [...ruleset.clientFactors.tableA, ...ruleset.clientFactors.tableB];

/** Factors of the ruleset not scored in `scores`. */
const missingFactors = (ruleset: AmlRuleset, scores: Record<string, number>) => factorsOf(ruleset).filter((f) => scores[f.id] === undefined);

/** A score for a factor the ruleset does not have: 400 on that field. */
function refuseUnknownFactors(ruleset: AmlRuleset, scores: Record<string, number>): void {
  const unknown = Object.keys(scores).filter((id) => !factorsOf(ruleset).some((f) => f.id === id));
  if (unknown.length > 0) throw badRequest(`Fattore sconosciuto: ${unknown.join(', ')}`, Object.fromEntries(unknown.map((id) => [`scores.${id}`, 'Fattore sconosciuto'])));
}

export async function listAssessments(db: Db, fileId: string, today: string): Promise<AssessmentsView> {
  await fileExists(db, fileId);
  const ruleset = rulesetToday(today);
  const rows = await db
    .select({ row: amlAssessments, serviceId: amlEngagements.serviceId })
    .from(amlAssessments)
    .innerJoin(amlEngagements, eq(amlEngagements.id, amlAssessments.engagementId))
    .where(eq(amlAssessments.fileId, fileId))
    .orderBy(desc(amlAssessments.version));
  const { persons, countries } = riskPeopleAndCountries(await fileFacts(db, fileId, today), today);
  const { months: reviewMonths } = await reviewPolicy(db, ruleset);
  return {
    ruleset: { id: ruleset.id, title: ruleset.title, tableA: ruleset.clientFactors.tableA, tableB: ruleset.clientFactors.tableB },
    current: { assessedOn: today, persons, countries, reviewMonths },
    versions: rows.map(({ row, serviceId }) => ({
      id: row.id,
      version: row.version,
      status: row.status,
      engagementId: row.engagementId,
      serviceId,
      scores: row.scores,
      note: row.note,
      createdByName: row.createdByName,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      rulesetId: row.rulesetId,
      assessedOn: row.assessedOn,
      inputs: row.inputs as AssessmentInputs | null,
      result: row.result as ClientRiskView | null,
      level: row.level,
      signedAt: row.signedAt,
      signedByName: row.signedByName,
    })),
  };
}

/** The engagement must be one of the file's, for a service that calls for an assessment. */
async function checkEngagement(tx: Tx, fileId: string, engagementId: string, ruleset: AmlRuleset) {
  const [engagement] = await tx.select().from(amlEngagements).where(and(eq(amlEngagements.id, engagementId), eq(amlEngagements.fileId, fileId)));
  if (!engagement) throw badRequest("L'incarico non appartiene a questo fascicolo", { engagementId: "Scegli un incarico di questo fascicolo" });
  if (ruleset.services.exempt.some((s) => s.id === engagement.serviceId)) {
    throw badRequest("La prestazione dell'incarico è esente dall'adeguata verifica: non richiede una valutazione", { engagementId: 'Prestazione esente: scegli un altro incarico' });
  }
  return engagement;
}

export async function createAssessment(db: Db, actor: Actor, fileId: string, input: AssessmentDraft, today: string): Promise<{ id: string; version: number }> {
  return db.transaction(async (tx) => {
    const file = await lockedFile(tx, fileId);
    const ruleset = rulesetToday(today);
    refuseUnknownFactors(ruleset, input.scores);
    await checkEngagement(tx, fileId, input.engagementId, ruleset);
    const [draft] = await tx.select({ id: amlAssessments.id }).from(amlAssessments).where(and(eq(amlAssessments.fileId, fileId), eq(amlAssessments.status, 'draft')));
    if (draft) throw conflict(DRAFT_EXISTS);
    const [last] = await tx.select({ version: max(amlAssessments.version) }).from(amlAssessments).where(eq(amlAssessments.fileId, fileId));
    const version = (last?.version ?? 0) + 1;
    const [row] = await tx
      .insert(amlAssessments)
      .values({ fileId, version, engagementId: input.engagementId, scores: input.scores, note: input.note, createdBy: actor.id, createdByName: actor.name || 'Utente' })
      .returning({ id: amlAssessments.id });
    await logActivity(tx, actor, 'Valutazione Antiriciclaggio', `Bozza della versione ${version} della valutazione del rischio di "${file.clientName}"`);
    return { id: row!.id, version };
  });
}

/** The assessment and its file, both locked (the file first, the order every write of a file takes). */
async function lockAssessment(tx: Tx, id: string) {
  const [found] = await tx.select({ fileId: amlAssessments.fileId }).from(amlAssessments).where(eq(amlAssessments.id, id));
  if (!found) throw notFound(ASSESSMENT_NOT_FOUND);
  const file = await lockedFile(tx, found.fileId);
  const [row] = await tx.select().from(amlAssessments).where(eq(amlAssessments.id, id)).for('update');
  if (!row) throw notFound(ASSESSMENT_NOT_FOUND);
  return { file, row };
}

export async function updateAssessment(db: Db, actor: Actor, id: string, input: AssessmentDraft, today: string): Promise<{ id: string; version: number }> {
  return db.transaction(async (tx) => {
    const { file, row } = await lockAssessment(tx, id);
    if (row.status === 'signed') throw conflict(SIGNED_IS_FROZEN);
    const ruleset = rulesetToday(today);
    refuseUnknownFactors(ruleset, input.scores);
    await checkEngagement(tx, row.fileId, input.engagementId, ruleset);
    await tx.update(amlAssessments).set({ engagementId: input.engagementId, scores: input.scores, note: input.note, updatedAt: new Date() }).where(eq(amlAssessments.id, id));
    await logActivity(tx, actor, 'Valutazione Antiriciclaggio', `Modificata la bozza della versione ${row.version} della valutazione del rischio di "${file.clientName}"`);
    return { id, version: row.version };
  });
}

export async function signAssessment(db: Db, actor: Actor, id: string, today: string): Promise<{ id: string; version: number; result: ClientRiskView }> {
  return db.transaction(async (tx) => {
    const { file, row } = await lockAssessment(tx, id);
    if (row.status === 'signed') throw conflict('Questa valutazione è già firmata');
    const ruleset = rulesetToday(today);
    const missing = missingFactors(ruleset, row.scores);
    if (missing.length > 0) {
      throw badRequest(`Mancano i punteggi di: ${missing.map((f) => `${f.id} ${f.label}`).join('; ')}`, Object.fromEntries(missing.map((f) => [`scores.${f.id}`, 'Assegna un punteggio da 1 a 4'])));
    }
    refuseUnknownFactors(ruleset, row.scores);
    const engagement = await checkEngagement(tx, row.fileId, row.engagementId, ruleset);
    if (!ruleset.services.grades.some((s) => s.id === engagement.serviceId)) {
      throw new AppError(422, 'UNKNOWN_SERVICE', `La prestazione "${engagement.serviceId}" non è nel catalogo delle regole ${ruleset.id}: apri un incarico per una prestazione del catalogo`);
    }
    const { persons, countries } = riskPeopleAndCountries(await fileFacts(tx, row.fileId, today), today);
    const inputs: AssessmentInputs = { serviceId: engagement.serviceId, scores: row.scores, persons, countries };
    // The firm's months of today; the signed result keeps them (reviewMonths, nextReviewOn).
    const { months: reviewMonths } = await reviewPolicy(tx, ruleset);
    const result = riskView(assessClientRisk({ assessedOn: today, ...inputs }, { reviewMonths }));
    const now = new Date();
    await tx
      .update(amlAssessments)
      .set({ status: 'signed', rulesetId: result.rulesetId, assessedOn: today, inputs, result, level: result.level, signedAt: now, signedBy: actor.id, signedByName: actor.name || 'Utente', updatedAt: now })
      .where(eq(amlAssessments.id, id));
    // A file abstained from or closed records the level and schedules no review.
    const nextReviewOn = watched(file) ? result.nextReviewOn : null;
    await tx.update(amlFiles).set({ level: result.level, nextReviewOn, reviewTrigger: null, updatedAt: now }).where(eq(amlFiles.id, row.fileId));
    if (engagement.completedOn === null) await tx.update(amlEngagements).set({ completedOn: today }).where(eq(amlEngagements.id, engagement.id));
    await syncFileObligations(tx, row.fileId);
    const why = result.forcedReasons.length > 0 ? ` (rafforzata: ${result.forcedReasons.join('; ')})` : '';
    await logActivity(tx, actor, 'Firma Valutazione Antiriciclaggio', `Firmata la versione ${row.version} per "${file.clientName}": rischio effettivo ${result.effective}, adeguata verifica ${result.level}${why}`);
    return { id, version: row.version, result };
  });
}
