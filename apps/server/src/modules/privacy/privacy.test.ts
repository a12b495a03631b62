/** Privacy rights (GDPR art. 15, 17, 20): the data export zip and the own deletion request. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { buildSeeker, buildThread } from '../messages/messages.test-support';
import { uploads } from '../dwellings/uploads.schema';
import { USER } from '../users/users.test-support';

describe('privacy rights', () => {
  let t: TestApp;
  let lis: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t.deps);
    lis = await buildLandlord(t.deps, { firstname: 'Lis', lastname: 'Eksport' });
    other = await buildLandlord(t.deps, { firstname: 'Anden', lastname: 'Udlejer' });
    await t.deps.files.put('lis-photo.webp', Buffer.from('image-bytes'));
    await t.deps.db
      .insert(uploads)
      .values({ userId: lis.id, filename: 'lis-photo.webp', originalName: 'stue.jpg', mime: 'image/jpeg', size: 11 });
    const dwelling = await buildDwelling(t.deps, {
      owner: lis,
      status: 'APPROVED',
      images: ['lis-photo.webp'],
      headline: 'Lis lejlighed',
    });
    await buildThread(t.deps, { dwelling, seeker: await buildSeeker(t.deps), text: 'Er den ledig?' });
    await buildDwelling(t.deps, { owner: other, status: 'APPROVED', headline: 'Andens hus' });
  });
  afterAll(() => t.close());

  it('GET /api/users/me/export gives a zip with data.json and the image files, only the own data', async () => {
    const res = await t.api.as(lis).get('/api/users/me/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="udlejning-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['data.json', 'images/lis-photo.webp']);
    expect(strFromU8(files['images/lis-photo.webp'])).toBe('image-bytes');
    const data = JSON.parse(strFromU8(files['data.json']));
    expect(data.profile).toMatchObject({ email: lis.email, firstname: 'Lis', lastname: 'Eksport' });
    expect(data.profile.passwordHash).toBeUndefined();
    expect(data.dwellings.map((d: { headline: string }) => d.headline)).toEqual(['Lis lejlighed']);
    expect(data.images[0]).toMatchObject({ filename: 'lis-photo.webp', file: 'images/lis-photo.webp' });
    expect(data.threads[0].messages[0].text).toBe('Er den ledig?');
    expect(data).toHaveProperty('payments');
    expect(data).toHaveProperty('activity');
    expect(JSON.stringify(data)).not.toContain('Andens hus');
  });

  it('the export needs a login', async () => {
    expect((await t.api.get('/api/users/me/export')).statusCode).toBe(401);
  });

  it('POST /api/users/me/deletion refuses a wrong password and schedules the deletion with the right one', async () => {
    const wrong = await t.api.as(lis).post('/api/users/me/deletion', { password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.issues[0].path).toEqual(['password']);
    const missing = await t.api.as(lis).post('/api/users/me/deletion', {});
    expect(missing.statusCode).toBe(400);
    const res = await t.api.as(lis).post('/api/users/me/deletion', { password: lis.password });
    expect(res.statusCode).toBe(200);
    const expireAt = res.json().expireAt as string;
    expect(new Date(expireAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const seen = (await t.api.as(admin).graph(USER, { id: lis.uuid })).json().data.user;
    expect(seen.expireAt).toBe(expireAt);
    // until the date the account still works
    expect((await t.api.as(lis).get('/api/users/me')).statusCode).toBe(200);
  });
});
