/**
 * A local S3-compatible server for tests (s3rver, in this process, on a free port): the S3 FileStore and
 * STORAGE=s3 apps are tested against it (docs/architecture.md "File storage").
 *   const s3 = await startS3Server();  // bucket s3.bucket exists
 *   await startTestApp({}, { env: s3.env });
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { FileStore } from '../platform/storage';
import { createS3FileStore } from '../platform/storage/s3-file-store';

/** s3rver accepts any secret with this key id. */
const ACCESS_KEY = 'S3RVER';

export type TestS3Server = {
  bucket: string;
  endpoint: string;
  /** The STORAGE=s3 variables of an app that uses this server. */
  env: Record<string, string>;
  /** A store on the bucket, for checks from outside the app. */
  store: FileStore;
  close: () => Promise<void>;
};

/** Starts s3rver on 127.0.0.1 (a free port) with one empty bucket in a temporary folder. */
export async function startS3Server(bucket = 'udlejning-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'udlejning-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const store = createS3FileStore({
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    bucket,
    endpoint,
    env,
    store,
    close: async () => {
      store.close();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
