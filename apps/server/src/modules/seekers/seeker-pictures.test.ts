/**
 * Seekers' cached pictures (doc 1 §2; docs/architecture.md "Seekers") against a local HTTP server
 * started here: the download's limits and checks, the re-encoding, and the integration calls through
 * the real app with the durable job. `deps.fetchPicture` routes the marketplace's https host to the
 * local server; nothing else leaves the machine.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { SeekerProfile } from '@udlejning/shared/seekers/seeker';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import {
  PICTURE_SIDE,
  PictureRefused,
  SEEKER_PICTURE_JOB,
  downloadPicture,
  encodePicture,
  fetchPublicPicture,
} from './seeker-pictures';
import { isPublicAddress } from './public-address';

const CDN = 'https://cdn.example.dk';
const KEY = 'integration-key-for-pictures';
let server: Server;
let base: string;
let png: Buffer;
const hits: string[] = [];

/** The marketplace's picture host, played by the local server. */
const routed: typeof fetch = (input, init) =>
  fetch(String(input instanceof Request ? input.url : input).replace(CDN, base), init);

beforeAll(async () => {
  png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const send = (status: number, type: string, body: string | Buffer = '') => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    switch (req.url) {
      case '/ok.png':
        return send(200, 'image/png', png);
      case '/other.png':
        return send(200, 'image/png; charset=binary', png);
      case '/redirect':
        res.writeHead(302, { location: '/ok.png' });
        return res.end();
      case '/to-http':
        res.writeHead(302, { location: 'http://cdn.example.dk/ok.png' });
        return res.end();
      case '/text':
        return send(200, 'text/plain', 'hello');
      case '/svg':
        return send(200, 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>');
      case '/fake.png':
        return send(200, 'image/png', 'not really a png');
      case '/declared-big.png':
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(10 * 1024 * 1024) });
        return res.end();
      case '/streamed-big.png':
        // no Content-Length: the limit is found while reading
        res.writeHead(200, { 'content-type': 'image/png' });
        for (let i = 0; i < 4; i += 1) res.write(Buffer.alloc(1024, 1));
        return res.end();
      case '/slow.png':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.write(Buffer.alloc(10)); // and never ends
      case '/down.png':
        return send(503, 'text/plain', 'down');
      default:
        return send(404, 'text/plain', 'gone');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('downloadPicture', () => {
  it('gets an image, following an https redirect', async () => {
    expect(await downloadPicture(routed, `${CDN}/ok.png`)).toEqual(png);
    expect(await downloadPicture(routed, `${CDN}/redirect`)).toEqual(png);
  });

  it.each([
    ['a redirect to http', '/to-http'],
    ['a text reply', '/text'],
    ['SVG', '/svg'],
    ['a declared size over the limit', '/declared-big.png'],
    ['a body over the limit', '/streamed-big.png'],
    ['a 404', '/gone.png'],
  ])('refuses %s for good (no retry)', async (_name, file) => {
    await expect(downloadPicture(routed, `${CDN}${file}`, { maxBytes: 3000 })).rejects.toBeInstanceOf(PictureRefused);
  });

  it('refuses an http URL without asking', async () => {
    const before = hits.length;
    await expect(downloadPicture(routed, 'http://cdn.example.dk/ok.png')).rejects.toBeInstanceOf(PictureRefused);
    expect(hits.length).toBe(before);
  });

  it('fails so the job retries on a timeout and on a 503', async () => {
    const slow = downloadPicture(routed, `${CDN}/slow.png`, { timeoutMs: 300 });
    await expect(slow).rejects.toThrow();
    await expect(slow).rejects.not.toBeInstanceOf(PictureRefused);
    const down = downloadPicture(routed, `${CDN}/down.png`);
    await expect(down).rejects.toThrow('503');
    await expect(down).rejects.not.toBeInstanceOf(PictureRefused);
  });
});

describe('encodePicture', () => {
  it(`makes a ${PICTURE_SIDE} px square WebP (the avatar's 90 px at 2×)`, async () => {
    const meta = await sharp(await encodePicture(png)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: PICTURE_SIDE, height: PICTURE_SIDE });
  });

  it('refuses bytes that are no image', async () => {
    await expect(encodePicture(Buffer.from('not really a png'))).rejects.toBeInstanceOf(PictureRefused);
  });
});

describe('the default fetch reaches public hosts only', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.10', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['::', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['not-an-address', false],
    ['93.184.215.14', true],
    ['2a00:1450:4001:80b::200e', true],
  ])('%s public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('refuses a loopback host before connecting', async () => {
    await expect(fetchPublicPicture(`https://127.0.0.1:${new URL(base).port}/ok.png`)).rejects.toBeInstanceOf(PictureRefused);
    await expect(fetchPublicPicture('https://[::1]/ok.png')).rejects.toBeInstanceOf(PictureRefused);
    await expect(fetchPublicPicture('https://localhost/ok.png')).rejects.toBeInstanceOf(PictureRefused);
  });
});

