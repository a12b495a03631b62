/**
 * Dwelling images (doc 2 §3 images, §5 step 3, §8 Upload): each uploaded file's
 * header is read first and an image over MAX_IMAGE_PIXELS (40 MP) is refused before any decoding;
 * the rest is decoded with sharp (with the same pixel limit), stored in deps.files (docs/architecture.md "File storage") as a
 * web-size WebP (longest side ≤ 1600 px) plus a 320 px wide thumbnail and the original, and
 * recorded in `uploads` with its uploader and bytes on disk. A user's uploads may take at most
 * UPLOAD_QUOTA_MB. A file that is not an image, too large or over the quota gets a failed result
 * without failing the others.
 */
import { randomUUID } from 'node:crypto';
import type Sharp from 'sharp';
import { dwellingImageUrl, type UploadResult } from '@udlejning/shared/dwellings/dwelling';
import { MAX_IMAGE_PIXELS } from '@udlejning/shared/dwellings/enums';
import { ERROR_TABLE, type ErrorCode } from '@udlejning/shared/errors';
import type { UserActor } from '../../../platform/auth/actor';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { FileNotFound } from '../../../platform/storage';
import {
  deleteUnusedUploads,
  findUpload,
  insertUpload,
  isUploadInUse,
  lockUploadsOf,
  storageUsedBy,
} from '../uploads.repository';

let sharpModule: Promise<typeof Sharp> | null = null;
/** sharp (libvips) is loaded at the first upload, not at boot: it adds ~30 MB to the server's RSS. */
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

/** Longest side of the stored web image, px. */
export const WEB_IMAGE_MAX = 1600;
/** Width of the thumbnail, px. */
export const THUMB_WIDTH = 320;
/** Cache header of served images: stored names are random and never reused. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** One incoming file: its name and type as sent, and a reader for its bytes (may throw when too large). */
export type IncomingFile = { name: string; type: string; read: () => Promise<Buffer> };

const thumbName = (filename: string) => filename.replace(/\.webp$/, '.thumb.webp');
/** The originally uploaded bytes are kept next to the web image, for the admin raw download (doc 2 §6). */
const rawName = (filename: string) => filename.replace(/\.webp$/, '.raw');

/** The storage keys of one upload's three files (web image, thumbnail, original), at the store's top level. */
export const imageKeys = (filename: string) => [filename, thumbName(filename), rawName(filename)];

/** Removes the stored files of `filename` from deps.files (missing files are fine). */
export async function removeImageFiles(deps: Pick<Deps, 'files'>, filename: string): Promise<void> {
  await Promise.all(imageKeys(filename).map((key) => deps.files.delete(key)));
}

/** The per-user storage quota in bytes (UPLOAD_QUOTA_MB). */
export const uploadQuotaBytes = (deps: Pick<Deps, 'env'>) => Math.floor(deps.env.UPLOAD_QUOTA_MB * 1024 * 1024);

function failed(file: IncomingFile, size: number, code: ErrorCode = 'UPLOAD_FAILED'): UploadResult {
  return {
    filename: null,
    path: null,
    preview: null,
    status: 'failed',
    name: file.name,
    size,
    type: file.type,
    error: ERROR_TABLE[code].message,
    code,
  };
}

