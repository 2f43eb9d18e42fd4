import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultYearEnd, monthEnd } from '@domain/compliance/accounting-periods';
import { addDays, addMonths, todayIso } from '@domain/periods';
import { ROLES, ledgerOwner, refusalStatus, scopeOf, type Role, type Scope } from '@domain/policy';
import type { LedgerKind } from '@domain/schemas/money';
import { allFactorScores, createAmlEngagementRow, createAmlEvidenceRow, createAmlFileRow, createAmlPartyRow, createAmlRoleRow } from './seed/factories/aml';
import { createClientRow } from './seed/factories/clients';
import { createContractRow, createDocumentRow } from './seed/factories/documents';
import { createBankApplicationRow, createLedgerRow } from './seed/factories/money';
import { createRequestFileRow, createRequestRow, createTemplateRow, itemFields } from './seed/factories/requests';
import { makePdf } from './seed/factories/pdf';
import { createUser } from './seed/factories/users';
import { amlAssessments, amlEngagements, amlFiles, amlRoles, amlSelfAssessments, mailMessages, manualObligations, obligations, profiles, requestItems, session, user, userCompanies } from './platform/db/schema';
import { newFileKey } from './platform/files/storage';
import type { RouteRequirement } from './platform/http/guards';
import { syncManualSeries } from './modules/deadlines/manual-obligations';
import { refreshObligations } from './modules/deadlines/obligations';
import { createTestApp, type RequestOptions, type TestUser } from './test/test-app';

/**
 * The access matrix, generated from the router itself: every API endpoint is
 * called as anonymous, as an account without a role and as each role, and the
 * answer is compared with domain/policy.ts. A new endpoint without a guard fails.
 * Every endpoint that takes an id is also called, as each of them, on a real row
 * of the caller's own and on someone else's (ROWS below): a new one without its
 * entry there fails.
 */

/** Endpoints open to anyone, by design; the calendar feed is guarded by the token in its address (calendar-feed.test.ts). */
const PUBLIC = new Set(['GET /api/health', 'GET /api/auth/*', 'POST /api/auth/*', 'GET /api/calendar/:userId/:file']);

const t = await createTestApp();
afterAll(() => t.close());

interface Endpoint {
  method: string;
  path: string;
  requirement: RouteRequirement | null;
}

function endpoints(): Endpoint[] {
  const byKey = new Map<string, Endpoint>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    const key = `${route.method} ${route.path}`;
    const endpoint = byKey.get(key) ?? { method: route.method, path: route.path, requirement: null };
    const requirement = (route.handler as { requirement?: RouteRequirement }).requirement;
    if (requirement) endpoint.requirement = requirement;
    byKey.set(key, endpoint);
  }
  return [...byKey.values()];
}

/** A concrete URL for a route pattern: every parameter becomes an id that matches no row. */
function concrete(path: string): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => (/iso|code/i.test(name) ? 'ZZ' : '00000000-0000-4000-8000-000000000000'));
}

const accounts: Record<Role | 'none', TestUser> = {
  proprietario: await t.user('proprietario'),
  admin: await t.user('admin'),
  moderatore: await t.user('moderatore'),
  user: await t.user('user'),
  none: await t.user(null),
};

function allowed(requirement: RouteRequirement, role: Role | null): boolean {
  return requirement.kind === 'signed-in' || scopeOf(role, requirement.permission) !== null;
}

async function call(endpoint: Endpoint, as: TestUser | null): Promise<number> {
  const body = endpoint.method === 'GET' || endpoint.method === 'HEAD' ? {} : { json: {} };
  const res = await t.request(endpoint.method, concrete(endpoint.path), { as, ...body });
  return res.status;
}

