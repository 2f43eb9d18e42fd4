import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { activityLog, documents } from '../../platform/db/schema';
import { createClientRow } from '../../seed/factories/clients';
import { createDocumentRow } from '../../seed/factories/documents';
import { makePdf } from '../../seed/factories/pdf';
import { createTestApp, type TestUser } from '../../test/test-app';
import { DOCUMENTS_PAGE_SIZE, SEARCH_RESULT_LIMIT } from '@domain/schemas/documents';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');
const admin = await t.user('admin');
const moderator = await t.user('moderatore');
const user = await t.user('user');
const otherUser = await t.user('user');
const noRole = await t.user(null);

const ownClient = await createClientRow(t.ctx.db, { companyName: 'Alfa Consulting LLC', userId: user.id });
const linkedClient = await createClientRow(t.ctx.db, { companyName: 'Beta Trading Ltd', linkedUserId: user.id });
const foreignClient = await createClientRow(t.ctx.db, { companyName: 'Gamma Holding Ltd', userId: otherUser.id });

const filesDir = path.join(t.ctx.env.DATA_DIR, 'files', 'documents');
const storedFiles = () => (fs.existsSync(filesDir) ? fs.readdirSync(filesDir) : []);

function uploadForm(fields: Record<string, string>, file: { bytes: Buffer; name: string; type?: string }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  return form;
}

async function upload(as: TestUser | null, fields: Record<string, string>, file: { bytes: Buffer; name: string; type?: string } = { bytes: makePdf([['Testo di prova']]), name: 'prova.pdf' }) {
  return t.request('POST', '/api/documents', { as, body: uploadForm(fields, file) });
}

const validFields = (over: Record<string, string> = {}) => ({ clientId: ownClient.id, title: 'Visura camerale', accessLevel: 'private', category: 'Documenti Pubblici', ...over });

async function countRows() {
  return (await t.ctx.db.select({ id: documents.id }).from(documents)).length;
}