/** The web image and thumbnail of `buffer`, or a failure code: not an image, or over MAX_IMAGE_PIXELS (seen in the header, before decoding). */
async function encodeImage(
  buffer: Buffer,
): Promise<{ web: Buffer; thumb: Buffer; width: number; height: number } | { code: ErrorCode }> {
  const sharp = await loadSharp();
  // metadata() reads the header only: a 16000×16000 PNG is refused in about a millisecond
  const meta = await sharp(buffer).metadata();
  if (!meta.width || !meta.height) return { code: 'UPLOAD_FAILED' };
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) return { code: 'IMAGE_TOO_LARGE' };
  // libvips enforces the limit too, should the header lie about the size
  const input = () => sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const [web, thumb] = await Promise.all([
    input()
      .resize({ width: WEB_IMAGE_MAX, height: WEB_IMAGE_MAX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(),
    input().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
  ]);
  return { web, thumb, width: meta.width, height: meta.height };
}

/**
 * Stores one file for `user`; never throws for bad input, returns a failed result instead
 * (code UPLOAD_FAILED, IMAGE_TOO_LARGE or STORAGE_QUOTA_EXCEEDED).
 */
export async function storeImage(deps: Deps, user: UserActor, file: IncomingFile): Promise<UploadResult> {
  let buffer: Buffer;
  try {
    buffer = await file.read();
  } catch {
    return failed(file, 0);
  }
  const quota = uploadQuotaBytes(deps);
  // a cheap first check before any decoding; the exact one runs under the lock below
  if ((await storageUsedBy(deps.db, user.userId)) + buffer.length > quota)
    return failed(file, buffer.length, 'STORAGE_QUOTA_EXCEEDED');
  const filename = `${randomUUID()}.webp`;
  try {
    const encoded = await encodeImage(buffer);
    if ('code' in encoded) return failed(file, buffer.length, encoded.code);
    const storedBytes = encoded.web.length + encoded.thumb.length + buffer.length;
    await deps.files.put(filename, encoded.web, 'image/webp');
    await deps.files.put(thumbName(filename), encoded.thumb, 'image/webp');
    await deps.files.put(rawName(filename), buffer, 'application/octet-stream');
    const isRecorded = await deps.db.transaction(async (tx) => {
      await lockUploadsOf(tx, user.userId);
      if ((await storageUsedBy(tx, user.userId)) + storedBytes > quota) return false;
      await insertUpload(tx, {
        userId: user.userId,
        filename,
        originalName: file.name.slice(0, 300),
        mime: file.type.slice(0, 100),
        size: buffer.length,
        storedBytes,
        width: encoded.width,
        height: encoded.height,
      });
      return true;
    });
    if (!isRecorded) {
      await removeImageFiles(deps, filename);
      return failed(file, buffer.length, 'STORAGE_QUOTA_EXCEEDED');
    }
  } catch (err) {
    deps.log.warn({ err, name: file.name }, 'image upload failed');
    await removeImageFiles(deps, filename);
    return failed(file, buffer.length);
  }
  return {
    filename,
    path: dwellingImageUrl(filename),
    preview: dwellingImageUrl(filename, 'thumb'),
    status: 'done',
    name: file.name,
    size: buffer.length,
    type: file.type,
  };
}

/**
 * POST /api/dwellings/upload (signed-in users): one result per file, in order. Throws
 * 413 STORAGE_QUOTA_EXCEEDED when the quota is already used up or every file of the request
 * failed on it (the web sends one file per request, so it gets the status and code).
 */
export async function uploadImages(
  deps: Deps,
  user: UserActor,
  files: AsyncIterable<IncomingFile>,
): Promise<{ results: UploadResult[] }> {
  if ((await storageUsedBy(deps.db, user.userId)) >= uploadQuotaBytes(deps)) throw new AppError('STORAGE_QUOTA_EXCEEDED');
  const results: UploadResult[] = [];
  for await (const file of files) results.push(await storeImage(deps, user, file));
  if (results.length && results.every((r) => r.code === 'STORAGE_QUOTA_EXCEEDED')) throw new AppError('STORAGE_QUOTA_EXCEEDED');
  return { results };
}

/** The bytes of a stored image (`thumb` for the preview). Throws 404 for unknown or malformed names. */
export async function readImage(deps: Deps, filename: string, size: 'web' | 'thumb'): Promise<Buffer> {
  if (!STORED_NAME.test(filename)) throw new AppError('NOT_FOUND');
  try {
    return await deps.files.get(size === 'thumb' ? thumbName(filename) : filename);
  } catch (err) {
    if (err instanceof FileNotFound) throw new AppError('NOT_FOUND');
    throw err;
  }
}

/**
 * DELETE /api/dwellings/images/:filename: removes an upload no dwelling uses (a file the actor
 * uploaded; admins: any). An image on a listing is removed by saving the listing without it
 * (docs/architecture.md "Images"), so here it is 409 IMAGE_IN_USE. 404 for unknown names and others' files.
 */
export async function deleteImage(deps: Deps, user: UserActor, filename: string): Promise<void> {
  const upload = STORED_NAME.test(filename) ? await findUpload(deps.db, filename) : null;
  if (!upload || (!user.isAdmin && upload.userId !== user.userId)) throw new AppError('NOT_FOUND');
  if (await isUploadInUse(deps.db, filename)) throw new AppError('IMAGE_IN_USE');
  const deleted = await deleteUnusedUploads(deps.db, [filename]);
  // put on a listing between the two statements
  if (!deleted.length) throw new AppError('IMAGE_IN_USE');
  await removeImageFiles(deps, filename);
}

const RASTER_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/tiff',
];

/** An image file to send as a download: bytes, MIME type and the file name to offer. */
export type ImageDownload = { bytes: Buffer; mime: string; downloadName: string };

/**
 * GET /api/dwellings/images/:filename?size=raw (admin only, doc 2 §6 "image and raw download"):
 * the originally uploaded file with its original name and type (the route checks the caller is an
 * admin). Throws 404 for unknown names or uploads stored before originals were kept.
 */
export async function readRawImage(deps: Deps, filename: string): Promise<ImageDownload> {
  const upload = STORED_NAME.test(filename) ? await findUpload(deps.db, filename) : null;
  if (!upload) throw new AppError('NOT_FOUND');
  try {
    const bytes = await deps.files.get(rawName(filename));
    // only raster types keep their MIME type; anything else (e.g. SVG, which sharp also reads) goes out as bytes
    const mime = RASTER_TYPES.includes(upload.mime) ? upload.mime : 'application/octet-stream';
    return { bytes, mime, downloadName: upload.originalName || filename };
  } catch (err) {
    if (err instanceof FileNotFound) throw new AppError('NOT_FOUND');
    throw err;
  }
}

/** A Content-Disposition attachment header for `name` (ASCII fallback plus RFC 5987 UTF-8). */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
