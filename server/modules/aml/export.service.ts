import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { ZipFile } from 'yazl';
import { CONTROL_BASIS_LABELS } from '@domain/aml/beneficial-owners';
import {
  ACCESS_ACTION_LABELS,
  IDENTIFICATION_METHOD_LABELS,
  IDENTITY_DOCUMENT_LABELS,
  PARTY_KIND_LABELS,
  PARTY_ROLE_LABELS,
  PEP_STATUS_LABELS,
  REVIEW_TRIGGER_LABELS,
  type AccessAction,
  type ExportSelection,
} from '@domain/aml/file';
import { amlRuleset, SIGNIFICANCE_LABELS, type AmlRuleset } from '@domain/aml/rulesets';
import { CSV_BOM, csvRow } from '@domain/csv';
import { FIRM_TIME_ZONE, formatDateIt } from '@domain/periods';
import { formatDateTimeIt } from '@domain/time';
import type { Actor } from '../../platform/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { amlAssessments, amlEngagements, amlEvidence, amlFiles, amlIdentifications, amlReviews, clients } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/errors';
import { log } from '../../platform/log';
import { appendAccess, FILE_NOT_FOUND, readAccessLog, type AccessLogCheck, type AccessLogLine } from './access-log';
import { serviceOf } from './engagements.service';
import { peopleOf, percentOf } from './people.service';
import { rulesetToday, type AssessmentInputs, type ClientRiskView, type FileFacts } from './assessments.service';

/**
 * The export for an inspection: one ZIP per file (or one folder per file in a ZIP of many)
 * with riepilogo.pdf (everything the file holds, in words), the evidence under documenti/,
 * the access log as CSV, and hash.txt (sha256sum format) over every other entry. The archive
 * is streamed as it is written: each entry is made when its turn comes, and a file is read
 * only once the folder before it is written, so one summary PDF at a time is in memory.
 */

type ExportCtx = Pick<AppContext, 'db' | 'storage'>;

// ---------------------------------------------------------------------------
// What a file holds

interface FileRecord {
  file: typeof amlFiles.$inferSelect;
  facts: FileFacts;
  evidence: (typeof amlEvidence.$inferSelect)[];
  identifications: (typeof amlIdentifications.$inferSelect)[];
  engagements: (typeof amlEngagements.$inferSelect)[];
  assessments: (typeof amlAssessments.$inferSelect)[];
  reviews: (typeof amlReviews.$inferSelect)[];
  log: { lines: AccessLogLine[]; check: AccessLogCheck };
}

async function loadRecord(db: Db, fileId: string, today: string): Promise<FileRecord> {
  const [row] = await db.select({ file: amlFiles, countryCode: clients.countryCode }).from(amlFiles).leftJoin(clients, eq(clients.id, amlFiles.clientId)).where(eq(amlFiles.id, fileId));
  if (!row) throw notFound(FILE_NOT_FOUND);
  return {
    file: row.file,
    facts: { clientCountry: row.countryCode, ...(await peopleOf(db, row.file, today)) },
    evidence: await db.select().from(amlEvidence).where(eq(amlEvidence.fileId, fileId)).orderBy(asc(amlEvidence.acquiredAt), asc(amlEvidence.id)),
    identifications: await db.select().from(amlIdentifications).where(eq(amlIdentifications.fileId, fileId)).orderBy(asc(amlIdentifications.identifiedOn), asc(amlIdentifications.createdAt)),
    engagements: await db.select().from(amlEngagements).where(eq(amlEngagements.fileId, fileId)).orderBy(asc(amlEngagements.openedOn), asc(amlEngagements.createdAt)),
    assessments: await db.select().from(amlAssessments).where(eq(amlAssessments.fileId, fileId)).orderBy(desc(amlAssessments.version)),
    reviews: await db.select().from(amlReviews).where(eq(amlReviews.fileId, fileId)).orderBy(asc(amlReviews.reviewedOn), asc(amlReviews.createdAt)),
    log: await readAccessLog(db, fileId),
  };
}

/** "rossi-trading-ltd": the client's name as a file name. */
function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'cliente';
}