describe('access matrix', () => {
  const list = endpoints().filter((e) => !PUBLIC.has(`${e.method} ${e.path}`));

  it('covers every API endpoint with a guard', () => {
    const unguarded = list.filter((e) => !e.requirement).map((e) => `${e.method} ${e.path}`);
    expect(unguarded).toEqual([]);
    expect(list.length).toBeGreaterThan(0);
  });

  it('answers every endpoint as the policy says, for anonymous, no role and each role', async () => {
    const failures: string[] = [];
    let cases = 0;
    for (const endpoint of list) {
      if (!endpoint.requirement) continue;
      const label = `${endpoint.method} ${endpoint.path}`;
      cases++;
      const anonymous = await call(endpoint, null);
      if (anonymous !== 401) failures.push(`${label} anonimo: ${anonymous} invece di 401`);
      for (const role of [...ROLES, null] as const) {
        cases++;
        const status = await call(endpoint, accounts[role ?? 'none']);
        const expectAllowed = allowed(endpoint.requirement, role);
        if (status >= 500) failures.push(`${label} ${role ?? 'senza ruolo'}: ${status}`);
        else if (expectAllowed && (status === 401 || status === 403)) failures.push(`${label} ${role ?? 'senza ruolo'}: ${status}, atteso accesso`);
        // A refusal of what the policy does not disclose (the AML file) is a 404, like a route that does not exist.
        const refused = endpoint.requirement.kind === 'permission' ? refusalStatus(endpoint.requirement.permission) : 403;
        if (!expectAllowed && status !== refused) failures.push(`${label} ${role ?? 'senza ruolo'}: ${status} invece di ${refused}`);
      }
    }
    console.log(`Matrice di accesso: ${list.length} endpoint, ${cases} casi verificati`);
    expect(failures).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// Rows: every route that takes an id, on the caller's own row and on someone else's.

/** Makes a row for the caller (or for someone else) and returns the id the route takes. */
type MakeRow = (caller: TestUser) => Promise<string>;

interface RowFixture {
  /** A row of the caller's own, as the policy means "own"; null when no row of this kind can be the caller's (the comment says why). */
  own: MakeRow | null;
  /** A row of someone else's. */
  other: MakeRow;
  /** A valid request body for the row, so the answer is about the row and not about the input. */
  send?: (id: string) => Promise<Pick<RequestOptions, 'json' | 'body'>> | Pick<RequestOptions, 'json' | 'body'>;
}

const db = t.ctx.db;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

/** Another account: a new one, or with `shared` the same one each time (accounts are slow to make: their password is hashed). */
const made = new Map<Role, Promise<string>>();
const newAccount = async (role: Role) => (await createUser(db, { role })).id;
function someone(role: Role = 'user', shared = true): Promise<string> {
  if (!shared) return newAccount(role);
  if (!made.has(role)) made.set(role, newAccount(role));
  return made.get(role)!;
}
const clientOf = async (userId: string | null) => (await createClientRow(db, { userId })).id;
/** A UK client in its first accounting period, whose year end may be changed. */
const UK_INCORPORATION = addDays(todayIso(), -100);
const ukClientOf = async (userId: string) => (await createClientRow(db, { userId, countryCode: 'GB', entityType: 'ltd', incorporationDate: UK_INCORPORATION, financialYearEnd: defaultYearEnd('GB', UK_INCORPORATION) })).id;
const documentOf = async (userId: string) => (await createDocumentRow(t.ctx, { clientId: await clientOf(userId), title: 'Documento', accessLevel: 'shared' })).id;
const contractBy = async (userId: string) => (await createContractRow(t.ctx, { title: 'Contratto', uploadedBy: userId })).id;
const bankApplicationOf = (userId: string) => createBankApplicationRow(db, { userId });
const ledgerRow = (kind: LedgerKind, ledgerUserId: string | null) => createLedgerRow(db, kind, { ledgerUserId, amount: '10.00' });
/** An obligation of a rule on by default, for a client of `userId`: a UK company's first confirmation statement. */
async function deadlineOf(userId: string): Promise<string> {
  const client = await createClientRow(db, { userId, countryCode: 'GB', entityType: 'ltd', companyName: 'Prova Ltd', incorporationDate: UK_INCORPORATION, approvalStatus: 'approved' });
  await refreshObligations(db, [client.id]);
  const [obligation] = await db
    .select({ id: obligations.id })
    .from(obligations)
    .where(and(eq(obligations.clientId, client.id), eq(obligations.ruleId, 'gb-confirmation-statement')));
  return obligation!.id;
}
/** The open Hong Kong profits tax return of the year that closed two months ago, for a client of `userId`: its issue date may be today. */
async function issuedReturnOf(userId: string): Promise<string> {
  const yearEnd = monthEnd(addMonths(todayIso(), -2)).slice(5).replace('02-29', '02-28');
  const client = await createClientRow(db, { userId, countryCode: 'HK', entityType: 'ltd', companyName: 'Prova Limited', incorporationDate: addMonths(todayIso(), -40), financialYearEnd: yearEnd, approvalStatus: 'approved' });
  await refreshObligations(db, [client.id]);
  const [obligation] = await db
    .select({ id: obligations.id })
    .from(obligations)
    .where(and(eq(obligations.clientId, client.id), eq(obligations.ruleId, 'hk-profits-tax-return'), lt(obligations.periodKey, todayIso())))
    .orderBy(desc(obligations.periodKey))
    .limit(1);
  return obligation!.id;
}
/** An obligation added by hand for a client of `userId`, with its open occurrence: the manual obligation's id. */
async function manualDeadlineOf(userId: string): Promise<string> {
  const client = await createClientRow(db, { userId, companyName: 'Manuale Ltd', approvalStatus: 'approved' });
  const [manual] = await db
    .insert(manualObligations)
    .values({ clientId: client.id, title: 'Dichiarazione IVA', authority: 'HMRC', startsOn: addDays(todayIso(), 20), recurrence: 'quarterly', createdByName: 'Staff' })
    .returning();
  await syncManualSeries(db, manual!);
  return manual!.id;
}
async function companyOf(userId: string): Promise<string> {
  const [row] = await db.insert(userCompanies).values({ userId, companyName: 'Società di prova', countryCode: 'MT' }).returning({ id: userCompanies.id });
  return row!.id;
}
async function avatarOf(userId: string): Promise<string> {
  const key = newFileKey('avatars');
  await t.ctx.storage.put(key, PNG);
  await db.update(profiles).set({ avatarKey: key }).where(eq(profiles.id, userId));
  return userId;
}
async function sessionOf(userId: string): Promise<string> {
  const id = randomUUID();
  await db.insert(session).values({ id, token: randomUUID(), userId, expiresAt: new Date(Date.now() + 86_400_000) });
  return id;
}
async function staffWithTwoFactor(): Promise<string> {
  const id = await someone('moderatore');
  await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, id));
  return id;
}
async function failedMail(): Promise<string> {
  const [row] = await db.insert(mailMessages).values({ recipient: 'cliente@example.it', subject: 'Prova', textBody: 'Prova', status: 'failed', attempts: 5 }).returning({ id: mailMessages.id });
  return row!.id;
}
const pngForm = () => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'foto.png');
  return { body: form };
};

