import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { addDays, todayIso } from '@domain/periods';
import { formatInstantDayIt } from '@domain/time';
import { activityLog, amlEngagements, amlEvidence, clients, documentRequests, documents, mailMessages, requestFiles, requestItems, requestReminders, requestTemplates, unsettledFiles } from '../../platform/db/schema';
import { createAmlEngagementRow, createAmlFileRow } from '../../seed/factories/aml';
import { makePdf } from '../../seed/factories/pdf';
import { createRequestFileRow, createRequestRow, itemFields } from '../../seed/factories/requests';
import { createTestApp, type TestUser } from '../../test/test-app';
import { sendReminders } from '../reminders/reminders.service';
import { sendRequestReminders } from './request-reminders.service';

const t = await createTestApp();
afterAll(() => t.close());
const db = t.ctx.db;

const owner = await t.user('proprietario');
const moderator = await t.user('moderatore');
const clientLogin = await t.user('user');
const stranger = await t.user('user');

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.alloc(200, 1), Buffer.from([0xff, 0xd9])]);

beforeEach(async () => {
  await db.delete(documentRequests);
  await db.delete(mailMessages);
});

async function clientFor(login: TestUser | null, companyName = 'Rossi Trading Ltd') {
  const [row] = await db.insert(clients).values({ companyName, userId: login?.id ?? null, approvalStatus: 'approved' }).returning();
  return row!;
}