describe('the integration calls cache the picture in a job', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp({ fetchPicture: routed }, { env: { INTEGRATION_KEY: KEY } });
    admin = await buildAdmin(t.deps);
  });
  afterAll(async () => {
    await t?.close();
  });

  const runPictureJobs = () => t.jobs.runDue(new Date(), { names: [SEEKER_PICTURE_JOB] });
  const profileOf = async (externalId: string) =>
    (await t.api.as(admin).get(`/api/chat/requestSeeker/${externalId}`)).json<SeekerProfile>();
  const deliver = (externalId: string, picture: string | null) =>
    t.api.as(KEY).post('/api/integration/seekers', {
      seekers: [{ externalId, name: 'Billede Søger', email: `${externalId}@example.dk`, picture }],
    });
  const pendingPictureJobs = async () => (await t.jobs.pending()).filter((j) => j.name === SEEKER_PICTURE_JOB);

  it('serves our copy from our origin once the job ran; the same URL again fetches nothing', async () => {
    // other tests may leave jobs of their own waiting (a failed download queued again): this one counts its URL's
    const jobsFor = async (url: string) => (await pendingPictureJobs()).filter((j) => j.data.url === url);
    expect(await jobsFor(`${CDN}/ok.png`)).toEqual([]);
    expect((await deliver('pic-1', `${CDN}/ok.png`)).statusCode).toBe(200);
    expect((await profileOf('pic-1')).picture).toBeNull();
    expect(await jobsFor(`${CDN}/ok.png`)).toHaveLength(1);
    expect(await runPictureJobs()).toBeGreaterThanOrEqual(1);
    const { picture } = await profileOf('pic-1');
    expect(picture).toMatch(/^\/api\/seekers\/pictures\/[0-9a-f-]{36}\.webp$/);
    const res = await t.api.get(picture!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('private');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: PICTURE_SIDE, height: PICTURE_SIDE });

    expect((await deliver('pic-1', `${CDN}/ok.png`)).statusCode).toBe(200);
    expect(await jobsFor(`${CDN}/ok.png`)).toEqual([]);
    expect((await profileOf('pic-1')).picture).toBe(picture);
  });

  it('a new picture replaces the copy (the old one is removed); null clears it', async () => {
    await deliver('pic-2', `${CDN}/ok.png`);
    await runPictureJobs();
    const first = (await profileOf('pic-2')).picture!;
    await deliver('pic-2', `${CDN}/other.png`);
    // the old copy is no longer named while the new one is fetched
    expect((await profileOf('pic-2')).picture).toBeNull();
    await runPictureJobs();
    const second = (await profileOf('pic-2')).picture!;
    expect(second).not.toBe(first);
    expect((await t.api.get(first)).statusCode).toBe(404);
    expect((await t.api.get(second)).statusCode).toBe(200);
    await deliver('pic-2', null);
    await runPictureJobs();
    expect((await profileOf('pic-2')).picture).toBeNull();
    expect((await t.api.get(second)).statusCode).toBe(404);
  });

  it('a failed download keeps the hash avatar and never fails the call; a later delivery tries again', async () => {
    expect((await deliver('pic-3', `${CDN}/text`)).statusCode).toBe(200);
    await runPictureJobs();
    expect((await profileOf('pic-3')).picture).toBeNull();
    expect((await deliver('pic-4', `${CDN}/down.png`)).statusCode).toBe(200);
    await runPictureJobs();
    expect((await profileOf('pic-4')).picture).toBeNull();
    // the same URL again while it has no copy: queued again
    await deliver('pic-3', `${CDN}/text`);
    expect((await pendingPictureJobs()).map((j) => j.data.url)).toContain(`${CDN}/text`);
  });

  it("caches the picture of a message's seeker too", async () => {
    const owner = await buildLandlord(t.deps);
    const dwelling = await buildDwelling(t.deps, { owner, status: 'APPROVED' });
    const res = await t.api.as(KEY).post('/api/integration/messages', {
      externalId: 'pic-msg-1',
      dwellingUuid: dwelling.uuid,
      seeker: { externalId: 'pic-5', name: 'Besked Søger', email: 'pic-5@example.dk', picture: `${CDN}/redirect` },
      text: 'Hej',
    });
    expect(res.statusCode).toBe(201);
    await runPictureJobs();
    expect((await profileOf('pic-5')).picture).toMatch(/^\/api\/seekers\/pictures\//);
  });

  it('answers 404 for unknown and malformed names', async () => {
    expect((await t.api.get('/api/seekers/pictures/00000000-0000-4000-8000-000000000000.webp')).statusCode).toBe(404);
    expect((await t.api.get('/api/seekers/pictures/..%2F..%2Fsecret')).statusCode).toBe(404);
  });
});

describe('with STORAGE=s3 (docs/architecture.md "File storage")', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await startTestApp({ fetchPicture: routed }, { env: { ...s3.env, INTEGRATION_KEY: KEY } });
    admin = await buildAdmin(t.deps);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const pictureOf = async (externalId: string) =>
    (await t.api.as(admin).get(`/api/chat/requestSeeker/${externalId}`)).json<SeekerProfile>().picture;
  const deliver = (externalId: string, picture: string | null) =>
    t.api.as(KEY).post('/api/integration/seekers', {
      seekers: [{ externalId, name: 'Spand Søger', email: `${externalId}@example.dk`, picture }],
    });
  const keyOf = (url: string) => `seekers/${url.split('/').pop()}`;

  it('the copy is an object in the bucket, served under the same URL; a replaced copy leaves the bucket', async () => {
    await deliver('s3-pic', `${CDN}/ok.png`);
    await t.jobs.runDue(new Date(), { names: [SEEKER_PICTURE_JOB] });
    const first = (await pictureOf('s3-pic'))!;
    expect(first).toMatch(/^\/api\/seekers\/pictures\/[0-9a-f-]{36}\.webp$/);
    const res = await t.api.get(first);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('private');
    expect(Buffer.compare(res.rawPayload, await s3.store.get(keyOf(first)))).toBe(0);

    await deliver('s3-pic', `${CDN}/other.png`);
    await t.jobs.runDue(new Date(), { names: [SEEKER_PICTURE_JOB] });
    const second = (await pictureOf('s3-pic'))!;
    expect(second).not.toBe(first);
    expect(await s3.store.size(keyOf(first))).toBeNull();
    expect(await s3.store.size(keyOf(second))).toBeGreaterThan(0);
  });
});
