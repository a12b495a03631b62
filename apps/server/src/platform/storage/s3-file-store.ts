/**
 * The S3-compatible FileStore (STORAGE=s3; docs/architecture.md "File storage"): key `a/b.webp` is the
 * object `a/b.webp` in S3_BUCKET. Works with AWS S3 and S3-compatible stores (MinIO, Ceph, R2, s3rver in the
 * tests): checksums are only sent and checked where the API requires them, and path-style addressing
 * is available (S3_FORCE_PATH_STYLE) for stores without per-bucket host names.
 */
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertKey, FileNotFound, type FileStore } from './file-store';

export type S3FileStoreConfig = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Another endpoint than AWS's, e.g. http://127.0.0.1:9000 */
  endpoint?: string;
  forcePathStyle?: boolean;
};

type Sdk = typeof import('@aws-sdk/client-s3');
let sdkModule: Promise<Sdk> | null = null;
/** The SDK is loaded at the first S3 call, not at boot: with STORAGE=local it would only cost ~22 MB of RSS and ~70 ms. */
const loadSdk = () => (sdkModule ??= import('@aws-sdk/client-s3'));

/** True for the service's "no such key" answers (GET: NoSuchKey, HEAD: a bodyless 404). */
const isMissing = (sdk: Sdk, err: unknown) =>
  err instanceof sdk.S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * A FileStore over one bucket; the client is created at the first call and reused (keep-alive connections).
 * `close` ends its connections (scripts and tests; a server keeps it for its lifetime).
 */
export function createS3FileStore(config: S3FileStoreConfig): FileStore {
  const Bucket = config.bucket;
  let client: S3Client | null = null;
  const connect = async () => {
    const sdk = await loadSdk();
    const s3 = (client ??= new sdk.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle ?? false,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // newer SDKs add CRC checksums to every request by default; many S3-compatible stores refuse them
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }));
    return { sdk, client: s3 };
  };
  const getBody = async (key: string) => {
    const { sdk, client: s3 } = await connect();
    try {
      const res = await s3.send(new sdk.GetObjectCommand({ Bucket, Key: assertKey(key) }));
      if (!res.Body) throw new FileNotFound(key);
      return res.Body;
    } catch (err) {
      if (isMissing(sdk, err)) throw new FileNotFound(key);
      throw err;
    }
  };
  return {
    kind: 's3',
    close: () => client?.destroy(),
    put: async (key, bytes, contentType) => {
      const { sdk, client: s3 } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: assertKey(key),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: contentType,
        }),
      );
    },
    get: async (key) => Buffer.from(await (await getBody(key)).transformToByteArray()),
    // in Node the SDK's body is an http IncomingMessage, a Readable
    stream: async (key) => (await getBody(key)) as Readable,
    size: async (key) => {
      const { sdk, client: s3 } = await connect();
      try {
        const res = await s3.send(new sdk.HeadObjectCommand({ Bucket, Key: assertKey(key) }));
        return res.ContentLength ?? 0;
      } catch (err) {
        if (isMissing(sdk, err)) return null;
        throw err;
      }
    },
    delete: async (key) => {
      const { sdk, client: s3 } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
    },
    list: (prefix = '') =>
      (async function* () {
        const { sdk, client: s3 } = await connect();
        let ContinuationToken: string | undefined;
        do {
          const page = await s3.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }));
          for (const item of page.Contents ?? []) if (item.Key) yield { key: item.Key, size: item.Size ?? 0 };
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      })(),
  };
}
