/**
 * The replies Fastify, its plugins and Node send by themselves are in the product's error shape
 * with the API's security headers (raw-replies.ts, allowed-methods.ts): requests fetch cannot send
 * go over a raw socket (node:net) to a listening app.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TABLE, type ErrorCode } from '@udlejning/shared/errors';
import { messageIn } from '@udlejning/shared/i18n/reply-language';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildLandlord, type TestUser } from '../../test/factories';
import { API_SECURITY_HEADERS } from './security';
import { MAX_PARAM_LENGTH } from './route-pipeline';

type RawReply = { status: number; headers: Record<string, string>; body: string };

/** Sends `request` as it is on a new connection; resolves with the reply once the server closes it (or `waitMs` passed). */
function sendRaw(port: number, request: string, opts: { trickleMs?: number; waitMs?: number } = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    const timer = opts.trickleMs ? setInterval(() => socket.write('{'), opts.trickleMs) : null;
    const giveUp = setTimeout(() => socket.destroy(), opts.waitMs ?? 8_000);
    socket.on('data', (d) => (data += d.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (timer) clearInterval(timer);
      clearTimeout(giveUp);
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]);
      if (!status) return reject(new Error(`no HTTP reply: ${JSON.stringify(data.slice(0, 200))}`));
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
  });
}

/** Status, code, the one error shape and the API's security headers. */
function expectProductError(reply: { status: number; headers: Record<string, unknown>; body: string }, code: ErrorCode) {
  expect(reply.status).toBe(ERROR_TABLE[code].status);
  // no Accept-Language: Danish (docs/architecture.md "Translations" → "Reply language")
  expect(JSON.parse(reply.body)).toEqual({ error: { code, message: messageIn('da', ERROR_TABLE[code].message) } });
  expect(String(reply.headers['content-type'])).toMatch(/^application\/json/);
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(reply.headers[name], name).toBe(value);
}

