import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { beneficialOwners, type OwnershipResult } from '@domain/aml/beneficial-owners';
import { decText, parseDec, SCALE } from '@domain/aml/decimal';
import { PARTY_ROLE_LABELS, type partyInputSchema, type roleInputSchema } from '@domain/aml/file';
import { todayIso } from '@domain/periods';
import type { Actor } from '../../platform/actor';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { amlParties, amlRoles } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { logActivity } from '../activity/activity.service';
import { bringReviewForward, lockedFile } from './aml-obligations';

/**
 * The people of a file and their roles, and the beneficial owners they make (art. 20,
 * domain/aml/beneficial-owners.ts). Nothing is deleted: a role that ended gets its end date.
 */

export type PartyValues = z.output<typeof partyInputSchema>;
export type RoleValues = z.output<typeof roleInputSchema>;
type PartyRow = typeof amlParties.$inferSelect;
type RoleRow = typeof amlRoles.$inferSelect;

const PARTY_NOT_FOUND = 'Persona non trovata';
const ROLE_NOT_FOUND = 'Ruolo non trovato';
const NOT_IN_FILE = 'Scegli una persona di questo fascicolo';

/** A role is held from its first day up to the day it ended (`toDate`, the first day it no longer holds). */
export function inForceOn(role: Pick<RoleRow, 'fromDate' | 'toDate'>, day: string): boolean {
  return (role.fromDate === null || role.fromDate <= day) && (role.toDate === null || day < role.toDate);
}

/** A stored percentage ("60.0000") as the shortest exact text ("60"). */
export function percentOf(stored: string | null): string | null {
  const value = stored === null ? null : parseDec(stored);
  return value === null ? null : decText(value);
}

/**
 * The beneficial owners of the file's client on `day`, from the roles in force then: the
 * shareholders' chains (the client is the root, named after it), control and administrators
 * read as owners. A structure the computation refuses answers no owner and says why.
 */
export function ownershipOf(file: { id: string; clientName: string }, parties: readonly PartyRow[], roles: readonly RoleRow[], day: string): OwnershipResult {
  const live = roles.filter((r) => inForceOn(r, day));
  try {
    return beneficialOwners({
      clientId: file.id,
      parties: [{ id: file.id, name: file.clientName, kind: 'legal' }, ...parties.map((p) => ({ id: p.id, name: p.name, kind: p.kind }))],
      holdings: live
        .filter((r) => r.role === 'socio' && r.percent !== null)
        .map((r) => ({ holderId: r.partyId, companyId: r.companyPartyId ?? file.id, percent: percentOf(r.percent)! })),
      controls: live.flatMap((r) => (r.role === 'controllo' && r.controlBasis && r.ownerReason ? [{ personId: r.partyId, basis: r.controlBasis, reason: r.ownerReason }] : [])),
      administrators: live.flatMap((r) => (r.role === 'amministratore' && r.ownerReason ? [{ personId: r.partyId, role: PARTY_ROLE_LABELS.amministratore, reason: r.ownerReason }] : [])),
    });
  } catch (err) {
    return { criterion: null, owners: [], shares: [], warnings: [err instanceof Error ? err.message : String(err)] };
  }
}

/** The file's people and roles as stored. */
async function storedPeople(db: DbOrTx, fileId: string): Promise<{ parties: PartyRow[]; roles: RoleRow[] }> {
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const parties = await db.select().from(amlParties).where(eq(amlParties.fileId, fileId)).orderBy(amlParties.createdAt);
  const roles = await db.select().from(amlRoles).where(eq(amlRoles.fileId, fileId)).orderBy(amlRoles.createdAt);
  return { parties, roles };
}

/** The file's people and roles as stored, and the owners they make on `day`. */
export async function peopleOf(db: DbOrTx, file: { id: string; clientName: string }, day: string) {
  const { parties, roles } = await storedPeople(db, file.id);
  return { parties, roles, ownership: ownershipOf(file, parties, roles, day) };
}

/**
 * After a change of people or roles of a file with a signed assessment, in its transaction: a
 * natural person who became a beneficial owner calls for a review now.
 */
async function reviewIfNewOwner(tx: Tx, fileId: string, before: OwnershipResult, after: OwnershipResult, today: string) {
  const known = new Set(before.owners.map((o) => o.personId));
  if (after.owners.some((o) => !known.has(o.personId))) await bringReviewForward(tx, fileId, 'new-owner', today);
}

const replaced = <T extends { id: string }>(rows: readonly T[], row: T) => rows.map((r) => (r.id === row.id ? row : r));

export async function addParty(db: Db, actor: Actor, fileId: string, input: PartyValues): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const file = await lockedFile(tx, fileId);
    const [row] = await tx.insert(amlParties).values({ fileId, ...input }).returning({ id: amlParties.id });
    await logActivity(tx, actor, 'Fascicolo Antiriciclaggio', `${file.clientName}: aggiunta la persona "${input.name}"`);
    return { id: row!.id };
  });
}

