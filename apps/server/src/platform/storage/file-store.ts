/**
 * The file storage port (docs/architecture.md "File storage"): every stored file (listing images with
 * their thumbnails and originals, seekers' cached pictures) is written, read and removed through a
 * FileStore, so the same code runs on a local folder (STORAGE=local, the default) or an S3-compatible
 * bucket (STORAGE=s3). Keys are slash-separated relative names, e.g. `<uuid>.webp` or `seekers/<uuid>.webp`.
 */
import type { Readable } from 'node:stream';

/** Thrown by `get` and `stream` when no file has the key. */
export class FileNotFound extends Error {
  constructor(readonly key: string) {
    super(`no stored file '${key}'`);
    this.name = 'FileNotFound';
  }
}

/** One stored file as listed: its key and size in bytes. */
export type StoredFile = { key: string; size: number };

export type FileStore = {
  /** 'local' or 's3' (logs, docs). */
  readonly kind: 'local' | 's3';
  /** Stores `bytes` under `key`, replacing any file there; `contentType` is kept where the store can (S3). */
  put: (key: string, bytes: Buffer, contentType?: string) => Promise<void>;
  /** The bytes under `key`; throws FileNotFound when there is none. */
  get: (key: string) => Promise<Buffer>;
  /** The bytes under `key` as a stream (large files, the personal-data export); throws FileNotFound. */
  stream: (key: string) => Promise<Readable>;
  /** The size of the file under `key` in bytes, or null when there is none. */
  size: (key: string) => Promise<number | null>;
  /** Removes the file under `key`; a missing file is fine. */
  delete: (key: string) => Promise<void>;
  /** Every stored file whose key starts with `prefix` ('' for all), in no promised order. */
  list: (prefix?: string) => AsyncIterable<StoredFile>;
  /** Ends the store's connections (S3's keep-alive sockets), so a script can exit; a server never needs it. */
  close: () => void;
};

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Throws for a key that could leave the store's root (`..`, absolute paths, odd characters). */
export function assertKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`not a storage key: '${key}'`);
  }
  return key;
}