/** A document request sent to a client of `userId` (a role user sees only sent ones), or a draft. */
const requestOf = async (userId: string, status: 'open' | 'draft' = 'open') => createRequestRow(db, { clientId: await clientOf(userId), status });
/** An item of an open request of a client of `userId`, holding a file (so it can be accepted). */
const submittedItemOf = async (userId: string) => {
  const { itemIds } = await requestOf(userId);
  await createRequestFileRow(t.ctx, itemIds[0]!);
  return itemIds[0]!;
};
const answerableItemOf = async (userId: string) => (await createRequestRow(db, { clientId: await clientOf(userId), items: [itemFields('Denominazione', { requiresFile: false })] })).itemIds[0]!;
const requestFileOf = async (userId: string) => {
  const { itemIds } = await requestOf(userId);
  return createRequestFileRow(t.ctx, itemIds[0]!);
};
/** The item's version, as staff send it with their decision. */
const seenBody = async (itemId: string, extra: Record<string, string> = {}) => {
  const [row] = await db.select({ updatedAt: requestItems.updatedAt }).from(requestItems).where(eq(requestItems.id, itemId));
  return { json: { seen: row!.updatedAt.toISOString(), ...extra } };
};
const REQUEST: RowFixture = { own: async (c) => (await requestOf(c.id)).id, other: async () => (await requestOf(await someone())).id };
const DRAFT_REQUEST: RowFixture = { own: async (c) => (await requestOf(c.id, 'draft')).id, other: async () => (await requestOf(await someone(), 'draft')).id };
const SUBMITTED_ITEM: RowFixture = { own: (c) => submittedItemOf(c.id), other: async () => submittedItemOf(await someone()) };
const REQUEST_FILE: RowFixture = { own: (c) => requestFileOf(c.id), other: async () => requestFileOf(await someone()) };
/** Templates belong to the firm. */
const TEMPLATE: RowFixture = { own: null, other: () => createTemplateRow(db) };
const templateBody = () => ({ json: { name: 'Costituzione di prova', description: '', items: [itemFields('Passaporto')] } });

const pdfForm = () => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(makePdf([['Passaporto']]))], { type: 'application/pdf' }), 'passaporto.pdf');
  return { body: form };
};

