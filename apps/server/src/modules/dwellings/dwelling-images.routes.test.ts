import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { DwellingView, UploadResult } from '@udlejning/shared/dwellings/dwelling';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { multipartBody } from './dwellings.test-support';

/** A PNG whose header says `width` × `height` with one row of pixel data: decoding it would fail, reading its header does not. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('dwelling images', () => {
  let t: TestApp;
  let landlord: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let png: Buffer;

  beforeAll(async () => {
    t = await startTestApp();
    landlord = await buildLandlord(t.deps);
    other = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps);
    png = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  const upload = (who: TestUser | null, files: { name: string; type: string; data: Buffer }[], field?: string) => {
    const { payload, headers } = multipartBody(files, field);
    return t.app.inject({
      method: 'POST',
      url: '/api/dwellings/upload',
      payload,
      headers: { ...headers, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    });
  };

  it('stores a PNG as a 1600 px WebP and a 320 px thumbnail and serves both with long cache headers', async () => {
    const res = await upload(landlord, [{ name: 'stue.png', type: 'image/png', data: png }]);
    expect(res.statusCode).toBe(200);
    const [result] = res.json<{ results: UploadResult[] }>().results;
    expect(result).toMatchObject({ status: 'done', name: 'stue.png', type: 'image/png', size: png.length });
    expect(result.filename).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(result.path).toBe(`/api/dwellings/images/${result.filename}`);
    expect(result.preview).toBe(`/api/dwellings/images/${result.filename}?size=thumb`);

    const web = await t.api.get(result.path!);
    expect(web.statusCode).toBe(200);
    expect(web.headers['content-type']).toBe('image/webp');
    expect(web.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const webMeta = await sharp(web.rawPayload).metadata();
    expect([webMeta.format, webMeta.width, webMeta.height]).toEqual(['webp', 1600, 1200]);

    const thumb = await t.api.get(result.preview!);
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(['webp', 320, 240]);
  });

  it('gives a text file a failed result, one result per file, without failing the images', async () => {
    const res = await upload(landlord, [
      { name: 'noter.txt', type: 'text/plain', data: Buffer.from('ikke et billede') },
      { name: 'ok.png', type: 'image/png', data: png },
    ]);
    expect(res.statusCode).toBe(200);
    const results = res.json<{ results: UploadResult[] }>().results;
    expect(results).toHaveLength(2);
    expect(results[0]).toEqual({
      filename: null,
      path: null,
      preview: null,
      status: 'failed',
      name: 'noter.txt',
      size: 15,
      type: 'text/plain',
      error: 'Upload failed',
      code: 'UPLOAD_FAILED',
    });
    expect(results[1].status).toBe('done');
  });

  it('refuses more than 14 files, non-multipart bodies and logged-out callers', async () => {
    const tiny = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const many = await upload(
      landlord,
      Array.from({ length: 15 }, (_, i) => ({ name: `${i}.png`, type: 'image/png', data: tiny })),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().error.issues).toEqual([{ path: ['files'], message: 'Du kan højst tilføje 14 billeder' }]);
    expect((await t.api.as(landlord).post('/api/dwellings/upload', { files: [] })).statusCode).toBe(400);
    expect((await upload(null, [{ name: 'a.png', type: 'image/png', data: png }])).statusCode).toBe(401);
  });

  it('refuses images over 40 megapixels from their header, before decoding', async () => {
    // 14 × 16000×16000 PNGs once took 17 s of CPU and 186 MB
    const huge = pngHeaderOnly(16_000, 16_000);
    const started = performance.now();
    const res = await upload(
      landlord,
      Array.from({ length: 14 }, (_, i) => ({ name: `stor-${i}.png`, type: 'image/png', data: huge })),
    );
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(200);
    const results = res.json<{ results: UploadResult[] }>().results;
    expect(results).toHaveLength(14);
    for (const r of results)
      expect(r).toMatchObject({
        status: 'failed',
        filename: null,
        code: 'IMAGE_TOO_LARGE',
        error: 'The image is too large: at most 40 megapixels',
      });
    // decoding even one would take seconds; the header check takes milliseconds
    expect(elapsed).toBeLessThan(3000);
    // just over the limit (6400 × 6400 = 40.96 MP) is refused too; the limit is width × height
    const [over] = (await upload(landlord, [{ name: 'x.png', type: 'image/png', data: pngHeaderOnly(6400, 6400) }])).json<{
      results: UploadResult[];
    }>().results;
    expect(over.code).toBe('IMAGE_TOO_LARGE');
    // under the limit the same broken file gets as far as decoding, and fails there
    const [under] = (await upload(landlord, [{ name: 'y.png', type: 'image/png', data: pngHeaderOnly(6000, 6000) }])).json<{
      results: UploadResult[];
    }>().results;
    expect(under.code).toBe('UPLOAD_FAILED');
  });

  it('unknown or malformed image names are 404', async () => {
    expect((await t.api.get('/api/dwellings/images/11111111-1111-4111-8111-111111111111.webp')).statusCode).toBe(404);
    expect((await t.api.get('/api/dwellings/images/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('an uploaded image can be put on a dwelling', async () => {
    const [result] = (await upload(landlord, [{ name: 'a.png', type: 'image/png', data: png }])).json<{
      results: UploadResult[];
    }>().results;
    const res = await t.api.as(landlord).post('/api/dwellings', { images: [result.filename], step: 'images' });
    expect(res.statusCode).toBe(201);
    expect(res.json<DwellingView>().images).toEqual([result.filename]);
  });

  it('DELETE removes the uploader’s file (204); another landlord gets 404; admins may delete any', async () => {
    const files = (
      await upload(landlord, [
        { name: 'a.png', type: 'image/png', data: png },
        { name: 'b.png', type: 'image/png', data: png },
      ])
    )
      .json<{ results: UploadResult[] }>()
      .results.map((r) => r.filename!);
    expect((await t.api.as(other).delete(`/api/dwellings/images/${files[0]}`)).statusCode).toBe(404);
    expect((await t.api.as(landlord).delete(`/api/dwellings/images/${files[0]}`)).statusCode).toBe(204);
    expect((await t.api.get(`/api/dwellings/images/${files[0]}`)).statusCode).toBe(404);
    expect(await t.deps.files.size(files[0])).toBeNull();
    expect((await t.api.as(admin).delete(`/api/dwellings/images/${files[1]}`)).statusCode).toBe(204);
    expect((await t.api.delete(`/api/dwellings/images/${files[1]}`)).statusCode).toBe(401);
  });
});
