/**
 * Login tokens signed by our own key but with bad times (doc 1 §9: a login lasts one hour): no
 * `exp`, no `iat`, a lifetime beyond the hour, or issued in the future are refused as 401 in the
 * product's error shape; a token issued within the clock skew still works.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildLandlord, type TestUser } from '../../test/factories';
import { loginClaims } from '../../platform/auth/tokens';

const SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789');
const now = () => Math.floor(Date.now() / 1000);

type Times = { iat?: number; exp?: number };

/** A login token for `user` signed with the test app's JWT_SECRET, with exactly the given times. */
async function craft(user: TestUser, times: Times, purpose = 'login'): Promise<string> {
  const jwt = new SignJWT({ ...loginClaims(user.id, 0), purpose }).setProtectedHeader({ alg: 'HS256' });
  if (times.iat !== undefined) jwt.setIssuedAt(times.iat);
  if (times.exp !== undefined) jwt.setExpirationTime(times.exp);
  return jwt.sign(SECRET);
}

describe('login tokens: exp and iat required, at most the login lifetime, not issued in the future', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    user = await buildLandlord(t.deps);
  });
  afterAll(() => t.close());

  it('a well-formed crafted token works (the test signs like the app)', async () => {
    const res = await t.api.as(await craft(user, { iat: now(), exp: now() + 3600 })).get('/api/users/me');
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(user.id);
  });

  it('an iat up to 60 s ahead (another clock) is accepted', async () => {
    const res = await t.api.as(await craft(user, { iat: now() + 30, exp: now() + 3600 })).get('/api/users/me');
    expect(res.statusCode).toBe(200);
  });

  it.each<[string, Times]>([
    ['without exp', { iat: now() }],
    ['without iat', { exp: now() + 600 }],
    ['without exp and iat', {}],
    ['with a 100-year exp', { iat: now(), exp: now() + 100 * 365 * 24 * 3600 }],
    ['with exp one day ahead', { iat: now(), exp: now() + 24 * 3600 }],
    ['with iat ten minutes in the future', { iat: now() + 600, exp: now() + 1200 }],
  ])('a token %s is 401 UNAUTHENTICATED on REST and signed out on GraphQL', async (_name, times) => {
    const token = await craft(user, times);
    const rest = await t.api.as(token).get('/api/users/me');
    expect(rest.statusCode).toBe(401);
    expect(rest.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Not authorized' } });
    const graph = await t.api.as(token).graph('query { me { id } }');
    expect(graph.json().data).toEqual({ me: null });
  });
});
