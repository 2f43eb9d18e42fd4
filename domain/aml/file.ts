/**
 * The client's anti-money-laundering file (fascicolo antiriciclaggio, decision 122):
 * the inputs staff give and the labels they read. The pure rules it calls are
 * beneficial-owners.ts (art. 20), risk.ts (RT1, RT2) and rulesets.ts.
 */
import { z } from '../zod';
import { isIsoCountry } from '../iso-countries';
import { isoDateSchema, notFutureDateSchema } from '../schemas/money';
import { CONTROL_BASES } from './beneficial-owners';
import { pageFields, searchField, sortFields } from '../schemas/list-query';
import { parseDec, SCALE } from './decimal';
import { DUE_DILIGENCE_LEVELS } from './rulesets';

export { FILE_COMPLETION_DAYS, isAmlRuleId } from './obligation-kinds';

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max, `Al massimo ${max} caratteri`);
const optionalText = (max: number) => z.string().trim().max(max, `Al massimo ${max} caratteri`).default('');
const day = (message: string) => isoDateSchema.or(z.literal('')).refine((v) => v !== '', message);
/** A day the firm records as done: today or earlier. */
const pastDay = (message: string) => notFutureDateSchema.or(z.literal('')).refine((v) => v !== '', message);
/** An optional field, which a form holds as '' when left empty: '' and missing are null. */
const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value: z.input<T> | '' | null | undefined) => (value === '' ? null : value), schema.nullish()).transform((value) => value ?? null);
const optionalDay = blankAsNull(isoDateSchema);
const countryCode = z.string().refine(isIsoCountry, 'Scegli un paese');
const reason = z.string().trim().min(10, 'Scrivi la motivazione (almeno 10 caratteri)').max(2000, 'Al massimo 2000 caratteri');

// ---------------------------------------------------------------------------
// People and their roles

export const PARTY_KINDS = ['natural', 'legal'] as const;
export type PartyKind = (typeof PARTY_KINDS)[number];
export const PARTY_KIND_LABELS: Record<PartyKind, string> = { natural: 'Persona fisica', legal: 'Persona giuridica' };

export const PEP_STATUSES = ['none', 'in-office', 'left-office'] as const;
export type PepStatus = (typeof PEP_STATUSES)[number];
export const PEP_STATUS_LABELS: Record<PepStatus, string> = {
  none: 'Non è persona politicamente esposta',
  'in-office': 'Persona politicamente esposta (in carica)',
  'left-office': 'Ex persona politicamente esposta',
};

export const partyInputSchema = z
  .object({
    kind: z.enum(PARTY_KINDS, { message: 'Scegli persona fisica o giuridica' }),
    name: text(200, 'Inserisci il nome'),
    /** Natural: date of birth; legal: date of incorporation. */
    bornOn: optionalDay,
    /** Natural: codice fiscale or foreign tax id; legal: registration number. */
    taxCode: optionalText(40),
    nationality: blankAsNull(countryCode),
    /** Natural: residence; legal: registered office. */
    address: optionalText(300),
    residenceCountry: blankAsNull(countryCode),
    pepStatus: z.enum(PEP_STATUSES).default('none'),
    pepOffice: optionalText(300),
    pepLeftOn: optionalDay,
    /** Where the PEP status was checked (a declaration, a database, a public source). */
    pepSource: optionalText(300),
  })
  .superRefine((party, ctx) => {
    if (party.pepStatus !== 'none' && party.pepOffice === '') ctx.addIssue({ code: 'custom', path: ['pepOffice'], message: 'Indica la carica pubblica' });
    if (party.pepStatus === 'left-office' && party.pepLeftOn === null) ctx.addIssue({ code: 'custom', path: ['pepLeftOn'], message: 'Indica quando ha lasciato la carica' });
    if (party.kind === 'legal' && party.pepStatus !== 'none') ctx.addIssue({ code: 'custom', path: ['pepStatus'], message: 'Solo una persona fisica può essere politicamente esposta' });
    if (party.pepSource === '' && party.kind === 'natural') ctx.addIssue({ code: 'custom', path: ['pepSource'], message: 'Indica come è stato verificato lo stato di persona politicamente esposta' });
  });
