/**
 * Images before upload (doc 2 §5 step 3, §8 Upload; docs/architecture.md "Images"): a file of a type
 * the server does not take is refused with its reason and never sent; a photo is shrunk in the browser
 * to fit SHRINK_MAX_SIDE at high quality (a 4000×3000 phone JPEG of ~10 MB becomes ~1–2 MB), so it
 * uploads in seconds rather than tens of seconds; a file still over MAX_UPLOAD_BYTES is refused.
 */
import { IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@udlejning/shared/dwellings/enums';
import { compressImage } from './compressor';

/** Longest side of an image as sent, px (the server stores a 1600 px web copy and keeps the original). */
export const SHRINK_MAX_SIDE = 2560;
/** JPEG/WebP quality of a shrunk image (0..1): no visible loss at 2560 px. */
export const SHRINK_QUALITY = 0.88;
/** A file up to this size whose sides fit SHRINK_MAX_SIDE is sent as it is, bytes. */
export const SMALL_IMAGE_BYTES = 1024 * 1024;
/** Types shrunk in the browser; GIF (may be animated) and AVIF go as they are. */
const SHRINKABLE: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** Why the browser refuses a file before or after shrinking; each has its own text on the tile. */
export type ImageRefusal = 'type' | 'fileSize';

/** The refusal of `file` by type (IMAGE_TYPES), or null when it may be shrunk and sent. */
export function refuseImageType(file: File): ImageRefusal | null {
  return (IMAGE_TYPES as readonly string[]).includes(file.type) ? null : 'type';
}

/** The refusal of a file about to be sent: over MAX_UPLOAD_BYTES, or null. */
export function refuseImageSize(file: File): ImageRefusal | null {
  return file.size > MAX_UPLOAD_BYTES ? 'fileSize' : null;
}

/**
 * The file to upload for `file`: itself when it is not shrinkable, already small and within
 * SHRINK_MAX_SIDE, or when shrinking fails or does not save bytes; otherwise the shrunk copy with the
 * same name and type. `onProgress` gets 0..1. Never rejects: the server has the last word.
 */
export async function shrinkImage(file: File, onProgress?: (fraction: number) => void): Promise<File> {
  if (!SHRINKABLE.includes(file.type)) return file;
  if (file.size <= SMALL_IMAGE_BYTES) {
    const size = await readImageSize(file);
    if (size && Math.max(size.width, size.height) <= SHRINK_MAX_SIDE) return file;
  }
  try {
    const shrunk = await compressImage(file, {
      maxWidthOrHeight: SHRINK_MAX_SIDE,
      // PNG has no quality: the library quantises it to 4096 × quality colours, so it stays at 1
      initialQuality: file.type === 'image/png' ? 1 : SHRINK_QUALITY,
      fileType: file.type,
      onProgress,
    });
    if (shrunk.size >= file.size) return file;
    return new File([shrunk], file.name, { type: file.type, lastModified: file.lastModified });
  } catch {
    return file;
  }
}

/** Width and height of an image file from its decoded header, or null when the browser cannot tell. */
function readImageSize(file: File): Promise<{ width: number; height: number } | null> {
  if (typeof Image !== 'function' || typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    const done = (size: { width: number; height: number } | null) => {
      URL.revokeObjectURL(url);
      resolve(size);
    };
    img.onload = () => done(img.naturalWidth ? { width: img.naturalWidth, height: img.naturalHeight } : null);
    img.onerror = () => done(null);
    img.src = url;
  });
}
