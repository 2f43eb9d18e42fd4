import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientRow } from '../../seed/factories/clients';
import { makePdf } from '../../seed/factories/pdf';
import { documents } from '../db/schema';
import { startS3 } from '../../test/s3';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newFileKey } from './storage';
import { beginUpload, bindFileStore, FileStoreError, sweepUnsettledFiles } from './tracking';

/**
 * What every file store must do (files/storage.ts), run against each: the folder
 * DATA_DIR/files and an S3 bucket (an s3rver started here).
 */

const s3 = await startS3();
afterAll(() => s3.close());

/** Everything a store holds besides its identity: the keys, and any partial write left behind. */
type Leftovers = (t: TestApp) => Promise<{ keys: string[]; partial: number }>;

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

const stores: { name: string; settings: () => Promise<Record<string, string>>; contents: Leftovers }[] = [
  {
    name: 'the folder DATA_DIR/files',
    settings: async () => ({}),
    async contents(t) {
      const root = path.join(t.ctx.env.DATA_DIR, 'files');
      const keys = walk(root).filter((f) => !f.startsWith('.'));
      return { keys: keys.sort(), partial: walk(path.join(root, '.tmp')).length };
    },
  },
  {
    name: 'an S3 bucket',
    settings: async () => s3.settings(await s3.createBucket()),
    async contents(t) {
      const { keys, unfinishedUploads } = await s3.contents(t.ctx.env.S3!.bucket);
      return { keys: keys.filter((k) => !k.startsWith('.')), partial: unfinishedUploads };
    },
  },
];

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return chunks;
};

/** `size` bytes of varied content. */
function bytes(size: number): Buffer {
  const out = Buffer.alloc(size);
  for (let i = 0; i + 4 <= size; i += 4) out.writeUInt32LE(i, i);
  return out;
}

/** `content` as a stream of 64 KB chunks, as a request body arrives. */
const chunked = (content: Buffer) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < content.length; i += 64 * 1024) yield content.subarray(i, i + 64 * 1024);
    })(),
  );