describe('upload', () => {
  it('stores a PDF for staff, with its activity entry, and refuses others', async () => {
    for (const who of [owner, admin, moderator]) {
      const res = await upload(who, validFields({ title: `Visura ${who.role}` }));
      expect(res.status).toBe(201);
      const body = (await res.json()) as { id: string; title: string; fileName: string; fileSize: number; accessLevel: string; category: string };
      expect(body).toMatchObject({ title: `Visura ${who.role}`, fileName: 'prova.pdf', accessLevel: 'private', category: 'Documenti Pubblici' });
      expect(body.fileSize).toBeGreaterThan(100);
    }
    const entries = await t.ctx.db.select().from(activityLog).where(eq(activityLog.action, 'Caricamento Documento'));
    expect(entries.map((e) => e.userId).sort()).toEqual([owner.id, admin.id, moderator.id].sort());
    expect(entries[0]!.details).toContain('Alfa Consulting LLC');

    const before = await countRows();
    const files = storedFiles().length;
    expect((await upload(user, validFields())).status).toBe(403);
    expect((await upload(noRole, validFields())).status).toBe(403);
    expect((await upload(null, validFields())).status).toBe(401);
    expect(await countRows()).toBe(before);
    expect(storedFiles().length).toBe(files);
  });

  it('refuses a program renamed to .pdf, whatever its name and declared type, leaving nothing behind', async () => {
    const before = await countRows();
    const files = storedFiles().length;
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(5000, 0x90)]);
    const res = await upload(owner, validFields(), { bytes: exe, name: 'fattura.pdf', type: 'application/pdf' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Solo file PDF sono supportati');
    expect(await countRows()).toBe(before);
    expect(storedFiles().length).toBe(files);
  });

  it('refuses a file over MAX_UPLOAD_MB with 413 and an Italian message', async () => {
    const before = await countRows();
    const files = storedFiles().length;
    const big = Buffer.concat([makePdf([['grande']]), Buffer.alloc(t.ctx.env.MAX_UPLOAD_MB * 1024 * 1024 + 1024, 0x20)]);
    const res = await upload(owner, validFields(), { bytes: big, name: 'grande.pdf' });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/troppo grande/);
    expect(await countRows()).toBe(before);
    expect(storedFiles().length).toBe(files);
  });

  it('stores a file whose name tries path traversal under a key of its own, keeping the name for display only', async () => {
    const name = '../../../etc/passwd.pdf';
    const res = await upload(owner, validFields({ title: 'Traversal' }), { bytes: makePdf([['innocuo']]), name });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.ctx.db.select().from(documents).where(eq(documents.id, id));
    expect(row!.fileKey).toMatch(/^documents\/[0-9a-f-]{36}$/);
    expect(fs.existsSync(path.join(t.ctx.env.DATA_DIR, 'files', row!.fileKey))).toBe(true);
    expect(fs.existsSync('/etc/passwd.pdf')).toBe(false);
    const download = await t.request('GET', `/api/documents/${id}/file`, { as: owner });
    expect(download.status).toBe(200);
    const disposition = download.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; /);
    expect(disposition).not.toContain('/');
    await download.arrayBuffer();
  });

  it('keeps a UTF-8 file name as sent, and serves it back under that name', async () => {
    const res = await upload(owner, validFields({ title: 'Nome accentato' }), { bytes: makePdf([['x']]), name: 'Visura società è più.pdf' });
    expect(res.status).toBe(201);
    const { id, fileName } = (await res.json()) as { id: string; fileName: string };
    expect(fileName).toBe('Visura società è più.pdf');
    const file = await t.request('GET', `/api/documents/${id}/file`, { as: owner });
    expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Visura società è più.pdf')}`);
    await file.arrayBuffer();
  });

  it('answers a missing title or an unknown client with the Italian message and keeps nothing', async () => {
    const before = await countRows();
    const files = storedFiles().length;
    const noTitle = await upload(owner, validFields({ title: '   ' }));
    expect(noTitle.status).toBe(400);
    expect(((await noTitle.json()) as { fieldErrors: Record<string, string> }).fieldErrors.title).toBe('Il titolo è obbligatorio');
    const noClient = await upload(owner, validFields({ clientId: '00000000-0000-4000-8000-000000000000' }));
    expect(noClient.status).toBe(400);
    expect(((await noClient.json()) as { message: string }).message).toBe('Cliente non trovato.');
    const badCategory = await upload(owner, validFields({ category: 'Segreti' }));
    expect(badCategory.status).toBe(400);
    const noFile = await t.request('POST', '/api/documents', { as: owner, body: (() => { const f = new FormData(); f.set('title', 'x'); return f; })() });
    expect(noFile.status).toBe(400);
    expect(await countRows()).toBe(before);
    expect(storedFiles().length).toBe(files);
  });

  it('stores a PDF without a text layer, or a broken one, with empty text', async () => {
    const res = await upload(owner, validFields({ title: 'Scansione' }), { bytes: Buffer.from('%PDF-1.4\n% solo immagini, nessun testo\n'), name: 'scansione.pdf' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.ctx.db.select({ text: documents.contentText }).from(documents).where(eq(documents.id, id));
    expect(row!.text).toBe('');
  });
});

