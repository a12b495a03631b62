/**
 * Image upload and image URLs (doc 2 §5 step 3, contract POST /api/dwellings/upload).
 * One request per file, so each file has its own progress and its own failure.
 */
import { ApiError } from '../../lib/api';
import { tokenStorage } from '../../lib/token-storage';
import type { UploadResult } from '@udlejning/shared/dwellings/dwelling';

export { dwellingImageUrl as imageUrl } from '@udlejning/shared/dwellings/image-url';

/**
 * POSTs one file as multipart field `files`; `onProgress` gets 0..1 while the bytes go up.
 * Resolves with that file's result (status 'failed' included); rejects with ApiError on an
 * HTTP or network failure.
 */
export function uploadImage(file: File, onProgress?: (fraction: number) => void): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/dwellings/upload');
    const token = tokenStorage.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Upload failed'));
    xhr.onload = () => {
      const body = parseReply(xhr.responseText);
      const result = body?.results?.[0];
      if (xhr.status >= 200 && xhr.status < 300 && result) resolve(result);
      else reject(new ApiError(xhr.status, body?.error?.code ?? `HTTP_${xhr.status}`, body?.error?.message ?? 'Upload failed'));
    };
    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
}

type UploadReply = { results?: UploadResult[]; error?: { code?: string; message?: string } };

function parseReply(text: string): UploadReply | null {
  try {
    return JSON.parse(text) as UploadReply;
  } catch {
    return null;
  }
}
