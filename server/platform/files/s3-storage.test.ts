import { afterAll, describe, expect, it, vi } from 'vitest';
import { createClientRow } from '../../seed/factories/clients';
import { createDocumentRow } from '../../seed/factories/documents';
import { makePdf } from '../../seed/factories/pdf';
import { parseEnv } from '../env';
import { log } from '../log';
import { startS3 } from '../../test/s3';
import { createTestApp } from '../../test/test-app';
import { STORAGE_UNAVAILABLE_MESSAGE } from './storage';
import { bindFileStore, FileStoreError } from './tracking';

/**
 * What only an S3 store can get wrong: its settings, a bucket that is not the
 * database's or cannot be reached at start, and a store that stops answering
 * while the app runs. What every store does is storage.test.ts's.
 */

const s3 = await startS3();
afterAll(() => s3.close());

const problem = (source: Record<string, string>) => parseEnv(source).problems;

describe('the S3 settings', () => {
  it('all or nothing: a bucket without its credentials, or credentials without a bucket, are refused with what is missing', () => {
    expect(problem({ S3_BUCKET: 'arcadia-file' })).toBe(
      'Impostazioni non valide:\n' +
        '  - S3_REGION: per tenere i file in un archivio S3 servono S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; ' +
        'è impostata solo S3_BUCKET, mancano S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY. Per tenere i file in DATA_DIR/files toglile tutte.',
    );
    expect(problem({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_REGION: 'us-east-1' })).toContain(
      '  - S3_BUCKET: per tenere i file in un archivio S3 servono S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; sono impostate S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, manca S3_BUCKET.',
    );
    expect(problem({ ...s3.settings('b'), S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT deve avere la forma');
    expect(problem({ ...s3.settings('b'), S3_FORCE_PATH_STYLE: 'si' })).toContain('S3_FORCE_PATH_STYLE deve essere true o false.');
  });

  it('unset, the files stay in DATA_DIR/files; set, they go to the bucket (AWS when S3_ENDPOINT is left out)', () => {
    expect(parseEnv({}).env!.S3).toBeNull();
    expect(parseEnv({ ...s3.settings('arcadia'), S3_ENDPOINT: '' }).env!.S3).toEqual({
      endpoint: undefined,
      bucket: 'arcadia',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });
});

describe('a bucket the app must not start on', () => {
  it('one that does not exist, wrong credentials, or another database\'s bucket: refused with the reason and what to check', async () => {
    const missing = await createTestApp({ settings: s3.settings('nessun-bucket') });
    const bucket = await s3.createBucket();
    const wrongKey = await createTestApp({ settings: { ...s3.settings(bucket), S3_ACCESS_KEY_ID: 'SBAGLIATA' } });
    const owner = await createTestApp({ settings: s3.settings(bucket) });
    const other = await createTestApp({ settings: s3.settings(bucket) });
    try {
      await expect(bindFileStore(missing.ctx)).rejects.toThrow(
        new FileStoreError(
          `I file nel bucket S3 «nessun-bucket» su ${s3.endpoint} non sono raggiungibili: il bucket «nessun-bucket» non esiste.\n` +
            'Controlla S3_ENDPOINT, S3_BUCKET, S3_REGION e le credenziali (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY). Nessun file è stato toccato.',
        ),
      );
      await expect(bindFileStore(wrongKey.ctx)).rejects.toThrow(
        /non sono raggiungibili: accesso negato \(InvalidAccessKeyId\): controlla S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY e i permessi sul bucket\./,
      );

      await bindFileStore(owner.ctx);
      const doc = await createDocumentRow(owner.ctx, { clientId: (await createClientRow(owner.ctx.db, { companyName: 'Legata Srl' })).id, title: 'Vivo' });
      const refused = bindFileStore(other.ctx);
      await expect(refused).rejects.toBeInstanceOf(FileStoreError);
      await expect(refused).rejects.toThrow(
        new RegExp(`^I file nel bucket S3 «${bucket}» su ${s3.endpoint} appartengono a un altro database .*\\nControlla DATABASE_URL e S3_BUCKET: ogni database va usato con i suoi file\\.`),
      );
      expect(await owner.ctx.storage.size(doc.fileKey)).not.toBeNull();
    } finally {
      for (const t of [missing, wrongKey, owner, other]) await t.close();
    }
  });
});

describe('a bucket that stops answering while the app runs', () => {
  it('fails the uploads and downloads with 503 and an Italian message; everything else keeps working, and the files come back with it', async () => {
    const t = await createTestApp({ settings: s3.settings(await s3.createBucket()) });
    try {
      const owner = await t.user('proprietario');
      const client = await createClientRow(t.ctx.db, { companyName: 'Nuvola Srl' });
      const doc = await createDocumentRow(t.ctx, { clientId: client.id, title: 'Bilancio' });
      const upload = () => {
        const body = new FormData();
        for (const [k, v] of Object.entries({ clientId: client.id, title: 'Nuovo', accessLevel: 'private', category: 'Altri' })) body.set(k, v);
        body.set('file', new File([new Uint8Array(makePdf([['Nuovo']]))], 'nuovo.pdf', { type: 'application/pdf' }));
        return t.request('POST', '/api/documents', { as: owner, body });
      };

      await s3.stop();
      const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
      const started = performance.now();
      try {
        for (const res of [await t.request('GET', `/api/documents/${doc.id}/file`, { as: owner }), await upload()]) {
          expect(res.status).toBe(503);
          expect(await res.json()).toEqual({ code: 'STORAGE_UNAVAILABLE', message: STORAGE_UNAVAILABLE_MESSAGE });
        }
        // The administrator reads where and why.
        expect(logged).toHaveBeenCalledWith(
          { area: 'files', reason: 'il server non risponde (ECONNREFUSED)' },
          `Archivio dei file nel bucket S3 «${t.ctx.env.S3!.bucket}» su ${s3.endpoint} non raggiungibile`,
        );
      } finally {
        logged.mockRestore();
      }
      expect(performance.now() - started).toBeLessThan(10_000);
      expect((await t.request('GET', '/api/clients', { as: owner })).status).toBe(200);
      // The balancer keeps the server, told that files are down; staff read why.
      const health = await t.request('GET', '/api/health');
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'degraded', database: 'ok', files: 'error', message: expect.stringMatching(/^L'archivio dei file non risponde/) });
      expect(await (await t.request('GET', '/api/health', { as: owner })).json()).toMatchObject({ files: 'error', filesProblem: 'il server non risponde (ECONNREFUSED)' });
      // The failed upload left no row.
      expect((await t.ctx.pool.query("SELECT count(*)::int AS n FROM documents WHERE title = 'Nuovo'")).rows[0].n).toBe(0);

      await s3.start();
      expect((await t.request('GET', `/api/documents/${doc.id}/file`, { as: owner })).status).toBe(200);
      expect((await upload()).status).toBe(201);
      expect(await (await t.request('GET', '/api/health')).json()).toEqual({ status: 'ok', database: 'ok', files: 'ok' });
    } finally {
      await s3.start();
      await t.close();
    }
  });
});
