/**
 * The local-folder FileStore (STORAGE=local, the default; docs/architecture.md "File storage"): key
 * `a/b.webp` is the file `<root>/a/b.webp`. A put writes a temporary file and renames it, so a reader never
 * sees half a file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, FileNotFound, type FileStore, type StoredFile } from './file-store';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** A FileStore over the folder `root` (created when missing). */
export function createLocalFileStore(root: string): FileStore {
  const file = (key: string) => path.join(root, assertKey(key));
  async function* walk(dir: string, prefix: string): AsyncGenerator<StoredFile> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    for (const entry of entries) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
      // a put's temporary file is not a stored file
      else if (entry.isFile() && !entry.name.includes('.tmp-'))
        yield { key, size: (await stat(path.join(dir, entry.name))).size };
    }
  }
  return {
    kind: 'local',
    close: () => {},
    put: async (key, bytes) => {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.tmp-${randomUUID()}`;
      try {
        await writeFile(temp, bytes);
        await rename(temp, target);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    get: async (key) => {
      try {
        return await readFile(file(key));
      } catch (err) {
        if (isMissing(err)) throw new FileNotFound(key);
        throw err;
      }
    },
    stream: async (key) => {
      // opened first, so a missing file is FileNotFound here rather than an error event later
      let handle;
      try {
        handle = await open(file(key), 'r');
      } catch (err) {
        if (isMissing(err)) throw new FileNotFound(key);
        throw err;
      }
      return handle.createReadStream();
    },
    size: async (key) => {
      try {
        const info = await stat(file(key));
        return info.isFile() ? info.size : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    delete: async (key) => {
      await rm(file(key), { force: true });
    },
    list: (prefix = '') => {
      const dir = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      return (async function* () {
        for await (const found of walk(dir ? path.join(root, assertKey(dir)) : root, dir))
          if (found.key.startsWith(prefix)) yield found;
      })();
    },
  };
}
