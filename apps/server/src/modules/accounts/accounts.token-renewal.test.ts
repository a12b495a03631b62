/**
 * An active user's login token is renewed in its last part of life (doc 1 §9: a token lives one hour;
 * docs/architecture.md "Auth and sessions"): a token used with less than RENEW_LOGIN_TOKEN_WITHIN_SECONDS
 * left gets a fresh one in the reply header, on REST and GraphQL alike; an early token gets none; a
 * token revoked by a password change stays 401 and gets none, and so does a token renewed before it.
 * The clock: tokens signed with a past `iat` by the app's key, and a faked Date for the app's own token.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { RENEW_LOGIN_TOKEN_WITHIN_SECONDS, RENEWED_TOKEN_HEADER, TOKEN_TTL_SECONDS } from '@udlejning/shared/accounts/user';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildLandlord, type TestUser } from '../../test/factories';
import { loginClaims } from '../../platform/auth/tokens';

const SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789');
const nowS = () => Math.floor(Date.now() / 1000);

/** A login token of `user` (token version `ver`) issued `ageSeconds` ago, living the full hour. */
async function tokenAged(user: TestUser, ageSeconds: number, ver = 0): Promise<string> {
  const iat = nowS() - ageSeconds;
  return new SignJWT({ ...loginClaims(user.id, ver), purpose: 'login' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_TTL_SECONDS)
    .sign(SECRET);
}

/** A token in its last part of life: 5 minutes inside the renewal window. */
const LATE_AGE_S = TOKEN_TTL_SECONDS - RENEW_LOGIN_TOKEN_WITHIN_SECONDS + 5 * 60;

describe('login token renewal', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    user = await buildLandlord(t.deps);
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the sign-in token is renewed once the clock reaches its last part (faked Date)', async () => {
    const signIn = await t.api.post('/api/auth', { email: user.email, password: user.password });
    const token = signIn.json().token as string;
    expect((await t.api.as(token).get('/api/users/me')).headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + LATE_AGE_S * 1000);
    const late = await t.api.as(token).get('/api/users/me');
    expect(late.statusCode).toBe(200);
    const renewed = late.headers[RENEWED_TOKEN_HEADER] as string;
    expect(decodeJwt(renewed).exp).toBe(nowS() + TOKEN_TTL_SECONDS);
    expect((await t.api.as(renewed).get('/api/users/me')).statusCode).toBe(200);
  });

  it('a token in its last part gets a fresh full-hour token (REST and GraphQL), and the fresh one works', async () => {
    const late = await tokenAged(user, LATE_AGE_S);
    const rest = await t.api.as(late).get('/api/users/me');
    expect(rest.statusCode).toBe(200);
    const renewed = rest.headers[RENEWED_TOKEN_HEADER];
    expect(typeof renewed).toBe('string');
    const claims = decodeJwt(renewed as string);
    expect(claims).toMatchObject({ sub: String(user.id), ver: 0, purpose: 'login' });
    expect(claims.exp! - claims.iat!).toBe(TOKEN_TTL_SECONDS);
    expect(Math.abs(claims.iat! - nowS())).toBeLessThanOrEqual(2);

    const next = await t.api.as(renewed as string).get('/api/users/me');
    expect(next.statusCode).toBe(200);
    expect(next.json().id).toBe(user.id);
    // a fresh token is not renewed again
    expect(next.headers[RENEWED_TOKEN_HEADER]).toBeUndefined();

    const graph = await t.api.as(late).graph('query { me { id } }');
    expect(graph.json().data.me).not.toBeNull();
    expect(typeof graph.headers[RENEWED_TOKEN_HEADER]).toBe('string');
  });

  it('a token early in its life gets no new token', async () => {
    const early = await tokenAged(user, 10 * 60);
    const rest = await t.api.as(early).get('/api/users/me');
    expect(rest.statusCode).toBe(200);
    expect(rest.headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
    const graph = await t.api.as(early).graph('query { me { id } }');
    expect(graph.json().data.me).not.toBeNull();
    expect(graph.headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
  });

  it('anonymous requests and expired tokens get no new token', async () => {
    expect((await t.api.get('/api/users/me')).headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
    const expired = await tokenAged(user, TOKEN_TTL_SECONDS + 60);
    const res = await t.api.as(expired).get('/api/users/me');
    expect(res.statusCode).toBe(401);
    expect(res.headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
  });

  it('after a password change the old token and a token renewed from it are 401 without a new token', async () => {
    const changer = await buildLandlord(t.deps);
    const late = await tokenAged(changer, LATE_AGE_S);
    const renewed = (await t.api.as(late).get('/api/users/me')).headers[RENEWED_TOKEN_HEADER] as string;
    expect(typeof renewed).toBe('string');

    const change = await t.api
      .as(changer)
      .post('/api/users/me/password', { password: 'nyt-kodeord', oldPassword: changer.password });
    expect(change.statusCode).toBe(200);

    for (const token of [late, renewed]) {
      const rest = await t.api.as(token).get('/api/users/me');
      expect(rest.statusCode).toBe(401);
      expect(rest.headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
      const graph = await t.api.as(token).graph('query { me { id } }');
      expect(graph.json().data).toEqual({ me: null });
      expect(graph.headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
    }
    // the changing session carries on with the token the change answered
    expect((await t.api.as(change.json().token as string).get('/api/users/me')).statusCode).toBe(200);
  });
});
