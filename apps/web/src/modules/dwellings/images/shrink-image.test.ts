import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refuseImageSize, refuseImageType, shrinkImage, SHRINK_MAX_SIDE } from './shrink-image';

const compressImage = vi.hoisted(() => vi.fn());
vi.mock('./compressor', () => ({ compressImage }));

beforeEach(() => compressImage.mockReset());

const file = (bytes: number, type: string, name = 'billede') => new File([new Uint8Array(bytes)], name, { type });

describe('shrinkImage', () => {
  it('sends a GIF as it is (it may be animated)', async () => {
    const gif = file(3_000_000, 'image/gif');
    expect(await shrinkImage(gif)).toBe(gif);
    expect(compressImage).not.toHaveBeenCalled();
  });

  it('keeps a PNG lossless-ish (quality 1) and a JPEG at high quality, both within 2560 px', async () => {
    compressImage.mockResolvedValue(new Blob([new Uint8Array(10)]));
    await shrinkImage(file(2_000_000, 'image/png'));
    await shrinkImage(file(2_000_000, 'image/jpeg'));
    expect(compressImage.mock.calls.map((call) => call[1] as unknown)).toEqual([
      expect.objectContaining({ initialQuality: 1, maxWidthOrHeight: SHRINK_MAX_SIDE, fileType: 'image/png' }),
      expect.objectContaining({ initialQuality: 0.88, maxWidthOrHeight: SHRINK_MAX_SIDE, fileType: 'image/jpeg' }),
    ]);
  });

  it('keeps the original when shrinking saves nothing or fails', async () => {
    const jpeg = file(2_000_000, 'image/jpeg');
    compressImage.mockResolvedValueOnce(new Blob([new Uint8Array(2_100_000)]));
    expect(await shrinkImage(jpeg)).toBe(jpeg);
    compressImage.mockRejectedValueOnce(new Error('cannot decode'));
    expect(await shrinkImage(jpeg)).toBe(jpeg);
  });
});

describe('refusals', () => {
  it.each([
    ['image/jpeg', null],
    ['image/webp', null],
    ['image/heic', 'type'],
    ['application/pdf', 'type'],
    ['', 'type'],
  ])('%s -> %s', (type, refusal) => expect(refuseImageType(file(1, type))).toBe(refusal));

  it('refuses a file over 15 MB', () => {
    expect(refuseImageSize(file(15 * 1024 * 1024, 'image/jpeg'))).toBeNull();
    expect(refuseImageSize(file(15 * 1024 * 1024 + 1, 'image/jpeg'))).toBe('fileSize');
  });
});
