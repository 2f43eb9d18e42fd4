import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../modules/accounts/accounts.service';
import { logActivity } from '../../modules/activity/activity.service';
import { activityLog, clients, documents } from '../db/schema';
import { createLedgerRow } from '../../seed/factories/money';
import { createClientRow } from '../../seed/factories/clients';
import { createContractRow, createDocumentRow } from '../../seed/factories/documents';
import { newFileKey } from '../files/storage';
import { beginUpload, bindFileStore, sweepUnsettledFiles } from '../files/tracking';
import { runNode } from '../../test/run-node';
import { startS3 } from '../../test/s3';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBackup, restoreBackup } from './backup';

const source = await createTestApp();
const target = await createTestApp();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-backup-test-'));
afterAll(async () => {
  await source.close();
  await target.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});


/** Every table's content as one checksum each, in a stable order. */
async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  const { rows } = await t.ctx.pool.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const out: Record<string, string> = {};
  for (const { table_name } of rows) {
    // A restored store gets an identity of its own (files/tracking.ts).
    const own = table_name === 'app_settings' ? "WHERE key <> 'file_store_id'" : '';
    // The log's total is kept in the row of each writer's connection (migration 0050): the same total, whichever rows hold it.
    const content = table_name === 'activity_totals' ? 'sum(entries)::text AS sum, 1 AS n' : "md5(string_agg(x::text, '|' ORDER BY x::text)) AS sum, count(*) AS n";
    const r = await t.ctx.pool.query<{ sum: string | null; n: string }>(`SELECT ${content} FROM "${table_name}" x ${own}`);
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
    const manifest = await createBackup(source.ctx.pool, source.ctx.storage, archive);
    console.log(`Backup: ${manifest.tables.length} tabelle in ${Math.round(performance.now() - started)} ms, ${fs.statSync(archive).size} byte`);

    await restoreBackup(target.ctx.pool, target.ctx.storage, archive);

    expect(manifest.tables.map((t) => t.name)).not.toContain('ledger_day_totals');
    expect(manifest.tables.map((t) => t.name)).not.toContain('client_counts');
    expect(await fingerprint(target)).toEqual(await fingerprint(source));
    const restored = await target.ctx.storage.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of restored!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pdf)).toBe(true);

    // The restored app works: sign-in, full-text search, and new rows continue the id sequence.
    await target.signIn('capo@example.it', 'password123');
    const found = await target.ctx.pool.query("SELECT title FROM documents WHERE search @@ websearch_to_tsquery('italian', 'società')");
    expect(found.rows).toEqual([{ title: 'Statuto' }]);
    const [entry] = await target.ctx.db.insert(activityLog).values({ userName: 'x', action: 'Prova' }).returning();
    expect(entry!.id).toBeGreaterThan(25);
  });

  it('refuses to restore over a database that already has accounts', async () => {
    await expect(restoreBackup(source.ctx.pool, source.ctx.storage, path.join(workDir, 'backup.tar'))).rejects.toThrow(/non è vuoto/);
  });
});

describe('a backup while people work', () => {
  it('completes while documents are uploaded and deleted, and restores with every row\'s file and no file without its row', async () => {
    const t = await createTestApp();
    const copy = await createTestApp();
    try {
      const owner = await t.user('proprietario');
      const client = await createClientRow(t.ctx.db, { companyName: 'Operosa Srl' });
      const pdf = Buffer.from('%PDF-1.4\n' + 'x'.repeat(100_000) + '\n%%EOF');
      // An upload as the route makes it: recorded, stored, then its row committed.
      const upload = async (title: string) => {
        const fileKey = newFileKey('documents');
        await beginUpload(t.ctx.db, fileKey);
        await t.ctx.storage.put(fileKey, pdf);
        const [row] = await t.ctx.db
          .insert(documents)
          .values({ clientId: client.id, title, fileName: `${title}.pdf`, fileKey, fileSize: pdf.length, contentType: 'application/pdf' })
          .returning({ id: documents.id });
        return row!.id;
      };
      const ids: string[] = [];
      for (let i = 0; i < 300; i++) ids.push(await upload(`Iniziale ${i}`));

      // People upload and delete, and a sweep with no grace period runs, for as long as the backup takes.
      let working = true;
      let rounds = 0;
      const work = (async () => {
        for (let i = 0; working; i++, rounds++) {
          ids.push(await upload(`Durante ${i}`));
          const victim = ids.splice(Math.floor(Math.random() * ids.length), 1)[0]!;
          expect((await t.request('DELETE', `/api/documents/${victim}`, { as: owner })).status).toBe(200);
          await sweepUnsettledFiles(t.ctx, { uploadsBefore: new Date(0), releasedBefore: new Date(Date.now() + 60_000) });
        }
      })();
      const archive = path.join(workDir, 'busy.tar');
      try {
        await createBackup(t.ctx.pool, t.ctx.storage, archive);
      } finally {
        working = false;
        await work;
      }
      expect(rounds).toBeGreaterThan(5);
      expect(fs.existsSync(`${archive}.partial`)).toBe(false);

      await restoreBackup(copy.ctx.pool, copy.ctx.storage, archive);
      const { rows } = await copy.ctx.pool.query<{ key: string; size: string }>('SELECT file_key AS key, file_size AS size FROM documents');
      expect(rows.length).toBeGreaterThanOrEqual(300);
      for (const row of rows) expect(await copy.ctx.storage.size(row.key)).toBe(Number(row.size));
      const restored = (fs.readdirSync(path.join(copy.ctx.env.DATA_DIR, 'files', 'documents'))).map((f) => `documents/${f}`);
      expect(restored.sort()).toEqual(rows.map((r) => r.key).sort());
    } finally {
      await t.close();
      await copy.close();
    }
  });
});

