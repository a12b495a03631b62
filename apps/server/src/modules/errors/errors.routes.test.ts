import { afterAll, beforeEach, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildLandlord } from '../../test/factories';
import { clientErrors } from './errors.schema';
import { CLIENT_ERROR_RATE_LIMIT } from './errors.routes';

describe('POST /api/errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.deps.db.delete(clientErrors);
  });

  const latest = async () => (await t.deps.db.select().from(clientErrors).orderBy(desc(clientErrors.id)).limit(1))[0];

  it('stores a render error from a logged-out visitor and answers 204', async () => {
    const res = await t.api.post('/api/errors', { message: 'Boom', stack: 'Error: Boom\n    at X', info: '\n    at Page\n    at AppShell' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const row = await latest();
    expect(row).toMatchObject({ message: 'Boom', stack: 'Error: Boom\n    at X', userId: null });
    expect(row.info).toMatchObject({ info: '\n    at Page\n    at AppShell' });
  });

  it('stores a window error with source, line and column and the reporting user', async () => {
    const landlord = await buildLandlord(t.deps);
    const res = await t.api.as(landlord).post('/api/errors', { message: 'x is undefined', source: 'http://localhost/assets/index.js', line: 12, column: 7 });
    expect(res.statusCode).toBe(204);
    const row = await latest();
    expect(row.userId).toBe(landlord.id);
    expect(row.stack).toBeNull();
    expect(row.info).toMatchObject({ source: 'http://localhost/assets/index.js', line: 12, column: 7 });
  });

  it('accepts an object as info', async () => {
    const res = await t.api.post('/api/errors', { message: 'Boom', info: { componentStack: 'at Page' } });
    expect(res.statusCode).toBe(204);
    expect((await latest()).info).toMatchObject({ info: { componentStack: 'at Page' } });
  });

  it.each([
    ['no body at all', undefined, ['message']],
    ['a missing message', { stack: 'x' }, ['message']],
    ['an empty message', { message: '  ' }, ['message']],
    ['a message over 2,000 characters', { message: 'm'.repeat(2_001) }, ['message']],
    ['a stack over 20,000 characters', { message: 'Boom', stack: 's'.repeat(20_001) }, ['stack']],
    ['an info over 20,000 characters', { message: 'Boom', info: 'i'.repeat(20_001) }, ['info']],
    ['a non-numeric line', { message: 'Boom', line: 'twelve' }, ['line']],
    ['a negative column', { message: 'Boom', column: -1 }, ['column']],
  ])('answers 400 with a field issue for %s', async (_name, body, path) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/errors',
      ...(body === undefined ? {} : { payload: body }),
    });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues.map((i: { path: unknown }) => i.path)).toContainEqual(path);
    expect(await latest()).toBeUndefined();
  });

  it('accepts the longest allowed message and stack', async () => {
    const res = await t.api.post('/api/errors', { message: 'm'.repeat(2_000), stack: 's'.repeat(20_000) });
    expect(res.statusCode).toBe(204);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/errors', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.statusCode).toBe(400);
  });

  it('rate-limits one address to 30 reports a minute with 429 RATE_LIMITED', async () => {
    const limited = await startTestApp();
    try {
      const send = () =>
        limited.app.inject({ method: 'POST', url: '/api/errors', remoteAddress: '10.1.2.3', payload: { message: 'again' } });
      for (let i = 0; i < CLIENT_ERROR_RATE_LIMIT; i += 1) expect((await send()).statusCode).toBe(204);
      const res = await send();
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toEqual({ code: 'RATE_LIMITED', message: 'For mange forsøg, prøv igen senere' });
      // another address is not affected
      const other = await limited.app.inject({ method: 'POST', url: '/api/errors', remoteAddress: '10.9.9.9', payload: { message: 'fine' } });
      expect(other.statusCode).toBe(204);
    } finally {
      await limited.close();
    }
  });
});
