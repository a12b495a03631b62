/** docs/architecture.md "File storage": `npm run storage:copy` copies the folder into the bucket, idempotent and resumable. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { copyFiles } from './copy-files';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../../..');

describe('storage:copy', () => {
  let s3: TestS3Server;
  const dirs: string[] = [];
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A fresh local store with `files` ({key: text}) under a prefix of its own in the shared bucket. */
  const localWith = async (files: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'udlejning-copy-'));
    dirs.push(dir);
    const store = createLocalFileStore(dir);
    for (const [key, text] of Object.entries(files)) await store.put(key, Buffer.from(text));
    return { dir, store };
  };
  const keysIn = async (store: FileStore, prefix: string) => {
    const found: string[] = [];
    for await (const file of store.list(prefix)) found.push(file.key);
    return found.sort();
  };

  it('copies every file once; a second run skips them; a changed size is copied again', async () => {
    const p = `run-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const { store } = await localWith({ [`${p}/a.webp`]: 'aaa', [`${p}/a.raw`]: 'original', [`${p}/seekers/s.webp`]: 's' });
    // an interrupted earlier run left one file there already
    await s3.store.put(`${p}/a.raw`, Buffer.from('original'));

    expect(await copyFiles(store, s3.store, { prefix: p })).toEqual({ copied: 2, skipped: 1, bytes: 4 });
    expect(await keysIn(s3.store, p)).toEqual([`${p}/a.raw`, `${p}/a.webp`, `${p}/seekers/s.webp`]);
    expect((await s3.store.get(`${p}/seekers/s.webp`)).toString()).toBe('s');

    expect(await copyFiles(store, s3.store, { prefix: p })).toEqual({ copied: 0, skipped: 3, bytes: 0 });

    await store.put(`${p}/a.webp`, Buffer.from('bigger now'));
    expect(await copyFiles(store, s3.store, { prefix: p })).toEqual({ copied: 1, skipped: 2, bytes: 10 });
    expect((await s3.store.get(`${p}/a.webp`)).toString()).toBe('bigger now');
  });

  it('npm run storage:copy -- --to s3 copies UPLOAD_DIR into S3_BUCKET, then --to local brings it back', async () => {
    const name = `${Date.now()}-${Math.random().toString(36).slice(2)}.webp`;
    const { dir } = await localWith({ [`cli/${name}`]: 'from the folder' });
    const env = { ...process.env, ...s3.env, STORAGE: 'local', UPLOAD_DIR: dir, NODE_ENV: 'test' };
    const cli = path.join(ROOT, 'apps/server/src/platform/storage/storage-copy-cli.ts');
    const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
    const out = await run(tsx, [cli, '--to', 's3'], { env, cwd: ROOT });
    expect(out.stdout).toMatch(/storage:copy to s3: \d+ copied/);
    expect((await s3.store.get(`cli/${name}`)).toString()).toBe('from the folder');

    const { dir: empty } = await localWith({});
    const back = await run(tsx, [cli, '--to', 'local'], { env: { ...env, UPLOAD_DIR: empty }, cwd: ROOT });
    expect(back.stdout).toMatch(/storage:copy to local: [1-9]\d* copied/);
    expect((await createLocalFileStore(empty).get(`cli/${name}`)).toString()).toBe('from the folder');

    await expect(run(tsx, [cli], { env, cwd: ROOT })).rejects.toMatchObject({ code: 2 });
  });
});