export type PartyInput = z.input<typeof partyInputSchema>;

export const PARTY_ROLES = ['amministratore', 'socio', 'segretario', 'esecutore', 'controllo'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];
export const PARTY_ROLE_LABELS: Record<PartyRole, string> = {
  amministratore: 'Amministratore',
  socio: 'Socio',
  segretario: 'Segretario',
  esecutore: 'Esecutore / legale rappresentante',
  controllo: 'Controllo (art. 20 c. 3)',
};

const percentText = z
  .string()
  .trim()
  .refine((value) => {
    const parsed = parseDec(value);
    return parsed !== null && parsed > 0 && parsed <= 100 * SCALE;
  }, 'La percentuale deve essere maggiore di 0 e non superiore a 100, con al massimo 4 decimali');

/**
 * One role of a person: a shareholder holds `percent` of the client (companyPartyId null) or of
 * one of the legal persons in the file (a chain). Control needs its ground and a reason; an
 * administrator a reason only when it is to be read as beneficial owner (art. 20 c. 5).
 */
export const roleInputSchema = z
  .object({
    partyId: z.string().uuid('Scegli la persona'),
    role: z.enum(PARTY_ROLES, { message: 'Scegli il ruolo' }),
    companyPartyId: blankAsNull(z.string().uuid()),
    percent: blankAsNull(percentText),
    controlBasis: blankAsNull(z.enum(CONTROL_BASES)),
    ownerReason: blankAsNull(reason),
    fromDate: optionalDay,
    toDate: optionalDay,
  })
  .superRefine((role, ctx) => {
    if (role.role === 'socio' && role.percent === null) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Indica la percentuale posseduta' });
    if (role.role !== 'socio' && role.percent !== null) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'La percentuale vale solo per un socio' });
    if (role.role === 'controllo' && role.controlBasis === null) ctx.addIssue({ code: 'custom', path: ['controlBasis'], message: 'Indica su cosa si fonda il controllo' });
    if (role.role === 'controllo' && role.ownerReason === null) ctx.addIssue({ code: 'custom', path: ['ownerReason'], message: 'Scrivi la motivazione (almeno 10 caratteri)' });
    if (role.fromDate && role.toDate && role.toDate < role.fromDate) ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'La fine non può precedere l’inizio' });
  });
export type RoleInput = z.input<typeof roleInputSchema>;

// ---------------------------------------------------------------------------
// Identification (art. 18-19)

export const IDENTITY_DOCUMENT_TYPES = ['carta-identita', 'passaporto', 'patente', 'permesso-soggiorno'] as const;
export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number];
export const IDENTITY_DOCUMENT_LABELS: Record<IdentityDocumentType, string> = {
  'carta-identita': "Carta d'identità",
  passaporto: 'Passaporto',
  patente: 'Patente di guida',
  'permesso-soggiorno': 'Permesso di soggiorno',
};

export const IDENTIFICATION_METHODS = ['in-person', 'remote'] as const;
export type IdentificationMethod = (typeof IDENTIFICATION_METHODS)[number];
export const IDENTIFICATION_METHOD_LABELS: Record<IdentificationMethod, string> = {
  'in-person': 'In presenza',
  remote: 'A distanza (art. 19 c. 1 lett. a)',
};

