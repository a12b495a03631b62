/**
 * docs/architecture.md "File storage": with STORAGE=s3 listing images are stored in the bucket and served
 * through the app under the same URLs and cache headers; removing them removes the objects.
 */
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DwellingView, UploadResult } from '@udlejning/shared/dwellings/dwelling';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { startTestApp, type TestApp } from '../../test/test-app';
import { erasePersonalData } from '../../platform/personal-data';
import { dwellingsPersonalData } from './dwellings.personal-data';
import { multipartBody } from './dwellings.test-support';
import { IMAGE_CACHE_CONTROL, imageKeys } from './use-cases/dwelling-images';

describe('dwelling images with STORAGE=s3', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let landlord: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await startTestApp({}, { env: s3.env });
    landlord = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  let shade = 0;
  const png = () =>
    sharp({ create: { width: 400, height: 300, channels: 3, background: { r: (shade += 11) % 256, g: 60, b: 120 } } })
      .png()
      .toBuffer();

  /** Uploads `count` fresh PNGs as `who` (default the landlord); returns their results. */
  const upload = async (count = 1, who = landlord) => {
    const files = await Promise.all(
      Array.from({ length: count }, async (_, i) => ({ name: `s3-${i}.png`, type: 'image/png', data: await png() })),
    );
    const { payload, headers } = multipartBody(files);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dwellings/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${who.token}` },
    });
    expect(res.statusCode).toBe(200);
    return { files, results: res.json<{ results: UploadResult[] }>().results };
  };
  /** The sizes of an upload's three objects in the bucket (null: absent). */
  const objectSizes = (filename: string) => Promise.all(imageKeys(filename).map((key) => s3.store.size(key)));

  it('stores the web image, thumbnail and original in the bucket and serves them under the usual URLs', async () => {
    expect(t.deps.files.kind).toBe('s3');
    const { files, results } = await upload();
    const [result] = results;
    expect(result.status).toBe('done');
    const filename = result.filename!;
    const sizes = await objectSizes(filename);
    expect(sizes.every((size) => typeof size === 'number' && size > 0)).toBe(true);

    const web = await t.api.get(result.path!);
    expect(web.statusCode).toBe(200);
    expect(web.headers['content-type']).toBe('image/webp');
    expect(web.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    expect(Buffer.compare(web.rawPayload, await s3.store.get(filename))).toBe(0);
    expect((await sharp(web.rawPayload).metadata()).width).toBe(400);

    const thumb = await t.api.get(result.preview!);
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);

    const raw = await t.api.as(admin).get(`${result.path}?size=raw`);
    expect(raw.statusCode).toBe(200);
    expect(Buffer.compare(raw.rawPayload, files[0].data)).toBe(0);
  });

  it('the personal-data export reads the image files from the bucket', async () => {
    const { results } = await upload();
    const filename = results[0].filename!;
    const res = await t.api.as(landlord).get('/api/users/me/export');
    expect(res.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    expect(Buffer.compare(Buffer.from(zip[`images/${filename}`]), await s3.store.get(filename))).toBe(0);
    expect(JSON.parse(strFromU8(zip['data.json'])).images.map((i: { filename: string }) => i.filename)).toContain(filename);
  });

  it('an image taken off a saved listing and a deleted upload leave the bucket', async () => {
    const { results } = await upload(3);
    const [keep, drop, unused] = results.map((r) => r.filename!);
    const created = await t.api.as(landlord).post('/api/dwellings', { images: [keep, drop] });
    expect(created.statusCode).toBe(201);
    const { uuid } = created.json<DwellingView>();
    expect(await objectSizes(drop)).not.toContain(null);

    const saved = await t.api.as(landlord).post(`/api/dwellings/${uuid}`, { images: [keep] });
    expect(saved.statusCode).toBe(200);
    expect(await objectSizes(drop)).toEqual([null, null, null]);
    expect((await t.api.get(`/api/dwellings/images/${drop}`)).statusCode).toBe(404);
    expect(await objectSizes(keep)).not.toContain(null);

    expect((await t.api.as(landlord).delete(`/api/dwellings/images/${unused}`)).statusCode).toBe(204);
    expect(await objectSizes(unused)).toEqual([null, null, null]);
    expect((await t.api.get(`/api/dwellings/images/${unused}`)).statusCode).toBe(404);
  });

  it("a user's erasure removes the objects of their listings' images and of their unused uploads", async () => {
    const leaving = await buildLandlord(t.deps);
    const [onListing, unused] = (await upload(2, leaving)).results.map((r) => r.filename!);
    expect((await t.api.as(leaving).post('/api/dwellings', { images: [onListing] })).statusCode).toBe(201);
    const subject = { id: leaving.id, uuid: leaving.uuid, email: leaving.email };
    const { afterCommit } = await t.deps.db.transaction((tx) =>
      erasePersonalData([dwellingsPersonalData], t.deps, tx, subject, new Date()),
    );
    // the objects go after the commit only
    expect(await objectSizes(onListing)).not.toContain(null);
    for (const work of afterCommit) await work();
    expect(await objectSizes(onListing)).toEqual([null, null, null]);
    expect(await objectSizes(unused)).toEqual([null, null, null]);
  });
});
