import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { partyInputSchema, roleInputSchema } from '@domain/aml/file';
import { amlRulesetOn } from '@domain/aml/rulesets';
import { addDays, todayIso } from '@domain/periods';
import type { AppContext } from '../../platform/context';
import type { Db, DbOrTx } from '../../platform/db/client';
import { amlEngagements, amlEvidence, amlFiles, amlParties, amlRoles } from '../../platform/db/schema';
import { newFileKey } from '../../platform/files/storage';
import { createClientRow } from './clients';
import { makePdf } from './pdf';

/**
 * Rows of an AML file written directly (no activity, no access line, no obligation), for
 * tests and the demo seed: a file (for a new client unless one is given), a person, a role,
 * an engagement, a piece of evidence.
 */

export async function createAmlFileRow(db: Db, input: { clientId?: string; clientName?: string } = {}): Promise<{ id: string; clientId: string }> {
  const client = input.clientId ? { id: input.clientId, companyName: input.clientName ?? 'Cliente Ltd' } : await createClientRow(db, { approvalStatus: 'approved' });
  const [row] = await db.insert(amlFiles).values({ clientId: client.id, clientName: input.clientName ?? client.companyName }).returning({ id: amlFiles.id });
  return { id: row!.id, clientId: client.id };
}

/** A natural person by default, checked as not politically exposed. */
export async function createAmlPartyRow(db: DbOrTx, fileId: string, overrides: Partial<z.output<typeof partyInputSchema>> = {}): Promise<string> {
  const kind = overrides.kind ?? 'natural';
  const [row] = await db
    .insert(amlParties)
    .values({ fileId, kind, name: overrides.name ?? (kind === 'natural' ? 'Mario Rossi' : 'Holding Alfa Ltd'), pepSource: kind === 'natural' ? 'Dichiarazione del cliente' : '', ...overrides })
    .returning({ id: amlParties.id });
  return row!.id;
}

/** A role in force since 2020; a shareholder of the client unless a company is named. */
export async function createAmlRoleRow(db: DbOrTx, fileId: string, input: Partial<z.output<typeof roleInputSchema>> & { partyId: string }): Promise<string> {
  const [row] = await db
    .insert(amlRoles)
    .values({ fileId, role: 'socio', fromDate: '2020-01-01', ...input })
    .returning({ id: amlRoles.id });
  return row!.id;
}

/** An engagement for company formation opened today, its file due in 30 days. */
export async function createAmlEngagementRow(db: DbOrTx, fileId: string, input: { serviceId?: string; openedOn?: string; completionDueOn?: string | null } = {}): Promise<string> {
  const openedOn = input.openedOn ?? todayIso();
  const [row] = await db
    .insert(amlEngagements)
    .values({
      fileId,
      serviceId: input.serviceId ?? 'costituzione-societa',
      rulesetId: 'cndcec-2025',
      purpose: 'Costituzione di una società a Malta',
      nature: 'Assistenza alla costituzione e agli adempimenti iniziali',
      openedOn,
      completionDueOn: input.completionDueOn === undefined ? addDays(openedOn, 30) : input.completionDueOn,
      createdByName: 'Studio',
    })
    .returning({ id: amlEngagements.id });
  return row!.id;
}

/** A PDF kept as the file's evidence, with the SHA-256 of its bytes. */
export async function createAmlEvidenceRow(ctx: Pick<AppContext, 'db' | 'storage'>, fileId: string, title = "Carta d'identità di Mario Rossi"): Promise<string> {
  const bytes = makePdf([[title]]);
  const key = newFileKey('documents');
  await ctx.storage.put(key, bytes);
  const [row] = await ctx.db
    .insert(amlEvidence)
    .values({ fileId, title, fileName: 'documento.pdf', fileKey: key, fileSize: bytes.length, contentType: 'application/pdf', sha256: createHash('sha256').update(bytes).digest('hex'), acquiredByName: 'Studio' })
    .returning({ id: amlEvidence.id });
  return row!.id;
}

/** Every RT2 factor (Tables A and B of the ruleset in force today) at one grade, the ones in `raised` at theirs. */
export function allFactorScores(grade: number, raised: Record<string, number> = {}): Record<string, number> {
  const { tableA, tableB } = amlRulesetOn(todayIso()).clientFactors;
  return Object.fromEntries([...tableA, ...tableB].map((factor) => [factor.id, raised[factor.id] ?? grade]));
}

/**
 * `day` plus whole years, worked by hand for the tests to check the services' dates against:
 * 29 February becomes 28 February in a year without it.
 */
export function plusYears(day: string, years: number): string {
  const [y, m, d] = day.split('-');
  const year = Number(y) + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${year}-${m}-${m === '02' && d === '29' && !leap ? '28' : d}`;
}

/** The multipart body of an identification two days ago: a passport of the person, valid to 2030, with a PDF copy. */
export function identificationForm(partyId: string, fields: Record<string, string> = {}, copy: { bytes: Buffer; fileName: string } = { bytes: makePdf([['Passaporto']]), fileName: 'passaporto.pdf' }): FormData {
  const form = new FormData();
  const values = { partyId, documentType: 'passaporto', documentNumber: 'YA1234567', issuer: 'Questura di Milano', issuedOn: '2020-03-01', expiresOn: '2030-03-01', method: 'in-person', identifiedOn: addDays(todayIso(), -2), ...fields };
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  form.set('file', new Blob([new Uint8Array(copy.bytes)], { type: 'application/pdf' }), copy.fileName);
  return form;
}
