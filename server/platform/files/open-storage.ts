import path from 'node:path';
import type { Env } from '../env';
import { createFsStorage, type FileStorage } from './storage';

/**
 * The store the settings choose: an S3 bucket when S3_BUCKET is set, otherwise DATA_DIR/files.
 * It sits above both stores, so the S3 store can build on storage.ts without a cycle.
 */
export async function openFileStorage(env: Pick<Env, 'DATA_DIR' | 'S3'>): Promise<FileStorage> {
  if (!env.S3) return createFsStorage(path.join(env.DATA_DIR, 'files'));
  // The AWS SDK is loaded only by the servers that use it.
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(env.S3);
}