const CLIENT: RowFixture = { own: (c) => clientOf(c.id), other: async () => clientOf(await someone()) };
const DOCUMENT: RowFixture = { own: (c) => documentOf(c.id), other: async () => documentOf(await someone()) };
const CONTRACT: RowFixture = { own: (c) => contractBy(c.id), other: async () => contractBy(await someone()) };
const BANK_APPLICATION: RowFixture = { own: (c) => bankApplicationOf(c.id), other: async () => bankApplicationOf(await someone()) };
const DEADLINE: RowFixture = { own: (c) => deadlineOf(c.id), other: async () => deadlineOf(await someone()) };
const MANUAL_DEADLINE: RowFixture = { own: (c) => manualDeadlineOf(c.id), other: async () => manualDeadlineOf(await someone()) };
const ledger = (kind: LedgerKind, send?: RowFixture['send']): RowFixture => ({
  own: (c) => ledgerRow(kind, ledgerOwner(c)),
  other: async () => ledgerRow(kind, await someone()),
  send,
});
const ledgerEntry = () => ({ json: { amount: '12.50', description: 'Causale di prova', date: todayIso() } });
/** A staff member is never a pending user, a login user or, in Gestione Staff, the row they edit (PRODUCT.md section 1). */
const PENDING_USER: RowFixture = { own: null, other: () => someone('user') };
const LOGIN_USER: RowFixture = { own: null, other: () => someone('user') };
const STAFF_MEMBER: RowFixture = { own: null, other: () => someone('moderatore') };

/** The AML file's records belong to the firm, never to a caller: a file with an engagement, a draft of its assessment, a draft self-assessment. */
const AML_ONES = allFactorScores(1);
async function amlFileWithEngagement(): Promise<string> {
  const { id } = await createAmlFileRow(db, { clientId: (await createClientRow(db, { countryCode: 'MT', approvalStatus: 'approved' })).id, clientName: 'Fascicolo Ltd' });
  await createAmlEngagementRow(db, id);
  return id;
}
const amlEngagementOf = async (fileId: string) => (await db.select({ id: amlEngagements.id }).from(amlEngagements).where(eq(amlEngagements.fileId, fileId)))[0]!.id;
async function amlDraftAssessment(): Promise<string> {
  const fileId = await amlFileWithEngagement();
  const [row] = await db.insert(amlAssessments).values({ fileId, version: 1, engagementId: await amlEngagementOf(fileId), scores: AML_ONES, createdByName: 'Studio' }).returning({ id: amlAssessments.id });
  return row!.id;
}
const amlAssessmentBody = async (id: string) => {
  const [row] = await db.select({ engagementId: amlAssessments.engagementId }).from(amlAssessments).where(eq(amlAssessments.id, id));
  return { json: { engagementId: row!.engagementId, scores: AML_ONES, note: '' } };
};
/** A file with a signed level, so a review can be recorded. */
async function amlReviewableFile(): Promise<string> {
  const fileId = await amlFileWithEngagement();
  await db.update(amlFiles).set({ level: 'ordinaria', nextReviewOn: addDays(todayIso(), 30) }).where(eq(amlFiles.id, fileId));
  return fileId;
}
let amlSelfVersion = 1000;
async function amlDraftSelfAssessment(): Promise<string> {
  const inherent = { clientela: 2, 'area-geografica': 2, canali: 2, servizi: 2 };
  const vulnerability = { formazione: 1, 'adeguata-verifica': 1, conservazione: 1, segnalazioni: 1 };
  const [row] = await db.insert(amlSelfAssessments).values({ version: ++amlSelfVersion, inherent, vulnerability, createdByName: 'Studio' }).returning({ id: amlSelfAssessments.id });
  return row!.id;
}
const AML_FILE: RowFixture = { own: null, other: amlFileWithEngagement };
const AML_DRAFT: RowFixture = { own: null, other: amlDraftAssessment };
const AML_SELF_DRAFT: RowFixture = { own: null, other: amlDraftSelfAssessment };

