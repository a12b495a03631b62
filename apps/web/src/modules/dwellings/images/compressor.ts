/**
 * The image compressor seam (docs/architecture.md "Images"): browser-image-compression runs in our
 * own module worker (a file of this origin, so the page's script-src 'self' covers it; the library's
 * own worker would load its script from a CDN through a blob: URL, which the CSP refuses). Where a
 * worker cannot decode (no OffscreenCanvas, iOS), it runs on the page instead. Both load the library
 * on the first image, never with the form (the create form's JS budget, bench/page-weight.bench.ts).
 * Tests replace this module (vi.mock) to see the options without decoding anything.
 */
import type { Options } from 'browser-image-compression';

/** What the shrink step asks of the compressor; progress is 0..1. */
export type CompressOptions = Pick<Options, 'maxWidthOrHeight' | 'initialQuality' | 'fileType'> & {
  onProgress?: (fraction: number) => void;
};

/** Messages of shrink.worker.ts. */
export type WorkerReply = { progress: number } | { file: Blob } | { error: string };

/**
 * Compresses `file` (resize to fit maxWidthOrHeight, EXIF orientation applied, metadata dropped).
 * Resolves with the new bytes; rejects when the image cannot be decoded at all.
 */
export async function compressImage(file: File, options: CompressOptions): Promise<Blob> {
  try {
    return await compressInWorker(file, options);
  } catch {
    const { default: imageCompression } = await import('browser-image-compression');
    const { onProgress, ...rest } = options;
    return imageCompression(file, { ...rest, useWebWorker: false, onProgress: (p) => onProgress?.(p / 100) });
  }
}

function compressInWorker(file: File, options: CompressOptions): Promise<Blob> {
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return Promise.reject(new Error('no worker'));
  const { onProgress, ...rest } = options;
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./shrink.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<WorkerReply>) => {
      const reply = e.data;
      if ('progress' in reply) return onProgress?.(reply.progress / 100);
      worker.terminate();
      if ('file' in reply) resolve(reply.file);
      else reject(new Error(reply.error));
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message || 'worker failed'));
    };
    worker.postMessage({ file, options: rest });
  });
}