describe('full-text search inside the PDFs', () => {
  it('finds a document by a word that is only inside its PDF, in Italian (stemmed), and by its title', async () => {
    const pdf = makePdf([['Relazione annuale'], ['Il cliente ha costituito una fondazione a Lussemburgo per i brevetti.']]);
    const res = await upload(owner, validFields({ title: 'Allegato B', accessLevel: 'shared' }), { bytes: pdf, name: 'allegato.pdf' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };

    const search = async (q: string, clientId: string | null = ownClient.id, as: TestUser = owner) => {
      const r = await t.request('GET', '/api/documents/shared', { as, query: { clientId: clientId ?? undefined, q } });
      expect(r.status).toBe(200);
      return ((await r.json()) as { items: { id: string }[] }).items.map((d) => d.id);
    };
    expect(await search('Lussemburgo')).toEqual([id]);
    expect(await search('brevetto')).toEqual([id]); // singular finds plural: Italian stemming
    expect(await search('fondazioni brevetti')).toEqual([id]);
    expect(await search('"fondazione a Lussemburgo"')).toEqual([id]);
    expect(await search('allegato')).toEqual([id]); // title
    expect(await search('LEGATO B')).toEqual([id]); // part of the title, whatever the case
    expect(await search('Panama')).toEqual([]);
    // Without a client, across every client the caller may see.
    expect(await search('Lussemburgo', null)).toEqual([id]);
    // The client's own user finds it too; another user does not.
    expect(await search('Lussemburgo', null, user)).toEqual([id]);
    expect(await search('Lussemburgo', null, otherUser)).toEqual([]);
    expect((await t.request('GET', '/api/documents/shared', { as: otherUser, query: { clientId: ownClient.id, q: 'Lussemburgo' } })).status).toBe(404);
    // Not among the private ones.
    const priv = await t.request('GET', '/api/documents/private', { as: owner, query: { clientId: ownClient.id, q: 'Lussemburgo' } });
    expect(((await priv.json()) as { items: unknown[] }).items).toEqual([]);
  });

  it("keeps a long PDF's search vector in its row, where every searched row is checked, and the text out of it", async () => {
    const words = Array.from({ length: 400 }, (_, i) => `voce${i.toString(36)}${(i * 7919) % 997}`);
    const lines = Array.from({ length: 20 }, (_, l) => [words.slice(l * 20, l * 20 + 20).join(' ')]);
    const res = await upload(owner, validFields({ title: 'Registro lungo' }), { bytes: makePdf(lines), name: 'registro.pdf' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    // pg_column_toast_chunk_id is null for a value stored in the row, set for one stored apart.
    const { rows } = await t.ctx.pool.query<{ vector: number; vectorApart: boolean; textApart: boolean }>(
      `SELECT pg_column_size(search) AS vector, pg_column_toast_chunk_id(search) IS NOT NULL AS "vectorApart",
              pg_column_toast_chunk_id(content_text) IS NOT NULL AS "textApart"
         FROM documents WHERE id = $1`,
      [id],
    );
    expect(rows[0]).toMatchObject({ vectorApart: false, textApart: true });
    expect(rows[0]!.vector).toBeGreaterThan(2048); // past the size at which PostgreSQL starts moving values out of a row
  });
});

describe('who sees what', () => {
  const docs = {
    ownShared: '',
    ownPrivate: '',
    linkedShared: '',
    foreignShared: '',
  };

  it('sets up documents for three clients', async () => {
    docs.ownShared = (await createDocumentRow(t.ctx, { clientId: ownClient.id, title: 'Statuto Alfa', accessLevel: 'shared', fileName: 'Statuto Alfa società.pdf' })).id;
    docs.ownPrivate = (await createDocumentRow(t.ctx, { clientId: ownClient.id, title: 'Nota interna Alfa', accessLevel: 'private' })).id;
    docs.linkedShared = (await createDocumentRow(t.ctx, { clientId: linkedClient.id, title: 'Statuto Beta', accessLevel: 'shared' })).id;
    docs.foreignShared = (await createDocumentRow(t.ctx, { clientId: foreignClient.id, title: 'Statuto Gamma', accessLevel: 'shared' })).id;
  });

  it('lists only their own and linked clients to a user, and every client to staff', async () => {
    const mine = await t.request('GET', '/api/documents/shared/clients', { as: user });
    expect(mine.status).toBe(200);
    const body = (await mine.json()) as { items: { id: string; documentCount: number }[]; total: number; totalAll: number };
    expect(body.items.map((c) => c.id).sort()).toEqual([ownClient.id, linkedClient.id].sort());
    expect(body.totalAll).toBe(2);
    expect(body.items.find((c) => c.id === linkedClient.id)!.documentCount).toBe(1);
    const staff = (await (await t.request('GET', '/api/documents/shared/clients', { as: admin })).json()) as { totalAll: number };
    expect(staff.totalAll).toBe(3);
    expect((await t.request('GET', '/api/documents/private/clients', { as: user })).status).toBe(403);
    expect((await t.request('GET', '/api/documents/private/clients', { as: moderator })).status).toBe(200);
    expect((await t.request('GET', '/api/documents/shared/clients', { as: noRole })).status).toBe(403);
    expect((await t.request('GET', '/api/documents/shared/clients', { as: null })).status).toBe(401);
  });

  it('gives a user the shared documents of their clients, read only, and nothing of anyone else, not even by id', async () => {
    const own = await t.request('GET', '/api/documents/shared', { as: user, query: { clientId: ownClient.id } });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { items: { id: string }[] }).items.map((d) => d.id)).toContain(docs.ownShared);
    const linked = await t.request('GET', '/api/documents/shared', { as: user, query: { clientId: linkedClient.id } });
    expect(((await linked.json()) as { items: { id: string }[] }).items.map((d) => d.id)).toEqual([docs.linkedShared]);

    expect((await t.request('GET', '/api/documents/shared', { as: user, query: { clientId: foreignClient.id } })).status).toBe(404);
    expect((await t.request('GET', '/api/documents/private', { as: user, query: { clientId: ownClient.id } })).status).toBe(403);

    // As the app's viewer fetches it: a navigation would get a download (server/platform/files/file-answers.test.ts).
    const file = await t.request('GET', `/api/documents/${docs.ownShared}/file`, { as: user, query: { disposition: 'inline' }, headers: { 'sec-fetch-dest': 'empty' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`inline; filename="Statuto Alfa societa.pdf"; filename*=UTF-8''Statuto%20Alfa%20societ%C3%A0.pdf`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toMatch(/no-store/);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    for (const id of [docs.foreignShared, docs.ownPrivate]) {
      const res = await t.request('GET', `/api/documents/${id}/file`, { as: user });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe('Documento non trovato.');
    }
    expect((await t.request('GET', `/api/documents/${docs.foreignShared}/file`, { as: otherUser })).status).toBe(200);
    expect((await t.request('GET', `/api/documents/${docs.ownPrivate}/file`, { as: admin })).status).toBe(200);

    expect((await t.request('PATCH', `/api/documents/${docs.ownShared}`, { as: user, json: { title: 'Mio' } })).status).toBe(403);
    expect((await t.request('DELETE', `/api/documents/${docs.ownShared}`, { as: user })).status).toBe(403);
    expect((await t.request('POST', '/api/documents/bulk-delete', { as: user, json: { ids: [docs.ownShared] } })).status).toBe(403);
  });

  it('reports the space the client files use against the quota', async () => {
    const rows = await t.ctx.db.select({ size: documents.fileSize, level: documents.accessLevel }).from(documents).where(eq(documents.clientId, linkedClient.id));
    const res = await t.request('GET', '/api/documents/shared', { as: owner, query: { clientId: linkedClient.id } });
    const body = (await res.json()) as { summary: { documentCount: number; usedBytes: number; quotaBytes: number } };
    expect(body.summary.usedBytes).toBe(rows.reduce((s, r) => s + r.size, 0));
    expect(body.summary.documentCount).toBe(rows.filter((r) => r.level === 'shared').length);
    expect(body.summary.quotaBytes).toBe(10 * 1024 ** 3);
  });
});

describe('rename and delete', () => {
  it('lets proprietario and moderatore rename, with an activity entry; refuses admin and bad titles', async () => {
    const doc = await createDocumentRow(t.ctx, { clientId: ownClient.id, title: 'Bozza' });
    const ok = await t.request('PATCH', `/api/documents/${doc.id}`, { as: moderator, json: { title: '  Contratto firmato ' } });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { title: string }).title).toBe('Contratto firmato');
    expect((await t.request('PATCH', `/api/documents/${doc.id}`, { as: owner, json: { title: 'Definitivo' } })).status).toBe(200);
    expect((await t.request('PATCH', `/api/documents/${doc.id}`, { as: admin, json: { title: 'Admin' } })).status).toBe(403);
    const empty = await t.request('PATCH', `/api/documents/${doc.id}`, { as: owner, json: { title: ' ' } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { fieldErrors: Record<string, string> }).fieldErrors.title).toBe('Il titolo è obbligatorio');
    expect((await t.request('PATCH', '/api/documents/00000000-0000-4000-8000-000000000000', { as: owner, json: { title: 'X' } })).status).toBe(404);
    const [row] = await t.ctx.db.select({ title: documents.title }).from(documents).where(eq(documents.id, doc.id));
    expect(row!.title).toBe('Definitivo');
    const entries = await t.ctx.db.select().from(activityLog).where(eq(activityLog.action, 'Rinomina Documento'));
    expect(entries.map((e) => e.details)).toEqual(['Documento "Bozza" rinominato in "Contratto firmato"', 'Documento "Contratto firmato" rinominato in "Definitivo"']);
  });

  it('deletes one or many documents with their files for proprietario and moderatore only', async () => {
    const a = await createDocumentRow(t.ctx, { clientId: linkedClient.id, title: 'Uno', accessLevel: 'shared' });
    const b = await createDocumentRow(t.ctx, { clientId: linkedClient.id, title: 'Due', accessLevel: 'shared' });
    const c = await createDocumentRow(t.ctx, { clientId: linkedClient.id, title: 'Tre', accessLevel: 'shared' });
    const onDisk = (key: string) => fs.existsSync(path.join(t.ctx.env.DATA_DIR, 'files', key));
    expect(onDisk(a.fileKey)).toBe(true);

    expect((await t.request('DELETE', `/api/documents/${a.id}`, { as: admin })).status).toBe(403);
    expect((await t.request('POST', '/api/documents/bulk-delete', { as: admin, json: { ids: [a.id] } })).status).toBe(403);
    expect(onDisk(a.fileKey)).toBe(true);

    const one = await t.request('DELETE', `/api/documents/${a.id}`, { as: moderator });
    expect(one.status).toBe(200);
    expect(await t.fileState(a.fileKey)).toBe('released');
    expect((await t.request('DELETE', `/api/documents/${a.id}`, { as: moderator })).status).toBe(404);

    const empty = await t.request('POST', '/api/documents/bulk-delete', { as: owner, json: { ids: [] } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe('Seleziona almeno un documento');

    const many = await t.request('POST', '/api/documents/bulk-delete', { as: owner, json: { ids: [b.id, c.id] } });
    expect(many.status).toBe(200);
    expect(await many.json()).toEqual({ deleted: 2 });
    expect([await t.fileState(b.fileKey), await t.fileState(c.fileKey)]).toEqual(['released', 'released']);
    const left = await t.ctx.db.select().from(documents).where(eq(documents.clientId, linkedClient.id));
    expect(left.map((d) => d.id)).not.toContain(b.id);
    const entries = await t.ctx.db.select().from(activityLog).where(eq(activityLog.action, 'Eliminazione Documento'));
    expect(entries.map((e) => e.details)).toEqual(['Documento "Uno" eliminato', '2 documenti eliminati: "Due", "Tre"']);
  });
});

describe('client list on the documents pages', () => {
  it('searches and paginates on the server', async () => {
    for (let i = 0; i < 25; i++) await createClientRow(t.ctx.db, { companyName: `Zeta ${String(i).padStart(2, '0')} Srl` });
    const first = (await (await t.request('GET', '/api/documents/private/clients', { as: owner, query: { q: 'zeta', page: 1 } })).json()) as {
      items: { companyName: string }[];
      total: number;
      pageSize: number;
    };
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.companyName).toBe('Zeta 00 Srl');
    const second = (await (await t.request('GET', '/api/documents/private/clients', { as: owner, query: { q: 'zeta', page: 2 } })).json()) as { items: unknown[] };
    expect(second.items).toHaveLength(5);
    const wildcard = (await (await t.request('GET', '/api/documents/private/clients', { as: owner, query: { q: '%' } })).json()) as { total: number };
    expect(wildcard.total).toBe(0);
    expect((await t.request('GET', '/api/documents/private', { as: owner })).status).toBe(400);
  });
});

describe('a search that matches many documents', () => {
  it('lists the newest up to the limit and says there are more; a few matches are all listed, newest first', async () => {
    const client = await createClientRow(t.ctx.db, { companyName: 'Omega Archivi Srl' });
    const count = SEARCH_RESULT_LIMIT + 5;
    const start = Date.parse('2026-01-01T00:00:00Z');
    await t.ctx.db.insert(documents).values(
      Array.from({ length: count }, (_, i) => ({
        clientId: client.id,
        title: `Verbale ${i}`,
        fileName: `verbale-${i}.pdf`,
        fileKey: `documents/verbale-${i}-${client.id}`,
        fileSize: 100,
        contentType: 'application/pdf',
        accessLevel: 'private' as const,
        contentText: 'Verbale di assemblea ordinaria dei soci',
        createdAt: new Date(start + i * 60_000),
      })),
    );
    type Page = { items: { title: string }[]; total: number; moreThanLimit: boolean };
    const search = async (q: string, page = 1, sort: Record<string, string> = {}) => {
      const res = await t.request('GET', '/api/documents/private', { as: owner, query: { q, page, ...sort } });
      expect(res.status).toBe(200);
      return (await res.json()) as Page;
    };

    const first = await search('assemblea');
    expect(first).toMatchObject({ total: SEARCH_RESULT_LIMIT, moreThanLimit: true });
    expect(first.items.map((d) => d.title).slice(0, 2)).toEqual([`Verbale ${count - 1}`, `Verbale ${count - 2}`]);
    const lastPage = SEARCH_RESULT_LIMIT / DOCUMENTS_PAGE_SIZE;
    expect((await search('assemblea', lastPage)).items.at(-1)?.title).toBe(`Verbale ${count - SEARCH_RESULT_LIMIT}`);
    expect((await search('assemblea', lastPage + 1)).items).toEqual([]);
    // Sorted, the same newest ones: 'Verbale 0' to 'Verbale 4' are left out.
    const byTitle = await search('assemblea', 1, { sort: 'title' });
    expect(byTitle).toMatchObject({ total: SEARCH_RESULT_LIMIT, moreThanLimit: true });
    expect(byTitle.items.map((d) => d.title).slice(0, 3)).toEqual(['Verbale 10', 'Verbale 100', 'Verbale 101']);

    // 'Verbale 7' is in 11 titles: 7 and 70-79.
    const few = await search('Verbale 7');
    expect(few).toMatchObject({ total: 11, moreThanLimit: false });
    expect(few.items.map((d) => d.title).slice(0, 3)).toEqual(['Verbale 79', 'Verbale 78', 'Verbale 77']);
    expect(few.items.at(-1)?.title).toBe('Verbale 7');
  });
});

describe('sorting and the CSV export', () => {
  const day = (d: number) => new Date(Date.UTC(2026, 2, d, 10));
  let sortClient: { id: string };

  it('sets up a client with documents of every kind', async () => {
    sortClient = await createClientRow(t.ctx.db, { companyName: 'Sigma Export Srl', userId: user.id });
    await createDocumentRow(t.ctx, { clientId: sortClient.id, title: 'bilancio 2025', category: 'Report', accessLevel: 'shared', createdAt: day(3), lines: ['Bilancio', 'x'.repeat(3000)] });
    await createDocumentRow(t.ctx, { clientId: sortClient.id, title: 'Atto costitutivo', category: 'Documenti Pubblici', accessLevel: 'shared', createdAt: day(1), uploadedBy: moderator.id });
    await createDocumentRow(t.ctx, { clientId: sortClient.id, title: '=HYPERLINK("http://x")', category: 'Altri', accessLevel: 'shared', createdAt: day(2) });
    await createDocumentRow(t.ctx, { clientId: sortClient.id, title: 'Nota riservata', accessLevel: 'private', createdAt: day(4) });
    await createDocumentRow(t.ctx, { clientId: foreignClient.id, title: 'Bilancio Gamma', accessLevel: 'shared', createdAt: day(5) });
  });

  it('sorts by title, category, size or date, then the id, and refuses an unknown sort', async () => {
    const titles = async (query: Record<string, string>) => {
      const res = await t.request('GET', '/api/documents/shared', { as: owner, query: { clientId: sortClient.id, ...query } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: { title: string }[] }).items.map((d) => d.title);
    };
    // Without a sort: newest first.
    expect(await titles({})).toEqual(['bilancio 2025', '=HYPERLINK("http://x")', 'Atto costitutivo']);
    // Titles whatever their case.
    expect(await titles({ sort: 'title' })).toEqual(['=HYPERLINK("http://x")', 'Atto costitutivo', 'bilancio 2025']);
    expect(await titles({ sort: 'title', dir: 'desc', pageSize: '2' })).toEqual(['bilancio 2025', 'Atto costitutivo']);
    expect(await titles({ sort: 'category' })).toEqual(['=HYPERLINK("http://x")', 'Atto costitutivo', 'bilancio 2025']);
    expect((await titles({ sort: 'fileSize', dir: 'desc' }))[0]).toBe('bilancio 2025');
    expect(await titles({ sort: 'createdAt', pageSize: '1', page: '2' })).toEqual(['=HYPERLINK("http://x")']);
    // A search over every client, sorted too.
    const found = await t.request('GET', '/api/documents/shared', { as: owner, query: { q: 'bilancio', sort: 'title', dir: 'desc' } });
    expect(((await found.json()) as { items: { title: string }[] }).items.map((d) => d.title)).toEqual(['Bilancio Gamma', 'bilancio 2025']);

    for (const bad of [{ sort: 'fileName' }, { sort: 'title', dir: 'up' }]) {
      for (const path of ['/api/documents/shared', '/api/documents/shared/export']) {
        const res = await t.request('GET', path, { as: owner, query: { clientId: sortClient.id, ...bad } });
        expect(res.status).toBe(400);
        expect(((await res.json()) as { message: string }).message).toBe('Ordinamento non valido');
      }
    }
  });

  it('exports the whole list as shown, with Italian headers and inert formulas', async () => {
    const res = await t.request('GET', '/api/documents/shared/export', { as: moderator, query: { clientId: sortClient.id, sort: 'title', page: '2', pageSize: '1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="documenti-condivisi.csv"');
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Titolo;Cliente;Categoria;Nome del file;Dimensione;Caricato da;Data di caricamento;Descrizione');
    // Every row, not the page asked of the list; a title that a spreadsheet would run is text.
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual([`"'=HYPERLINK(""http://x"")"`, 'Atto costitutivo', 'bilancio 2025']);
    expect(lines[2]!.split(';')).toEqual(['Atto costitutivo', 'Sigma Export Srl', 'Documenti Pubblici', 'Atto costitutivo.pdf', expect.stringMatching(/^\d+(,\d{1,2})? (Bytes|KB)$/), moderator.fullName, '01/03/2026', '']);

    const priv = await t.request('GET', '/api/documents/private/export', { as: admin, query: { clientId: sortClient.id } });
    expect(priv.headers.get('content-disposition')).toBe('attachment; filename="documenti-privati.csv"');
    expect((await priv.text()).trim().split('\r\n').slice(1).map((l) => l.split(';')[0])).toEqual(['Nota riservata']);
    // Like the list: a client or a search.
    expect((await t.request('GET', '/api/documents/private/export', { as: owner })).status).toBe(400);
  });

  it("gives a role user's export only what their list shows", async () => {
    const exported = async (as: TestUser, query: Record<string, string>) => {
      const res = await t.request('GET', '/api/documents/shared/export', { as, query });
      expect(res.status).toBe(200);
      return (await res.text()).trim().split('\r\n').slice(1).map((l) => l.split(';')[0]);
    };
    // A search over every client: their own clients' documents, not Gamma's.
    expect(await exported(user, { q: 'bilancio' })).toEqual(['bilancio 2025']);
    expect(await exported(otherUser, { q: 'bilancio' })).toEqual(['Bilancio Gamma']);
    const theirs = await t.request('GET', '/api/documents/shared/export', { as: otherUser, query: { clientId: sortClient.id } });
    expect(theirs.status).toBe(404);
    expect((await t.request('GET', '/api/documents/private/export', { as: user, query: { clientId: sortClient.id } })).status).toBe(403);
    expect((await t.request('GET', '/api/documents/shared/export', { as: noRole, query: { q: 'bilancio' } })).status).toBe(403);
  });
});
