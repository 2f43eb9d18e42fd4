import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, jsonb, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONTROL_BASES } from '@domain/aml/beneficial-owners';
import { IDENTIFICATION_METHODS, IDENTITY_DOCUMENT_TYPES, PARTY_KINDS, PARTY_ROLES, PEP_STATUSES, REVIEW_TRIGGERS } from '@domain/aml/file';
import { DUE_DILIGENCE_LEVELS } from '@domain/aml/rulesets';
import { user } from './auth';
import { clients } from './clients';
import { documentRequests } from './requests';
import { documents } from './documents';

/*
 * The anti-money-laundering file (decision 122). A file outlives its client: the
 * client's deletion sets client_id to null and the file, its people and its
 * evidence stay until retain_until, when the purge job removes them. Rows of a
 * file are never deleted otherwise: triggers (migration 0034) refuse it unless the
 * purge says so, refuse any change to a signed assessment, and refuse any change
 * to the access log.
 */

export const amlPartyKind = pgEnum('aml_party_kind', PARTY_KINDS);
export const amlPepStatus = pgEnum('aml_pep_status', PEP_STATUSES);
export const amlPartyRole = pgEnum('aml_party_role', PARTY_ROLES);
export const amlControlBasis = pgEnum('aml_control_basis', CONTROL_BASES);
export const amlDocumentType = pgEnum('aml_document_type', IDENTITY_DOCUMENT_TYPES);
export const amlIdentificationMethod = pgEnum('aml_identification_method', IDENTIFICATION_METHODS);
export const amlDueDiligence = pgEnum('aml_due_diligence', DUE_DILIGENCE_LEVELS);
export const amlReviewTrigger = pgEnum('aml_review_trigger', REVIEW_TRIGGERS);
export const amlAssessmentStatus = pgEnum('aml_assessment_status', ['draft', 'signed']);

export const amlFiles = pgTable(
  'aml_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the client was deleted: the file stays for the retention period. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** The client's name, kept equal to it by a trigger on clients (migration 0037) and kept once the client is gone. */
    clientName: text('client_name').notNull(),
    /** The name lower-cased once on write, for the list's substring search (trigram index, decision 032). */
    clientNameSearch: text('client_name_search')
      .notNull()
      .generatedAlwaysAs(sql`lower(client_name)`),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openedBy: text('opened_by').references(() => user.id, { onDelete: 'set null' }),
    /** The level of the latest signed assessment. */
    level: amlDueDiligence('level'),
    nextReviewOn: date('next_review_on', { mode: 'string' }),
    /** Why the next review is due earlier than its level says (a new owner, an expired document, a new service). */
    reviewTrigger: amlReviewTrigger('review_trigger'),
    abstainedOn: date('abstained_on', { mode: 'string' }),
    abstentionReason: text('abstention_reason'),
    abstainedBy: text('abstained_by').references(() => user.id, { onDelete: 'set null' }),
    relationshipEndedOn: date('relationship_ended_on', { mode: 'string' }),
    /** relationship_ended_on + the ruleset's retention: the purge job removes the file after this day. */
    retainUntil: date('retain_until', { mode: 'string' }),
    /** The access log's last line and its number: a line removed at the end shows too. */
    logHead: text('log_head').notNull().default(''),
    logCount: integer('log_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('aml_files_client_uq').on(t.clientId).where(sql`${t.clientId} is not null`),
    index('aml_files_next_review_idx').on(t.nextReviewOn),
    index('aml_files_retain_until_idx').on(t.retainUntil).where(sql`${t.retainUntil} is not null`),
  ],
);

