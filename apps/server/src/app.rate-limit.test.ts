import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, startTestApp, type TestApp } from './test/test-app';
import { reopenTestDatabase } from './test/test-db';
import { loadEnv } from './platform/env';
import { CLIENT_ERROR_RATE_LIMIT } from './modules/errors/errors.routes';
import { defineRateLimit } from './platform/http/rate-limit';

const report = { message: 'Boom' };

/** Sends `count` client error reports through `send` and returns the status codes. */
async function statuses(count: number, send: (i: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) codes.push((await send(i)).statusCode);
  return codes;
}

describe('rate limits in PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a limit survives a server restart: a new app instance on a new connection to the same database', async () => {
    const ip = '10.20.0.1';
    const before = await statuses(CLIENT_ERROR_RATE_LIMIT, () => t.api.from(ip).post('/api/errors', report));
    expect(new Set(before)).toEqual(new Set([204]));
    await t.app.close(); // the first server stops
    const reopened = await reopenTestDatabase(t.database);
    const restarted = await buildTestApp(reopened.db);
    try {
      const res = await restarted.api.from(ip).post('/api/errors', report);
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('RATE_LIMITED');
      expect((await restarted.api.from('10.20.0.2').post('/api/errors', report)).statusCode).toBe(204);
    } finally {
      await restarted.app.close();
      await reopened.close();
    }
    t = { ...t, ...(await buildTestApp(t.deps.db)) };
  });

  it('holds across instances: two servers on one database share the count', async () => {
    const second = await buildTestApp(t.deps.db);
    try {
      const ip = '10.20.1.1';
      const codes = await statuses(CLIENT_ERROR_RATE_LIMIT + 2, (i) =>
        (i % 2 ? second.api : t.api).from(ip).post('/api/errors', report),
      );
      expect(codes.filter((c) => c === 204)).toHaveLength(CLIENT_ERROR_RATE_LIMIT);
      expect(codes.slice(CLIENT_ERROR_RATE_LIMIT)).toEqual([429, 429]);
    } finally {
      await second.app.close();
    }
  });

  it('429 carries Retry-After: the seconds until the window ends', async () => {
    const ip = '10.20.2.1';
    // the window starts at the first report; on a loaded machine the 30 reports take seconds of it
    const started = Date.now();
    await statuses(CLIENT_ERROR_RATE_LIMIT, () => t.api.from(ip).post('/api/errors', report));
    const res = await t.api.from(ip).post('/api/errors', report);
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    const elapsedSeconds = (Date.now() - started) / 1000;
    expect(retryAfter).toBeGreaterThanOrEqual(Math.floor(60 - elapsedSeconds));
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('a key is free again once its window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const limit = defineRateLimit({ name: 'test-window', points: 2, durationSeconds: 60 });
    await limit.consume(t.deps.db, 'k');
    await limit.consume(t.deps.db, 'k');
    await expect(limit.consume(t.deps.db, 'k')).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(await limit.tryConsume(t.deps.db, 'k')).toBe(false);
    expect(await limit.tryConsume(t.deps.db, 'other')).toBe(true);
    vi.setSystemTime(Date.now() + 61_000);
    await expect(limit.consume(t.deps.db, 'k')).resolves.toBeUndefined();
    await limit.reset(t.deps.db, 'k');
    await limit.consume(t.deps.db, 'k');
    await limit.refund(t.deps.db, 'k');
    await limit.consume(t.deps.db, 'k');
    await limit.consume(t.deps.db, 'k'); // 2 counted after the refund: still allowed
    await expect(limit.consume(t.deps.db, 'k')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it("consumeIn counts in the caller's transaction, on the same row as consume, and rolls back with it", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const limit = defineRateLimit({ name: 'test-in-tx', points: 2, durationSeconds: 60 });
    await t.deps.db.transaction(async (tx) => limit.consumeIn(tx, 'k'));
    // rolled back: not counted
    await expect(
      t.deps.db.transaction(async (tx) => {
        await limit.consumeIn(tx, 'k');
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await limit.consume(t.deps.db, 'k'); // the second point
    await expect(t.deps.db.transaction(async (tx) => limit.consumeIn(tx, 'k'))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      retryAfterSeconds: 60,
    });
    expect(await limit.tryConsume(t.deps.db, 'k')).toBe(false);
    vi.setSystemTime(Date.now() + 61_000);
    await t.deps.db.transaction(async (tx) => limit.consumeIn(tx, 'k')); // a new window
    await limit.consume(t.deps.db, 'k');
    await expect(limit.consume(t.deps.db, 'k')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('X-Forwarded-For', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('without TRUST_PROXY a spoofed X-Forwarded-For does not reset the /api/errors limit', async () => {
    const send = (i: number) => t.api.from('10.30.0.1', { 'x-forwarded-for': `203.0.113.${i}` }).post('/api/errors', report);
    const codes = await statuses(CLIENT_ERROR_RATE_LIMIT + 5, send);
    expect(codes.slice(CLIENT_ERROR_RATE_LIMIT)).toEqual([429, 429, 429, 429, 429]);
  });

  it('without TRUST_PROXY a spoofed X-Forwarded-For does not reset the sign-in limit', async () => {
    const attempt = (i: number) =>
      t.api
        .from('10.30.0.2', { 'x-forwarded-for': `198.51.100.${i}` })
        .post('/api/auth', { email: 'victim@example.dk', password: `guess-${i}` });
    const codes = await statuses(12, attempt);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual([429, 429]);
  });

  it('with TRUST_PROXY the configured proxy names the client; anyone else cannot', async () => {
    const proxied = await buildTestApp(t.deps.db, {}, { env: { TRUST_PROXY: '10.40.0.0/16' } });
    try {
      // through the proxy: each forwarded client has its own count
      const viaProxy = (i: number) =>
        proxied.api.from('10.40.0.9', { 'x-forwarded-for': `192.0.2.${i % 2}` }).post('/api/errors', report);
      const codes = await statuses(2 * CLIENT_ERROR_RATE_LIMIT, viaProxy);
      expect(new Set(codes)).toEqual(new Set([204]));
      expect((await viaProxy(0)).statusCode).toBe(429);
      // a client outside the trusted range forging the header is counted under its own address
      const forged = (i: number) =>
        proxied.api.from('10.50.0.1', { 'x-forwarded-for': `192.0.2.${100 + i}` }).post('/api/errors', report);
      const forgedCodes = await statuses(CLIENT_ERROR_RATE_LIMIT + 1, forged);
      expect(forgedCodes.at(-1)).toBe(429);
    } finally {
      await proxied.app.close();
    }
  });
});

describe('TRUST_PROXY parsing', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8 , ::1, loopback ', ['10.0.0.0/8', '::1', 'loopback']],
  ])('%j → %j', (value, expected) => {
    expect(loadEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['true', '1', '10.0.0.0/33', 'proxy.example.dk', '10.0.0.1/8/2'])('refuses %j naming the variable', (value) => {
    expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});
