/**
 * Copies every stored file from one FileStore to another (`npm run storage:copy`, docs/architecture.md
 * "File storage"), e.g. the local folder into the bucket when a site moves to STORAGE=s3. Idempotent and
 * resumable: a key that already exists in the target with the same size is skipped, so a second run (or
 * one after an interruption) copies only what is missing or differs; each put is whole or absent.
 */
import type { FileStore } from './file-store';

/** What a copy did: files copied and skipped (already there, same size), and the bytes copied. */
export type CopyReport = { copied: number; skipped: number; bytes: number };

/** The content type stored with a copied file, by its name (S3 keeps it; served types come from the routes). */
export const contentTypeOf = (key: string) => (key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream');

/** Copies the files under `prefix` ('' for all) from `from` to `to`; `onFile` hears each key and what was done. */
export async function copyFiles(
  from: FileStore,
  to: FileStore,
  opts: { prefix?: string; onFile?: (key: string, action: 'copied' | 'skipped') => void } = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, bytes: 0 };
  for await (const file of from.list(opts.prefix ?? '')) {
    if ((await to.size(file.key)) === file.size) {
      report.skipped += 1;
      opts.onFile?.(file.key, 'skipped');
      continue;
    }
    const bytes = await from.get(file.key);
    await to.put(file.key, bytes, contentTypeOf(file.key));
    report.copied += 1;
    report.bytes += bytes.length;
    opts.onFile?.(file.key, 'copied');
  }
  return report;
}
