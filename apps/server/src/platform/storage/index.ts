/**
 * The FileStore for the configuration (docs/architecture.md "File storage"): STORAGE=local (the default)
 * keeps files in `uploadDir`; STORAGE=s3 in S3_BUCKET (loadEnv has checked its keys are set).
 */
import type { Env } from '../env';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

export { FileNotFound, type FileStore, type StoredFile } from './file-store';

/** The configured FileStore: the folder `uploadDir`, or the S3 bucket of the S3_* variables. */
export function createFileStore(env: Env, uploadDir: string): FileStore {
  if (env.STORAGE === 'local') return createLocalFileStore(uploadDir);
  return createS3FileStore({
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
