import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { UploadResult } from '@udlejning/shared/dwellings/dwelling';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { multipartBody } from './dwellings.test-support';

/** Admin image and raw download (doc 2 §6). */
describe('admin image downloads', () => {
  let t: TestApp;
  let landlord: TestUser;
  let admin: TestUser;
  let png: Buffer;
  let stored: UploadResult;

  beforeAll(async () => {
    t = await startTestApp();
    landlord = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps);
    png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 10, g: 90, b: 200 } } })
      .png()
      .toBuffer();
    stored = await upload();
  });
  afterAll(() => t.close());

  /** The landlord uploads `png` as "Køkken stue.png". */
  async function upload(): Promise<UploadResult> {
    const { payload, headers } = multipartBody([{ name: 'Køkken stue.png', type: 'image/png', data: png }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dwellings/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${landlord.token}` },
    });
    const result = res.json<{ results: UploadResult[] }>().results[0];
    expect(result.status).toBe('done');
    return result;
  }

  it('an admin downloads the original upload, byte for byte, with its name and type', async () => {
    const res = await t.api.as(admin).get(`/api/dwellings/images/${stored.filename}?size=raw`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="K_kken stue.png"; filename*=UTF-8''${encodeURIComponent('Køkken stue.png')}`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([2400, 1200]);
  });

  it.each([
    ['logged out', null, 401],
    ['the uploading landlord', 'landlord', 403],
  ] as const)('raw download %s → %i', async (_name, who, status) => {
    const res = await t.api.as(who === 'landlord' ? landlord : null).get(`/api/dwellings/images/${stored.filename}?size=raw`);
    expect(res.statusCode).toBe(status);
  });

  it('raw download of an unknown or malformed name is 404', async () => {
    expect(
      (await t.api.as(admin).get('/api/dwellings/images/00000000-0000-4000-8000-000000000000.webp?size=raw')).statusCode,
    ).toBe(404);
    expect((await t.api.as(admin).get('/api/dwellings/images/..%2F..%2Fetc%2Fpasswd?size=raw')).statusCode).toBe(404);
  });

  it('the web-size image downloads as an attachment with download=1', async () => {
    const res = await t.api.get(`/api/dwellings/images/${stored.filename}?download=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-disposition']).toContain(`attachment; filename="${stored.filename}"`);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(1600);
  });

  it('deleting the image removes the original too', async () => {
    const own = await upload(); // the other tests download the shared one
    expect((await t.api.as(admin).get(`/api/dwellings/images/${own.filename}?size=raw`)).statusCode).toBe(200);
    expect((await t.api.as(landlord).delete(`/api/dwellings/images/${own.filename}`)).statusCode).toBe(204);
    expect((await t.api.as(admin).get(`/api/dwellings/images/${own.filename}?size=raw`)).statusCode).toBe(404);
  });
});
