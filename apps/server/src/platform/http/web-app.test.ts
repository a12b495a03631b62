import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
    t = await startTestApp({}, { webDist: dist });
  });
  afterAll(() => t.close());

  it.each(['/', '/?lang=en', '/signup', '/forgot-password', '/reset-password?token=x', '/dwellings/', '/dwellings/abc/preview?x=1', '/no/such/page'])(
    'GET %s answers the web app',
    async (url) => {
      const res = await t.api.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

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

  it.each(['/assets/nope.js', '/assets/', '/assets', '/nope.js', '/index-abc123.js.map', '/favicon.ico'])('answers a missing file %s with 404, never 403', async (url) => {
    const res = await t.api.get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('keeps a missing API route a JSON 404', async () => {
    const res = await t.api.get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
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
  ])('%s %s -> %s', (method, url, expected) => {
    expect(isClientRoute(method, url)).toBe(expected);
  });
});
