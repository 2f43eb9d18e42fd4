import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { DECLARATION_DUE_DAYS, DECLARATION_ITEM_NAME, DECLARATION_REQUEST_TITLE, type engagementInputSchema } from '@domain/aml/file';
import { FILE_COMPLETION_DAYS } from '@domain/aml/obligation-kinds';
import { amlRulesetOn, type AmlRuleset } from '@domain/aml/rulesets';
import { addDays, formatDateIt, todayIso } from '@domain/periods';
import type { Actor } from '../../platform/actor';
import type { AppContext } from '../../platform/context';
import type { Db, Tx } from '../../platform/db/client';
import { amlEngagements, amlFiles } from '../../platform/db/schema';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { logActivity } from '../activity/activity.service';
import { createRequest, deleteRequest, sendRequest } from '../requests/requests.service';
import { bringReviewForward, lockedFile, syncFileObligations } from './aml-obligations';
import { copyStoredFile, insertEvidence, type CopiedFile } from './evidence';

/**
 * The engagements of a file: the service (from the ruleset's catalogue), its purpose and nature,
 * the 30 days to complete the file; and the client's declaration (form AV.4) asked through a
 * document request and attached to the file when staff accept it.
 */

export type EngagementValues = z.output<typeof engagementInputSchema>;

const ENGAGEMENT_NOT_FOUND = 'Incarico non trovato';

/** The service of the catalogue in force on `day`: its label, its inherent grade (null for an exempt one). */
export function serviceOf(ruleset: AmlRuleset, serviceId: string): { label: string; inherent: number | null } | null {
  const graded = ruleset.services.grades.find((s) => s.id === serviceId);
  if (graded) return { label: graded.label, inherent: graded.inherent };
  const exempt = ruleset.services.exempt.find((s) => s.id === serviceId);
  return exempt ? { label: exempt.label, inherent: null } : null;
}

export async function openEngagement(db: Db, actor: Actor, fileId: string, input: EngagementValues, today = todayIso()): Promise<{ id: string }> {
  let ruleset: AmlRuleset;
  try {
    ruleset = amlRulesetOn(input.openedOn);
  } catch {
    const message = `Nessuna regola antiriciclaggio in vigore il ${formatDateIt(input.openedOn)}`;
    throw badRequest(message, { openedOn: message });
  }
  const service = serviceOf(ruleset, input.serviceId);
  if (!service) throw badRequest('Prestazione non prevista dalle regole in vigore', { serviceId: 'Prestazione non prevista dalle regole in vigore' });
  const exempt = service.inherent === null;
  return db.transaction(async (tx) => {
    const file = await lockedFile(tx, fileId);
    if (file.abstainedOn) throw conflict(`Astensione registrata il ${formatDateIt(file.abstainedOn)}: non si possono aprire nuovi incarichi per questo cliente`);
    if (file.relationshipEndedOn) throw conflict(`Rapporto cessato il ${formatDateIt(file.relationshipEndedOn)}: non si possono aprire nuovi incarichi in questo fascicolo`);
    const [row] = await tx
      .insert(amlEngagements)
      .values({
        fileId,
        serviceId: input.serviceId,
        rulesetId: ruleset.id,
        purpose: input.purpose,
        nature: input.nature,
        openedOn: input.openedOn,
        completionDueOn: exempt ? null : addDays(input.openedOn, FILE_COMPLETION_DAYS),
        createdBy: actor.id,
        createdByName: actor.name || 'Utente',
      })
      .returning({ id: amlEngagements.id });
    if (!exempt && file.level !== null) await bringReviewForward(tx, fileId, 'new-service', today);
    else await syncFileObligations(tx, fileId);
    await logActivity(tx, actor, 'Fascicolo Antiriciclaggio', `${file.clientName}: nuovo incarico (${service.label})`);
    return { id: row!.id };
  });
}

/**
 * Asks the client for the signed declaration through a document request (private, due in 14
 * days), sent at once; the request is kept on the engagement. The declaration is the client's
 * own form, which the law requires them to sign: naming it tells them nothing more.
 */