export async function updateParty(db: Db, actor: Actor, partyId: string, input: PartyValues, today = todayIso()): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [peek] = await tx.select({ fileId: amlParties.fileId }).from(amlParties).where(eq(amlParties.id, partyId));
    if (!peek) throw notFound(PARTY_NOT_FOUND);
    const file = await lockedFile(tx, peek.fileId);
    // Only a file with a signed assessment is reviewed for a new owner.
    const people = file.level === null ? null : await storedPeople(tx, file.id);
    if (input.kind === 'legal') {
      // A person who holds a role only a natural person can hold stays natural.
      const held = await tx.select({ role: amlRoles.role, ownerReason: amlRoles.ownerReason }).from(amlRoles).where(eq(amlRoles.partyId, partyId));
      if (held.some((r) => r.role === 'controllo' || (r.role === 'amministratore' && r.ownerReason !== null))) {
        const message = 'Questa persona ha un ruolo da titolare effettivo: solo una persona fisica può averlo';
        throw badRequest(message, { kind: message });
      }
    }
    const [updated] = await tx.update(amlParties).set({ ...input, updatedAt: new Date() }).where(eq(amlParties.id, partyId)).returning();
    if (people) {
      const { parties, roles } = people;
      await reviewIfNewOwner(tx, file.id, ownershipOf(file, parties, roles, today), ownershipOf(file, replaced(parties, updated!), roles, today), today);
    }
    await logActivity(tx, actor, 'Fascicolo Antiriciclaggio', `${file.clientName}: modificati i dati di "${input.name}"`);
    return { id: partyId };
  });
}

/**
 * Checks a role against the file's people and roles: its person and company are the file's, a
 * company is a legal person, control and ownership by administration are a natural person's, and
 * the shares of one company in force do not pass 100%. `replacing`: the role being edited, left out of the sum.
 */
function checkRole(file: { clientName: string }, parties: readonly PartyRow[], roles: readonly RoleRow[], input: RoleValues, today: string, replacing: string | null) {
  const party = parties.find((p) => p.id === input.partyId);
  if (!party) throw badRequest(NOT_IN_FILE, { partyId: NOT_IN_FILE });
  if (input.companyPartyId !== null) {
    const company = parties.find((p) => p.id === input.companyPartyId);
    const message = !company || company.kind !== 'legal' ? 'Scegli una persona giuridica di questo fascicolo' : company.id === party.id ? 'Una società non può detenere quote di sé stessa' : null;
    if (message) throw badRequest(message, { companyPartyId: message });
    if (input.role !== 'socio') throw badRequest('La società vale solo per un socio', { companyPartyId: 'La società vale solo per un socio' });
  }
  if (party.kind !== 'natural') {
    if (input.role === 'controllo') throw badRequest('Il controllo è di una persona fisica', { partyId: 'Il controllo è di una persona fisica' });
    if (input.role === 'amministratore' && input.ownerReason !== null) {
      const message = 'Solo una persona fisica può essere titolare effettivo come amministratore';
      throw badRequest(message, { ownerReason: message });
    }
  }
  if (input.role === 'socio' && input.percent !== null && inForceOn(input, today)) {
    const company = input.companyPartyId;
    const total = roles
      .filter((r) => r.role === 'socio' && r.id !== replacing && r.companyPartyId === company && inForceOn(r, today))
      .reduce((sum, r) => sum + (r.percent === null ? 0 : (parseDec(r.percent) ?? 0)), parseDec(input.percent) ?? 0);
    if (total > 100 * SCALE) {
      const name = company === null ? file.clientName : parties.find((p) => p.id === company)!.name;
      const message = `Le quote di ${name} supererebbero il 100%`;
      throw badRequest(message, { percent: message });
    }
  }
}

const roleValues = (input: RoleValues) => ({ ...input, percent: input.percent === null ? null : decText(parseDec(input.percent)!) });

export async function addRole(db: Db, actor: Actor, fileId: string, input: RoleValues, today = todayIso()): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const file = await lockedFile(tx, fileId);
    const { parties, roles } = await storedPeople(tx, file.id);
    checkRole(file, parties, roles, input, today, null);
    const [row] = await tx.insert(amlRoles).values({ fileId, ...roleValues(input) }).returning();
    if (file.level !== null) await reviewIfNewOwner(tx, file.id, ownershipOf(file, parties, roles, today), ownershipOf(file, parties, [...roles, row!], today), today);
    await logActivity(tx, actor, 'Fascicolo Antiriciclaggio', `${file.clientName}: aggiunto un ruolo (${PARTY_ROLE_LABELS[input.role]})`);
    return { id: row!.id };
  });
}

/** A role's change; typically its end date, which keeps it on record and out of the computation. */
export async function updateRole(db: Db, actor: Actor, roleId: string, input: RoleValues, today = todayIso()): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [peek] = await tx.select({ fileId: amlRoles.fileId }).from(amlRoles).where(eq(amlRoles.id, roleId));
    if (!peek) throw notFound(ROLE_NOT_FOUND);
    const file = await lockedFile(tx, peek.fileId);
    const { parties, roles } = await storedPeople(tx, file.id);
    checkRole(file, parties, roles, input, today, roleId);
    const [updated] = await tx.update(amlRoles).set(roleValues(input)).where(eq(amlRoles.id, roleId)).returning();
    if (file.level !== null) await reviewIfNewOwner(tx, file.id, ownershipOf(file, parties, roles, today), ownershipOf(file, parties, replaced(roles, updated!), today), today);
    await logActivity(tx, actor, 'Fascicolo Antiriciclaggio', `${file.clientName}: modificato un ruolo (${PARTY_ROLE_LABELS[input.role]})`);
    return { id: roleId };
  });
}
