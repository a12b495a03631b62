/**
 * docs/architecture.md "Images": images belong to the landlord who uploaded them (another landlord's file name is
 * refused), removing an image takes effect when the listing is saved, a per-user storage quota,
 * and the hourly cleanup of uploads no dwelling uses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import type { DwellingView, UploadResult } from '@udlejning/shared/dwellings/dwelling';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { createJobQueue, type JobQueue } from '../../platform/jobs/queue';
import { buildDwelling, multipartBody, storedDwelling } from './dwellings.test-support';
import { uploads } from './uploads.schema';
import { UPLOAD_CLEANUP_CRON, UPLOAD_JOB_NAMES, uploadJobs } from './uploads.jobs';
import { UPLOAD_GRACE_HOURS } from './use-cases/unused-images';

const HOUR_MS = 3_600_000;
const MB = 1024 * 1024;

describe('dwelling images: ownership, deferred delete, quota, cleanup', () => {
  let t: TestApp;
  let jobs: JobQueue;
  let landlord: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let clock = new Date();

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock });
    jobs = createJobQueue(t.deps.db, pino({ level: 'silent' }));
    await jobs.start(uploadJobs(t.deps), { work: false });
    landlord = await buildLandlord(t.deps);
    other = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps);
  });
  afterAll(async () => {
    await jobs.stop();
    await t.close();
  });

  /** A small PNG, different for each call (so sizes are real, not deduplicated). */
  let shade = 0;
  const png = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: { r: (shade += 7) % 256, g: 90, b: 160 } } })
      .png()
      .toBuffer();

  /** Uploads `count` images as `who`; returns the reply. */
  const uploadAs = async (who: TestUser, count = 1) => {
    const files = await Promise.all(
      Array.from({ length: count }, async (_, i) => ({ name: `${i}.png`, type: 'image/png', data: await png() })),
    );
    const { payload, headers } = multipartBody(files);
    return t.app.inject({
      method: 'POST',
      url: '/api/dwellings/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${who.token}` },
    });
  };
  const upload = async (who: TestUser, count = 1) =>
    (await uploadAs(who, count)).json<{ results: UploadResult[] }>().results.map((r) => r.filename!);
  const isStored = async (filename: string) => (await t.deps.files.size(filename)) !== null;
  const uploadRow = async (filename: string) => (await t.deps.db.select().from(uploads).where(eq(uploads.filename, filename)))[0];

  it('records the uploader, the size, the bytes on disk and the pixel size of every upload', async () => {
    const [name] = await upload(landlord);
    expect(await uploadRow(name)).toMatchObject({ userId: landlord.id, width: 64, height: 48 });
    const row = await uploadRow(name);
    expect(row.size).toBeGreaterThan(0);
    expect(row.storedBytes).toBeGreaterThan(row.size); // the original plus the web image and thumbnail
  });

  it('another landlord cannot put my file name on a listing (403 IMAGE_NOT_OWNED); an admin can', async () => {
    const [mine] = await upload(landlord);
    const create = await t.api.as(other).post('/api/dwellings', { headline: 'Lånte billeder', images: [mine] });
    expect(create.statusCode).toBe(403);
    expect(create.json().error).toEqual({
      code: 'IMAGE_NOT_OWNED',
      message: 'Billedet tilhører en anden bruger',
      issues: [{ path: ['images', 0], message: 'Billedet tilhører en anden bruger' }],
    });
    const theirs = await buildDwelling(t.deps, { owner: other });
    const [own] = await upload(other);
    const update = await t.api.as(other).post(`/api/dwellings/${theirs.uuid}`, { images: [own, mine] });
    expect(update.statusCode).toBe(403);
    expect(update.json().error.issues).toEqual([{ path: ['images', 1], message: 'Billedet tilhører en anden bruger' }]);
    expect((await storedDwelling(t.deps, theirs.uuid))!.images).toEqual([]);
    // the owner may; so may an admin editing any listing
    expect((await t.api.as(other).post(`/api/dwellings/${theirs.uuid}`, { images: [own] })).statusCode).toBe(200);
    const byAdmin = await t.api.as(admin).post(`/api/dwellings/${theirs.uuid}`, { images: [own, mine] });
    expect(byAdmin.statusCode).toBe(200);
    // images already on the listing are not checked again when the owner saves it
    expect((await t.api.as(other).post(`/api/dwellings/${theirs.uuid}`, { headline: 'Ny' })).statusCode).toBe(200);
  });

  it('removing an image from a listing deletes it only when the listing is saved; another listing’s copy stays', async () => {
    const [keep, drop, shared] = await upload(landlord, 3);
    const res = await t.api.as(landlord).post('/api/dwellings', { images: [keep, drop, shared] });
    const { uuid } = res.json<DwellingView>();
    const second = await t.api.as(landlord).post('/api/dwellings', { images: [shared] });
    expect(second.statusCode).toBe(201);
    // a direct DELETE of an image a listing shows is refused: the saved listing never shows a broken image
    const early = await t.api.as(landlord).delete(`/api/dwellings/images/${drop}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('IMAGE_IN_USE');
    expect((await t.api.get(`/api/dwellings/images/${drop}`)).statusCode).toBe(200);

    const saved = await t.api.as(landlord).post(`/api/dwellings/${uuid}`, { images: [keep] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<DwellingView>().images).toEqual([keep]);
    expect((await t.api.get(`/api/dwellings/images/${drop}`)).statusCode).toBe(404);
    expect([await isStored(drop), await uploadRow(drop)]).toEqual([false, undefined]);
    expect(await isStored(drop.replace('.webp', '.thumb.webp'))).toBe(false);
    // still on the second listing
    expect((await t.api.get(`/api/dwellings/images/${shared}`)).statusCode).toBe(200);
    expect((await t.api.get(`/api/dwellings/images/${keep}`)).statusCode).toBe(200);
    // a refused save deletes nothing
    const refused = await t.api.as(landlord).post(`/api/dwellings/${uuid}`, { images: [], economy: { rent: -1 } });
    expect(refused.statusCode).toBe(400);
    expect(await isStored(keep)).toBe(true);
  });

  it('a per-user quota: an upload that does not fit is 413 STORAGE_QUOTA_EXCEEDED; freeing space lets uploads in again', async () => {
    const user = await buildLandlord(t.deps);
    const quota = t.deps.env.UPLOAD_QUOTA_MB;
    try {
      const [first] = await upload(user);
      const used = (await uploadRow(first)).storedBytes!;
      // room for one and a half uploads of this size: the second does not fit
      t.deps.env.UPLOAD_QUOTA_MB = (1.5 * used) / MB;
      const full = await uploadAs(user);
      expect(full.statusCode).toBe(413);
      expect(full.json().error).toEqual({
        code: 'STORAGE_QUOTA_EXCEEDED',
        message: 'Din plads til billeder er fyldt op: fjern billeder, du ikke længere bruger',
      });
      // of two files in one request, the one that fits is stored; the other gets its own code
      t.deps.env.UPLOAD_QUOTA_MB = (2.5 * used) / MB;
      const mixed = await uploadAs(user, 2);
      expect(mixed.statusCode).toBe(200);
      expect(mixed.json<{ results: UploadResult[] }>().results.map((r) => [r.status, r.code ?? null])).toEqual([
        ['done', null],
        ['failed', 'STORAGE_QUOTA_EXCEEDED'],
      ]);
      // no room for another one; other users are not affected
      expect((await uploadAs(user)).statusCode).toBe(413);
      expect((await uploadAs(other)).statusCode).toBe(200);
      expect((await t.api.as(user).delete(`/api/dwellings/images/${first}`)).statusCode).toBe(204);
      expect((await uploadAs(user)).statusCode).toBe(200);
    } finally {
      t.deps.env.UPLOAD_QUOTA_MB = quota;
    }
    expect(quota).toBe(200);
  });

  it('the hourly job deletes uploads no dwelling uses once they are 24 hours old', async () => {
    const schedules = await t.deps.db.execute<{ name: string; cron: string }>(sql`select name, cron from pgboss.schedule`);
    expect(schedules.rows).toContainEqual(expect.objectContaining({ name: UPLOAD_JOB_NAMES.cleanup, cron: UPLOAD_CLEANUP_CRON }));

    clock = new Date();
    const [unused, used] = await upload(landlord, 2);
    await t.api.as(landlord).post('/api/dwellings', { images: [used] });
    const run = async (at: Date) => {
      clock = at;
      await jobs.send(UPLOAD_JOB_NAMES.cleanup, {});
      await jobs.runDue(new Date(Date.now() + 60_000));
    };
    await run(new Date(Date.now() + (UPLOAD_GRACE_HOURS - 1) * HOUR_MS));
    expect(await isStored(unused)).toBe(true);
    await run(new Date(Date.now() + (UPLOAD_GRACE_HOURS + 1) * HOUR_MS));
    expect([await isStored(unused), await uploadRow(unused)]).toEqual([false, undefined]);
    expect(await isStored(used)).toBe(true);
    expect(await uploadRow(used)).toBeDefined();
    clock = new Date();
  });
});
