import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/site (partner hosts, doc 1 §1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      {},
      {
        env: { PARTNER_HOSTS: JSON.stringify({ 'Partner.Test': { supportEmail: 'hjaelp@partner.dk', appBarColor: '#ffd700' } }) },
      },
    );
  });
  afterAll(() => t.close());

  it('gives the partner of a configured host (any case, any port) with a contrasting text colour', async () => {
    const res = await t.api.from('10.0.0.1', { host: 'partner.test:8080' }).get('/api/site');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      partner: { supportEmail: 'hjaelp@partner.dk', appBarColor: '#ffd700', appBarTextColor: '#000000' },
      devRoutes: true,
    });
  });

  it('gives no partner on the default host', async () => {
    const res = await t.api.from('10.0.0.1', { host: 'localhost' }).get('/api/site');
    expect(res.json()).toEqual({ partner: null, devRoutes: true });
  });

  it('says the dev-only routes are off in production unless DEV_ROUTES=true', async () => {
    for (const [env, devRoutes] of [
      [{ NODE_ENV: 'production' }, false],
      [{ NODE_ENV: 'production', DEV_ROUTES: 'true' }, true],
    ] as const) {
      const app = await startTestApp({}, { env });
      try {
        expect((await app.api.get('/api/site')).json()).toMatchObject({ devRoutes });
      } finally {
        await app.close();
      }
    }
  });
});