/** The evidence's name in the archive: numbered (two copies may share a name), nothing that leaves the folder. */
function evidencePath(index: number, fileName: string): string {
  const safe = [...fileName].map((ch) => (ch.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(ch) ? '_' : ch)).join('');
  return `documenti/${String(index + 1).padStart(2, '0')}-${safe.replace(/^\.+/, '_').slice(0, 120) || 'documento'}`;
}

// ---------------------------------------------------------------------------
// The summary PDF

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const SIZE = 9;
const LEADING = 12.5;

/** Characters the standard fonts (WinAnsi) lack, written with ones they have. */
const REPLACEMENTS: Record<string, string> = { '→': '->', '←': '<-', '≈': '~', '≤': '<=', '≥': '>=', '≠': '!=', '×': 'x', '\u00a0': ' ', '\t': ' ' };

class SummaryWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly known: Set<number>;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.known = new Set(font.getCharacterSet());
    this.newPage();
  }

  static async create(title: string): Promise<SummaryWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setProducer('Arcadia');
    doc.setCreationDate(new Date());
    return new SummaryWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Only what the font can draw: known replacements first, then accents dropped, then "?". */
  private winAnsi(text: string): string {
    let out = '';
    for (const ch of text.replace(/\r\n?/g, '\n')) {
      const code = ch.codePointAt(0)!;
      if (ch === '\n' || this.known.has(code)) out += ch;
      else if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
      else {
        const plain = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
        out += [...plain].every((c) => this.known.has(c.codePointAt(0)!)) && plain !== '' ? plain : '?';
      }
    }
    return out;
  }

  /** Lines no wider than `width`: broken at spaces, a word longer than a line broken where it must. */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line === '' ? word : `${line} ${word}`;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line !== '') lines.push(line);
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width) {
          let cut = rest.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  text(raw: string, options: { bold?: boolean; size?: number; indent?: number } = {}): void {
    const font = options.bold ? this.bold : this.font;
    const size = options.size ?? SIZE;
    const indent = options.indent ?? 0;
    const leading = size === SIZE ? LEADING : size * 1.35;
    for (const line of this.wrap(this.winAnsi(raw), font, size, PAGE.width - 2 * PAGE.margin - indent)) {
      if (this.y - leading < PAGE.margin) this.newPage();
      this.y -= leading;
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y, size, font });
    }
  }

  /** "Label: value" lines, indented. */
  fields(pairs: readonly [string, string | null | undefined][], indent = 10): void {
    for (const [label, value] of pairs) if (value !== null && value !== undefined && value !== '') this.text(`${label}: ${value}`, { indent });
  }

  heading(text: string): void {
    this.y -= 8;
    this.text(text, { bold: true, size: 12 });
    this.y -= 2;
  }

  gap(): void {
    this.y -= 5;
  }

  async bytes(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => page.drawText(`Pagina ${i + 1} di ${pages.length}`, { x: PAGE.width - PAGE.margin - 70, y: PAGE.margin / 2, size: 8, font: this.font }));
    return this.doc.save();
  }
}

const day = (value: string | null | undefined) => (value ? formatDateIt(value) : null);
const instant = (value: Date | null | undefined) => (value ? formatDateTimeIt(value, FIRM_TIME_ZONE) : null);

function serviceLabel(ruleset: AmlRuleset | undefined, serviceId: string): string {
  return (ruleset && serviceOf(ruleset, serviceId)?.label) ?? serviceId;
}

