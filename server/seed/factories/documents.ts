import type { AccessLevel, DocumentCategory } from '@domain/schemas/documents';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { newFileKey } from '../../platform/files/storage';
import { clients, contracts, documents } from '../../platform/db/schema';
import { makePdf } from './pdf';

type FilesCtx = Pick<AppContext, 'db' | 'storage'>;

/**
 * One document of a client: a real PDF with `lines` as its text, stored like
 * an upload, and its row with that text ready for the full-text search.
 * Shared by tests and the demo seed.
 */
export async function createDocumentRow(
  ctx: FilesCtx,
  input: {
    clientId: string;
    title: string;
    lines?: string[];
    accessLevel?: AccessLevel;
    category?: DocumentCategory;
    fileName?: string;
    uploadedBy?: string | null;
    createdAt?: Date;
  },
): Promise<typeof documents.$inferSelect> {
  const lines = input.lines ?? [input.title];
  const key = newFileKey('documents');
  const size = await ctx.storage.put(key, makePdf([lines]));
  const [row] = await ctx.db
    .insert(documents)
    .values({
      clientId: input.clientId,
      title: input.title,
      fileName: input.fileName ?? `${input.title}.pdf`,
      fileKey: key,
      fileSize: size,
      contentType: 'application/pdf',
      category: input.category ?? 'Altri',
      accessLevel: input.accessLevel ?? 'private',
      uploadedBy: input.uploadedBy ?? null,
      contentText: lines.join('\n'),
      ...(input.createdAt && { createdAt: input.createdAt }),
    })
    .returning();
  return row!;
}

/** One contract with a real PDF file. */
export async function createContractRow(
  ctx: FilesCtx,
  input: { title: string; description?: string | null; lines?: string[]; uploadedBy?: string | null; createdAt?: Date },
): Promise<typeof contracts.$inferSelect> {
  const key = newFileKey('contracts');
  const size = await ctx.storage.put(key, makePdf([input.lines ?? [input.title]]));
  const [row] = await ctx.db
    .insert(contracts)
    .values({
      title: input.title,
      description: input.description ?? null,
      fileName: `${input.title}.pdf`,
      fileKey: key,
      fileSize: size,
      contentType: 'application/pdf',
      uploadedBy: input.uploadedBy ?? null,
      ...(input.createdAt && { createdAt: input.createdAt }),
    })
    .returning();
  return row!;
}

const DOCUMENT_KINDS: { title: string; category: DocumentCategory; accessLevel: AccessLevel; lines: (company: string, owner: string) => string[] }[] = [
  {
    title: 'Atto costitutivo',
    category: 'Documenti Pubblici',
    accessLevel: 'private',
    lines: (company, owner) => [`Atto costitutivo di ${company}`, `Socio unico e amministratore: ${owner}`, 'Capitale sociale interamente versato.', 'Oggetto sociale: consulenza, commercio elettronico e servizi digitali.'],
  },
  {
    title: 'Statuto societario',
    category: 'Documenti Pubblici',
    accessLevel: 'shared',
    lines: (company) => [`Statuto di ${company}`, 'Articolo 1 - Denominazione e sede legale.', 'Articolo 2 - Durata della società fino al 2075.', 'Articolo 3 - Assemblea dei soci e diritti di voto.'],
  },
  {
    title: 'Certificato di registrazione',
    category: 'Documenti Pubblici',
    accessLevel: 'shared',
    lines: (company) => [`Certificato di registrazione di ${company}`, 'Numero di registro e data di costituzione.', 'Rilasciato dal registro delle imprese competente.'],
  },
  {
    title: 'Documento di identità del titolare',
    category: 'Altri',
    accessLevel: 'private',
    lines: (_company, owner) => [`Copia del passaporto di ${owner}`, 'Verifica antiriciclaggio (KYC) completata.'],
  },
  {
    title: 'Guida agli adempimenti fiscali',
    category: 'Guide',
    accessLevel: 'shared',
    lines: (company) => [`Guida per ${company}`, 'Scadenze annuali: dichiarazione dei redditi e rinnovo della registrazione.', 'Report BOI entro 60 giorni dalla costituzione per le LLC statunitensi.', 'Fatturazione elettronica e conservazione delle ricevute.'],
  },
  {
    title: 'Report trimestrale',
    category: 'Report',
    accessLevel: 'shared',
    lines: (company) => [`Report trimestrale di ${company}`, 'Ricavi, costi e margine del trimestre.', 'Movimenti bancari riconciliati con la contabilità.'],
  },
  {
    title: 'Policy privacy e trattamento dati',
    category: 'Policy',
    accessLevel: 'private',
    lines: () => ['Informativa sul trattamento dei dati personali ai sensi del GDPR.', 'Titolare del trattamento, finalità e tempi di conservazione.'],
  },
  {
    title: 'Modello di fattura',
    category: 'Templates',
    accessLevel: 'shared',
    lines: (company) => [`Modello di fattura di ${company}`, 'Intestazione, numero progressivo, aliquota IVA e coordinate bancarie.'],
  },
];

