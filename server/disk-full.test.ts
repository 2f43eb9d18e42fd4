import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { count, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createClientRow } from './seed/factories/clients';
import { makePdf } from './seed/factories/pdf';
import { documents } from './platform/db/schema';
import type { FileStorage } from './platform/files/storage';
import { createTestApp } from './test/test-app';

/**
 * A full disk is a clear 507 in Italian, not a 500: the file storage's ENOSPC
 * or EDQUOT and PostgreSQL's disk_full (53100). Nothing is left half written,
 * and reads go on working (/api/health's low-space state: modules/health/health.test.ts).
 */

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');
const client = await createClientRow(t.ctx.db, { companyName: 'Epsilon Services Ltd' });
const DISK_FULL = { code: 'DISK_FULL', message: 'Spazio su disco esaurito: libera spazio o contatta l\'amministratore.' };

const realStorage = t.ctx.storage;
afterEach(() => {
  t.ctx.storage = realStorage;
});

const noSpace = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });

/** The real storage, but the disk fills up after `bytes` bytes of the file have been written. */
function storageFullAfter(bytes: number): FileStorage {
  return {
    ...realStorage,
    put(key, data) {
      let written = 0;
      const disk = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          written += chunk.length;
          if (written > bytes) return cb(noSpace());
          cb(null, chunk);
        },
      });
      // The storage's own pipeline reports the error; this only keeps it from counting as unhandled meanwhile.
      disk.on('error', () => {});
      const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
      return realStorage.put(key, source.pipe(disk));
    },
  };
}

const filesRoot = path.join(t.ctx.env.DATA_DIR, 'files');
/** Every file under DATA_DIR/files, temporary ones included. */
function filesOnDisk(dir = filesRoot): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesOnDisk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const documentCount = async () => (await t.ctx.db.select({ n: count() }).from(documents))[0]!.n;

function upload(bytes = Buffer.concat([makePdf([['Bilancio']]), Buffer.alloc(300 * 1024, 0x20)])) {
  const form = new FormData();
  form.set('clientId', client.id);
  form.set('title', 'Bilancio');
  form.set('accessLevel', 'private');
  form.set('category', 'Documenti Pubblici');
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'bilancio.pdf');
  return t.request('POST', '/api/documents', { as: owner, body: form });
}

describe('a full disk while storing a file', () => {
  it('answers 507 in Italian, keeps no row and no partial file, and reads go on', async () => {
    const kept = await upload();
    expect(kept.status).toBe(201);
    const before = { rows: await documentCount(), files: filesOnDisk() };

    t.ctx.storage = storageFullAfter(64 * 1024);
    const res = await upload();
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual(DISK_FULL);
    expect(await documentCount()).toBe(before.rows);
    expect(filesOnDisk()).toEqual(before.files);

    const list = await t.request('GET', '/api/documents/private', { as: owner, query: { clientId: client.id } });
    expect(list.status).toBe(200);
    const { id } = (await kept.json()) as { id: string };
    expect((await t.request('GET', `/api/documents/${id}/file`, { as: owner })).status).toBe(200);
  });

  it('answers 507 when the storage fails before reading a byte (no room for its directory), without hanging', async () => {
    const before = await documentCount();
    t.ctx.storage = { ...realStorage, put: async () => Promise.reject(noSpace()) };
    const res = await upload();
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual(DISK_FULL);
    expect(await documentCount()).toBe(before);
  });

  it('answers 507 for a disk quota too', async () => {
    t.ctx.storage = { ...realStorage, put: async () => Promise.reject(Object.assign(new Error('EDQUOT: disk quota exceeded, write'), { code: 'EDQUOT' })) };
    expect((await upload()).status).toBe(507);
  });
});

describe('a full disk under the database', () => {
  it('maps PostgreSQL disk_full (53100) from a real query to 507 in Italian', async () => {
    await t.ctx.db.execute(sql`
      CREATE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`);
    await t.ctx.db.execute(sql`CREATE TRIGGER test_disk_full BEFORE UPDATE ON clients FOR EACH ROW EXECUTE FUNCTION test_disk_full()`);
    try {
      const res = await t.request('PATCH', `/api/clients/${client.id}`, { as: owner, json: { field: 'sectors', value: 'Consulenza' } });
      expect(res.status).toBe(507);
      expect(await res.json()).toEqual(DISK_FULL);
    } finally {
      await t.ctx.db.execute(sql`DROP TRIGGER test_disk_full ON clients`);
      await t.ctx.db.execute(sql`DROP FUNCTION test_disk_full()`);
    }
  });

  it('maps a disk_full error wrapped as the cause of another', async () => {
    const app = createApp(t.ctx);
    app.get('/prova/disco-pieno', () => {
      throw new Error('Failed query', { cause: Object.assign(new Error('could not write to file'), { code: '53100' }) });
    });
    const res = await app.request('/prova/disco-pieno');
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual(DISK_FULL);
  });
});
