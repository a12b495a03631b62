/** docs/architecture.md "File storage": STORAGE picks the adapter; STORAGE=s3 needs its bucket and keys. */
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createFileStore } from '.';

const S3 = { STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('STORAGE configuration', () => {
  it('defaults to the local folder', () => {
    const env = loadEnv({});
    expect(env.STORAGE).toBe('local');
    expect(createFileStore(env, '/tmp/udlejning-storage-env').kind).toBe('local');
  });

  it('STORAGE=s3 with bucket and keys gives the S3 store (path style, endpoint)', () => {
    const env = loadEnv({ ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect([env.S3_REGION, env.S3_FORCE_PATH_STYLE]).toEqual(['us-east-1', true]);
    expect(createFileStore(env, '/unused').kind).toBe('s3');
  });

  it.each(['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)('STORAGE=s3 without %s is refused', (name) => {
    expect(() => loadEnv({ ...S3, [name]: undefined })).toThrow(`${name}: required with STORAGE=s3`);
  });

  it('refuses an unknown STORAGE', () => {
    expect(() => loadEnv({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
  });
});