async function summaryPdf(record: FileRecord, paths: Map<string, string>, exportedBy: string, today: string): Promise<Uint8Array> {
  const { file, facts } = record;
  const pdf = await SummaryWriter.create(`Fascicolo antiriciclaggio - ${file.clientName}`);
  const partyName = (id: string | null) => (id === null ? file.clientName : (facts.parties.find((p) => p.id === id)?.name ?? 'persona non più presente'));
  const evidenceLine = (id: string | null) => {
    const evidence = id ? record.evidence.find((e) => e.id === id) : undefined;
    return evidence ? `${evidence.title} (${paths.get(evidence.id)}), SHA-256 ${evidence.sha256}` : null;
  };

  pdf.text(`Fascicolo antiriciclaggio: ${file.clientName}`, { bold: true, size: 16 });
  pdf.text(`D.Lgs. 231/2007 e Regole tecniche CNDCEC. Esportato per ispezione il ${instant(new Date())} da ${exportedBy}.`);
  pdf.heading('Cliente');
  pdf.fields([
    ['Denominazione', file.clientName],
    ['Stato del cliente', file.clientId === null ? 'Cliente eliminato dall’anagrafica: fascicolo in conservazione' : 'In anagrafica'],
    ['Paese', facts.clientCountry],
    ['Fascicolo aperto il', instant(file.openedAt)],
    ['Adeguata verifica', file.level],
    ['Prossima revisione', day(file.nextReviewOn)],
    ['Revisione anticipata per', file.reviewTrigger ? REVIEW_TRIGGER_LABELS[file.reviewTrigger] : null],
    ['Fine del rapporto', day(file.relationshipEndedOn)],
    ['Conservazione fino al', day(file.retainUntil)],
  ]);

  pdf.heading('Persone e ruoli');
  if (facts.parties.length === 0) pdf.text('Nessuna persona registrata.', { indent: 10 });
  for (const party of facts.parties) {
    pdf.text(`${party.name} (${PARTY_KIND_LABELS[party.kind]})`, { bold: true });
    pdf.fields([
      [party.kind === 'natural' ? 'Nato il' : 'Costituita il', day(party.bornOn)],
      ['Codice fiscale / identificativo', party.taxCode],
      ['Nazionalità', party.nationality],
      [party.kind === 'natural' ? 'Residenza' : 'Sede', [party.address, party.residenceCountry].filter(Boolean).join(', ')],
      ['Persona politicamente esposta', party.kind === 'natural' ? PEP_STATUS_LABELS[party.pepStatus] : null],
      ['Carica pubblica', party.pepOffice],
      ['Carica lasciata il', day(party.pepLeftOn)],
      ['Verifica PEP', party.pepSource],
    ]);
    for (const role of facts.roles.filter((r) => r.partyId === party.id)) {
      const parts = [PARTY_ROLE_LABELS[role.role]];
      if (role.percent !== null) parts.push(`${percentOf(role.percent)}% di ${partyName(role.companyPartyId)}`);
      else if (role.companyPartyId !== null) parts.push(`in ${partyName(role.companyPartyId)}`);
      if (role.controlBasis) parts.push(CONTROL_BASIS_LABELS[role.controlBasis]);
      if (role.ownerReason) parts.push(`motivazione: ${role.ownerReason}`);
      if (role.fromDate || role.toDate) parts.push(`dal ${day(role.fromDate) ?? '-'} al ${day(role.toDate) ?? 'in corso'}`);
      pdf.text(`Ruolo: ${parts.join('; ')}`, { indent: 10 });
    }
    pdf.gap();
  }

  pdf.heading('Titolari effettivi (art. 20 D.Lgs. 231/2007)');
  const criterion = { ownership: 'proprietà (c. 1-2)', control: 'controllo (c. 3)', administration: 'amministrazione (c. 5)' } as const;
  pdf.text(facts.ownership.criterion ? `Criterio applicato: ${criterion[facts.ownership.criterion]}` : 'Nessun titolare effettivo individuato', { indent: 10 });
  for (const owner of facts.ownership.owners) {
    pdf.text(`${owner.name}${owner.share ? `: ${owner.share}%` : ''}`, { bold: true, indent: 10 });
    for (const line of owner.justification) pdf.text(line, { indent: 20 });
  }
  const others = facts.ownership.shares.filter((s) => !facts.ownership.owners.some((o) => o.personId === s.personId));
  if (others.length > 0) {
    pdf.text('Altre partecipazioni di persone fisiche:', { indent: 10 });
    for (const share of others) for (const path of share.paths) pdf.text(path, { indent: 20 });
  }
  for (const warning of facts.ownership.warnings) pdf.text(`Avviso: ${warning}`, { indent: 10 });

  pdf.heading('Identificazioni');
  if (record.identifications.length === 0) pdf.text('Nessuna identificazione registrata.', { indent: 10 });
  for (const id of record.identifications) {
    pdf.text(`${partyName(id.partyId)}: ${IDENTITY_DOCUMENT_LABELS[id.documentType]} n. ${id.documentNumber}`, { bold: true, indent: 10 });
    pdf.fields(
      [
        ['Rilasciato da', id.issuer],
        ['Rilasciato il', day(id.issuedOn)],
        ['Scadenza', day(id.expiresOn)],
        ['Modalità', IDENTIFICATION_METHOD_LABELS[id.method]],
        ['Strumento', id.remoteMeans],
        ['Identificato il', `${day(id.identifiedOn)} da ${id.identifiedByName}`],
        ['Copia del documento', evidenceLine(id.evidenceId)],
      ],
      20,
    );
  }

  pdf.heading('Incarichi');
  if (record.engagements.length === 0) pdf.text('Nessun incarico registrato.', { indent: 10 });
  for (const e of record.engagements) {
    pdf.text(serviceLabel(amlRuleset(e.rulesetId), e.serviceId), { bold: true, indent: 10 });
    pdf.fields(
      [
        ['Scopo', e.purpose],
        ['Natura', e.nature],
        ['Conferito il', day(e.openedOn)],
        ['Fascicolo da completare entro', day(e.completionDueOn)],
        ['Completato il', day(e.completedOn)],
        ['Chiuso il', day(e.closedOn)],
        ['Dichiarazione del cliente', evidenceLine(e.declarationEvidenceId)],
        ['Registrato da', e.createdByName],
      ],
      20,
    );
  }

  pdf.heading('Valutazioni del rischio (RT2), tutte le versioni');
  if (record.assessments.length === 0) pdf.text('Nessuna valutazione.', { indent: 10 });
  for (const a of record.assessments) {
    const ruleset = amlRuleset(a.rulesetId ?? rulesetToday(today).id);
    const engagement = record.engagements.find((e) => e.id === a.engagementId);
    pdf.text(`Versione ${a.version}: ${a.status === 'signed' ? 'firmata' : 'bozza'}`, { bold: true, indent: 10 });
    pdf.fields(
      [
        ['Incarico', engagement ? serviceLabel(ruleset, engagement.serviceId) : null],
        ['Redatta da', `${a.createdByName}, ${instant(a.createdAt)}`],
        ['Nota', a.note],
      ],
      20,
    );
    const factors = ruleset ? [...ruleset.clientFactors.tableA, ...ruleset.clientFactors.tableB] : [];
    for (const [id, score] of Object.entries(a.scores)) pdf.text(`${id} ${factors.find((f) => f.id === id)?.label ?? ''}: ${score}`, { indent: 20 });
    const result = a.result as ClientRiskView | null;
    if (a.status === 'signed' && result) {
      const inputs = a.inputs as AssessmentInputs | null;
      pdf.fields(
        [
          ['Regole applicate', `${result.rulesetId}${ruleset ? ` (${ruleset.title})` : ''}`],
          ['Data della valutazione', day(a.assessedOn)],
          ['Firmata da', `${a.signedByName}, ${instant(a.signedAt)}`],
          ['Rischio inerente', result.inherent],
          ['Rischio specifico', `${result.specific}${result.specificExact ? '' : ' (media arrotondata)'}`],
          ['Rischio effettivo', `${result.effective}: ${SIGNIFICANCE_LABELS[result.significance]}`],
          ['Adeguata verifica dal punteggio', result.scoreLevel],
          ['Adeguata verifica applicata', result.level],
          ['Prossima revisione', day(result.nextReviewOn)],
        ],
        20,
      );
      for (const reason of result.forcedReasons) pdf.text(`Rafforzata perché: ${reason}`, { indent: 20 });
      for (const person of inputs?.persons ?? []) {
        pdf.text(`Persona considerata: ${person.name} (${person.role}), ${PEP_STATUS_LABELS[person.pep.status]}${'office' in person.pep ? `: ${person.pep.office}` : ''}`, { indent: 20 });
      }
      if (inputs && inputs.countries.length > 0) pdf.text(`Paesi considerati: ${inputs.countries.map((c) => `${c.code} (${c.role})`).join(', ')}`, { indent: 20 });
    }
  }

  pdf.heading('Revisioni');
  if (record.reviews.length === 0) pdf.text('Nessuna revisione.', { indent: 10 });
  for (const r of record.reviews) {
    pdf.text(`${day(r.reviewedOn)}: ${REVIEW_TRIGGER_LABELS[r.trigger]}${r.dueOn ? `, prevista entro il ${day(r.dueOn)}` : ''}, ${r.reviewedByName}`, { bold: true, indent: 10 });
    pdf.text(r.outcome, { indent: 20 });
  }

  pdf.heading('Astensione (art. 42)');
  if (file.abstainedOn) pdf.fields([['Decisa il', day(file.abstainedOn)], ['Motivazione', file.abstentionReason]]);
  else pdf.text('Nessuna astensione.', { indent: 10 });

  pdf.heading('Registro degli accessi');
  const { check } = record.log;
  pdf.text(check.intact ? `Catena verificata: integra, ${check.lines} righe.` : `Catena NON integra: ${check.problem}`, { bold: true, indent: 10 });
  for (const line of record.log.lines) {
    const action = ACCESS_ACTION_LABELS[line.action as AccessAction] ?? line.action;
    pdf.text(`${line.seq}. ${instant(line.at)} ${line.userName}: ${action}${line.detail ? ` (${line.detail})` : ''}`, { indent: 10 });
  }

  pdf.heading('Documenti del fascicolo');
  if (record.evidence.length === 0) pdf.text('Nessun documento.', { indent: 10 });
  for (const e of record.evidence) {
    pdf.text(e.title, { bold: true, indent: 10 });
    pdf.fields(
      [
        ['Nell’archivio', paths.get(e.id)],
        ['Nome originale', e.fileName],
        ['Dimensione', `${e.fileSize} byte, ${e.contentType}`],
        ['SHA-256', e.sha256],
        ['Acquisito il', `${instant(e.acquiredAt)} da ${e.acquiredByName}`],
      ],
      20,
    );
  }
  return pdf.bytes();
}