/** Sent as multipart fields beside the copy of the document (or a document of the client already stored). */
export const identificationInputSchema = z
  .object({
    partyId: z.string().uuid('Scegli la persona'),
    documentType: z.enum(IDENTITY_DOCUMENT_TYPES, { message: 'Scegli il tipo di documento' }),
    documentNumber: text(60, 'Inserisci il numero del documento'),
    issuer: text(200, "Inserisci l'ente che lo ha rilasciato"),
    issuedOn: day('Inserisci la data di rilascio'),
    expiresOn: day('Inserisci la data di scadenza'),
    method: z.enum(IDENTIFICATION_METHODS, { message: 'Scegli come è avvenuta l’identificazione' }),
    /** For a remote identification: SPID, CIE, qualified signature, video with the operator… */
    remoteMeans: optionalText(300),
    identifiedOn: day("Inserisci la data dell'identificazione"),
    /** A document of the client already stored, instead of a file sent with the form. */
    documentId: blankAsNull(z.string().uuid()),
  })
  .superRefine((input, ctx) => {
    if (input.issuedOn && input.expiresOn && input.expiresOn < input.issuedOn) ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'La scadenza non può precedere il rilascio' });
    // Art. 19: identity is checked on a valid document; one expired on the day of identification proves nothing.
    if (input.expiresOn && input.identifiedOn && input.expiresOn < input.identifiedOn) {
      ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: "Il documento era già scaduto il giorno dell'identificazione: serve un documento valido" });
    }
    if (input.method === 'remote' && input.remoteMeans === '') ctx.addIssue({ code: 'custom', path: ['remoteMeans'], message: 'Indica lo strumento usato (SPID, CIE, firma digitale, video…)' });
  });
export type IdentificationInput = z.input<typeof identificationInputSchema>;

// ---------------------------------------------------------------------------
// Engagements, assessments, reviews, abstention

export const engagementInputSchema = z.object({
  serviceId: z.string().min(1, 'Scegli la prestazione'),
  purpose: text(2000, "Descrivi lo scopo dell'incarico"),
  nature: text(2000, "Descrivi la natura dell'incarico"),
  openedOn: day("Inserisci la data di conferimento dell'incarico"),
});
export type EngagementInput = z.input<typeof engagementInputSchema>;

/** A draft assessment: the RT2 factor scores and the service it is made for; the day is the day it is signed. */
export const assessmentDraftSchema = z.object({
  engagementId: z.string().uuid('Scegli l’incarico valutato'),
  scores: z.record(z.string(), z.number().int().min(1, 'Il punteggio va da 1 a 4').max(4, 'Il punteggio va da 1 a 4')),
  note: optionalText(4000),
});
export type AssessmentDraft = z.input<typeof assessmentDraftSchema>;

export const REVIEW_TRIGGERS = ['scheduled', 'new-owner', 'expired-document', 'new-service', 'other'] as const;
export type ReviewTrigger = (typeof REVIEW_TRIGGERS)[number];
export const REVIEW_TRIGGER_LABELS: Record<ReviewTrigger, string> = {
  scheduled: 'Revisione periodica',
  'new-owner': 'Nuovo titolare effettivo',
  'expired-document': "Documento d'identità scaduto",
  'new-service': 'Nuova prestazione',
  other: 'Altro',
};

export const reviewInputSchema = z.object({
  reviewedOn: pastDay('Inserisci la data della revisione'),
  outcome: text(4000, "Descrivi l'esito della revisione"),
});

export const abstentionInputSchema = z.object({
  decidedOn: pastDay("Inserisci la data dell'astensione"),
  reason,
});

export const relationshipEndSchema = z.object({ endedOn: pastDay('Inserisci la data di fine del rapporto') });

// ---------------------------------------------------------------------------
// The firm's part: self-assessment (RT1) and training

export const selfAssessmentDraftSchema = z.object({
  inherent: z.record(z.string(), z.number().int().min(1, 'Il punteggio va da 1 a 4').max(4, 'Il punteggio va da 1 a 4')),
  vulnerability: z.record(z.string(), z.number().int().min(1, 'Il punteggio va da 1 a 4').max(4, 'Il punteggio va da 1 a 4')),
  note: optionalText(4000),
});

/** Months between two self-assessments: the firm renews it every year. */
export const SELF_ASSESSMENT_MONTHS = 12;

export const trainingInputSchema = z.object({
  heldOn: day('Inserisci la data'),
  topic: text(300, "Inserisci l'argomento"),
  hours: z
    .string()
    .trim()
    .refine(
      (value) => {
        const parsed = parseDec(value);
        return parsed !== null && parsed > 0 && parsed <= 100 * SCALE;
      },
      { message: 'Indica le ore (per esempio 2 o 1,5)', abort: true },
    )
    // The register keeps hours to the hundredth (numeric(6,2)): more decimals would be rounded silently.
    .refine((value) => parseDec(value)! % 100 === 0, 'Indica le ore con al massimo due decimali'),
  attendeeIds: z.array(z.string().min(1)).min(1, 'Indica chi ha partecipato'),
});
export type TrainingInput = z.input<typeof trainingInputSchema>;

