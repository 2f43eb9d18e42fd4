import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { IDENTITY_DOCUMENT_LABELS, type identificationInputSchema } from '@domain/aml/file';
import { formatDateIt } from '@domain/periods';
import type { Actor } from '../../platform/actor';
import type { AppContext } from '../../platform/context';
import { amlIdentifications, amlParties, documents } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import type { ReceivedFile } from '../../platform/files/upload';
import { discardUpload } from '../../platform/files/tracking';
import { logActivity } from '../activity/activity.service';
import { insertDocument, storedPdfText } from '../documents/document-writes.service';
import { lockedFile, syncFileObligations } from './aml-obligations';
import { copyStoredFile, insertEvidence } from './evidence';

/**
 * Identification of a person (art. 18-19 D.Lgs. 231/2007): the document's data and a copy of it,
 * kept as the file's evidence. A copy uploaded here is also a private document of the client
 * (Doc Privati); one taken from a document of the client is copied, so removing that document
 * leaves the evidence. The document's expiry is an obligation on /scadenze.
 */

export type IdentificationValues = z.output<typeof identificationInputSchema>;

/** The kinds of copy accepted, by their content type. */
const COPY_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);
/** No category of documents is about identity: a private document among the others. */
const IDENTITY_CATEGORY = 'Altri' as const;

/**
 * Records an identification from a copy streamed into storage (`upload`) or from the client's
 * document `input.documentId`. On any refusal nothing is written and the upload is removed.
 */
export async function addIdentification(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  actor: Actor,
  fileId: string,
  input: IdentificationValues,
  upload: ReceivedFile | null,
): Promise<{ id: string; evidenceId: string }> {
  const copies: string[] = [];
  try {
    if (!upload && !input.documentId) throw badRequest("Allega la copia del documento o sceglila tra i documenti del cliente", { file: 'Allega la copia del documento' });
    if (upload && input.documentId) throw badRequest('Allega un file oppure scegli un documento, non entrambi', { documentId: 'Allega un file oppure scegli un documento, non entrambi' });
    const [peek] = input.documentId
      ? await ctx.db
          .select({ clientId: documents.clientId, fileKey: documents.fileKey, fileName: documents.fileName, contentType: documents.contentType })
          .from(documents)
          .where(eq(documents.id, input.documentId))
      : [];
    // The copy of the evidence and the PDF's text for the documents' search are made before the transaction.
    const source = upload ? { key: upload.key, fileName: upload.fileName, contentType: upload.contentType } : peek && { key: peek.fileKey, fileName: peek.fileName, contentType: peek.contentType };
    if (!source) throw badRequest('Documento non trovato tra quelli del cliente', { documentId: 'Documento non trovato tra quelli del cliente' });
    if (!COPY_TYPES.has(source.contentType)) throw badRequest('Il documento deve essere un PDF, un JPEG o un PNG', { documentId: 'Il documento deve essere un PDF, un JPEG o un PNG' });
    const copy = await copyStoredFile(ctx, source.key);
    copies.push(copy.key);
    const contentText = upload && upload.contentType === 'application/pdf' ? await storedPdfText(ctx.storage, upload.key) : null;

    return await ctx.db.transaction(async (tx) => {
      const file = await lockedFile(tx, fileId);
      const [party] = await tx.select().from(amlParties).where(and(eq(amlParties.id, input.partyId), eq(amlParties.fileId, fileId)));
      if (!party) throw badRequest('Scegli una persona di questo fascicolo', { partyId: 'Scegli una persona di questo fascicolo' });
      if (party.kind !== 'natural') throw badRequest("Si identifica una persona fisica: per una società, identifica chi la rappresenta", { partyId: 'Scegli una persona fisica' });
      if (peek && input.documentId && peek.clientId !== file.clientId) {
        throw badRequest('Documento non trovato tra quelli del cliente', { documentId: 'Documento non trovato tra quelli del cliente' });
      }
      const title = `${IDENTITY_DOCUMENT_LABELS[input.documentType]} di ${party.name}`;
      let sourceDocumentId = input.documentId;
      if (upload && file.clientId) {
        sourceDocumentId = await insertDocument(tx, actor, {
          file: upload,
          fields: { clientId: file.clientId, title, description: `N. ${input.documentNumber}, scade il ${formatDateIt(input.expiresOn)}`, accessLevel: 'private', category: IDENTITY_CATEGORY },
          client: { id: file.clientId, companyName: file.clientName },
          contentText,
        });
      }
      const evidenceId = await insertEvidence(tx, actor, fileId, copy, { title, fileName: source.fileName, contentType: source.contentType, sourceDocumentId });
      const [row] = await tx
        .insert(amlIdentifications)
        .values({
          fileId,
          partyId: party.id,
          documentType: input.documentType,
          documentNumber: input.documentNumber,
          issuer: input.issuer,
          issuedOn: input.issuedOn,
          expiresOn: input.expiresOn,
          method: input.method,
          remoteMeans: input.remoteMeans,
          identifiedOn: input.identifiedOn,
          identifiedBy: actor.id,
          identifiedByName: actor.name || 'Utente',
          evidenceId,
        })
        .returning({ id: amlIdentifications.id });
      await syncFileObligations(tx, fileId);
      await logActivity(tx, actor, 'Fascicolo Antiriciclaggio', `${file.clientName}: identificata la persona "${party.name}" (${IDENTITY_DOCUMENT_LABELS[input.documentType]})`);
      return { id: row!.id, evidenceId };
    });
  } catch (err) {
    for (const key of copies) await discardUpload(ctx, key).catch(() => {});
    if (upload) await discardUpload(ctx, upload.key).catch(() => {});
    throw err;
  }
}