function fileForm(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
const upload = (as: TestUser, itemId: string, bytes: Buffer = makePdf([['Passaporto']]), name = 'passaporto.pdf', type = 'application/pdf') =>
  t.request('POST', `/api/requests/items/${itemId}/files`, { as, body: fileForm(bytes, name, type) });

async function detail(as: TestUser, id: string) {
  const res = await t.request('GET', `/api/requests/${id}`, { as });
  expect(res.status).toBe(200);
  return res.json();
}
/** The item's version as staff see it in the detail: what they decide on. */
async function seenOf(itemId: string) {
  const [row] = await db.select({ updatedAt: requestItems.updatedAt }).from(requestItems).where(eq(requestItems.id, itemId));
  return row!.updatedAt.toISOString();
}
const accept = async (as: TestUser, itemId: string) => t.request('POST', `/api/requests/items/${itemId}/accept`, { as, json: { seen: await seenOf(itemId) } });
const reject = async (as: TestUser, itemId: string, reason: string) => t.request('POST', `/api/requests/items/${itemId}/reject`, { as, json: { seen: await seenOf(itemId), reason } });
const mailsTo = async (email: string) => (await db.select().from(mailMessages).where(eq(mailMessages.recipient, email)).orderBy(asc(mailMessages.createdAt))).map((m) => ({ subject: m.subject, text: m.textBody }));

describe('a request from a template, sent to the client', () => {
  it('copies the template, saves the draft in its new order, and only then shows it to the client and e-mails them', async () => {
    const client = await clientFor(clientLogin);
    const [template] = await db.select().from(requestTemplates).where(eq(requestTemplates.name, 'Costituzione UK Ltd'));
    const created = await t.request('POST', '/api/requests', { as: moderator, json: { clientId: client.id, title: 'Costituzione Rossi Trading', dueDate: addDays(todayIso(), 20), items: [], templateId: template!.id } });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const draft = await detail(moderator, id);
    expect(draft.status).toBe('draft');
    expect(draft.items.map((i: { name: string }) => i.name)).toEqual(['Passaporto di ogni socio e amministratore', 'Prova di residenza', 'Dichiarazione del cliente', 'Referenza bancaria', 'Denominazione e attività']);

    // A draft is not the client's yet: it answers like a missing one.
    expect((await t.request('GET', `/api/requests/${id}`, { as: clientLogin })).status).toBe(404);

    // Reordered (the last first) and one removed, saved whole.
    const items = draft.items.map(({ name, description, requiresFile, maxFiles, accessLevel, category }: Record<string, unknown>) => ({ name, description, requiresFile, maxFiles, accessLevel, category }));
    const reordered = [items[4], items[0], items[1], items[2]];
    expect((await t.request('PUT', `/api/requests/${id}`, { as: moderator, json: { title: 'Costituzione Rossi Trading', dueDate: addDays(todayIso(), 20), items: reordered } })).status).toBe(200);
    expect((await detail(moderator, id)).items.map((i: { name: string }) => i.name)).toEqual(['Denominazione e attività', 'Passaporto di ogni socio e amministratore', 'Prova di residenza', 'Dichiarazione del cliente']);

    expect((await t.request('POST', `/api/requests/${id}/send`, { as: moderator })).status).toBe(200);
    const mails = await mailsTo(clientLogin.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Documenti richiesti: Costituzione Rossi Trading');
    expect(mails[0]!.text).toContain('Passaporto di ogni socio e amministratore');
    const seen = await detail(clientLogin, id);
    expect(seen.status).toBe('open');
    expect(seen.items.every((i: { status: string }) => i.status === 'pending')).toBe(true);

    // Sent: no longer editable, and every step is in the activity log.
    const late = await t.request('PUT', `/api/requests/${id}`, { as: moderator, json: { title: 'Altro', dueDate: addDays(todayIso(), 20), items: reordered } });
    expect(late.status).toBe(409);
    const log = await db.select({ action: activityLog.action }).from(activityLog).where(like(activityLog.action, '%Richiesta Documenti'));
    expect(log.map((l) => l.action).sort()).toEqual(['Creazione Richiesta Documenti', 'Invio Richiesta Documenti', 'Modifica Richiesta Documenti']);
  });

  it('asks documents only of an approved client', async () => {
    const [pending] = await db.insert(clients).values({ companyName: 'In Attesa Ltd', userId: clientLogin.id }).returning();
    const res = await t.request('POST', '/api/requests', { as: owner, json: { clientId: pending!.id, title: 'Costituzione', dueDate: addDays(todayIso(), 20), items: [itemFields('Passaporto')] } });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({ clientId: 'Il cliente non è ancora approvato: approvalo prima di chiedergli dei documenti.' });
    expect(await db.select().from(documentRequests)).toEqual([]);
  });

  it('refuses bad input in Italian and changes nothing', async () => {
    const client = await clientFor(clientLogin);
    const res = await t.request('POST', '/api/requests', { as: owner, json: { clientId: client.id, title: ' ', dueDate: '2026-02-30', items: [itemFields('')] } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fieldErrors).toMatchObject({ title: 'Il titolo è obbligatorio', dueDate: expect.stringMatching(/data/i), 'items.0.name': 'Il nome della voce è obbligatorio' });
    expect(await db.select().from(documentRequests)).toEqual([]);

    const empty = await createRequestRow(db, { clientId: client.id, status: 'draft', items: [] });
    const send = await t.request('POST', `/api/requests/${empty.id}/send`, { as: owner });
    expect(send.status).toBe(400);
    expect((await send.json()).message).toBe('Aggiungi almeno una voce prima di inviare la richiesta.');
    const [still] = await db.select().from(documentRequests).where(eq(documentRequests.id, empty.id));
    expect(still!.status).toBe('draft');
  });
});

describe("the client's uploads", () => {
  it("keeps a role user out of another client's request: reading, uploading and removing answer 404", async () => {
    const theirs = await createRequestRow(db, { clientId: (await clientFor(stranger, 'Altra Ltd')).id });
    const file = await createRequestFileRow(t.ctx, theirs.itemIds[0]!);
    expect((await t.request('GET', `/api/requests/${theirs.id}`, { as: clientLogin })).status).toBe(404);
    expect((await upload(clientLogin, theirs.itemIds[0]!)).status).toBe(404);
    expect((await t.request('GET', `/api/requests/files/${file}`, { as: clientLogin })).status).toBe(404);
    expect((await t.request('DELETE', `/api/requests/files/${file}`, { as: clientLogin })).status).toBe(404);
    const list = await (await t.request('GET', '/api/requests', { as: clientLogin, query: { status: 'all' } })).json();
    expect(list.items).toEqual([]);
    expect(await db.select().from(requestFiles).where(eq(requestFiles.itemId, theirs.itemIds[0]!))).toHaveLength(1);
  });

  it('takes a PDF and a phone photo, replaces a one-file slot, refuses a full slot and a wrong file in Italian', async () => {
    const client = await clientFor(clientLogin);
    const request = await createRequestRow(db, { clientId: client.id, items: [itemFields('Passaporto'), itemFields('Prova di residenza', { maxFiles: 2 })] });
    const [passport, residence] = request.itemIds as [string, string];

    expect((await upload(clientLogin, passport)).status).toBe(201);
    expect((await upload(clientLogin, passport, JPEG, 'IMG_0001.jpg', 'image/jpeg')).status).toBe(201);
    let seen = await detail(clientLogin, request.id);
    expect(seen.items[0].status).toBe('submitted');
    expect(seen.items[0].files.map((f: { fileName: string; contentType: string }) => [f.fileName, f.contentType])).toEqual([['IMG_0001.jpg', 'image/jpeg']]);

    expect((await upload(clientLogin, residence)).status).toBe(201);
    expect((await upload(clientLogin, residence, JPEG, 'bolletta.jpg', 'image/jpeg')).status).toBe(201);
    const full = await upload(clientLogin, residence);
    expect(full.status).toBe(409);
    expect((await full.json()).message).toBe('Questa voce accetta al massimo 2 file: eliminane uno per sostituirlo');

    const wrong = await upload(clientLogin, residence, Buffer.from('MZ not a document'), 'virus.pdf', 'application/pdf');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe('Formato non supportato: carica un PDF, un JPEG o un PNG');
    seen = await detail(clientLogin, request.id);
    expect(seen.items[1].files).toHaveLength(2);

    // A file removed: the slot takes another; emptied, the item waits again.
    const first = seen.items[1].files[0].id;
    expect((await t.request('DELETE', `/api/requests/files/${first}`, { as: clientLogin })).status).toBe(200);
    expect((await upload(clientLogin, residence)).status).toBe(201);
  });

  it('takes a written answer where a file is not required', async () => {
    const client = await clientFor(clientLogin);
    const request = await createRequestRow(db, { clientId: client.id, items: [itemFields('Denominazione', { requiresFile: false })] });
    const res = await t.request('PUT', `/api/requests/items/${request.itemIds[0]}/answer`, { as: clientLogin, json: { answer: 'Rossi Trading Ltd' } });
    expect(res.status).toBe(200);
    const seen = await detail(owner, request.id);
    expect(seen.items[0]).toMatchObject({ status: 'submitted', answer: 'Rossi Trading Ltd' });
  });
});

describe("staff's review", () => {
  it("accepts: the files become the client's documents named after the item and the day, the request completes", async () => {
    const client = await clientFor(clientLogin);
    const request = await createRequestRow(db, { clientId: client.id, items: [itemFields('Passaporto', { maxFiles: 2, accessLevel: 'shared', category: 'Documenti Pubblici' })] });
    const item = request.itemIds[0]!;
    await upload(clientLogin, item);
    await upload(clientLogin, item, JPEG, 'retro.jpg', 'image/jpeg');
    const keys = (await db.select({ key: requestFiles.fileKey }).from(requestFiles).where(eq(requestFiles.itemId, item))).map((r) => r.key!);

    const res = await accept(moderator, item);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ requestStatus: 'completed' });

    const day = formatInstantDayIt(new Date(), 'Europe/Rome');
    const docs = await db.select().from(documents).where(eq(documents.clientId, client.id));
    expect(docs.map((d) => [d.title, d.accessLevel, d.category]).sort()).toEqual([
      [`Passaporto (1 di 2) - ${day}`, 'shared', 'Documenti Pubblici'],
      [`Passaporto (2 di 2) - ${day}`, 'shared', 'Documenti Pubblici'],
    ]);
    expect(docs.map((d) => d.fileKey).sort()).toEqual([...keys].sort());
    // The bytes now belong to the documents: settled, never waiting for the sweep.
    for (const key of keys) expect(await t.fileState(key)).toBeNull();
    const files = await db.select().from(requestFiles).where(eq(requestFiles.itemId, item));
    expect(files.every((f) => f.fileKey === null && f.documentId !== null)).toBe(true);
    // The client reads it where staff put it, in Doc Condivisi.
    const shared = await (await t.request('GET', '/api/documents/shared', { as: clientLogin, query: { clientId: client.id } })).json();
    expect(shared.items).toHaveLength(2);
    expect((await detail(clientLogin, request.id)).status).toBe('completed');

    // Accepted: read-only.
    const again = await upload(clientLogin, item);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('Questa voce è già stata accettata: non si può più modificare.');
  });

  it('accepts in one transaction: a failure leaves the file in the request and no document', async () => {
    const client = await clientFor(clientLogin);
    const request = await createRequestRow(db, { clientId: client.id, items: [itemFields('Passaporto')] });
    const item = request.itemIds[0]!;
    await upload(clientLogin, item);
    // The documents table refuses this client's rows for the length of the test.
    await db.execute(`CREATE FUNCTION refuse_doc() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'rifiutato'; END $$`);
    await db.execute(`CREATE TRIGGER refuse_doc BEFORE INSERT ON documents FOR EACH ROW EXECUTE FUNCTION refuse_doc()`);
    try {
      const res = await accept(owner, item);
      expect(res.status).toBe(500);
    } finally {
      await db.execute('DROP TRIGGER refuse_doc ON documents; DROP FUNCTION refuse_doc()');
    }
    const [file] = await db.select().from(requestFiles).where(eq(requestFiles.itemId, item));
    expect(file!.fileKey).not.toBeNull();
    expect(file!.documentId).toBeNull();
    expect(await t.fileState(file!.fileKey!)).toBeNull();
    const [row] = await db.select().from(requestItems).where(eq(requestItems.id, item));
    expect(row!.status).toBe('submitted');
    expect(await db.select().from(documents).where(eq(documents.clientId, client.id))).toEqual([]);
  });

  it('copies a client’s AML declaration into its file on acceptance, and leaves no copy behind when the acceptance fails', async () => {
    const client = await clientFor(clientLogin);
    const { id: fileId } = await createAmlFileRow(db, { clientId: client.id, clientName: client.companyName });
    const engagementId = await createAmlEngagementRow(db, fileId);
    const request = await createRequestRow(db, { clientId: client.id, items: [itemFields('Dichiarazione AV.4')] });
    await db.update(amlEngagements).set({ declarationRequestId: request.id }).where(eq(amlEngagements.id, engagementId));
    const item = request.itemIds[0]!;
    await upload(clientLogin, item);
    const unsettled = async () => (await db.select({ key: unsettledFiles.key }).from(unsettledFiles)).map((r) => r.key).sort();
    const before = await unsettled();

    await db.execute(`CREATE FUNCTION refuse_doc() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'rifiutato'; END $$`);
    await db.execute(`CREATE TRIGGER refuse_doc BEFORE INSERT ON documents FOR EACH ROW EXECUTE FUNCTION refuse_doc()`);
    try {
      expect((await accept(owner, item)).status).toBe(500);
    } finally {
      await db.execute('DROP TRIGGER refuse_doc ON documents; DROP FUNCTION refuse_doc()');
    }
    expect(await unsettled()).toEqual(before);
    expect(await db.select().from(amlEvidence).where(eq(amlEvidence.fileId, fileId))).toEqual([]);

    expect((await accept(owner, item)).status).toBe(200);
    const [evidence] = await db.select().from(amlEvidence).where(eq(amlEvidence.fileId, fileId));
    const [document] = await db.select().from(documents).where(eq(documents.clientId, client.id));
    expect(evidence).toMatchObject({ title: 'Dichiarazione del cliente (AV.4)', sourceDocumentId: document!.id, fileName: 'passaporto.pdf' });
    expect(evidence!.fileKey).not.toBe(document!.fileKey);
    expect(await t.fileState(evidence!.fileKey)).toBeNull();
    expect((await db.select().from(amlEngagements).where(eq(amlEngagements.id, engagementId)))[0]!.declarationEvidenceId).toBe(evidence!.id);
    expect(await unsettled()).toEqual(before);
  });

  it('accepts an item once when two staff accept it at the same instant', async () => {
    const client = await clientFor(clientLogin);
    const request = await createRequestRow(db, { clientId: client.id, items: [itemFields('Passaporto')] });
    const item = request.itemIds[0]!;
    await upload(clientLogin, item);
    const seen = await seenOf(item);
    const answers = await Promise.all([owner, moderator].map((as) => t.request('POST', `/api/requests/items/${item}/accept`, { as, json: { seen } })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.select().from(documents).where(eq(documents.clientId, client.id))).toHaveLength(1);
  });

  it('sends an item back with a reason the client sees and receives; a new upload puts it back in review', async () => {
    const client = await clientFor(clientLogin);
    const request = await createRequestRow(db, { clientId: client.id, title: 'Costituzione', items: [itemFields('Passaporto')] });
    const item = request.itemIds[0]!;
    await upload(clientLogin, item);

    const bad = await reject(moderator, item, ' ');
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({ reason: 'Indica il motivo' });

    expect((await reject(moderator, item, 'La foto è sfocata')).status).toBe(200);
    expect((await detail(clientLogin, request.id)).items[0]).toMatchObject({ status: 'rejected', rejectionReason: 'La foto è sfocata' });
    const mails = await mailsTo(clientLogin.email);
    expect(mails).toEqual([{ subject: 'Da rifare: Passaporto', text: expect.stringContaining('Motivo: La foto è sfocata') }]);

    expect((await upload(clientLogin, item, JPEG, 'nuova.jpg', 'image/jpeg')).status).toBe(201);
    expect((await detail(owner, request.id)).items[0].status).toBe('submitted');
  });

  it("opens an accepted file through its document: staff always, the client only when it went to the shared documents", async () => {
    const client = await clientFor(clientLogin);
    const request = await createRequestRow(db, { clientId: client.id, items: [itemFields('Passaporto', { accessLevel: 'shared' }), itemFields('Visura', { accessLevel: 'private' })] });
    const [shared, kept] = request.itemIds as [string, string];
    await upload(clientLogin, shared);
    await upload(clientLogin, kept);
    expect((await accept(owner, shared)).status).toBe(200);
    expect((await accept(owner, kept)).status).toBe(200);
    const files = (await detail(clientLogin, request.id)).items.map((i: { files: { id: string; readable: boolean }[] }) => i.files[0]!);
    expect(files.map((f: { readable: boolean }) => f.readable)).toEqual([true, false]);
    expect((await t.request('GET', `/api/requests/files/${files[0].id}`, { as: clientLogin })).status).toBe(200);
    expect((await t.request('GET', `/api/requests/files/${files[1].id}`, { as: clientLogin })).status).toBe(404);
    expect((await t.request('GET', `/api/requests/files/${files[1].id}`, { as: owner })).status).toBe(200);
  });

  it('refuses a decision on an item the client changed since staff looked, and one not in review', async () => {
    const client = await clientFor(clientLogin);
    const request = await createRequestRow(db, { clientId: client.id, items: [itemFields('Passaporto', { maxFiles: 2 }), itemFields('Bolletta')] });
    const [item, empty] = request.itemIds as [string, string];
    await upload(clientLogin, item);
    const seen = await seenOf(item);
    await upload(clientLogin, item, JPEG, 'seconda.jpg', 'image/jpeg');
    const late = await t.request('POST', `/api/requests/items/${item}/accept`, { as: owner, json: { seen } });
    expect(late.status).toBe(409);
    expect((await late.json()).message).toBe('Il cliente ha modificato la voce nel frattempo: ricaricala e verificala di nuovo.');
    const nothing = await reject(owner, empty, 'Manca la bolletta');
    expect(nothing.status).toBe(409);
    expect(await db.select().from(documents).where(eq(documents.clientId, client.id))).toEqual([]);
  });

  it('keeps the files sent back out of the acceptance, and goes back to review only with something new', async () => {
    const client = await clientFor(clientLogin);
    const request = await createRequestRow(db, { clientId: client.id, items: [itemFields('Prova di residenza', { maxFiles: 3 })] });
    const item = request.itemIds[0]!;
    await upload(clientLogin, item, makePdf([['Vecchia']]), 'vecchia.pdf');
    await upload(clientLogin, item, makePdf([['Altra']]), 'altra.pdf');
    expect((await reject(owner, item, 'Sono più vecchie di 3 mesi')).status).toBe(200);
    let seen = (await detail(clientLogin, request.id)).items[0];
    expect(seen.files.map((f: { fileName: string; rejected: boolean }) => [f.fileName, f.rejected])).toEqual([['vecchia.pdf', true], ['altra.pdf', true]]);

    // Removing one of the files sent back is nothing new: still to redo.
    expect((await t.request('DELETE', `/api/requests/files/${seen.files[1].id}`, { as: clientLogin })).status).toBe(200);
    expect((await detail(owner, request.id)).items[0].status).toBe('rejected');
    // A new one is; the old one is never accepted.
    expect((await upload(clientLogin, item, makePdf([['Nuova']]), 'nuova.pdf')).status).toBe(201);
    seen = (await detail(owner, request.id)).items[0];
    expect(seen.status).toBe('submitted');
    expect((await accept(owner, item)).status).toBe(200);
    const docs = await db.select({ fileName: documents.fileName }).from(documents).where(eq(documents.clientId, client.id));
    expect(docs).toEqual([{ fileName: 'nuova.pdf' }]);
  });

  it('lets a role user neither accept nor send back', async () => {
    const client = await clientFor(clientLogin);
    const request = await createRequestRow(db, { clientId: client.id });
    await createRequestFileRow(t.ctx, request.itemIds[0]!);
    expect((await accept(clientLogin, request.itemIds[0]!)).status).toBe(403);
    expect((await reject(clientLogin, request.itemIds[0]!, 'no')).status).toBe(403);
  });
});

describe('reminders', () => {
  async function openRequest(dueDate: string, login: TestUser = clientLogin, items = [itemFields('Passaporto'), itemFields('Prova di residenza')]) {
    const client = await clientFor(login);
    return createRequestRow(db, { clientId: client.id, dueDate, items });
  }

  it('sends each step once with two workers at the same time: one e-mail per client, listing every missing item of every request', async () => {
    const today = '2027-03-10';
    // Two requests of the same client: one reaches its 7-day step today, the other is not yet due for one.
    const soon = await openRequest('2027-03-17');
    const client = (await db.select({ clientId: documentRequests.clientId }).from(documentRequests).where(eq(documentRequests.id, soon.id)))[0]!.clientId;
    await createRequestRow(db, { clientId: client, title: 'Apertura conto', dueDate: '2027-04-30', items: [itemFields('Referenza bancaria')] });

    const results = await Promise.all([sendRequestReminders(t.ctx, today), sendRequestReminders(t.ctx, today)]);
    expect(results.map((r) => r.steps).sort()).toEqual([0, 1]);
    const mails = await mailsTo(clientLogin.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Promemoria: documenti richiesti in scadenza');
    for (const item of ['Passaporto', 'Prova di residenza', 'Referenza bancaria']) expect(mails[0]!.text).toContain(item);

    // The same day again: nothing; the 1-day step, then the first overdue one, each once.
    expect(await sendRequestReminders(t.ctx, today)).toEqual({ steps: 0, messages: 0 });
    expect((await sendRequestReminders(t.ctx, '2027-03-16')).steps).toBe(1);
    expect((await sendRequestReminders(t.ctx, '2027-03-18')).steps).toBe(1);
    expect((await mailsTo(clientLogin.email)).map((m) => m.subject)).toEqual([
      'Promemoria: documenti richiesti in scadenza',
      'Promemoria: documenti richiesti in scadenza',
      'Documenti richiesti scaduti: mancano ancora dei file',
    ]);
  });

  it('after the servers were down sends only the most urgent step reached, and stops after four overdue reminders', async () => {
    const request = await openRequest('2027-03-17');
    // Down from before the 7-day step until after the due date: one overdue reminder, the earlier steps marked sent.
    expect((await sendRequestReminders(t.ctx, '2027-03-19')).steps).toBe(1);
    const steps = (await db.select({ step: requestReminders.step }).from(requestReminders).where(eq(requestReminders.requestId, request.id))).map((r) => r.step).sort();
    expect(steps).toEqual(['1', '7', 'overdue-1']);
    // Weekly: days 8, 15 and 22 after the due date; then no more.
    for (const day of ['2027-03-25', '2027-04-01', '2027-04-08']) expect((await sendRequestReminders(t.ctx, day)).steps).toBe(1);
    expect((await sendRequestReminders(t.ctx, '2027-04-15')).steps).toBe(0);
    expect(await mailsTo(clientLogin.email)).toHaveLength(4);
  });

  it("lists every missing item of the overdue requests in the staff's digest, once a day", async () => {
    const today = todayIso();
    const request = await openRequest(addDays(today, -3));
    await createRequestFileRow(t.ctx, request.itemIds[0]!);
    const late = await openRequest(addDays(today, -1), stranger, [itemFields('Dichiarazione del cliente'), itemFields('Referenza bancaria')]);
    const waiting = await openRequest(addDays(today, -2), stranger, [itemFields('Visura')]);
    await createRequestFileRow(t.ctx, waiting.itemIds[0]!);
    await sendReminders(t.ctx, today);
    const digest = (await mailsTo(owner.email)).find((m) => m.subject.startsWith('Richieste di documenti scadute'));
    expect(digest?.subject).toBe('Richieste di documenti scadute: 3');
    // Everything uploaded: it waits for staff, and says so.
    expect(digest!.text).toContain('Tutto caricato: da verificare');
    // The passport was uploaded: only the missing ones are listed.
    expect(digest!.text).toContain('Manca: Prova di residenza');
    expect(digest!.text).not.toContain('Passaporto');
    expect(digest!.text).toContain('Mancano: Dichiarazione del cliente, Referenza bancaria');
    expect(digest!.text).toContain(`/documenti-richiesti?richiesta=${late.id}`);
    await sendReminders(t.ctx, today);
    expect((await mailsTo(owner.email)).filter((m) => m.subject.startsWith('Richieste di documenti scadute'))).toHaveLength(1);
    // The next day lists them again, and keeps only that day's claims.
    await sendReminders(t.ctx, addDays(today, 1));
    expect((await mailsTo(owner.email)).filter((m) => m.subject.startsWith('Richieste di documenti scadute'))).toHaveLength(2);
    const digestClaims = await db.select({ step: requestReminders.step }).from(requestReminders).where(like(requestReminders.step, 'digest:%'));
    expect(digestClaims.map((c) => c.step)).toEqual(Array(3).fill(`digest:${addDays(today, 1)}`));
  });

  it('has nothing to remind of when every item is uploaded', async () => {
    const request = await openRequest(addDays(todayIso(), 10), clientLogin, [itemFields('Passaporto')]);
    await createRequestFileRow(t.ctx, request.itemIds[0]!);
    expect((await detail(owner, request.id)).canRemind).toBe(false);
    const res = await t.request('POST', `/api/requests/${request.id}/remind`, { as: owner });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe("Il cliente ha già caricato tutto: non c'è nulla da sollecitare.");
    expect(await mailsTo(clientLogin.email)).toEqual([]);
  });

  it('does not chase the day after a request sent within a week of its due date', async () => {
    const client = await clientFor(clientLogin);
    const draft = await createRequestRow(db, { clientId: client.id, status: 'draft', dueDate: addDays(todayIso(), 3), items: [itemFields('Passaporto')] });
    expect((await t.request('POST', `/api/requests/${draft.id}/send`, { as: owner })).status).toBe(200);
    expect(await sendRequestReminders(t.ctx, addDays(todayIso(), 1))).toEqual({ steps: 0, messages: 0 });
    expect((await sendRequestReminders(t.ctx, addDays(todayIso(), 2))).steps).toBe(1);
  });

  it('lets staff send a reminder now, at most once a day', async () => {
    const request = await openRequest(addDays(todayIso(), 10));
    const first = await t.request('POST', `/api/requests/${request.id}/remind`, { as: moderator });
    expect(first.status).toBe(200);
    const second = await t.request('POST', `/api/requests/${request.id}/remind`, { as: owner });
    expect(second.status).toBe(429);
    expect((await second.json()).message).toBe('Un promemoria per questa richiesta è già stato inviato oggi: riprova domani.');
    expect(await mailsTo(clientLogin.email)).toHaveLength(1);
    expect((await detail(owner, request.id)).canRemind).toBe(false);
  });
});

describe('the staff list', () => {
  it('filters by client and status, overdue included, and counts progress', async () => {
    const today = todayIso();
    const a = await clientFor(clientLogin, 'Alfa Ltd');
    const b = await clientFor(stranger, 'Beta Ltd');
    const overdue = await createRequestRow(db, { clientId: a.id, title: 'Scaduta', dueDate: addDays(today, -2), items: [itemFields('Passaporto'), itemFields('Bolletta')] });
    await createRequestFileRow(t.ctx, overdue.itemIds[0]!);
    await createRequestRow(db, { clientId: a.id, title: 'Bozza', status: 'draft' });
    await createRequestRow(db, { clientId: b.id, title: 'Aperta', dueDate: addDays(today, 5) });
    const list = async (query: Record<string, string>) => (await (await t.request('GET', '/api/requests', { as: owner, query })).json()).items.map((r: { title: string }) => r.title);
    expect(await list({})).toEqual(['Scaduta', 'Aperta']);
    expect(await list({ status: 'overdue' })).toEqual(['Scaduta']);
    expect(await list({ status: 'draft' })).toEqual(['Bozza']);
    // Waiting for the client, or for staff.
    expect(await list({ status: 'missing' })).toEqual(['Scaduta', 'Aperta']);
    expect(await list({ status: 'review' })).toEqual(['Scaduta']);
    expect(await list({ status: 'all', clientId: a.id, sort: 'title' })).toEqual(['Bozza', 'Scaduta']);
    const [first] = (await (await t.request('GET', '/api/requests', { as: owner, query: { status: 'overdue' } })).json()).items;
    expect(first).toMatchObject({ overdue: true, itemCount: 2, submittedCount: 1, missingCount: 1, acceptedCount: 0, companyName: 'Alfa Ltd' });
    const bad = await t.request('GET', '/api/requests', { as: owner, query: { status: 'qualsiasi' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Stato non valido');
    expect(await db.select().from(requestItems).where(and(eq(requestItems.requestId, overdue.id), eq(requestItems.status, 'accepted')))).toEqual([]);
  });
});