/** The AML file's core: its people, roles and evidence are the firm's too, never a caller's own. */
const amlPerson = { kind: 'natural', name: 'Mario Rossi', pepSource: 'Dichiarazione del cliente' };
async function amlRole(): Promise<string> {
  const fileId = await amlFileWithEngagement();
  return createAmlRoleRow(db, fileId, { partyId: await createAmlPartyRow(db, fileId), role: 'esecutore' });
}
const amlPartyOfRole = async (roleId: string) => (await db.select({ partyId: amlRoles.partyId }).from(amlRoles).where(eq(amlRoles.id, roleId)))[0]!.partyId;
async function amlIdentificationForm(fileId: string) {
  const fields = {
    partyId: await createAmlPartyRow(db, fileId),
    documentType: 'passaporto',
    documentNumber: 'YA1234567',
    issuer: 'Questura di Roma',
    issuedOn: '2020-03-01',
    expiresOn: addDays(todayIso(), 365),
    method: 'in-person',
    identifiedOn: todayIso(),
  };
  const { body } = pdfForm();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return { body };
}

/** One entry per route that takes an id. */
const ROWS: Record<string, RowFixture> = {
  'GET /api/clients/:id': CLIENT,
  'PUT /api/clients/:id': { ...CLIENT, send: () => ({ json: { fullName: 'Mario Rossi', companyName: 'Rossi Consulting Ltd' } }) },
  'PATCH /api/clients/:id': { ...CLIENT, send: () => ({ json: { field: 'companyName', value: 'Nuovo Nome Ltd' } }) },
  'DELETE /api/clients/:id': CLIENT,
  'GET /api/clients/:id/suggestions': CLIENT,
  'GET /api/clients/:id/accounting-periods': CLIENT,
  'POST /api/clients/:id/year-end-changes': {
    own: (c) => ukClientOf(c.id),
    other: async () => ukClientOf(await someone()),
    send: () => ({ json: { periodStart: UK_INCORPORATION, newEnd: addDays(UK_INCORPORATION, 300), notifiedOn: todayIso() } }),
  },
  'POST /api/clients/:id/suggestions': { ...CLIENT, send: () => ({ json: { fields: ['fullName'] } }) },
  // Decided by the client's login (a role user) or, without one, by its data: a staff member's own client is no case.
  'POST /api/clients/:id/approval': { own: null, other: CLIENT.other, send: () => ({ json: { decision: 'approved' } }) },
  'GET /api/documents/:id/file': DOCUMENT,
  'PATCH /api/documents/:id': { ...DOCUMENT, send: () => ({ json: { title: 'Titolo nuovo' } }) },
  'DELETE /api/documents/:id': DOCUMENT,
  'GET /api/contracts/:id/file': CONTRACT,
  'DELETE /api/contracts/:id': CONTRACT,
  'POST /api/deadlines/:id/complete': { ...DEADLINE, send: () => ({ json: { filedOn: todayIso() } }) },
  'DELETE /api/deadlines/:id/complete': DEADLINE,
  'PUT /api/deadlines/:id/issue-date': { own: (c) => issuedReturnOf(c.id), other: async () => issuedReturnOf(await someone()), send: () => ({ json: { issuedOn: todayIso() } }) },
  'PUT /api/deadlines/manual/:id': { ...MANUAL_DEADLINE, send: () => ({ json: { title: 'Buste paga', authority: 'INPS', dueDate: todayIso(), recurrence: 'monthly', note: '' } }) },
  'DELETE /api/deadlines/manual/:id': MANUAL_DEADLINE,
  'GET /api/bank-applications/:id': BANK_APPLICATION,
  'PATCH /api/bank-applications/:id/status': { ...BANK_APPLICATION, send: () => ({ json: { status: 'in_review' } }) },
  'GET /api/money/expenses/:id': ledger('expense'),
  'PUT /api/money/expenses/:id': ledger('expense', ledgerEntry),
  'DELETE /api/money/expenses/:id': ledger('expense'),
  'GET /api/money/income/:id': ledger('income'),
  'PUT /api/money/income/:id': ledger('income', ledgerEntry),
  'DELETE /api/money/income/:id': ledger('income'),
  'DELETE /api/profile/sessions/:id': { own: (c) => sessionOf(c.id), other: async () => sessionOf(await someone()) },
  'DELETE /api/profile/companies/:id': { own: (c) => companyOf(c.id), other: async () => companyOf(await someone()) },
  // Someone else's: another user's; the staff's avatars, which a user also sees, are in profile.test.ts.
  'GET /api/profile/avatar/:userId': { own: (c) => avatarOf(c.id), other: async () => avatarOf(await someone()) },
  'POST /api/dashboard/pending/:userId/approve': PENDING_USER,
  'POST /api/dashboard/pending/:userId/reject': PENDING_USER,
  'POST /api/dashboard/pending/:userId/link': { ...PENDING_USER, send: async () => ({ json: { clientId: await clientOf(null) } }) },
  'PATCH /api/login-users/:id': { ...LOGIN_USER, send: () => ({ json: { fullName: 'Nome Cambiato' } }) },
  'POST /api/login-users/:id/reset-password': LOGIN_USER,
  'PATCH /api/staff/:id/role': { ...STAFF_MEMBER, send: () => ({ json: { role: 'admin' } }) },
  'PATCH /api/staff/:id/credentials': { ...STAFF_MEMBER, send: () => ({ json: { email: `nuova.${Math.random().toString(36).slice(2, 10)}@example.it` } }) },
  'POST /api/staff/:id/avatar': { ...STAFF_MEMBER, send: pngForm },
  'GET /api/staff/:id/deletion-impact': STAFF_MEMBER,
  'DELETE /api/staff/:id': { own: null, other: () => someone('moderatore', false) },
  // Only another account's second factor is reset.
  'POST /api/two-factor/:id/reset': { own: null, other: staffWithTwoFactor },
  'GET /api/requests/:id': REQUEST,
  'PUT /api/requests/:id': { ...DRAFT_REQUEST, send: () => ({ json: { title: 'Nuovo titolo', dueDate: todayIso(), items: [itemFields('Passaporto')] } }) },
  'DELETE /api/requests/:id': REQUEST,
  'POST /api/requests/:id/send': DRAFT_REQUEST,
  'POST /api/requests/:id/remind': REQUEST,
  'POST /api/requests/items/:itemId/files': { ...SUBMITTED_ITEM, send: pdfForm },
  'PUT /api/requests/items/:itemId/answer': { own: (c) => answerableItemOf(c.id), other: async () => answerableItemOf(await someone()), send: () => ({ json: { answer: 'Rossi Trading Ltd' } }) },
  'POST /api/requests/items/:itemId/accept': { ...SUBMITTED_ITEM, send: (id) => seenBody(id) },
  'POST /api/requests/items/:itemId/reject': { ...SUBMITTED_ITEM, send: (id) => seenBody(id, { reason: 'La foto è sfocata' }) },
  'GET /api/requests/files/:fileId': REQUEST_FILE,
  'DELETE /api/requests/files/:fileId': REQUEST_FILE,
  'PUT /api/request-templates/:id': { ...TEMPLATE, send: templateBody },
  'POST /api/request-templates/:id/archive': TEMPLATE,
  'POST /api/request-templates/:id/restore': TEMPLATE,
  // Countries and e-mails belong to nobody.
  'PATCH /api/countries/:iso': { own: null, other: async () => 'MT', send: () => ({ json: { taxRate: '12,5', status: 'active' } }) },
  'POST /api/mail-outbox/:id/retry': { own: null, other: failedMail },
  // The rule catalogue belongs to the firm.
  'PUT /api/compliance-rules/:id': { own: null, other: async () => 'gb-confirmation-statement', send: () => ({ json: { enabled: true } }) },
  // The AML file's records (aml-records.routes.ts).
  'GET /api/aml/files/:id/assessments': AML_FILE,
  'POST /api/aml/files/:id/assessments': { ...AML_FILE, send: async (id) => ({ json: { engagementId: await amlEngagementOf(id), scores: AML_ONES, note: '' } }) },
  'PUT /api/aml/assessments/:id': { ...AML_DRAFT, send: amlAssessmentBody },
  'POST /api/aml/assessments/:id/sign': AML_DRAFT,
  'GET /api/aml/files/:id/reviews': AML_FILE,
  'POST /api/aml/files/:id/reviews': { own: null, other: amlReviewableFile, send: () => ({ json: { reviewedOn: todayIso(), outcome: 'Profilo invariato' } }) },
  'POST /api/aml/files/:id/abstention': { ...AML_FILE, send: () => ({ json: { decidedOn: todayIso(), reason: 'Dati del titolare effettivo mancanti' } }) },
  'POST /api/aml/files/:id/end': { ...AML_FILE, send: () => ({ json: { endedOn: todayIso() } }) },
  'GET /api/aml/files/:id/access-log': AML_FILE,
  'GET /api/aml/files/:id/export': AML_FILE,
  'PUT /api/aml/firm/self-assessments/:id': { ...AML_SELF_DRAFT, send: () => ({ json: { inherent: { clientela: 3 }, vulnerability: {}, note: '' } }) },
  'POST /api/aml/firm/self-assessments/:id/sign': AML_SELF_DRAFT,
  // The AML file's core (aml.routes.ts): `own` is null, nothing in a file is a role user's: the file is the firm's record about a client, never shown to them.
  'GET /api/aml/files/:id': AML_FILE,
  'POST /api/aml/files/:id/parties': { ...AML_FILE, send: () => ({ json: amlPerson }) },
  'PUT /api/aml/parties/:partyId': { own: null, other: async () => createAmlPartyRow(db, await amlFileWithEngagement()), send: () => ({ json: amlPerson }) },
  'POST /api/aml/files/:id/roles': { ...AML_FILE, send: async (id) => ({ json: { partyId: await createAmlPartyRow(db, id), role: 'esecutore' } }) },
  'PUT /api/aml/roles/:roleId': { own: null, other: amlRole, send: async (id) => ({ json: { partyId: await amlPartyOfRole(id), role: 'esecutore', toDate: todayIso() } }) },
  'POST /api/aml/files/:id/identifications': { ...AML_FILE, send: amlIdentificationForm },
  'GET /api/aml/evidence/:evidenceId/file': { own: null, other: async () => createAmlEvidenceRow(t.ctx, await amlFileWithEngagement()) },
  'POST /api/aml/files/:id/engagements': { ...AML_FILE, send: () => ({ json: { serviceId: 'consulenza-fiscale', purpose: 'Consulenza fiscale', nature: 'Continuativa', openedOn: todayIso() } }) },
  'POST /api/aml/engagements/:id/declaration-request': { own: null, other: async () => amlEngagementOf(await amlFileWithEngagement()) },
};

