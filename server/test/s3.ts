import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's only account. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface TestS3 {
  endpoint: string;
  /** The app's settings for `bucket` on this server (README, S3_*). */
  settings(bucket: string): Record<string, string>;
  /** A new, empty bucket with a name of its own. */
  createBucket(): Promise<string>;
  /** Every object's key in `bucket`, and the multipart uploads begun and never completed. */
  contents(bucket: string): Promise<{ keys: string[]; unfinishedUploads: number }>;
  /** Stops the server (the app's requests to it then fail); `start` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free port, its objects in a temporary folder removed by stop(). */
export async function startS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-s3-'));
  let server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  let buckets = 0;
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    server.httpServer.closeAllConnections();
    await server.close();
  };
  return {
    endpoint,
    settings: (bucket) => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async createBucket() {
      const name = `arcadia-${process.pid}-${++buckets}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    async contents(bucket) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      // s3rver can neither list nor abort multipart uploads: each one begun and never completed is a folder of its own.
      const uploads = path.join(directory, bucket, '._S3rver_uploads');
      const unfinishedUploads = fs.existsSync(uploads) ? fs.readdirSync(uploads).length : 0;
      return { keys: keys.sort(), unfinishedUploads };
    },
    stop,
    async start() {
      if (running) return;
      server = new S3rver({ address: '127.0.0.1', port, directory, silent: true });
      await server.run();
      running = true;
    },
    async close() {
      client.destroy();
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
