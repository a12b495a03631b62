/**
 * The S3-compatible FileStore (STORAGE=s3; docs/architecture.md "File storage"): key `a/b.webp` is the
 * object `a/b.webp` in S3_BUCKET. Works with AWS S3 and S3-compatible stores (MinIO, Ceph, R2, s3rver in the
 * tests): checksums are only sent and checked where the API requires them, and path-style addressing
 * is available (S3_FORCE_PATH_STYLE) for stores without per-bucket host names.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
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

/** True for the service's "no such key" answers (GET: NoSuchKey, HEAD: a bodyless 404). */
const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** A FileStore over one bucket; the client is created once and reused (keep-alive connections). */
export function createS3FileStore(config: S3FileStoreConfig): FileStore & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle ?? false,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // newer SDKs add CRC checksums to every request by default; many S3-compatible stores refuse them
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const getBody = async (key: string) => {
    try {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: assertKey(key) }));
      if (!res.Body) throw new FileNotFound(key);
      return res.Body;
    } catch (err) {
      if (isMissing(err)) throw new FileNotFound(key);
      throw err;
    }
  };
  return {
    kind: 's3',
    client,
    put: async (key, bytes, contentType) => {
      await client.send(
        new PutObjectCommand({ Bucket, Key: assertKey(key), Body: bytes, ContentLength: bytes.length, ContentType: contentType }),
      );
    },
    get: async (key) => Buffer.from(await (await getBody(key)).transformToByteArray()),
    // in Node the SDK's body is an http IncomingMessage, a Readable
    stream: async (key) => (await getBody(key)) as Readable,
    size: async (key) => {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: assertKey(key) }));
        return res.ContentLength ?? 0;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
    },
    list: (prefix = '') =>
      (async function* () {
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }));
          for (const item of page.Contents ?? []) if (item.Key) yield { key: item.Key, size: item.Size ?? 0 };
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      })(),
  };
}
