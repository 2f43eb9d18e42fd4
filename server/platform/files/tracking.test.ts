import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createClientRow } from '../../seed/factories/clients';
import { createDocumentRow } from '../../seed/factories/documents';
import { makePdf } from '../../seed/factories/pdf';
import { unsettledFiles } from '../db/schema';
import { createTestApp } from '../../test/test-app';
import { newFileKey } from './storage';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import { beginUpload, bindFileStore, FileStoreError, REFERENCED_FILE_KEYS, sweepUnsettledFiles } from './tracking';

const t = await createTestApp();
afterAll(() => t.close());

const filesDir = path.join(t.ctx.env.DATA_DIR, 'files');
const stateOf = async (key: string) => (await t.ctx.db.select().from(unsettledFiles).where(eq(unsettledFiles.key, key)))[0]?.state ?? null;
const future = () => new Date(Date.now() + 60_000);
const past = () => new Date(Date.now() - 60_000);

describe('unsettled files', () => {
  it('lists for the backup every table whose file keys the database tracks', async () => {
    const { rows } = await t.ctx.pool.query<{ table: string }>(`
      SELECT DISTINCT c.relname AS table FROM pg_trigger g
      JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_proc p ON p.oid = g.tgfoid
      WHERE NOT g.tgisinternal AND p.proname IN ('track_file_key', 'track_avatar_key') ORDER BY 1`);
    expect(rows.length).toBeGreaterThan(3);
    const listed = [...REFERENCED_FILE_KEYS.matchAll(/FROM (\w+)/g)].map((m) => m[1]).sort();
    expect(listed).toEqual(rows.map((r) => r.table));
  });

  it('settles an upload when its row commits, and keeps a deleted document\'s bytes until the grace period has passed', async () => {
    const owner = await t.user('proprietario');
    const client = await createClientRow(t.ctx.db, { companyName: 'Traccia Srl' });
    const body = new FormData();
    for (const [k, v] of Object.entries({ clientId: client.id, title: 'Statuto', accessLevel: 'private', category: 'Altri' })) body.set(k, v);
    body.set('file', new File([new Uint8Array(makePdf([['Statuto']]))], 'statuto.pdf', { type: 'application/pdf' }));
    const res = await t.request('POST', '/api/documents', { as: owner, body });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.ctx.db.execute<{ file_key: string }>(`SELECT file_key FROM documents WHERE id = '${id}'`).then((r) => r.rows);
    const key = row!.file_key;
    expect(await stateOf(key)).toBeNull();

    expect((await t.request('DELETE', `/api/documents/${id}`, { as: owner })).status).toBe(200);
    expect(await stateOf(key)).toBe('released');
    expect(await t.ctx.storage.size(key)).not.toBeNull();

    // Within the grace period nothing goes; after it, the bytes and the record go.
    expect(await sweepUnsettledFiles(t.ctx, { uploadsBefore: past(), releasedBefore: past() })).toBe(0);
    expect(await t.ctx.storage.size(key)).not.toBeNull();
    expect(await sweepUnsettledFiles(t.ctx, { uploadsBefore: past(), releasedBefore: future() })).toBe(1);
    expect(await t.ctx.storage.size(key)).toBeNull();
    expect(await stateOf(key)).toBeNull();
  });

  it('releases the files of rows removed by a cascade (a deleted client\'s documents)', async () => {
    const owner = await t.user('proprietario');
    const client = await createClientRow(t.ctx.db, { companyName: 'Cascata Ltd' });
    const docs = [await createDocumentRow(t.ctx, { clientId: client.id, title: 'Uno' }), await createDocumentRow(t.ctx, { clientId: client.id, title: 'Due' })];
    expect((await t.request('DELETE', `/api/clients/${client.id}`, { as: owner })).status).toBe(200);
    for (const d of docs) {
      expect(await stateOf(d.fileKey)).toBe('released');
      expect(await t.ctx.storage.size(d.fileKey)).not.toBeNull();
    }
  });

  it('removes an upload that was never committed, and never a file this database did not record', async () => {
    const interrupted = newFileKey('documents');
    await beginUpload(t.ctx.db, interrupted);
    await t.ctx.storage.put(interrupted, Buffer.from('%PDF-1.4 a metà'));
    // A file of another database sharing the store: no record here.
    const foreign = newFileKey('documents');
    await t.ctx.storage.put(foreign, Buffer.from('%PDF-1.4 di un altro database'));
    fs.writeFileSync(path.join(filesDir, '.tmp', 'interrotto'), 'metà file');

    expect(await sweepUnsettledFiles(t.ctx, { uploadsBefore: future(), releasedBefore: past() })).toBe(1);
    expect(await t.ctx.storage.size(interrupted)).toBeNull();
    expect(await t.ctx.storage.size(foreign)).not.toBeNull();
    expect(fs.readdirSync(path.join(filesDir, '.tmp'))).toEqual([]);
  });

  it('removes nothing while a backup holds the file store', async () => {
    const key = newFileKey('documents');
    await beginUpload(t.ctx.db, key);
    await t.ctx.storage.put(key, Buffer.from('%PDF-1.4'));
    const backup = await t.ctx.pool.connect();
    try {
      await backup.query('SELECT pg_advisory_lock_shared($1)', [ADVISORY_LOCKS.fileStore]);
      expect(await sweepUnsettledFiles(t.ctx, { uploadsBefore: future(), releasedBefore: future() })).toBeNull();
      expect(await t.ctx.storage.size(key)).not.toBeNull();
    } finally {
      await backup.query('SELECT pg_advisory_unlock_shared($1)', [ADVISORY_LOCKS.fileStore]);
      backup.release();
    }
    expect(await sweepUnsettledFiles(t.ctx, { uploadsBefore: future(), releasedBefore: future() })).toBeGreaterThan(0);
    expect(await t.ctx.storage.size(key)).toBeNull();
  });
});

describe('a file store bound to its database', () => {
  it('refuses another database on the same files, which are left untouched', async () => {
    await bindFileStore(t.ctx);
    await bindFileStore(t.ctx); // the same pair again: fine
    const client = await createClientRow(t.ctx.db, { companyName: 'Legata Srl' });
    const live = await createDocumentRow(t.ctx, { clientId: client.id, title: 'Vivo' });

    // A second server on the same DATA_DIR, but another (empty, staging, mistyped) database.
    const other = await createTestApp({ dataDir: t.ctx.env.DATA_DIR });
    try {
      const refused = bindFileStore(other.ctx);
      await expect(refused).rejects.toBeInstanceOf(FileStoreError);
      await expect(refused).rejects.toThrow(/appartengono a un altro database.*\n.*Controlla DATABASE_URL e DATA_DIR/);
      // Even its sweep, given every chance, removes nothing of the other database.
      expect(await sweepUnsettledFiles(other.ctx, { uploadsBefore: future(), releasedBefore: future() })).toBe(0);
      expect(await t.ctx.storage.size(live.fileKey)).not.toBeNull();
    } finally {
      await other.close();
    }
  });
});
