/**
 * Uploads no dwelling uses are deleted (docs/architecture.md "Images"): an image taken off a listing goes when the
 * listing is saved without it (releaseImages, after the commit), and uploads never put on any
 * listing go UPLOAD_GRACE_HOURS after their upload (cleanUpUploads, run by the hourly job in
 * uploads.jobs.ts). "Used" is checked in the same statement that deletes, so a file another
 * dwelling still shows is never removed.
 */
import type { Deps } from '../../../platform/deps';
import { deleteUnusedUploads, findUnusedUploadsBefore } from '../uploads.repository';
import { removeImageFiles } from './dwelling-images';

/** An upload that no dwelling uses is kept this long (an unsaved form may still hold it), hours. */
export const UPLOAD_GRACE_HOURS = 24;
/** Uploads deleted per batch of the cleanup job. */
const CLEANUP_BATCH = 200;

/** Deletes the records and files of those `filenames` no dwelling uses; returns the deleted names. */
async function deleteUnused(deps: Deps, filenames: string[]): Promise<string[]> {
  const deleted = await deleteUnusedUploads(deps.db, filenames);
  for (const filename of deleted) await removeImageFiles(deps, filename);
  return deleted;
}

/**
 * After a save: deletes the images in `before` that are no longer in `after`, unless another
 * dwelling uses them. Never throws (the save is committed); a file left over goes with the job.
 */
export async function releaseImages(deps: Deps, before: readonly string[], after: readonly string[]): Promise<void> {
  const removed = before.filter((f) => !after.includes(f));
  if (!removed.length) return;
  try {
    await deleteUnused(deps, removed);
  } catch (err) {
    deps.log.warn({ err, removed }, 'removing images taken off a listing failed; the cleanup job retries');
  }
}

/** Deletes every upload older than UPLOAD_GRACE_HOURS that no dwelling uses; returns how many. */
export async function cleanUpUploads(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - UPLOAD_GRACE_HOURS * 3_600_000);
  let total = 0;
  for (;;) {
    const batch = await findUnusedUploadsBefore(deps.db, cutoff, CLEANUP_BATCH);
    if (!batch.length) return total;
    const deleted = await deleteUnused(deps, batch);
    total += deleted.length;
    // everything in the batch was put on a listing meanwhile: nothing more to find
    if (!deleted.length) return total;
  }
}
