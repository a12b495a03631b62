/**
 * The FileStore for the configuration (docs/architecture.md "File storage"): STORAGE=local (the default)
 * keeps files in `uploadDir`; STORAGE=s3 in S3_BUCKET (loadEnv has checked its keys are set).
 */
import path from 'node:path';
import type { Env } from '../env';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

export { FileNotFound, type FileStore, type StoredFile } from './file-store';

/** The local store's folder: UPLOAD_DIR, default DATA_DIR/uploads (absolute). */
export const uploadDirOf = (env: Env) => path.resolve(env.UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads'));

/** The S3 store of the S3_* variables (whatever STORAGE says); throws naming a missing variable. */
export function createS3FileStoreFromEnv(env: Env): FileStore {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket || !accessKeyId || !secretAccessKey)
    throw new Error('S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required');
  return createS3FileStore({
    bucket,
    region: env.S3_REGION,
    accessKeyId,
    secretAccessKey,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}

/** The configured FileStore: the folder `uploadDir`, or the S3 bucket of the S3_* variables. */
export function createFileStore(env: Env, uploadDir: string): FileStore {
  return env.STORAGE === 'local' ? createLocalFileStore(uploadDir) : createS3FileStoreFromEnv(env);
}