/** A natural or legal person of the file: shareholders, administrators, the executor, companies in the chain. */
export const amlParties = pgTable(
  'aml_parties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => amlFiles.id, { onDelete: 'cascade' }),
    kind: amlPartyKind('kind').notNull(),
    name: text('name').notNull(),
    bornOn: date('born_on', { mode: 'string' }),
    taxCode: text('tax_code').notNull().default(''),
    nationality: text('nationality'),
    address: text('address').notNull().default(''),
    residenceCountry: text('residence_country'),
    pepStatus: amlPepStatus('pep_status').notNull().default('none'),
    pepOffice: text('pep_office').notNull().default(''),
    pepLeftOn: date('pep_left_on', { mode: 'string' }),
    pepSource: text('pep_source').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('aml_parties_file_idx').on(t.fileId)],
);

/** A role of a person: in the client (company_party_id null) or, for a shareholder, in a company of the chain. */
export const amlRoles = pgTable(
  'aml_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => amlFiles.id, { onDelete: 'cascade' }),
    partyId: uuid('party_id')
      .notNull()
      .references(() => amlParties.id, { onDelete: 'cascade' }),
    role: amlPartyRole('role').notNull(),
    companyPartyId: uuid('company_party_id').references(() => amlParties.id, { onDelete: 'cascade' }),
    /** A shareholder's share, exact to four decimals. */
    percent: numeric('percent', { precision: 7, scale: 4 }),
    controlBasis: amlControlBasis('control_basis'),
    /** Why this person is read as a beneficial owner by control or administration (art. 20 c. 3, c. 5). */
    ownerReason: text('owner_reason'),
    fromDate: date('from_date', { mode: 'string' }),
    /** A role that ended is kept for the record; the computation reads the roles in force. */
    toDate: date('to_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('aml_roles_file_idx').on(t.fileId), index('aml_roles_party_idx').on(t.partyId)],
);

/**
 * A document of the file, copied from where it came (an upload, a document of the client,
 * an accepted request file) so that the client's deletion or a document's removal leaves it:
 * its own stored key, its SHA-256 and the moment it was acquired.
 */
export const amlEvidence = pgTable(
  'aml_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => amlFiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull().unique(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull().defaultNow(),
    acquiredBy: text('acquired_by').references(() => user.id, { onDelete: 'set null' }),
    acquiredByName: text('acquired_by_name').notNull(),
    /** Where it came from, while that still exists. */
    sourceDocumentId: uuid('source_document_id').references(() => documents.id, { onDelete: 'set null' }),
  },
  (t) => [index('aml_evidence_file_idx').on(t.fileId, t.acquiredAt)],
);