// ---------------------------------------------------------------------------
// Export for inspection

/** The most files one archive holds. */
export const MAX_EXPORT_FILES = 50;
const TOO_MANY_FILES = `Al massimo ${MAX_EXPORT_FILES} fascicoli per esportazione`;

export const exportFileIdsSchema = z.array(z.uuid('Fascicolo non trovato')).min(1, 'Scegli almeno un fascicolo').max(MAX_EXPORT_FILES, TOO_MANY_FILES);
export const exportSampleSchema = z
  .number({ message: 'Indica quanti fascicoli estrarre' })
  .int('Indica un numero intero')
  .min(1, 'Estrai almeno un fascicolo')
  .max(MAX_EXPORT_FILES, TOO_MANY_FILES);

/** The files named, or a random sample of the active ones. */
export const exportSelectionSchema = z.union([z.object({ fileIds: exportFileIdsSchema }), z.object({ sample: exportSampleSchema })], {
  message: 'Scegli i fascicoli da esportare o quanti estrarne a campione',
});
export type ExportSelection = z.output<typeof exportSelectionSchema>;

// ---------------------------------------------------------------------------
// The access log

export const ACCESS_ACTIONS = ['open', 'export', 'document'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];
export const ACCESS_ACTION_LABELS: Record<AccessAction, string> = {
  open: 'Apertura del fascicolo',
  export: 'Esportazione per ispezione',
  document: 'Apertura di un documento',
};

// ---------------------------------------------------------------------------
// The list of files and the routes' parameters

export const AML_FILE_FILTERS = ['all', 'incomplete', 'review-due', 'abstained', 'ended'] as const;
export type AmlFileFilter = (typeof AML_FILE_FILTERS)[number];
export const AML_FILE_FILTER_LABELS: Record<AmlFileFilter, string> = {
  all: 'Tutti',
  incomplete: 'Da completare',
  'review-due': 'Revisione scaduta',
  abstained: 'Astensione',
  ended: 'Rapporto cessato',
};
export const AML_FILE_SORT_COLUMNS = ['clientName', 'nextReviewOn'] as const;
export const AML_FILES_PAGE_SIZE = 20;

const optionalUuid = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().uuid(message).optional());

export const amlFileListQuerySchema = z.object({
  q: searchField,
  /** The file of one client, for the link from the client's details. */
  client: optionalUuid('Cliente non valido'),
  status: z.enum(AML_FILE_FILTERS, { error: 'Filtro non valido' }).default('all'),
  level: z.enum(DUE_DILIGENCE_LEVELS, { error: 'Livello non valido' }).optional(),
  ...sortFields(AML_FILE_SORT_COLUMNS),
  ...pageFields(AML_FILES_PAGE_SIZE),
});
export type AmlFileListQuery = z.output<typeof amlFileListQuerySchema>;

export const openAmlFileSchema = z.object({ clientId: z.string().uuid('Scegli il cliente') });

export const AML_FILE_NOT_FOUND = 'Fascicolo antiriciclaggio non trovato';
export const amlFileIdParamSchema = z.object({ id: z.uuid(AML_FILE_NOT_FOUND) });
export const amlPartyIdParamSchema = z.object({ partyId: z.uuid('Persona non trovata') });
export const amlRoleIdParamSchema = z.object({ roleId: z.uuid('Ruolo non trovato') });
export const amlEngagementIdParamSchema = z.object({ id: z.uuid('Incarico non trovato') });
export const amlEvidenceIdParamSchema = z.object({ evidenceId: z.uuid('Documento non trovato') });

/** The client's declaration asked through a document request (form AV.4, which the client signs). */
export const DECLARATION_REQUEST_TITLE = 'Dichiarazione del cliente (AV.4)';
export const DECLARATION_ITEM_NAME = 'Dichiarazione di adeguata verifica (modulo AV.4) firmata';
export const DECLARATION_DUE_DAYS = 14;
