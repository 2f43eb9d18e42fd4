import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { contracts } from '../db/schema';
import { createTestApp } from '../test/test-app';
import { newFileKey } from './storage';
import { sweepOrphanFiles } from './sweep';

const t = await createTestApp();
afterAll(() => t.close());

it('removes files no row points to and interrupted writes, but not files in flight', async () => {
  const { storage } = t.ctx;
  const kept = newFileKey('contracts');
  const orphan = newFileKey('documents');
  const inFlight = newFileKey('avatars');
  for (const key of [kept, orphan, inFlight]) await storage.put(key, Buffer.from('%PDF-1.4 contenuto'));
  await t.ctx.db.insert(contracts).values({ title: 'Mandato', fileName: 'mandato.pdf', fileKey: kept, fileSize: 18, contentType: 'application/pdf' });
  const tmpDir = path.join(t.ctx.env.DATA_DIR, 'files/.tmp');
  fs.writeFileSync(path.join(tmpDir, 'interrotto'), 'metà file');

  const before = new Date(Date.now() + 1000);
  const future = new Date(Date.now() + 60_000);
  fs.utimesSync(path.join(t.ctx.env.DATA_DIR, 'files', inFlight), future, future);

  expect(await sweepOrphanFiles(t.ctx, before)).toBe(1);
  expect(await storage.size(kept)).not.toBeNull();
  expect(await storage.size(orphan)).toBeNull();
  expect(await storage.size(inFlight)).not.toBeNull();
  expect(fs.readdirSync(tmpDir)).toEqual([]);
});
