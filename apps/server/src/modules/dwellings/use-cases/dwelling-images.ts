/**
 * Dwelling images (doc 2 §3 images, §5 step 3, §8 Upload): each uploaded file is decoded with
 * sharp, stored under deps.uploadDir as a web-size WebP (longest side ≤ 1600 px) plus a 320 px
 * wide thumbnail, and recorded in `uploads`. A file that is not an image gets a failed result
 * ('Upload failed') without failing the others.
 */
import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type Sharp from 'sharp';
import { dwellingImageUrl, type UploadResult } from '@udlejning/shared/dwellings/dwelling';
import { ERROR_TABLE } from '@udlejning/shared/errors';
import { requireUser, type Actor, type UserActor } from '../../../platform/auth/actor';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { deleteUpload, findUpload, insertUpload } from '../dwellings.repository';

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

function failed(file: IncomingFile, size: number): UploadResult {
  return {
    filename: null,
    path: null,
    preview: null,
    status: 'failed',
    name: file.name,
    size,
    type: file.type,
    error: ERROR_TABLE.UPLOAD_FAILED.message,
  };
}

/** Stores one file for `user`; never throws for bad input, returns a failed result instead. */
export async function storeImage(deps: Deps, user: UserActor, file: IncomingFile): Promise<UploadResult> {
  let buffer: Buffer;
  try {
    buffer = await file.read();
  } catch {
    return failed(file, 0);
  }
  const filename = `${randomUUID()}.webp`;
  const webPath = path.join(deps.uploadDir, filename);
  const thumbPath = path.join(deps.uploadDir, thumbName(filename));
  try {
    const sharp = await loadSharp();
    const meta = await sharp(buffer).metadata();
    if (!meta.width || !meta.height) return failed(file, buffer.length);
    const [web, thumb] = await Promise.all([
      sharp(buffer)
        .rotate()
        .resize({ width: WEB_IMAGE_MAX, height: WEB_IMAGE_MAX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      sharp(buffer).rotate().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
    ]);
    await writeFile(webPath, web);
    await writeFile(thumbPath, thumb);
    await writeFile(path.join(deps.uploadDir, rawName(filename)), buffer);
    await insertUpload(deps.db, {
      userId: user.userId,
      filename,
      originalName: file.name.slice(0, 300),
      mime: file.type.slice(0, 100),
      size: buffer.length,
    });
  } catch (err) {
    deps.log.warn({ err, name: file.name }, 'image upload failed');
    await Promise.all([
      rm(webPath, { force: true }),
      rm(thumbPath, { force: true }),
      rm(path.join(deps.uploadDir, rawName(filename)), { force: true }),
    ]);
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

/** POST /api/dwellings/upload: one result per file, in order. Throws 401 when logged out. */
export async function uploadImages(
  deps: Deps,
  actor: Actor,
  files: AsyncIterable<IncomingFile>,
): Promise<{ results: UploadResult[] }> {
  const user = requireUser(actor);
  const results: UploadResult[] = [];
  for await (const file of files) results.push(await storeImage(deps, user, file));
  return { results };
}

/** The bytes of a stored image (`thumb` for the preview). Throws 404 for unknown or malformed names. */
export async function readImage(deps: Deps, filename: string, size: 'web' | 'thumb'): Promise<Buffer> {
  if (!STORED_NAME.test(filename)) throw new AppError('NOT_FOUND');
  try {
    return await readFile(path.join(deps.uploadDir, size === 'thumb' ? thumbName(filename) : filename));
  } catch {
    throw new AppError('NOT_FOUND');
  }
}

/** DELETE /api/dwellings/images/:filename: removes a file the actor uploaded (admins: any). 404 otherwise. */
export async function deleteImage(deps: Deps, actor: Actor, filename: string): Promise<void> {
  const user = requireUser(actor);
  const upload = STORED_NAME.test(filename) ? await findUpload(deps.db, filename) : null;
  if (!upload || (!user.isAdmin && upload.userId !== user.userId)) throw new AppError('NOT_FOUND');
  await deleteUpload(deps.db, filename);
  await Promise.all([
    rm(path.join(deps.uploadDir, filename), { force: true }),
    rm(path.join(deps.uploadDir, thumbName(filename)), { force: true }),
    rm(path.join(deps.uploadDir, rawName(filename)), { force: true }),
  ]);
}

const RASTER_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic', 'image/heif', 'image/tiff'];

/** An image file to send as a download: bytes, MIME type and the file name to offer. */
export type ImageDownload = { bytes: Buffer; mime: string; downloadName: string };

/**
 * GET /api/dwellings/images/:filename?size=raw (admin only, doc 2 §6 "image and raw download"):
 * the originally uploaded file with its original name and type. Throws 401 logged out, 403 for
 * non-admins, 404 for unknown names or uploads stored before originals were kept.
 */
export async function readRawImage(deps: Deps, actor: Actor, filename: string): Promise<ImageDownload> {
  const user = requireUser(actor);
  if (!user.isAdmin) throw new AppError('FORBIDDEN');
  const upload = STORED_NAME.test(filename) ? await findUpload(deps.db, filename) : null;
  if (!upload) throw new AppError('NOT_FOUND');
  try {
    const bytes = await readFile(path.join(deps.uploadDir, rawName(filename)));
    // only raster types keep their MIME type; anything else (e.g. SVG, which sharp also reads) goes out as bytes
    const mime = RASTER_TYPES.includes(upload.mime) ? upload.mime : 'application/octet-stream';
    return { bytes, mime, downloadName: upload.originalName || filename };
  } catch {
    throw new AppError('NOT_FOUND');
  }
}

/** A Content-Disposition attachment header for `name` (ASCII fallback plus RFC 5987 UTF-8). */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