function accessLogCsv(lines: readonly AccessLogLine[]): Buffer {
  const rows = lines.map((l) => csvRow([l.seq, formatDateTimeIt(l.at, FIRM_TIME_ZONE), l.userName, ACCESS_ACTION_LABELS[l.action as AccessAction] ?? l.action, l.detail, l.hash]));
  return Buffer.from(CSV_BOM + csvRow(['Riga', 'Data e ora', 'Utente', 'Azione', 'Dettaglio', 'Hash']) + rows.join(''), 'utf8');
}

// ---------------------------------------------------------------------------
// The archive

/**
 * Adds one file's folder (prefix '' for the archive's root) to the archive, hash.txt last. Each
 * entry is made when yazl reaches it (entries are written in order) and hashed as it passes.
 * Resolves when hash.txt's turn comes: every other entry of the folder is written by then.
 */
async function addFolder(ctx: ExportCtx, zip: ZipFile, prefix: string, record: FileRecord, exportedBy: string, today: string): Promise<void> {
  const paths = new Map(record.evidence.map((e, i) => [e.id, evidencePath(i, e.fileName)]));
  const hashes: [string, string][] = [];
  const add = (path: string, open: () => Promise<Readable>) => {
    zip.addReadStreamLazy(prefix + path, (done) => {
      open().then(
        (stream) => {
          const hash = createHash('sha256');
          const hashing = new Transform({
            transform(chunk: Buffer, _encoding, next) {
              hash.update(chunk);
              next(null, chunk);
            },
            flush(next) {
              hashes.push([hash.digest('hex'), path]);
              next();
            },
          });
          stream.on('error', (err) => hashing.destroy(err));
          done(null, stream.pipe(hashing));
        },
        (err: unknown) => done(err, undefined as never),
      );
    });
  };
  const bytes = (make: () => Promise<Uint8Array> | Uint8Array) => async () => Readable.from([Buffer.from(await make())]);

  add('riepilogo.pdf', bytes(() => summaryPdf(record, paths, exportedBy, today)));
  add('registro-accessi.csv', bytes(() => accessLogCsv(record.log.lines)));
  for (const evidence of record.evidence) {
    const path = paths.get(evidence.id)!;
    if ((await ctx.storage.size(evidence.fileKey)) === null) {
      add(`${path}.MANCANTE.txt`, bytes(() => Buffer.from(`Il file "${evidence.fileName}" (SHA-256 ${evidence.sha256}) non è nell'archivio dei file dello studio.\n`, 'utf8')));
      continue;
    }
    add(path, async () => {
      const stored = await ctx.storage.get(evidence.fileKey);
      if (!stored) throw new Error(`File non trovato: ${evidence.fileKey}`);
      return stored.stream;
    });
  }
  await new Promise<void>((written) => {
    zip.addReadStreamLazy(prefix + 'hash.txt', (done) => {
      written();
      done(null, Readable.from([hashes.map(([hash, path]) => `${hash}  ${path}\n`).join('')]));
    });
  });
}