const withId = (path: string, id: string) => path.replace(/:(\w+)(\{[^}]*\})?/, encodeURIComponent(id));

/** The row was reached: acted on, or refused by a rule about its state (already done, incomplete), never as out of reach. */
const reached = (status: number) => (status >= 200 && status < 300) || status === 409 || status === 422;

/** The scope the caller holds on the route's rows; a route open to any signed-in person reaches only their own. */
function rowScope(requirement: RouteRequirement, role: Role | null): Scope | null {
  if (requirement.kind === 'signed-in') return role ? 'own' : null;
  return scopeOf(role, requirement.permission);
}

describe('access matrix on rows', () => {
  const withIds = endpoints().filter((e) => e.requirement && /\/:\w+/.test(e.path) && !PUBLIC.has(`${e.method} ${e.path}`));

  it('has a row fixture for every route that takes an id', () => {
    const missing = withIds.map((e) => `${e.method} ${e.path}`).filter((key) => !ROWS[key]);
    expect(missing, 'aggiungi una voce a ROWS per ogni rotta con un id').toEqual([]);
  });

  it("answers each role on its own row and on someone else's as the policy's scope says", async () => {
    const failures: string[] = [];
    let cases = 0;
    const started = performance.now();
    for (const endpoint of withIds) {
      const label = `${endpoint.method} ${endpoint.path}`;
      const fixture = ROWS[label];
      if (!fixture) continue;
      for (const role of [...ROLES, null] as const) {
        const caller = accounts[role ?? 'none'];
        const scope = rowScope(endpoint.requirement!, role);
        for (const whose of ['own', 'other'] as const) {
          const make = fixture[whose];
          if (!make) continue;
          cases++;
          const id = await make(caller);
          const res = await t.request(endpoint.method, withId(endpoint.path, id), { as: caller, ...(await fixture.send?.(id)) });
          const refused = endpoint.requirement!.kind === 'permission' ? refusalStatus(endpoint.requirement!.permission) : 403;
          const expected = scope === null ? String(refused) : whose === 'own' || scope === 'any' ? 'raggiunta' : '404';
          const ok = expected === 'raggiunta' ? reached(res.status) : res.status === Number(expected);
          if (!ok) failures.push(`${label} ${role ?? 'senza ruolo'} su riga ${whose === 'own' ? 'propria' : 'altrui'}: ${res.status} (${(await res.text()).slice(0, 120)}), atteso ${expected}`);
        }
      }
    }
    console.log(`Matrice di accesso sulle righe: ${withIds.length} rotte con id, ${cases} casi su righe reali, ${Math.round(performance.now() - started)} ms`);
    expect(failures).toEqual([]);
  });
});