describe("Fastify's and Node's own replies", () => {
  let t: TestApp;
  let port: number;
  let landlord: TestUser;
  beforeAll(async () => {
    t = await startTestApp({}, { env: { HTTP_REQUEST_TIMEOUT_MS: '1500', HTTP_IDLE_TIMEOUT_MS: '5000' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    landlord = await buildLandlord(t.deps);
  });
  afterAll(() => t.close());

  it('API_SECURITY_HEADERS are the headers helmet gives every API reply', async () => {
    const res = await t.api.get('/api/health');
    const helmetHeaders = Object.fromEntries(Object.keys(API_SECURITY_HEADERS).map((name) => [name, res.headers[name]]));
    expect(helmetHeaders).toEqual(API_SECURITY_HEADERS);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('headers over 16 KiB → 431 HEADERS_TOO_LARGE', async () => {
    const reply = await sendRaw(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectProductError(reply, 'HEADERS_TOO_LARGE');
    expect(reply.headers.connection).toBe('close');
  });

  it('a body not sent whole within the request timeout → 408 REQUEST_TIMEOUT', async () => {
    const reply = await sendRaw(
      port,
      'POST /api/errors HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      { trickleMs: 300 },
    );
    expectProductError(reply, 'REQUEST_TIMEOUT');
  });

  it('Content-Length together with chunked → 400 BAD_USER_INPUT', async () => {
    const reply = await sendRaw(
      port,
      'POST /api/errors HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
    );
    expectProductError(reply, 'BAD_USER_INPUT');
  });

  it('a broken request line → 400 BAD_USER_INPUT', async () => {
    expectProductError(await sendRaw(port, 'G\u0000T / HTTP/1.1\r\nHost: x\r\n\r\n'), 'BAD_USER_INPUT');
  });

  it('a URL that is no valid percent-encoding → 400 BAD_USER_INPUT (FST_ERR_BAD_URL)', async () => {
    const reply = await sendRaw(port, 'GET /api/dwellings/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expectProductError(reply, 'BAD_USER_INPUT');
    expect(reply.body).not.toContain('FST_');
  });

  it.each([
    ['GET', '/api/dwellings/'],
    ['POST', '/api/dwellings/'],
    ['DELETE', '/api/dwellings/images/'],
    ['GET', '/api/public/dwellings/'],
  ])('%s %s<a segment over the documented length> → 414 URI_TOO_LONG for every method', async (method, prefix) => {
    const as = t.api.as(landlord);
    const long = await t.app.inject({
      method: method as 'GET',
      url: prefix + 'x'.repeat(MAX_PARAM_LENGTH + 1),
      headers: { authorization: `Bearer ${landlord.token}` },
    });
    expectProductError({ status: long.statusCode, headers: long.headers, body: long.body }, 'URI_TOO_LONG');
    // at the documented length the route itself answers (no such dwelling or image)
    const atLimit = method === 'GET' ? await as.get(prefix + 'x'.repeat(MAX_PARAM_LENGTH)) : null;
    if (atLimit) expect(atLimit.statusCode).toBe(404);
  });

  it('a POST to /api/graph without a JSON body → 415 UNSUPPORTED_MEDIA_TYPE, not an empty reply', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/graph' });
    expectProductError({ status: empty.statusCode, headers: empty.headers, body: empty.body }, 'UNSUPPORTED_MEDIA_TYPE');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/graph',
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it.each([
    ['PUT', '/api/dwellings', 'GET, HEAD, POST'],
    ['DELETE', '/api/users/me', 'GET, HEAD, POST'],
    ['PATCH', `/api/dwellings/${crypto.randomUUID()}`, 'GET, HEAD, POST'],
    ['GET', '/api/auth', 'POST'],
    ['DELETE', '/api/graph', 'GET, HEAD, POST'],
  ])('%s %s → 405 METHOD_NOT_ALLOWED with Allow: %s', async (method, url, allow) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expectProductError({ status: res.statusCode, headers: res.headers, body: res.body }, 'METHOD_NOT_ALLOWED');
    expect(res.headers.allow).toBe(allow);
  });

  it('a path no route takes stays 404 NOT_FOUND, with any method', async () => {
    for (const method of ['GET', 'POST', 'PUT'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such/route' });
      expectProductError({ status: res.statusCode, headers: res.headers, body: res.body }, 'NOT_FOUND');
      expect(res.headers.allow).toBeUndefined();
    }
  });
});

describe('with the web app served (its static files take every GET path)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'udlejning-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Udlejning</title></head></html>');
    t = await startTestApp({}, { webDist });
  });
  afterAll(() => t.close());

  it.each(['GET', 'POST', 'DELETE'] as const)(
    '%s of an over-long API path segment is 414 URI_TOO_LONG, as without it',
    async (method) => {
      const res = await t.app.inject({ method, url: `/api/dwellings/images/${'x'.repeat(MAX_PARAM_LENGTH + 1)}` });
      expectProductError({ status: res.statusCode, headers: res.headers, body: res.body }, 'URI_TOO_LONG');
    },
  );

  it("a page's path with POST is 405 with Allow: GET, HEAD; a GET of it is the app", async () => {
    const post = await t.app.inject({ method: 'POST', url: '/bolig/abc' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(post.json()).toMatchObject({ error: { code: 'METHOD_NOT_ALLOWED' } });
    expect((await t.app.inject({ method: 'GET', url: '/dwellings' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);
  });
});

describe('malformed multipart on POST /api/dwellings/upload → 400, never 500', () => {
  let t: TestApp;
  let landlord: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    landlord = await buildLandlord(t.deps);
  });
  afterAll(() => t.close());

  const part = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc`;
  it.each([
    ['no boundary', 'multipart/form-data', part('XX') + '\r\n--XX--\r\n'],
    ['a wrong boundary', 'multipart/form-data; boundary=XX', part('YY') + '\r\n--YY--\r\n'],
    ['an unterminated part', 'multipart/form-data; boundary=XX', part('XX')],
  ])('%s → 400 VALIDATION_FAILED (files: Upload failed)', async (_name, contentType, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dwellings/upload',
      headers: { authorization: `Bearer ${landlord.token}`, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', issues: [{ path: ['files'], message: ERROR_TABLE.UPLOAD_FAILED.message }] },
    });
  });
});