/**
 * The archive as a stream, returned at once: the folders are added one after the other, the
 * archive ended after the last. A failure ends the stream with the error.
 */
function archive(addFolders: (zip: ZipFile) => Promise<void>): Readable {
  const zip = new ZipFile();
  const out = zip.outputStream as Readable;
  const fail = (err: unknown) => {
    log.error({ area: 'aml', err }, 'Esportazione del fascicolo interrotta');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  };
  zip.on('error', fail);
  addFolders(zip).then(() => zip.end(), fail);
  return out;
}

export interface ExportArchive {
  fileName: string;
  stream: Readable;
}

/** One file for an inspection: the access line first, then the archive as a stream. */
export async function exportFile(ctx: ExportCtx, actor: Actor, fileId: string, today: string): Promise<ExportArchive> {
  await ctx.db.transaction((tx) => appendAccess(tx, actor, fileId, 'export'));
  const record = await loadRecord(ctx.db, fileId, today);
  const stream = archive((zip) => addFolder(ctx, zip, '', record, actor.name || 'Utente', today));
  return { fileName: `fascicolo-${slugOf(record.file.clientName)}-${today}.zip`, stream };
}

/** Several files in one archive, one folder each: the ones named, or a random sample of the active ones. */
export async function exportFiles(ctx: ExportCtx, actor: Actor, selection: ExportSelection, today: string): Promise<ExportArchive> {
  let ids: string[];
  if ('fileIds' in selection) {
    ids = [...new Set(selection.fileIds)];
    const found = await ctx.db.select({ id: amlFiles.id }).from(amlFiles).where(inArray(amlFiles.id, ids));
    if (found.length !== ids.length) throw notFound(FILE_NOT_FOUND);
  } else {
    const sample = await ctx.db
      .select({ id: amlFiles.id })
      .from(amlFiles)
      .where(isNull(amlFiles.relationshipEndedOn))
      .orderBy(sql`random()`)
      .limit(selection.sample);
    if (sample.length === 0) throw conflict('Nessun fascicolo attivo da esportare');
    ids = sample.map((s) => s.id);
  }
  const detail = 'fileIds' in selection ? `esportazione di ${ids.length} fascicoli` : `campione casuale di ${ids.length} fascicoli`;
  // One order for every export, so two of them lock the files' rows without deadlock.
  ids.sort();
  await ctx.db.transaction(async (tx) => {
    for (const id of ids) await appendAccess(tx, actor, id, 'export', detail);
  });
  const stream = archive(async (zip) => {
    for (const id of ids) {
      const record = await loadRecord(ctx.db, id, today);
      await addFolder(ctx, zip, `${slugOf(record.file.clientName)}-${id.slice(0, 8)}/`, record, actor.name || 'Utente', today);
    }
  });
  return { fileName: `fascicoli-antiriciclaggio-${today}.zip`, stream };
}
