import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { activityLog, contracts } from '../../platform/db/schema';
import { createContractRow } from '../../seed/factories/documents';
import { makePdf } from '../../seed/factories/pdf';
import { createTestApp, type TestUser } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');
const admin = await t.user('admin');
const moderator = await t.user('moderatore');
const user = await t.user('user');
const noRole = await t.user(null);

const filesDir = path.join(t.ctx.env.DATA_DIR, 'files', 'contracts');
const storedFiles = () => (fs.existsSync(filesDir) ? fs.readdirSync(filesDir) : []);
const rowCount = async () => (await t.ctx.db.select({ id: contracts.id }).from(contracts)).length;

function upload(as: TestUser | null, fields: Record<string, string>, file: { bytes: Buffer; name: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  return t.request('POST', '/api/contracts', { as, body: form });
}

const DOCX_HEAD = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26, 0), Buffer.from('[Content_Types].xml'), Buffer.alloc(200, 0)]);
const DOC_HEAD = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(500, 0)]);

describe('contracts', () => {
  it('lets every staff role upload pdf, doc, docx and txt, each with an activity entry', async () => {
    const files = [
      { bytes: makePdf([['Contratto']]), name: 'consulenza.pdf', type: 'application/pdf' },
      { bytes: DOCX_HEAD, name: 'mandato.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      { bytes: DOC_HEAD, name: 'vecchio.doc', type: 'application/msword' },
      { bytes: Buffer.from('Accordo di riservatezza tra le parti. Perché sì.'), name: 'nda.txt', type: 'text/plain; charset=utf-8' },
    ];
    const who = [owner, admin, moderator, owner];
    for (const [i, file] of files.entries()) {
      const res = await upload(who[i]!, { title: `Contratto ${i}`, description: i === 0 ? 'Modello base' : '' }, file);
      expect(res.status).toBe(201);
      const body = (await res.json()) as { title: string; fileName: string; contentType: string; description: string | null };
      expect(body).toMatchObject({ title: `Contratto ${i}`, fileName: file.name, contentType: file.type, description: i === 0 ? 'Modello base' : null });
    }
    const entries = await t.ctx.db.select().from(activityLog).where(eq(activityLog.action, 'Caricamento Contratto'));
    expect(entries).toHaveLength(4);
    expect(entries[0]!.details).toBe('Contratto "Contratto 0" caricato');
  });

  it('refuses users, accounts without a role and anonymous callers', async () => {
    const file = { bytes: makePdf([['x']]), name: 'x.pdf' };
    expect((await upload(user, { title: 'x' }, file)).status).toBe(403);
    expect((await upload(noRole, { title: 'x' }, file)).status).toBe(403);
    expect((await upload(null, { title: 'x' }, file)).status).toBe(401);
    expect((await t.request('GET', '/api/contracts', { as: user })).status).toBe(403);
    expect((await t.request('GET', '/api/contracts', { as: null })).status).toBe(401);
    const [any] = await t.ctx.db.select().from(contracts).limit(1);
    expect((await t.request('GET', `/api/contracts/${any!.id}/file`, { as: user })).status).toBe(403);
    expect((await t.request('DELETE', `/api/contracts/${any!.id}`, { as: user })).status).toBe(403);
  });

  it('refuses a file whose bytes are not pdf, doc, docx or txt, and a missing title, keeping nothing', async () => {
    const before = await rowCount();
    const files = storedFiles().length;
    const exe = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(3000, 0)]);
    const wrong = await upload(owner, { title: 'Programma' }, { bytes: exe, name: 'contratto.docx' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBe('Formato non supportato: carica un file PDF, DOC, DOCX o TXT.');
    const png = await upload(owner, { title: 'Immagine' }, { bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), name: 'contratto.pdf' });
    expect(png.status).toBe(400);
    const noTitle = await upload(owner, { title: '' }, { bytes: makePdf([['x']]), name: 'x.pdf' });
    expect(noTitle.status).toBe(400);
    expect(((await noTitle.json()) as { fieldErrors: Record<string, string> }).fieldErrors.title).toBe('Il titolo è obbligatorio');
    const big = await upload(owner, { title: 'Grande' }, { bytes: Buffer.concat([makePdf([['x']]), Buffer.alloc(t.ctx.env.MAX_UPLOAD_MB * 1024 * 1024 + 10, 0x20)]), name: 'grande.pdf' });
    expect(big.status).toBe(413);
    expect(await rowCount()).toBe(before);
    expect(storedFiles().length).toBe(files);
  });

  it('lists newest first, downloads with the original name and deletes with the file', async () => {
    const older = await createContractRow(t.ctx, { title: 'Più vecchio', createdAt: new Date('2020-01-01T00:00:00Z') });
    const list = await t.request('GET', '/api/contracts', { as: moderator });
    expect(list.status).toBe(200);
    const body = (await list.json()) as { items: { id: string; title: string }[]; total: number };
    expect(body.total).toBe(5);
    expect(body.items.at(-1)!.id).toBe(older.id);
    expect(body.items[0]!.title).toBe('Contratto 3');

    const file = await t.request('GET', `/api/contracts/${older.id}/file`, { as: admin });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Piu vecchio.pdf"; filename*=UTF-8''Pi%C3%B9%20vecchio.pdf`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    await file.arrayBuffer();

    const onDisk = () => fs.existsSync(path.join(t.ctx.env.DATA_DIR, 'files', older.fileKey));
    expect(onDisk()).toBe(true);
    const del = await t.request('DELETE', `/api/contracts/${older.id}`, { as: admin });
    expect(del.status).toBe(200);
    // The bytes stay for the grace period, for a backup in progress; the sweep removes them.
    expect(onDisk()).toBe(true);
    expect(await t.fileState(older.fileKey)).toBe('released');
    expect((await t.request('DELETE', `/api/contracts/${older.id}`, { as: admin })).status).toBe(404);
    expect((await t.request('GET', `/api/contracts/${older.id}/file`, { as: admin })).status).toBe(404);
    const entries = await t.ctx.db.select().from(activityLog).where(eq(activityLog.action, 'Eliminazione Contratto'));
    expect(entries.map((e) => e.details)).toEqual(['Contratto "Più vecchio" eliminato']);
  });

  it('searches, sorts by title, date or size (then the id) and refuses an unknown sort', async () => {
    const titles = async (query: string) => {
      const res = await t.request('GET', `/api/contracts?${query}`, { as: moderator });
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: { title: string }[] }).items.map((c) => c.title);
    };
    expect(await titles('sort=title')).toEqual(['Contratto 0', 'Contratto 1', 'Contratto 2', 'Contratto 3']);
    expect(await titles('sort=title&dir=desc&pageSize=2')).toEqual(['Contratto 3', 'Contratto 2']);
    // DOC head 508 bytes, DOCX 249, the text 51: the PDF is the biggest.
    expect((await titles('sort=fileSize&dir=desc'))[0]).toBe('Contratto 0');
    expect((await titles('sort=fileSize'))[0]).toBe('Contratto 3');
    expect(await titles('sort=createdAt&pageSize=1&page=4')).toEqual(['Contratto 3']);
    // The title, the description and the file name are searched, whatever the case.
    expect(await titles('q=modello%20BASE')).toEqual(['Contratto 0']);
    expect(await titles('q=nda.TXT')).toEqual(['Contratto 3']);
    expect(await titles('q=100%25')).toEqual([]);

    for (const bad of ['sort=uploadedBy', 'sort=title&dir=up']) {
      const res = await t.request('GET', `/api/contracts?${bad}`, { as: moderator });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('Ordinamento non valido');
    }
  });
});
