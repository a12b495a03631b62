/**
 * Seekers' pictures (doc 1 §2 "a cached partner-host picture, height 90";
 * docs/architecture.md "Seekers"). The marketplace gives a seeker's picture as an https URL on its own hosts; the pages'
 * content-security policy loads images from our origin only, so the server caches a copy: a durable
 * job (pg-boss, SEEKER_PICTURE_JOB) downloads it (public hosts only, PICTURE_TIMEOUT_MS,
 * PICTURE_MAX_BYTES, an image content type), re-encodes it with sharp to a PICTURE_SIDE px square
 * WebP (the avatar's 90 px at 2× density) under the key seekers/<name> in deps.files (docs/architecture.md
 * "File storage") and records the file on the
 * seeker; the API then names our URL. Until then, and when the download fails, the seeker has no
 * picture and the web draws the hash-based avatar; the integration call that brought the URL never
 * waits for or fails on it.
 */
import { randomUUID } from 'node:crypto';
import type Sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '@udlejning/shared/dwellings/enums';
import { AVATAR_HEIGHT } from '@udlejning/shared/seekers/enums';
import type { Deps } from '../../platform/deps';
import type { Executor } from '../../platform/db/executor';
import { AppError } from '../../platform/errors';
import { FileNotFound } from '../../platform/storage';
import { fetchPublicOnly, isNonPublicAddressError } from './public-address';
import { findSeekerById, setSeekerPictureFile, type SeekerRow } from './seekers.repository';

/** The job that caches one seeker's picture (and removes the copy it replaces). */
export const SEEKER_PICTURE_JOB = 'seekers-picture';
/** The whole download (connect, redirects, body) must finish within this, ms. */
export const PICTURE_TIMEOUT_MS = 10_000;
/** A picture larger than this is refused (by Content-Length, else while reading). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** Width and height of the stored copy: the avatar's height at 2× pixel density. */
export const PICTURE_SIDE = AVATAR_HEIGHT * 2;
/** Where the copies are served from (public by their random, unguessable names). */
export const SEEKER_PICTURE_PATH = '/api/seekers/pictures';
/** Cache header of a served copy: a new picture gets a new name. */
export const PICTURE_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** Raster types taken from the marketplace; SVG is not (sharp would render a document). */
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
const MAX_REDIRECTS = 3;
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** A download the job gives up on at once: retrying cannot help (not an image, too large, refused host, 4xx). */
export class PictureRefused extends Error {}

let sharpModule: Promise<typeof Sharp> | null = null;
/** sharp (libvips) is loaded at the first picture, not at boot (~30 MB of RSS). */
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

/** The URL our API gives for a stored copy. */
export const seekerPictureUrl = (filename: string) => `${SEEKER_PICTURE_PATH}/${encodeURIComponent(filename)}`;

/** The storage key of a stored copy. */
export const seekerPictureKey = (filename: string) => `seekers/${filename}`;

/**
 * The default `deps.fetchPicture`: a fetch that connects only to a public address, resolved once and
 * pinned for the connection (public-address.ts), so a picture URL cannot make the server call itself
 * or the internal network. Redirects are followed by downloadPicture, each hop through here again.
 */
export const fetchPublicPicture: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : input);
  try {
    // undici's Response is the one Node's global fetch returns; only their type declarations differ
    return (await fetchPublicOnly(url, init as Parameters<typeof fetchPublicOnly>[1])) as unknown as Response;
  } catch (err) {
    if (isNonPublicAddressError(err)) throw new PictureRefused(`not a public host: ${url.hostname}`);
    throw err;
  }
};

