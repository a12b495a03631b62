import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { DwellingView, UploadResult } from '@udlejning/shared/dwellings/dwelling';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { multipartBody } from './dwellings.test-support';

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
    expect(existsSync(path.join(t.deps.uploadDir, files[0]))).toBe(false);
    expect((await t.api.as(admin).delete(`/api/dwellings/images/${files[1]}`)).statusCode).toBe(204);
    expect((await t.api.delete(`/api/dwellings/images/${files[1]}`)).statusCode).toBe(401);
  });
});
