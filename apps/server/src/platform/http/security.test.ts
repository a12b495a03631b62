/**
 * Security headers, CORS, the cookie that is no login, dev routes, body limit and timeouts (docs/architecture.md "Runtime and build", "Request pipeline").
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord } from '../../test/factories';
import { loadEnv } from '../env';
import { documentCsp, inlineScriptHashes, mapOriginsOf } from './security';

const PRELOAD = '(function(){var t=localStorage.getItem("lltoken")})()';
const indexWith = (script: string) =>
  `<!doctype html><html><head><link rel="icon" href="data:image/svg+xml,%3Csvg%3E"><script type="module" src="/assets/index-abc.js"></script><script>${script}</script></head><body><div id="root"></div></body></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The directives of a content-security-policy header, by name. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('inlineScriptHashes and mapOriginsOf', () => {
  it('hashes inline scripts only, byte for byte', () => {
    expect(inlineScriptHashes(indexWith(PRELOAD))).toEqual([sha(PRELOAD)]);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });

  it.each([
    [{}, ['https://tile.openstreetmap.org']],
    [{ VITE_MAP_TILE_URL: 'https://tiles.example.dk/{z}/{x}/{y}.png' }, ['https://tiles.example.dk']],
    [{ VITE_MAP_STYLE_URL: 'https://maps.example.dk/style.json' }, ['https://maps.example.dk']],
    [{ VITE_MAP_STYLE_URL: 'off' }, []],
    [{ MAP_ORIGINS: 'https://a.example, https://b.example/x' }, ['https://a.example', 'https://b.example']],
  ])('map origins for %j', (vars, expected) => {
    expect(mapOriginsOf(loadEnv(vars))).toEqual(expected);
  });

  it('CORS_ORIGINS refuses anything that is not an origin (a wildcard included)', () => {
    expect(() => loadEnv({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(loadEnv({ CORS_ORIGINS: 'https://app.example.dk/, http://localhost:5173' }).CORS_ORIGINS).toEqual([
      'https://app.example.dk',
      'http://localhost:5173',
    ]);
  });
});

describe('security headers (helmet) on the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'udlejning-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), indexWith(PRELOAD));
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    t = await startTestApp({}, { webDist: dist, env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('a page: the policy allows our files, the inline preload script by its hash, data:/blob: images, blob: frames and the map tiles', async () => {
    const res = await t.app.inject('/dwellings/');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", sha(PRELOAD)]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://tile.openstreetmap.org']);
    // the receipt page frames the PDF it fetched (a blob: URL); no plugins
    expect(csp['frame-src']).toEqual(["'self'", 'blob:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'strict-transport-security': expect.stringMatching(/max-age=\d+/),
    });
    // obsolete headers are not sent (each costs bytes on every page)
    for (const name of ['x-xss-protection', 'x-frame-options', 'x-dns-prefetch-control', 'x-download-options'])
      expect(res.headers[name]).toBeUndefined();
  });

  it('a rebuilt index.html gets the new hash without a restart', async () => {
    const next = PRELOAD.replace('lltoken', 'lltoken2');
    writeFileSync(path.join(dist, 'index.html'), indexWith(next));
    try {
      const csp = directives((await t.app.inject('/')).headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'", sha(next)]);
    } finally {
      // the other tests expect the first build's page
      writeFileSync(path.join(dist, 'index.html'), indexWith(PRELOAD));
    }
    const csp = directives((await t.app.inject('/')).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", sha(PRELOAD)]);
  });

  it('hashed assets carry no security headers; API replies a policy that allows nothing', async () => {
    const asset = await t.app.inject('/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-security-policy']).toBeUndefined();
    const api = await t.app.inject('/api/health');
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin' });
  });
});

describe('CORS, the cookie and the dev routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('by default no origin is allowed: no CORS headers on REST, GraphQL or a preflight', async () => {
    const origin = { origin: 'https://evil.example' };
    const rest = await t.app.inject({ method: 'GET', url: '/api/health', headers: origin });
    const graph = await t.app.inject({
      method: 'POST',
      url: '/api/graph',
      headers: origin,
      payload: { query: '{ __typename }' },
    });
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/graph',
      headers: { ...origin, 'access-control-request-method': 'POST' },
    });
    for (const res of [rest, graph, preflight]) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
    expect(graph.statusCode).toBe(200);
    // no CORS plugin, no OPTIONS route: the path's methods are named, none is OPTIONS
    expect(preflight.statusCode).toBe(405);
    expect(preflight.headers.allow).toBe('GET, HEAD, POST');
  });

  it('the lltoken cookie is not a login', async () => {
    const landlord = await buildLandlord(t.deps);
    const withCookie = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: `lltoken=${landlord.token}` },
    });
    expect(withCookie.statusCode).toBe(401);
    expect((await t.api.as(landlord).get('/api/users/me')).statusCode).toBe(200);
  });

  it('production: the dev outbox route does not exist', async () => {
    const admin = await buildAdmin(t.deps);
    expect((await t.api.as(admin).get('/api/admin/outbox')).statusCode).toBe(404);
  });

  it('production: a server error is INTERNAL with the generic message, nothing of the error', async () => {
    await t.database.db.execute('ALTER TABLE client_errors RENAME TO client_errors_gone');
    const res = await t.api.post('/api/errors', { message: 'boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Oops! Something went wrong. Please try again or contact customer support' },
    });
  });
});

describe('configured CORS origins, dev routes on request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { env: { NODE_ENV: 'production', CORS_ORIGINS: 'https://app.example.dk', DEV_ROUTES: 'true' } });
  });
  afterAll(() => t.close());

  it('a configured origin may call the API, without credentials; another may not', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/me',
      headers: {
        origin: 'https://app.example.dk',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.dk');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const other = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('DEV_ROUTES=true serves the outbox in production', async () => {
    const admin = await buildAdmin(t.deps);
    expect((await t.api.as(admin).get('/api/admin/outbox')).statusCode).toBe(200);
  });
});

describe('body limit and timeouts (a listening server)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({}, { env: { HTTP_REQUEST_TIMEOUT_MS: '1500', HTTP_IDLE_TIMEOUT_MS: '1000' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('a body over 1 MiB is 413 PAYLOAD_TOO_LARGE', async () => {
    const landlord = await buildLandlord(t.deps);
    const res = await t.api.as(landlord).post('/api/dwellings', { description: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  /** Opens a connection, sends `head`, then one byte every `everyMs`; resolves with the ms until the server closes it. */
  function trickle(everyMs: number): Promise<{ closedAfterMs: number; reply: string }> {
    return new Promise((resolve) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1');
      let reply = '';
      socket.on('data', (d) => (reply += d.toString()));
      socket.on('error', () => undefined);
      socket.write(`POST /api/errors HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`);
      const timer = setInterval(() => socket.write('{'), everyMs);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ closedAfterMs: Date.now() - started, reply });
      });
    });
  }

  it('a body sent a byte at a time is cut off by the request timeout', async () => {
    const { closedAfterMs, reply } = await trickle(300);
    expect(closedAfterMs).toBeGreaterThanOrEqual(1_400);
    expect(closedAfterMs).toBeLessThan(5_000);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a connection that falls silent is closed by the idle timeout', async () => {
    const { closedAfterMs } = await trickle(60_000);
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(3_000);
  });
});

describe('the pages allow Stripe only when Stripe takes the payments', () => {
  it('adds Stripe.js, its frames and its API with stripe, nothing of Stripe otherwise', () => {
    type Csp = { directives: Record<string, string[]> };
    const local = (documentCsp([], []) as Csp).directives;
    const stripe = (documentCsp([], [], true) as Csp).directives;
    expect(JSON.stringify(local)).not.toContain('stripe.com');
    expect(stripe.scriptSrc).toContain('https://js.stripe.com');
    expect(stripe.frameSrc).toEqual(["'self'", 'blob:', 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(stripe.connectSrc).toContain('https://api.stripe.com');
  });
});