describe('npm run backup and npm run restore', () => {
  const url = source.ctx.pool.options.connectionString!;
  const run = (script: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) => {
    const out = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: source.ctx.env.DATA_DIR, ...env },
    });
    return { code: out.status, stderr: out.stderr, stdout: out.stdout };
  };

  it('exits 0 with an archive, and non-zero with an Italian reason and no partial file on every failure', async () => {
    const ok = run('backup', [path.join(workDir, 'ok.tar')]);
    expect(ok).toMatchObject({ code: 0 });
    expect(ok.stdout).toContain('Backup creato');

    // A destination below a regular file cannot be created.
    fs.writeFileSync(path.join(workDir, 'a-file'), '');
    const blocked = path.join(workDir, 'a-file', 'backup.tar');
    const refused = run('backup', [blocked]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Backup non riuscito: percorso non valido/m);
    expect(fs.existsSync(`${blocked}.partial`)).toBe(false);

    const missing = run('restore', [path.join(workDir, 'nessuno.tar')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Ripristino non riuscito: l'archivio .*nessuno\.tar non esiste\./m);

    const notEmpty = run('restore', [path.join(workDir, 'ok.tar')]);
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.stderr).toContain('Ripristino non riuscito: Il database di destinazione non è vuoto');
  });

  // A real full disk: a tmpfs smaller than the archive (mounting needs root, as on the machines that run the suite).
  const root = process.getuid?.() === 0;
  it.runIf(root)('fails on a full disk with exit 1, an Italian reason and no partial archive', async () => {
    const small = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-full-'));
    expect(spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', small]).status).toBe(0);
    try {
      const client = await createClientRow(source.ctx.db, { companyName: 'Pesante Srl' });
      const key = newFileKey('documents');
      const big = Buffer.alloc(200_000, 0x41);
      await source.ctx.storage.put(key, big);
      await source.ctx.db.insert(documents).values({ clientId: client.id, title: 'Grande', fileName: 'g.pdf', fileKey: key, fileSize: big.length, contentType: 'application/pdf' });
      const full = run('backup', [path.join(small, 'backup.tar')]);
      expect(full.code).toBe(1);
      expect(full.stderr).toMatch(/^Backup non riuscito: spazio su disco esaurito/m);
      expect(fs.readdirSync(small)).toEqual([]);
    } finally {
      spawnSync('umount', [small]);
      fs.rmSync(small, { recursive: true, force: true });
    }
  });
});

describe('npm run backup and npm run restore with the files in an S3 bucket', () => {
  it('archive the bucket\'s files and put them back into a new bucket; a bucket of another database is refused', async () => {
    const s3 = await startS3();
    const live = await createTestApp({ settings: s3.settings(await s3.createBucket()) });
    const copy = await createTestApp({ settings: s3.settings(await s3.createBucket()) });
    const intruder = await createTestApp({ settings: s3.settings(live.ctx.env.S3!.bucket) });
    // The tools run as at a console, on the app's settings (async: the bucket's server runs in this process).
    const tool = (script: 'backup' | 'restore', archive: string, t: TestApp) =>
      runNode(['--import', 'tsx', `scripts/${script}.ts`, archive], {
        env: { DATABASE_URL: t.ctx.pool.options.connectionString!, DATA_DIR: t.ctx.env.DATA_DIR, ...s3.settings(t.ctx.env.S3!.bucket) },
        timeoutMs: 60_000,
      });
    const bucketOf = async (t: TestApp) => (await s3.contents(t.ctx.env.S3!.bucket)).keys.filter((k) => k !== '.store-id');
    try {
      await bindFileStore(live.ctx);
      const owner = await live.user('proprietario');
      const client = await createClientRow(live.ctx.db, { companyName: 'Nuvola Srl' });
      const docs = [await createDocumentRow(live.ctx, { clientId: client.id, title: 'Statuto' }), await createDocumentRow(live.ctx, { clientId: client.id, title: 'Bilancio' })];
      const contract = await createContractRow(live.ctx, { title: 'Incarico' });
      // A file no row points to (an upload never committed) stays out of the archive.
      await live.ctx.storage.put(newFileKey('documents'), Buffer.from('%PDF-1.4 mai salvato'));

      const archive = path.join(workDir, 'bucket.tar');
      const backup = await tool('backup', archive, live);
      expect(backup.stderr).toBe('');
      expect(backup).toMatchObject({ code: 0 });
      const restore = await tool('restore', archive, copy);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);

      const referenced = [...docs.map((d) => d.fileKey), contract.fileKey].sort();
      expect(await bucketOf(copy)).toEqual(referenced);
      for (const key of referenced) {
        const read = async (t: TestApp) => buffer((await t.ctx.storage.get(key))!.stream);
        expect((await read(copy)).equals(await read(live))).toBe(true);
      }
      expect(await copy.ctx.storage.readIdentity()).not.toBe(await live.ctx.storage.readIdentity());
      const cookie = await copy.signIn(owner.email, owner.password);
      const file = await copy.request('GET', `/api/documents/${docs[0]!.id}/file`, { as: { cookie } });
      expect(file.status).toBe(200);

      // Restoring into the live bucket, with an empty database: refused before anything is written.
      const before = await bucketOf(live);
      const refused = await tool('restore', archive, intruder);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`Ripristino non riuscito: i file nel bucket S3 «${live.ctx.env.S3!.bucket}» su ${s3.endpoint} appartengono a un altro database`);
      expect(await bucketOf(live)).toEqual(before);
    } finally {
      for (const t of [live, copy, intruder]) await t.close();
      await s3.close();
    }
  });
});
