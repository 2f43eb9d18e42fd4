import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccount } from '../modules/accounts/accounts.service';
import { logActivity } from '../modules/activity/activity.service';
import { activityLog, clients, documents } from '../db/schema';
import { createLedgerRow } from '../db/factories/money';
import { newFileKey } from '../files/storage';
import { createTestApp, type TestApp } from '../test/test-app';
import { createBackup, restoreBackup } from './backup';

const source = await createTestApp();
const target = await createTestApp();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-backup-test-'));
afterAll(async () => {
  await source.close();
  await target.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

const filesOf = (t: TestApp) => path.join(t.ctx.env.DATA_DIR, 'files');

/** Every table's content as one checksum each, in a stable order. */
async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  const { rows } = await t.ctx.pool.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const out: Record<string, string> = {};
  for (const { table_name } of rows) {
    const r = await t.ctx.pool.query<{ sum: string | null; n: string }>(
      `SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS sum, count(*) AS n FROM "${table_name}" x`,
    );
    out[table_name] = `${r.rows[0]!.n}:${r.rows[0]!.sum}`;
  }
  return out;
}

describe('backup and restore', () => {
  it('brings an empty data directory back to the archived state, rows and files', async () => {
    const db = source.ctx.db;
    const owner = await db.transaction((tx) => createAccount(tx, { email: 'capo@example.it', password: 'password123', fullName: 'Capo Studio', role: 'proprietario' }));
    const [client] = await db.insert(clients).values({ companyName: 'Alfa LLC', fullName: 'Anna Neri', countryCode: 'US', incorporationDate: '2026-10-01' }).returning();
    const key = newFileKey('documents');
    const pdf = Buffer.from('%PDF-1.4\n' + 'x'.repeat(5000) + '\n%%EOF');
    await source.ctx.storage.put(key, pdf);
    await db.insert(documents).values({ clientId: client!.id, title: 'Statuto', fileName: 'statuto.pdf', fileKey: key, fileSize: pdf.length, contentType: 'application/pdf', contentText: 'statuto della società' });
    for (let i = 0; i < 25; i++) await logActivity(db, { id: owner.id, name: 'Capo Studio' }, 'Creazione Cliente', `voce ${i}`);
    // Ledger entries: their daily totals are left out of the archive and rebuilt by the restore.
    await createLedgerRow(db, 'income', { ledgerUserId: null, amount: '1500.00', bankAccount: 'Wise', date: '2026-10-02' });
    await createLedgerRow(db, 'income', { ledgerUserId: null, amount: '0.30', bankAccount: 'Wise', date: '2026-10-02' });
    await createLedgerRow(db, 'expense', { ledgerUserId: owner.id, amount: '42.00', date: '2026-10-03' });

    const archive = path.join(workDir, 'backup.tar');
    const started = performance.now();
    const manifest = await createBackup(source.ctx.pool, filesOf(source), archive);
    console.log(`Backup: ${manifest.tables.length} tabelle in ${Math.round(performance.now() - started)} ms, ${fs.statSync(archive).size} byte`);

    await restoreBackup(target.ctx.pool, filesOf(target), archive);

    expect(manifest.tables.map((t) => t.name)).not.toContain('ledger_day_totals');
    expect(manifest.tables.map((t) => t.name)).not.toContain('client_counts');
    expect(await fingerprint(target)).toEqual(await fingerprint(source));
    const restored = await target.ctx.storage.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of restored!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pdf)).toBe(true);

    // The restored app works: sign-in, full-text search, and new rows continue the id sequence.
    await target.signIn('capo@example.it', 'password123');
    const found = await target.ctx.pool.query("SELECT title FROM documents WHERE search @@ websearch_to_tsquery('italian', 'società')");
    expect(found.rows).toEqual([{ title: 'Statuto' }]);
    const [entry] = await target.ctx.db.insert(activityLog).values({ userName: 'x', action: 'Prova' }).returning();
    expect(entry!.id).toBeGreaterThan(25);
  });

  it('refuses to restore over a database that already has accounts', async () => {
    await expect(restoreBackup(source.ctx.pool, filesOf(source), path.join(workDir, 'backup.tar'))).rejects.toThrow(/non è vuoto/);
  });
});
