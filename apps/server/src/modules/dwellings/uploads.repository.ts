/**
 * All SQL about uploaded images: recording an upload, the uploader's storage usage,
 * whether any dwelling still uses a file, and deleting the records of files no dwelling uses.
 * "Used" means the file name is in some dwelling's `images` (GIN index dwellings_images_idx).
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { dwellings } from '../../schema/dwellings.schema';
import { uploads } from './uploads.schema';

export type UploadRow = typeof uploads.$inferSelect;

/** First key of the per-user upload lock (pg_advisory_xact_lock(int, int)). */
const UPLOAD_LOCK_SPACE = 9_002;

/** True when some dwelling's images contain uploads.filename (for use inside a WHERE on uploads). */
const isOnSomeDwelling = sql`exists (select 1 from ${dwellings} where ${dwellings.images} @> jsonb_build_array(${uploads.filename}))`;

/** Records an uploaded file. */
export async function insertUpload(ex: Executor, values: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [row] = await ex.insert(uploads).values(values).returning();
  return row;
}

/** The upload with this stored file name, or null. */
export async function findUpload(ex: Executor, filename: string): Promise<UploadRow | null> {
  const [row] = await ex.select().from(uploads).where(eq(uploads.filename, filename));
  return row ?? null;
}

/** The uploader of each of `filenames` that exists as an upload (file name → user id). */
export async function findUploaders(ex: Executor, filenames: string[]): Promise<Map<string, number>> {
  if (!filenames.length) return new Map();
  const rows = await ex
    .select({ filename: uploads.filename, userId: uploads.userId })
    .from(uploads)
    .where(inArray(uploads.filename, filenames));
  return new Map(rows.map((r) => [r.filename, r.userId]));
}

/**
 * Bytes the user's uploads take on disk (uploads recorded before stored_bytes count their
 * original size). Call inside a transaction that holds lockUploadsOf(userId) to check and insert
 * without a race.
 */
export async function storageUsedBy(ex: Executor, userId: number): Promise<number> {
  const [row] = await ex
    .select({ used: sql<string>`coalesce(sum(coalesce(${uploads.storedBytes}, ${uploads.size})), 0)` })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return Number(row?.used ?? 0);
}

/** Serialises the quota check of one user's parallel uploads (a transaction-scoped advisory lock). */
export async function lockUploadsOf(ex: Executor, userId: number): Promise<void> {
  // the key pairs a fixed namespace with the user id, so it collides with no other advisory lock of the app
  await ex.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_SPACE}, ${userId})`);
}

/** True when some dwelling's images contain `filename`. */
export async function isUploadInUse(ex: Executor, filename: string): Promise<boolean> {
  const rows = await ex
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.filename, filename), isOnSomeDwelling));
  return rows.length > 0;
}

/**
 * Deletes the records of those `filenames` that no dwelling uses (checked in the same statement)
 * and returns their names, so the caller removes exactly those files.
 */
export async function deleteUnusedUploads(ex: Executor, filenames: string[]): Promise<string[]> {
  if (!filenames.length) return [];
  const rows = await ex
    .delete(uploads)
    .where(and(inArray(uploads.filename, filenames), sql`not ${isOnSomeDwelling}`))
    .returning({ filename: uploads.filename });
  return rows.map((r) => r.filename);
}

/** Up to `limit` file names uploaded before `cutoff` that no dwelling uses, oldest first. */
export async function findUnusedUploadsBefore(ex: Executor, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await ex
    .select({ filename: uploads.filename })
    .from(uploads)
    .where(and(lt(uploads.createdAt, cutoff), sql`not ${isOnSomeDwelling}`))
    .orderBy(uploads.createdAt)
    .limit(limit);
  return rows.map((r) => r.filename);
}
