import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/test-app';

describe('app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.api.get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Ikke fundet' } });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/graph', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.statusCode).toBeLessThan(500);
  });
});