/** The body of `res`, refused as soon as it passes `maxBytes`. */
async function readLimited(res: Response, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new PictureRefused(`picture over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Downloads a picture: https only (redirects too, at most MAX_REDIRECTS), within `timeoutMs`, at most
 * `maxBytes`, with an image content type. Throws PictureRefused when retrying cannot help, any other
 * error (timeout, network, 5xx, 429) when a later attempt may succeed.
 */
export async function downloadPicture(
  fetcher: typeof fetch,
  url: string,
  opts: { timeoutMs?: number; maxBytes?: number } = {},
): Promise<Buffer> {
  const maxBytes = opts.maxBytes ?? PICTURE_MAX_BYTES;
  const signal = AbortSignal.timeout(opts.timeoutMs ?? PICTURE_TIMEOUT_MS);
  let current = new URL(url);
  for (let hop = 0; ; hop += 1) {
    if (current.protocol !== 'https:') throw new PictureRefused(`not https: ${current.protocol}`);
    const res = await fetcher(current, { signal, redirect: 'manual', headers: { accept: PICTURE_TYPES.join(', ') } });
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      if (hop >= MAX_REDIRECTS) throw new PictureRefused('too many redirects');
      current = new URL(location, current);
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel();
      const transient = res.status >= 500 || res.status === 408 || res.status === 429;
      const message = `the picture host answered ${res.status}`;
      throw transient ? new Error(message) : new PictureRefused(message);
    }
    const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const length = Number(res.headers.get('content-length') ?? 0);
    if (!PICTURE_TYPES.includes(type) || length > maxBytes) {
      await res.body?.cancel();
      throw new PictureRefused(length > maxBytes ? `picture over ${maxBytes} bytes` : `not an image: '${type}'`);
    }
    return readLimited(res, maxBytes);
  }
}

/** The stored copy of `bytes`: a PICTURE_SIDE px square WebP (cover), or PictureRefused when it is no usable image. */
export async function encodePicture(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    // the header first: a huge image is refused before any decoding
    const meta = await sharp(bytes).metadata();
    if (!meta.width || !meta.height) throw new PictureRefused('no image size');
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new PictureRefused('too many pixels');
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: PICTURE_SIDE, height: PICTURE_SIDE, fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (err) {
    if (err instanceof PictureRefused) throw err;
    throw new PictureRefused(`not a readable image: ${(err as Error).message}`);
  }
}

/** Removes a stored copy (a missing file is fine; a malformed name is ignored). */
async function removePictureFile(deps: Pick<Deps, 'files'>, filename: string): Promise<void> {
  if (STORED_NAME.test(filename)) await deps.files.delete(seekerPictureKey(filename));
}

/** Data of SEEKER_PICTURE_JOB: the picture to cache (null: none) and the copy it replaces. */
export type SeekerPictureJob = { seekerId: number; url: string | null; staleFile: string | null };

/**
 * What a delivered `picture` does, given the stored seeker (locked by the caller): undefined keeps
 * everything; a new URL or null drops the cached copy (`clear`, the job removes the file); a URL with no
 * copy yet (new, or an earlier download failed) is fetched again.
 */
export function pictureChange(
  existing: Pick<SeekerRow, 'picture' | 'pictureFile'> | null,
  picture: string | null | undefined,
): { clear: boolean; job: Omit<SeekerPictureJob, 'seekerId'> | null } {
  if (picture === undefined) return { clear: false, job: null };
  if (existing && picture === existing.picture) {
    return { clear: false, job: picture && !existing.pictureFile ? { url: picture, staleFile: null } : null };
  }
  const staleFile = existing?.pictureFile ?? null;
  return { clear: true, job: picture || staleFile ? { url: picture, staleFile } : null };
}

/** Queues SEEKER_PICTURE_JOB through `ex` (the transaction that stored the seeker); no queue: nothing is cached. */
export async function queueSeekerPicture(deps: Deps, ex: Executor, job: SeekerPictureJob): Promise<void> {
  if (deps.jobs) await deps.jobs.send(SEEKER_PICTURE_JOB, job, { ex });
}

/**
 * Runs SEEKER_PICTURE_JOB: removes the replaced copy, then caches `url` if it is still the seeker's
 * picture and has no copy. A refused picture is logged and left (hash avatar); any other failure
 * throws, so the queue retries it.
 */
export async function cacheSeekerPicture(deps: Deps, job: SeekerPictureJob): Promise<void> {
  if (job.staleFile) await removePictureFile(deps, job.staleFile);
  if (!job.url) return;
  const seeker = await findSeekerById(deps.db, job.seekerId);
  // replaced, removed or cached meanwhile
  if (!seeker || seeker.picture !== job.url || seeker.pictureFile) return;
  let stored: Buffer;
  try {
    stored = await encodePicture(await downloadPicture(deps.fetchPicture ?? fetchPublicPicture, job.url));
  } catch (err) {
    if (!(err instanceof PictureRefused)) throw err;
    deps.log.warn({ seekerId: job.seekerId, reason: err.message }, 'seeker picture not cached');
    return;
  }
  const filename = `${randomUUID()}.webp`;
  await deps.files.put(seekerPictureKey(filename), stored, 'image/webp');
  // only while the seeker still has this picture and no copy (a delivery meanwhile wins)
  if (!(await setSeekerPictureFile(deps.db, job.seekerId, job.url, filename))) await removePictureFile(deps, filename);
}

/** GET /api/seekers/pictures/:filename: the bytes of a stored copy; 404 for unknown or malformed names. */
export async function readSeekerPicture(deps: Pick<Deps, 'files'>, filename: string): Promise<Buffer> {
  if (!STORED_NAME.test(filename)) throw new AppError('NOT_FOUND');
  try {
    return await deps.files.get(seekerPictureKey(filename));
  } catch (err) {
    if (err instanceof FileNotFound) throw new AppError('NOT_FOUND');
    throw err;
  }
}
