import { Readable } from 'node:stream';
import type { S3Settings } from '../env';
import { log } from '../log';
import { assertKey, type FileStorage, isFileKey, StorageUnavailableError } from './storage';

/** The store's identity (files/tracking.ts): a dot name is never a key, so no upload can overwrite it. */
const IDENTITY_KEY = '.store-id';
/**
 * A streamed upload goes in parts of PART_BYTES, PARTS_IN_FLIGHT at a time: each upload
 * holds at most about (PARTS_IN_FLIGHT + 1) × PART_BYTES in memory, whatever its size.
 * A file smaller than one part is sent whole, with one request.
 */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

interface S3Failure {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (err: unknown) => (err as S3Failure).$metadata?.httpStatusCode;

/** A missing object. A HEAD request has no body to tell a missing bucket from a missing key: both are 404. */
const isMissing = (err: unknown) => (err as S3Failure).name === 'NoSuchKey' || (statusOf(err) === 404 && (err as S3Failure).name !== 'NoSuchBucket');

/** Why the store could not be used, for the administrator. */
export function s3FailureReason(err: unknown, bucket: string): string {
  const { name, code } = err as S3Failure;
  const status = statusOf(err);
  if (name === 'NoSuchBucket') return `il bucket «${bucket}» non esiste`;
  if (status === 403 || name === 'InvalidAccessKeyId' || name === 'SignatureDoesNotMatch' || name === 'AccessDenied') {
    return `accesso negato (${name}): controlla S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY e i permessi sul bucket`;
  }
  if (name === 'PermanentRedirect' || name === 'AuthorizationHeaderMalformed') return `il bucket è in un'altra regione (${name}): controlla S3_REGION`;
  if (status === undefined) return `il server non risponde (${code ?? name ?? 'errore di rete'})`;
  return `il server ha risposto con un errore (${name ?? 'sconosciuto'}, HTTP ${status})`;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, the hosting providers'). An object
 * appears only once its upload is complete (S3 writes whole objects), so a key exists only
 * when complete, as on disk. A failure of the store is a StorageUnavailableError: 503 with an
 * Italian message for the person, the reason in the log.
 */
export async function createS3Storage(settings: S3Settings): Promise<FileStorage> {
  // The SDK's notice that its versions of 2027 on need Node.js 22 is for whoever updates the
  // dependencies (decision 102), not for the administrator reading the app's start.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const s3 = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const Bucket = settings.bucket;
  const client = new s3.S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // A store that does not answer fails the request in seconds; a slow download is not cut short.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 120_000 },
    // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const where = `nel bucket S3 «${Bucket}» su ${settings.endpoint ?? `AWS (${settings.region})`}`;
  const unavailable = (err: unknown) => {
    const reason = s3FailureReason(err, Bucket);
    log.error({ area: 'files', reason }, `Archivio dei file ${where} non raggiungibile`);
    return new StorageUnavailableError(reason);
  };

  return {
    where,
    settings: 'S3_BUCKET',
    async put(key, data) {
      assertKey(key);
      let bytes = 0;
      let sourceFailure: unknown = null;
      const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
      const counted = Readable.from(
        (async function* () {
          try {
            for await (const chunk of source) {
              bytes += (chunk as Buffer).length;
              yield chunk as Buffer;
            }
          } catch (err) {
            sourceFailure = err;
            throw err;
          }
        })(),
      );
      try {
        // On a failure the upload aborts its parts; any left by a crash go in cleanupInterrupted.
        await new Upload({ client, params: { Bucket, Key: key, Body: counted }, partSize: PART_BYTES, queueSize: PARTS_IN_FLIGHT }).done();
      } catch (err) {
        // The stream given failed (a file over the limit, of the wrong kind, a request cut short): its own error.
        if (sourceFailure) throw sourceFailure;
        throw unavailable(err);
      }
      return bytes;
    },
    async get(key) {
      assertKey(key);
      try {
        const { Body, ContentLength } = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        return { stream: Body as Readable, size: ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw unavailable(err);
      }
    },
    async delete(key) {
      assertKey(key);
      try {
        await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
      } catch (err) {
        throw unavailable(err);
      }
    },
    async size(key) {
      assertKey(key);
      try {
        return (await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
      } catch (err) {
        if (isMissing(err)) return null;
        throw unavailable(err);
      }
    },
    // The identity is read and written at start and by a restore, whose callers say what failed.
    async readIdentity() {
      try {
        const { Body } = await client.send(new s3.GetObjectCommand({ Bucket, Key: IDENTITY_KEY }));
        return (await Body!.transformToString()).trim() || null;
      } catch (err) {
        if ((err as S3Failure).name === 'NoSuchKey') return null;
        throw new StorageUnavailableError(s3FailureReason(err, Bucket));
      }
    },
    async writeIdentity(id) {
      try {
        await client.send(new s3.PutObjectCommand({ Bucket, Key: IDENTITY_KEY, Body: `${id}\n`, ContentType: 'text/plain' }));
      } catch (err) {
        throw new StorageUnavailableError(s3FailureReason(err, Bucket));
      }
    },
    /** Aborts the multipart uploads of the app's keys begun before `before` and never completed (a crash mid-upload). */
    async cleanupInterrupted(before) {
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      try {
        for (;;) {
          const page = await client.send(new s3.ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker }));
          for (const { Key, UploadId, Initiated } of page.Uploads ?? []) {
            if (Key && UploadId && isFileKey(Key) && Initiated && Initiated < before) {
              await client.send(new s3.AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
            }
          }
          if (!page.IsTruncated) return;
          KeyMarker = page.NextKeyMarker;
          UploadIdMarker = page.NextUploadIdMarker;
        }
      } catch (err) {
        // A server that cannot list them (some S3-compatible ones) leaves them to the bucket's lifecycle rule (README).
        if ((err as S3Failure).name === 'NotImplemented') return;
        throw unavailable(err);
      }
    },
  };
}
