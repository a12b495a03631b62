import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { FileNotFound, type FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';

/** The FileStore contract (docs/architecture.md "File storage"), run against both adapters. */
describe.each(['local', 's3'] as const)('FileStore contract: %s', (kind) => {
  let store: FileStore;
  let s3: TestS3Server | undefined;
  let dir: string | undefined;

  beforeAll(async () => {
    if (kind === 's3') {
      s3 = await startS3Server();
      store = s3.store;
    } else {
      dir = mkdtempSync(path.join(tmpdir(), 'udlejning-files-'));
      store = createLocalFileStore(dir);
    }
  });
  afterAll(async () => {
    await s3?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const key = (prefix = '') => `${prefix}${randomUUID()}.webp`;

  it('puts, gets, streams and sizes a file', async () => {
    const k = key('seekers/');
    const bytes = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
    await store.put(k, bytes, 'image/webp');
    expect(await store.get(k)).toEqual(bytes);
    const chunks: Buffer[] = [];
    for await (const chunk of await store.stream(k)) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks)).toEqual(bytes);
    expect(await store.size(k)).toBe(bytes.length);
  });

  it('overwrites a file under the same key', async () => {
    const k = key();
    await store.put(k, Buffer.from('first version'));
    await store.put(k, Buffer.from('second'));
    expect((await store.get(k)).toString()).toBe('second');
    expect(await store.size(k)).toBe(6);
  });

  it('deletes a file; deleting a missing one is fine', async () => {
    const k = key();
    await store.put(k, Buffer.from('x'));
    await store.delete(k);
    expect(await store.size(k)).toBeNull();
    await expect(store.get(k)).rejects.toBeInstanceOf(FileNotFound);
    await expect(store.delete(k)).resolves.toBeUndefined();
  });

  it('a missing key is FileNotFound for get and stream, null for size', async () => {
    const k = key('nowhere/');
    await expect(store.get(k)).rejects.toThrow(new FileNotFound(k));
    await expect(store.stream(k)).rejects.toBeInstanceOf(FileNotFound);
    expect(await store.size(k)).toBeNull();
  });

  it('lists the files under a prefix with their sizes', async () => {
    const prefix = `list-${randomUUID()}/`;
    await store.put(`${prefix}a.webp`, Buffer.from('aa'));
    await store.put(`${prefix}b/c.webp`, Buffer.from('ccc'));
    await store.put(key(), Buffer.from('elsewhere'));
    const found = [];
    for await (const file of store.list(prefix)) found.push(file);
    expect(found.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: `${prefix}a.webp`, size: 2 },
      { key: `${prefix}b/c.webp`, size: 3 },
    ]);
  });

  it.each(['../escape.webp', '/abs.webp', 'a/../../b', 'a//b', ''])('refuses the key %j', async (bad) => {
    await expect(store.put(bad, Buffer.from('x'))).rejects.toThrow(/not a storage key/);
    await expect(store.get(bad)).rejects.toThrow(/not a storage key/);
  });
});