export async function requestDeclaration(ctx: Pick<AppContext, 'db' | 'jobs' | 'env'>, actor: Actor, engagementId: string, today = todayIso()): Promise<{ requestId: string }> {
  const [engagement] = await ctx.db
    .select({ id: amlEngagements.id, requestId: amlEngagements.declarationRequestId, evidenceId: amlEngagements.declarationEvidenceId, clientId: amlFiles.clientId })
    .from(amlEngagements)
    .innerJoin(amlFiles, eq(amlFiles.id, amlEngagements.fileId))
    .where(eq(amlEngagements.id, engagementId));
  if (!engagement) throw notFound(ENGAGEMENT_NOT_FOUND);
  if (engagement.requestId || engagement.evidenceId) throw conflict('La dichiarazione del cliente è già stata chiesta per questo incarico');
  if (!engagement.clientId) throw conflict('Il cliente non esiste più: non gli si possono chiedere documenti');
  const { id: requestId } = await createRequest(ctx.db, actor, {
    clientId: engagement.clientId,
    title: DECLARATION_REQUEST_TITLE,
    dueDate: addDays(today, DECLARATION_DUE_DAYS),
    items: [{ name: DECLARATION_ITEM_NAME, description: '', requiresFile: true, maxFiles: 1, accessLevel: 'private', category: 'Altri' }],
  });
  try {
    await sendRequest(ctx, actor, requestId);
    await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(amlEngagements)
        .set({ declarationRequestId: requestId })
        .where(and(eq(amlEngagements.id, engagementId), isNull(amlEngagements.declarationRequestId)))
        .returning({ fileId: amlEngagements.fileId });
      if (!claimed) throw conflict('La dichiarazione del cliente è già stata chiesta per questo incarico');
      const file = await lockedFile(tx, claimed.fileId);
      await logActivity(tx, actor, 'Fascicolo Antiriciclaggio', `${file.clientName}: chiesta la dichiarazione del cliente`);
    });
  } catch (err) {
    await deleteRequest(ctx.db, actor, requestId).catch(() => {});
    throw err;
  }
  return { requestId };
}

/** A copy of the client's declaration, made before the acceptance of its item (copying may take a while). */
export interface DeclarationCopy {
  requestFileId: string;
  copy: CopiedFile;
}

/**
 * Before the acceptance of a request's item: when the request is the declaration of an engagement
 * that has none yet, a copy of the item's first file, to become the file's evidence. Null otherwise.
 */
export async function copyDeclaration(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  requestId: string,
  files: readonly { id: string; fileKey: string | null; createdAt: Date }[],
): Promise<DeclarationCopy | null> {
  const [engagement] = await ctx.db
    .select({ id: amlEngagements.id })
    .from(amlEngagements)
    .where(and(eq(amlEngagements.declarationRequestId, requestId), isNull(amlEngagements.declarationEvidenceId)));
  const first = [...files].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0];
  if (!engagement || !first?.fileKey) return null;
  return { requestFileId: first.id, copy: await copyStoredFile(ctx, first.fileKey) };
}

/**
 * In the acceptance's transaction: the copy becomes the file's evidence and the engagement's
 * declaration, unless the engagement has one by now. Returns whether it did (if not, the caller
 * discards the copy).
 */
export async function attachAcceptedDeclaration(
  tx: Tx,
  actor: Actor,
  requestId: string,
  copy: CopiedFile,
  accepted: { fileName: string; contentType: string; documentId: string },
): Promise<boolean> {
  const [engagement] = await tx
    .select({ id: amlEngagements.id, fileId: amlEngagements.fileId })
    .from(amlEngagements)
    .where(and(eq(amlEngagements.declarationRequestId, requestId), isNull(amlEngagements.declarationEvidenceId)))
    .for('update');
  if (!engagement) return false;
  const evidenceId = await insertEvidence(tx, actor, engagement.fileId, copy, {
    title: DECLARATION_REQUEST_TITLE,
    fileName: accepted.fileName,
    contentType: accepted.contentType,
    sourceDocumentId: accepted.documentId,
  });
  await tx.update(amlEngagements).set({ declarationEvidenceId: evidenceId }).where(eq(amlEngagements.id, engagement.id));
  return true;
}
