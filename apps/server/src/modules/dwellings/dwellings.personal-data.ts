/**
 * The personal data dwellings holds (platform/personal-data.ts; docs/privacy-retention.md): the
 * user's dwellings, their uploads and the stored image files. At the erasure, dwellings without
 * payments are deleted (threads, messages and statistics cascade); dwellings with payments (which
 * payments' hook names) are kept for bookkeeping, emptied and deactivated; image files go after the commit.
 */
import type { PersonalDataHook } from '../../platform/personal-data';
import { removeImageFiles } from './use-cases/dwelling-images';
import {
  deleteDwellings,
  deleteUploadsOf,
  emptyDwellings,
  exportDwellings,
  exportUploads,
  findDwellingsOwnedBy,
  findUploadedFilenames,
} from './dwellings.personal-data.repository';

export const dwellingsPersonalData: PersonalDataHook = {
  module: 'dwellings',
  find: async ({ ex, subject, found }) => {
    found.dwellings = (await findDwellingsOwnedBy(ex, subject.id)).map(({ id, uuid }) => ({ id, uuid }));
  },
  // every dwelling (all columns but the generated search text and the moderator's flag) and every stored image
  export: async ({ ex, subject }) => {
    const dwellings = await exportDwellings(ex, subject.id);
    const uploads = await exportUploads(ex, subject.id);
    const images = [...new Set([...uploads.map((u) => u.filename), ...dwellings.flatMap((d) => d.images)])].map((filename) => ({
      filename,
      upload: uploads.find((u) => u.filename === filename) ?? null,
      file: `images/${filename}`,
    }));
    return {
      // not the moderator's "Mulig dublet" flag: it points at another landlord's listing (one listing per home)
      data: { dwellings: dwellings.map(({ addressSearch: _search, possibleDuplicateOf: _duplicate, ...d }) => d), images },
      // images are stored under their name at the store's top level (imageKeys)
      files: images.map((image) => ({ path: image.file, key: image.filename })),
    };
  },
  erase: async ({ deps, ex, subject, found, now, afterCommit }) => {
    const owned = await findDwellingsOwnedBy(ex, subject.id);
    const uploaded = await findUploadedFilenames(ex, subject.id);
    const filenames = [...new Set([...uploaded, ...owned.flatMap((d) => d.images)])];
    const kept = owned.filter((d) => found.paidDwellingIds.has(d.id)).map((d) => d.id);
    const removed = owned.filter((d) => !found.paidDwellingIds.has(d.id)).map((d) => d.id);
    if (kept.length) await emptyDwellings(ex, kept, now);
    if (removed.length) await deleteDwellings(ex, removed);
    await deleteUploadsOf(ex, subject.id);
    afterCommit(async () => {
      for (const filename of filenames) {
        try {
          await removeImageFiles(deps, filename);
        } catch (err) {
          deps.log.warn({ err, filename }, 'removing a deleted user image failed');
        }
      }
    });
  },
};
