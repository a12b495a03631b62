import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { loadEnv } from '../env';
import { quietRequestLog, redactUrl, registerRequestLog, requestLogLevel } from './request-log';

type Line = { level: number; msg: string; statusCode?: number; url?: string; responseTime?: number };

/** A pino logger at `info` whose lines are collected in `lines`. */
function captureLog() {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const log: FastifyBaseLogger = pino({ level: 'info' }, stream);
  return { log, lines };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('requestLogLevel', () => {
  const opts = { slowMs: 500, sampleRate: 0.01 };
  it.each([
    [200, 3, 0.5, null],
    [304, 3, 0.5, null],
    [200, 3, 0.005, 'info'],
    [200, 500, 0.5, 'warn'],
    [404, 3, 0.5, 'info'],
    [401, 700, 0.5, 'warn'],
    [500, 3, 0.5, 'error'],
    [503, 900, 0.5, 'error'],
  ] as const)('status %d after %d ms (random %d) → %s', (status, ms, random, level) => {
    expect(requestLogLevel(status, ms, opts, random)).toBe(level);
  });
});

describe('redactUrl (tokens in links are not logged)', () => {
  it.each([
    ['/api/dwellings/status-page?token=eyJ.abc.def', '/api/dwellings/status-page?token=[redacted]'],
    ['/reset-password?token=abc&userId=7&email=a%40b.dk', '/reset-password?token=[redacted]&userId=7&email=a%40b.dk'],
    ['/verify-email?x=1&token=abc#top', '/verify-email?x=1&token=[redacted]#top'],
    ['/x?access_token=abc&TOKEN=def', '/x?access_token=[redacted]&TOKEN=[redacted]'],
    ['/api/dwellings?page=2', '/api/dwellings?page=2'],
    ['/tokens/token=1', '/tokens/token=1'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('one line for errors, slow requests and a sample', () => {
  /** A Fastify app with the request log and `routes`; returns it ready, with its captured lines. */
  async function appWith(slowMs: number, routes: (app: FastifyInstance) => void) {
    const { log, lines } = captureLog();
    const app = Fastify({ loggerInstance: log, logController: quietRequestLog() });
    registerRequestLog(app, { slowMs, sampleRate: 0 });
    routes(app);
    await app.ready();
    return { app, lines };
  }

  it('logs a 500 at error, not a fast 200', async () => {
    const { app, lines } = await appWith(60_000, (a) => {
      a.get('/fast', async () => ({ ok: true }));
      a.get('/boom', async () => {
        throw new Error('boom');
      });
    });
    try {
      expect((await app.inject('/fast')).statusCode).toBe(200);
      expect((await app.inject('/boom')).statusCode).toBe(500);
      await flush();
      expect(lines.filter((l) => l.url).map((l) => [l.url, l.statusCode, l.level, l.msg])).toEqual([
        ['/boom', 500, 50, 'request completed'],
      ]);
    } finally {
      await app.close();
    }
  });

  it('logs a slow 200 at warn', async () => {
    const { app, lines } = await appWith(20, (a) => {
      a.get('/slow', async () => {
        await sleep(40);
        return { ok: true };
      });
    });
    try {
      expect((await app.inject('/slow')).statusCode).toBe(200);
      await flush();
      const logged = lines.filter((l) => l.url);
      expect(logged.map((l) => [l.url, l.statusCode, l.level, l.msg])).toEqual([['/slow', 200, 40, 'slow request']]);
      expect(logged[0].responseTime).toBeGreaterThanOrEqual(20);
    } finally {
      await app.close();
    }
  });

  it('samples: with random below the rate a fast 200 is logged', async () => {
    const { log, lines } = captureLog();
    const app = Fastify({ loggerInstance: log, logController: quietRequestLog() });
    registerRequestLog(app, { slowMs: 60_000, sampleRate: 0.25 }, () => 0.1);
    app.get('/fast', async () => ({ ok: true }));
    await app.inject('/fast');
    await flush();
    expect(lines.filter((l) => l.url === '/fast')).toHaveLength(1);
    await app.close();
  });
});

describe('the app writes no line for a fast successful request', () => {
  let t: TestApp;
  const capture = captureLog();
  beforeAll(async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      LOG_SAMPLE_RATE: '0',
      LOG_SLOW_MS: '60000',
    });
    t = await startTestApp({ log: capture.log, env });
  });
  afterAll(() => t.close());

  it('GET /api/health: nothing; a missing API route (404): one info line', async () => {
    capture.lines.length = 0;
    for (let i = 0; i < 5; i++) expect((await t.api.get('/api/health')).statusCode).toBe(200);
    await flush();
    // Fastify's own request logging would write "incoming request" and "request completed" for each
    expect(capture.lines).toEqual([]);
    expect((await t.api.get('/api/nope')).statusCode).toBe(404);
    await flush();
    expect(capture.lines.map((l) => [l.url, l.statusCode, l.level])).toEqual([['/api/nope', 404, 30]]);
  });

  it('a status link with a bad token: the 401 line carries the url without the token', async () => {
    capture.lines.length = 0;
    const secret = 'eyJhbGciOiJIUzI1NiJ9.eyJkd2VsbGluZ0lkIjoieCJ9.c2VjcmV0';
    expect((await t.api.get(`/api/dwellings/status-page?token=${secret}`)).statusCode).toBe(401);
    await flush();
    expect(capture.lines.map((l) => l.url)).toEqual(['/api/dwellings/status-page?token=[redacted]']);
    expect(JSON.stringify(capture.lines)).not.toContain(secret);
  });
});
