/**
 * The journeys' clock (docs/architecture.md "CI and tests" → "Fake time in journeys"): with TEST_CLOCK=true an admin
 * moves it, and login tokens expire and are renewed on it; without it the route does not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENEWED_TOKEN_HEADER } from '@udlejning/shared/accounts/user';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { loadEnv } from '../env';

describe('TEST_CLOCK', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp({}, { env: { TEST_CLOCK: 'true' } });
    admin = await buildAdmin(t.deps);
  });
  afterAll(() => t.close());

  it('an hour on the clock: a login token is renewed in its last 20 minutes and the old one then expires', async () => {
    const landlord = await buildLandlord(t.deps);
    try {
      const moved = await t.api.as(admin).post('/api/dev/clock', { advanceSeconds: 41 * 60 });
      expect(moved.statusCode).toBe(200);
      expect(Date.parse(moved.json().now) - Date.now()).toBeGreaterThan(40 * 60 * 1000);
      const active = await t.api.as(landlord).get('/api/users/me');
      expect(active.statusCode).toBe(200);
      const renewed = String(active.headers[RENEWED_TOKEN_HEADER] ?? '');
      expect(renewed).not.toBe('');
      await t.api.as(admin).post('/api/dev/clock', { advanceSeconds: 20 * 60 });
      expect((await t.api.as(landlord).get('/api/users/me')).statusCode).toBe(401);
      expect((await t.api.as(renewed).get('/api/users/me')).json().email).toBe(landlord.email);
    } finally {
      // the admin's own token is an hour older too: a fresh one, signed on the moved clock
      const reset = await t.api.as(await buildAdmin(t.deps)).post('/api/dev/clock', { reset: true });
      expect(reset.statusCode, reset.body).toBe(200);
    }
  });

  it('only an admin moves it', async () => {
    const landlord = await buildLandlord(t.deps);
    expect((await t.api.post('/api/dev/clock', { advanceSeconds: 60 })).statusCode).toBe(401);
    expect((await t.api.as(landlord).post('/api/dev/clock', { advanceSeconds: 60 })).statusCode).toBe(403);
    expect(Math.abs(t.deps.now().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('does not exist without TEST_CLOCK, and TEST_CLOCK needs the dev routes', async () => {
    const plain = await startTestApp();
    try {
      const admin2 = await buildAdmin(plain.deps);
      expect((await plain.api.as(admin2).post('/api/dev/clock', { advanceSeconds: 60 })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    expect(() => loadEnv({ NODE_ENV: 'production', TEST_CLOCK: 'true', JWT_SECRET: 'x'.repeat(40) })).toThrow(/TEST_CLOCK/);
  });
});