export const amlIdentifications = pgTable(
  'aml_identifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => amlFiles.id, { onDelete: 'cascade' }),
    partyId: uuid('party_id')
      .notNull()
      .references(() => amlParties.id, { onDelete: 'cascade' }),
    documentType: amlDocumentType('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    issuer: text('issuer').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    method: amlIdentificationMethod('method').notNull(),
    remoteMeans: text('remote_means').notNull().default(''),
    identifiedOn: date('identified_on', { mode: 'string' }).notNull(),
    identifiedBy: text('identified_by').references(() => user.id, { onDelete: 'set null' }),
    identifiedByName: text('identified_by_name').notNull(),
    evidenceId: uuid('evidence_id')
      .notNull()
      .references(() => amlEvidence.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('aml_identifications_file_idx').on(t.fileId), index('aml_identifications_party_idx').on(t.partyId)],
);

export const amlEngagements = pgTable(
  'aml_engagements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => amlFiles.id, { onDelete: 'cascade' }),
    /** The service in the ruleset's catalogue (rulesets.ts services). */
    serviceId: text('service_id').notNull(),
    rulesetId: text('ruleset_id').notNull(),
    purpose: text('purpose').notNull(),
    nature: text('nature').notNull(),
    openedOn: date('opened_on', { mode: 'string' }).notNull(),
    /** openedOn + 30 days; null for a service exempt by law. */
    completionDueOn: date('completion_due_on', { mode: 'string' }),
    completedOn: date('completed_on', { mode: 'string' }),
    /** The client's declaration (form AV.4), asked through a document request and attached once accepted. */
    declarationRequestId: uuid('declaration_request_id').references(() => documentRequests.id, { onDelete: 'set null' }),
    declarationEvidenceId: uuid('declaration_evidence_id').references(() => amlEvidence.id),
    closedOn: date('closed_on', { mode: 'string' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('aml_engagements_file_idx').on(t.fileId), index('aml_engagements_request_idx').on(t.declarationRequestId)],
);

/**
 * One version of the client's risk assessment (RT2). A draft is edited in place; a signed
 * one never changes (a trigger refuses it) and a change is the next version's draft.
 * The inputs and the result are kept with the ruleset they were computed by.
 */
export const amlAssessments = pgTable(
  'aml_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => amlFiles.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: amlAssessmentStatus('status').notNull().default('draft'),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => amlEngagements.id),
    /** The factor scores (id → 1–4) and the note. */
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set on signing: the ruleset, the inputs as computed (persons, countries) and the result. */
    rulesetId: text('ruleset_id'),
    assessedOn: date('assessed_on', { mode: 'string' }),
    inputs: jsonb('inputs'),
    result: jsonb('result'),
    level: amlDueDiligence('level'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedBy: text('signed_by').references(() => user.id, { onDelete: 'set null' }),
    signedByName: text('signed_by_name'),
  },
  (t) => [uniqueIndex('aml_assessments_version_uq').on(t.fileId, t.version)],
);

export const amlReviews = pgTable(
  'aml_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => amlFiles.id, { onDelete: 'cascade' }),
    trigger: amlReviewTrigger('trigger').notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
    outcome: text('outcome').notNull(),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedByName: text('reviewed_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('aml_reviews_file_idx').on(t.fileId, t.reviewedOn)],
);

/**
 * Who opened which file, when: append-only (a trigger refuses updates and deletes)
 * and hash-chained per file: each line's hash covers the previous line's, so a removed
 * or altered line breaks the chain, and the file's log_head/log_count catch the last one.
 * No foreign key: the log outlives nothing it records.
 */
export const amlAccessLog = pgTable(
  'aml_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileId: uuid('file_id').notNull(),
    /** 1, 2, 3… within the file. */
    seq: integer('seq').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [uniqueIndex('aml_access_log_file_seq_uq').on(t.fileId, t.seq)],
);

/** The firm's self-assessment (RT1), versioned like the clients' assessments; the proprietario signs. */
export const amlSelfAssessments = pgTable(
  'aml_self_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: integer('version').notNull().unique(),
    status: amlAssessmentStatus('status').notNull().default('draft'),
    inherent: jsonb('inherent').$type<Record<string, number>>().notNull(),
    vulnerability: jsonb('vulnerability').$type<Record<string, number>>().notNull(),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    rulesetId: text('ruleset_id'),
    assessedOn: date('assessed_on', { mode: 'string' }),
    result: jsonb('result'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedBy: text('signed_by').references(() => user.id, { onDelete: 'set null' }),
    signedByName: text('signed_by_name'),
    /** The day the next one is due (a year after signing); reminders are claimed per step in aml_firm_reminders. */
    nextDueOn: date('next_due_on', { mode: 'string' }),
  },
);

/** One reminder step of the yearly self-assessment, claimed once whatever the number of servers. */
export const amlFirmReminders = pgTable(
  'aml_firm_reminders',
  {
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    step: text('step').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('aml_firm_reminders_uq').on(t.dueOn, t.step)],
);

export const amlTrainings = pgTable(
  'aml_trainings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    heldOn: date('held_on', { mode: 'string' }).notNull(),
    topic: text('topic').notNull(),
    hours: numeric('hours', { precision: 6, scale: 2 }).notNull(),
    /** Who attended, with their names as they were. */
    attendees: jsonb('attendees').$type<{ id: string; name: string }[]>().notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('aml_trainings_held_idx').on(t.heldOn)],
);