describe.each(stores)('a file store: $name', ({ settings, contents }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ settings: await settings() });
  });
  afterAll(() => t?.close());

  it('stores a buffer and a stream, tells their sizes, reads them back and deletes them', async () => {
    const { storage } = t.ctx;
    const small = newFileKey('avatars');
    expect(await storage.put(small, Buffer.from('ciao'))).toBe(4);
    expect(await storage.size(small)).toBe(4);
    // One request gives the bytes and their size (the download's Content-Length).
    const file = (await storage.get(small))!;
    expect(file.size).toBe(4);
    expect(Buffer.concat(await read(file.stream)).toString()).toBe('ciao');

    // Larger than an S3 part (5 MB): sent in parts, read back in many chunks, never as one piece.
    const big = newFileKey('documents');
    const content = bytes(12 * 1024 * 1024 + 123);
    expect(await storage.put(big, chunked(content))).toBe(content.length);
    expect(await storage.size(big)).toBe(content.length);
    const stored = (await storage.get(big))!;
    expect(stored.size).toBe(content.length);
    const chunks = await read(stored.stream);
    expect(chunks.length).toBeGreaterThan(10);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);
    expect(await contents(t)).toEqual({ keys: [small, big].sort(), partial: 0 });

    await storage.delete(big);
    await storage.delete(big); // already gone: fine
    expect(await storage.size(big)).toBeNull();
    expect(await storage.get(big)).toBeNull();
    expect(await storage.get(newFileKey('contracts'))).toBeNull();
    await storage.delete(small);
    expect(await contents(t)).toEqual({ keys: [], partial: 0 });
  });

  it('a stream that fails part-way leaves nothing under its key, and the error is the stream\'s', async () => {
    const key = newFileKey('documents');
    const failing = Readable.from(
      (async function* () {
        yield bytes(1024 * 1024);
        throw new Error('richiesta interrotta');
      })(),
    );
    await expect(t.ctx.storage.put(key, failing)).rejects.toThrow('richiesta interrotta');
    expect(await t.ctx.storage.size(key)).toBeNull();
    expect(await contents(t)).toEqual({ keys: [], partial: 0 });
  });

  it('refuses an upload over MAX_UPLOAD_MB with 413, and nothing of it is left in the store', async () => {
    const owner = await t.user('proprietario');
    const client = await createClientRow(t.ctx.db, { companyName: 'Pesante Srl' });
    const body = new FormData();
    for (const [k, v] of Object.entries({ clientId: client.id, title: 'Enorme', accessLevel: 'private', category: 'Altri' })) body.set(k, v);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), bytes(3 * 1024 * 1024)]); // the tests' limit is 2 MB
    body.set('file', new File([new Uint8Array(pdf)], 'enorme.pdf', { type: 'application/pdf' }));
    const res = await t.request('POST', '/api/documents', { as: owner, body });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toContain('Il file è troppo grande');
    expect(await contents(t)).toEqual({ keys: [], partial: 0 });
  });

  it('uploads through the route (its size counted in the space used) and downloads through the access-checked route as a stream, with its headers', async () => {
    const owner = await t.user('proprietario');
    const stranger = await t.user('user');
    const client = await createClientRow(t.ctx.db, { companyName: 'Archivio Srl' });
    const body = new FormData();
    for (const [k, v] of Object.entries({ clientId: client.id, title: 'Statuto', accessLevel: 'private', category: 'Altri' })) body.set(k, v);
    const pdf = makePdf([['Statuto della società']]);
    body.set('file', new File([new Uint8Array(pdf)], 'Statuto società.pdf', { type: 'application/pdf' }));
    const uploaded = await t.request('POST', '/api/documents', { as: owner, body });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const down = await t.request('GET', `/api/documents/${id}/file`, { as: owner });
    expect(down.status).toBe(200);
    expect(down.headers.get('content-disposition')).toContain(`filename*=UTF-8''Statuto%20societ%C3%A0.pdf`);
    expect(Buffer.from(await down.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await t.request('GET', `/api/documents/${id}/file`, { as: stranger })).status).toBe(404);
    // The space used is the size the store reported while the bytes arrived.
    const list = await t.request('GET', '/api/documents/private', { as: owner, query: { clientId: client.id } });
    expect(((await list.json()) as { summary: { usedBytes: number } }).summary.usedBytes).toBe(pdf.length);

    // A 12 MB file comes in many pieces as it is read from the store.
    const key = newFileKey('documents');
    const big = bytes(12 * 1024 * 1024);
    await t.ctx.storage.put(key, chunked(big));
    const [row] = await t.ctx.db
      .insert(documents)
      .values({ clientId: client.id, title: 'Grande', fileName: 'grande.pdf', fileKey: key, fileSize: big.length, contentType: 'application/pdf' })
      .returning();
    const res = await t.request('GET', `/api/documents/${row!.id}/file`, { as: owner });
    expect(res.headers.get('content-length')).toBe(String(big.length));
    const reader = res.body!.getReader();
    const pieces: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) pieces.push(r.value);
    expect(pieces.length).toBeGreaterThan(10);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(1024 * 1024);
    expect(Buffer.concat(pieces).equals(big)).toBe(true);
  });

  it('keeps a deleted document\'s bytes for the grace period, then the sweep removes them, and an interrupted upload', async () => {
    const owner = await t.user('proprietario');
    const client = await createClientRow(t.ctx.db, { companyName: 'Tempo Srl' });
    const key = newFileKey('documents');
    await beginUpload(t.ctx.db, key);
    await t.ctx.storage.put(key, makePdf([['Da eliminare']]));
    const [row] = await t.ctx.db
      .insert(documents)
      .values({ clientId: client.id, title: 'Da eliminare', fileName: 'x.pdf', fileKey: key, fileSize: 10, contentType: 'application/pdf' })
      .returning();
    const interrupted = newFileKey('documents');
    await beginUpload(t.ctx.db, interrupted);
    await t.ctx.storage.put(interrupted, Buffer.from('%PDF-1.4 a metà'));

    expect((await t.request('DELETE', `/api/documents/${row!.id}`, { as: owner })).status).toBe(200);
    const soon = new Date(Date.now() + 60_000);
    const hourAgo = new Date(Date.now() - 3_600_000);
    expect(await sweepUnsettledFiles(t.ctx, { uploadsBefore: soon, releasedBefore: hourAgo })).toBe(1);
    expect(await t.ctx.storage.size(interrupted)).toBeNull();
    expect(await t.ctx.storage.size(key)).not.toBeNull();
    expect(await sweepUnsettledFiles(t.ctx, { uploadsBefore: soon, releasedBefore: soon })).toBe(1);
    expect(await t.ctx.storage.size(key)).toBeNull();
  });

  it('carries the identity of its database, and refuses another database', async () => {
    await bindFileStore(t.ctx);
    await bindFileStore(t.ctx);
    const other = await createTestApp({ dataDir: t.ctx.env.DATA_DIR, settings: t.ctx.env.S3 ? s3.settings(t.ctx.env.S3.bucket) : {} });
    try {
      const refused = bindFileStore(other.ctx);
      await expect(refused).rejects.toBeInstanceOf(FileStoreError);
      await expect(refused).rejects.toThrow(new RegExp(`^I file ${t.ctx.storage.where.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} appartengono a un altro database`));
    } finally {
      await other.close();
    }
  });
});