const CONTRACTS: { title: string; description: string | null; lines: string[] }[] = [
  { title: 'Contratto di consulenza fiscale', description: 'Modello standard per la consulenza fiscale annuale', lines: ['Contratto di consulenza fiscale', 'Il consulente assiste il cliente negli adempimenti fiscali annuali.', 'Compenso, durata e recesso.'] },
  { title: 'Mandato di costituzione società', description: 'Incarico per la costituzione di una società estera', lines: ['Mandato per la costituzione di una società', 'Il mandatario cura la registrazione presso il registro competente.'] },
  { title: 'Accordo di riservatezza (NDA)', description: 'Accordo di non divulgazione tra le parti', lines: ['Accordo di riservatezza', 'Le parti si impegnano a non divulgare le informazioni confidenziali.'] },
  { title: 'Contratto di domiciliazione', description: 'Servizio di sede legale e domiciliazione', lines: ['Contratto di domiciliazione', 'Fornitura della sede legale e gestione della corrispondenza.'] },
  { title: 'Lettera di incarico contabilità', description: null, lines: ['Lettera di incarico per la tenuta della contabilità', 'Registrazioni mensili e bilancio annuale.'] },
];

/**
 * Demo data: for each of `clientIds`, a few documents (private and shared,
 * every category) with real PDF files; plus the firm's contract templates.
 * Returns how many rows were made.
 */
export async function seedDemoDocuments(
  ctx: FilesCtx,
  options: { clientIds: readonly string[]; uploadedBy?: string | null; now?: Date },
): Promise<{ documents: number; contracts: number }> {
  const rows = options.clientIds.length
    ? await ctx.db
        .select({ id: clients.id, companyName: clients.companyName, fullName: clients.fullName })
        .from(clients)
        .where(inArray(clients.id, [...options.clientIds]))
        .orderBy(clients.companyName, clients.id)
    : [];
  const now = (options.now ?? new Date()).getTime();
  let made = 0;
  for (const [i, client] of rows.entries()) {
    const kinds = DOCUMENT_KINDS.filter((_, k) => (i + k) % 3 !== 0);
    for (const [k, kind] of kinds.entries()) {
      await createDocumentRow(ctx, {
        clientId: client.id,
        title: kind.title,
        category: kind.category,
        accessLevel: kind.accessLevel,
        fileName: `${kind.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
        lines: kind.lines(client.companyName, client.fullName || 'il titolare'),
        uploadedBy: options.uploadedBy ?? null,
        createdAt: new Date(now - ((i * 7 + k * 3) % 180) * 86_400_000 - k * 3_600_000),
      });
      made++;
    }
  }
  for (const [i, c] of CONTRACTS.entries()) {
    await createContractRow(ctx, { ...c, uploadedBy: options.uploadedBy ?? null, createdAt: new Date(now - i * 9 * 86_400_000) });
  }
  return { documents: made, contracts: CONTRACTS.length };
}
