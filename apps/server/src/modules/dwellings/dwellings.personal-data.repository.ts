/** What the personal-data hook of dwellings (dwellings.personal-data.ts) reads and writes: the user's dwellings and uploads. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { dwellings } from '../../schema/dwellings.schema';
import { uploads } from './uploads.schema';

/** The user's dwellings: id, uuid and stored images. */
export async function findDwellingsOwnedBy(ex: Executor, userId: number) {
  return ex
    .select({ id: dwellings.id, uuid: dwellings.uuid, images: dwellings.images })
    .from(dwellings)
    .where(eq(dwellings.userId, userId));
}

/** Every dwelling of the user (all columns but the internal generated ones). */
export async function exportDwellings(ex: Executor, userId: number) {
  return ex.select().from(dwellings).where(eq(dwellings.userId, userId)).orderBy(asc(dwellings.createdAt));
}

/** The user's uploads (file name, original name, type, size, date). */
export async function exportUploads(ex: Executor, userId: number) {
  return ex
    .select({
      filename: uploads.filename,
      originalName: uploads.originalName,
      mime: uploads.mime,
      size: uploads.size,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(eq(uploads.userId, userId))
    .orderBy(asc(uploads.createdAt));
}

/** The stored file names of the user's uploads. */
export async function findUploadedFilenames(ex: Executor, userId: number): Promise<string[]> {
  const rows = await ex.select({ filename: uploads.filename }).from(uploads).where(eq(uploads.userId, userId));
  return rows.map((u) => u.filename);
}

/** Empties and deactivates dwellings kept for bookkeeping: no text, images, contact, location or anonymity settings. */
export async function emptyDwellings(tx: Executor, ids: number[], now: Date): Promise<void> {
  await tx
    .update(dwellings)
    .set({
      active: false,
      headline: null,
      description: null,
      images: [],
      contact: {},
      anonymous: [],
      location: {},
      // the home key repeats the address (one listing per home); without an address the listing names no home
      homeKey: null,
      possibleDuplicateOf: null,
      deactivatedAt: now,
      deactivatedBy: { name: 'System', initials: 'SY' },
      updatedAt: now,
    })
    .where(inArray(dwellings.id, ids));
}

/** Deletes dwellings (their threads, messages and statistics cascade). */
export async function deleteDwellings(tx: Executor, ids: number[]): Promise<void> {
  await tx.delete(dwellings).where(inArray(dwellings.id, ids));
}

/** Deletes the user's upload rows. */
export async function deleteUploadsOf(tx: Executor, userId: number): Promise<void> {
  await tx.delete(uploads).where(eq(uploads.userId, userId));
}
