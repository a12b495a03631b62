/**
 * Module worker of compressor.ts: runs browser-image-compression off the main thread with
 * OffscreenCanvas (the library sees it is inside a worker and compresses in place).
 */
import imageCompression, { type Options } from 'browser-image-compression';
import type { WorkerReply } from './compressor';

const post = (reply: WorkerReply) => (self as unknown as Worker).postMessage(reply);

self.onmessage = async (e: MessageEvent<{ file: File; options: Options }>) => {
  try {
    const file = await imageCompression(e.data.file, {
      ...e.data.options,
      useWebWorker: false,
      onProgress: (progress) => post({ progress }),
    });
    post({ file });
  } catch (err) {
    post({ error: err instanceof Error ? err.message : String(err) });
  }
};
