/** GraphiQL is served only in development (docs/architecture.md "GraphQL"); tests and production get none. */
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('GraphiQL', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));
  const page = async (NODE_ENV: string) => {
    const t = await startTestApp({}, { env: { NODE_ENV } });
    apps.push(t);
    return t.app.inject({ method: 'GET', url: '/api/graph', headers: { accept: 'text/html' } });
  };

  it('is served in development', async () => {
    const res = await page('development');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/graphiql/i);
  });

  it.each(['test', 'production'])('is not served when NODE_ENV=%s', async (env) => {
    const res = await page(env);
    expect(res.body).not.toMatch(/graphiql/i);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });
});
