import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { isClientRoute } from './web-app';

const INDEX = '<!doctype html><title>Udlejning</title><div id="root"></div>';

describe('the front door (doc 1 §2): the built web app is served on every client route', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'udlejning-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // what the build writes (docs/architecture.md "Front-end loading"): precompressed siblings and a hidden source map
    for (const file of ['index.html', 'assets/index-abc123.js']) {
      const body = file === 'index.html' ? INDEX : 'console.log(1)';
      writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(body));
      writeFileSync(path.join(dist, `${file}.gz`), gzipSync(body));
    }
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    t = await startTestApp({}, { webDist: dist });
  });
  afterAll(() => t.close());
  /** A GET as a browser sends it, with its `accept-encoding` (none when omitted). */
  const fetchAs = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it.each([
    '/',
    '/?lang=en',
    '/signup',
    '/forgot-password',
    '/reset-password?token=x',
    '/dwellings/',
    '/dwellings/abc/preview?x=1',
    '/no/such/page',
  ])('GET %s answers the web app', async (url) => {
    const res = await t.api.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it('serves /robots.txt as a real file', async () => {
    const res = await t.api.get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('User-agent: *\n');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.api.get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends no validators with an immutable asset, but keeps them on the shell (header bytes)', async () => {
    for (const acceptEncoding of [undefined, 'gzip, deflate, br']) {
      const asset = await fetchAs('/assets/index-abc123.js', acceptEncoding);
      expect(asset.statusCode).toBe(200);
      for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(asset.headers[name]).toBeUndefined();
      const shell = await fetchAs('/robots.txt', acceptEncoding);
      expect(shell.headers.etag).toBeDefined();
      expect(shell.headers['last-modified']).toBeDefined();
    }
  });

  it.each(['/assets/nope.js', '/assets/', '/assets', '/nope.js', '/index-abc123.js.map', '/favicon.ico'])(
    'answers a missing file %s with 404, never 403',
    async (url) => {
      for (const acceptEncoding of [undefined, 'gzip, deflate, br']) {
        const res = await fetchAs(url, acceptEncoding);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('<div id="root">');
      }
    },
  );

  it('never serves a source map that exists in dist', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.map?x=1']) {
      const res = await fetchAs(url, 'br, gzip');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('secret');
    }
  });

  describe('compression: the precompressed file the browser accepts', () => {
    const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

    it.each([
      ['br', 'gzip, deflate, br, zstd'],
      ['gzip', 'gzip, deflate'],
    ] as const)('sends a hashed asset as %s', async (encoding, acceptEncoding) => {
      const res = await fetchAs('/assets/index-abc123.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode[encoding](res.rawPayload).toString()).toBe('console.log(1)');
    });

    it('sends the plain file with vary when no encoding is accepted', async () => {
      for (const acceptEncoding of [undefined, 'identity']) {
        const res = await fetchAs('/assets/index-abc123.js', acceptEncoding);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers['vary']).toMatch(/accept-encoding/i);
        expect(res.body).toBe('console.log(1)');
      }
    });

    it.each([
      ['br', '/'],
      ['br', '/dwellings/create?x=1'],
      ['gzip', '/'],
      ['gzip', '/dwellings/'],
    ] as const)('sends index.html as %s on the client route %s', async (encoding, url) => {
      const res = await fetchAs(url, encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decode[encoding](res.rawPayload).toString()).toBe(INDEX);
    });

    it('falls back to the plain file when no compressed copy exists', async () => {
      const res = await fetchAs('/robots.txt', 'br, gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe('User-agent: *\n');
    });
  });

  it('keeps a missing API route a JSON 404', async () => {
    const res = await t.api.get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Ikke fundet' } });
  });

  it('answers a POST to an unknown page with a JSON 404 (only GETs reach the client router)', async () => {
    const res = await t.api.post('/dwellings');
    expect(res.statusCode).toBe(404);
  });
});

describe('isClientRoute', () => {
  it.each([
    ['GET', '/', true],
    ['GET', '/dwellings/x?y=1.2', true],
    ['HEAD', '/signup', true],
    ['POST', '/signup', false],
    ['GET', '/api/users/me', false],
    ['GET', '/api', false],
    ['GET', '/assets/x', false],
    ['GET', '/robots.txt', false],
    // the scrape endpoint's path (docs/operations.md "Metrics")
    ['GET', '/metrics', false],
    ['GET', '/metrics?x=1', false],
    ['GET', '/metricsx', true],
  ])('%s %s -> %s', (method, url, expected) => {
    expect(isClientRoute(method, url)).toBe(expected);
  });
});
