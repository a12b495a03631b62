/**
 * No e-mail address, token, password or card number in any log line (docs/operations.md "Request ids and logs"):
 * the app on a fresh database with the process logger (createLogger, redaction on) writing into a
 * buffer at `debug`, every request logged (LOG_SAMPLE_RATE=1), through a signup, a sign-in, a status
 * link with ?token=, a card payment and a few refusals; then the buffer is searched for each secret.
 * Also: request ids (a sane x-request-id is kept and echoed, others replaced) and the user id on the lines.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/test-app';
import { buildLandlord, uniqueEmail, type TestUser } from './test/factories';
import { buildDwelling } from './modules/dwellings/dwellings.test-support';
import { signStatusToken } from './modules/dwellings/status-token';
import { GOOD_CARD, payTier } from './modules/payments/payments.test-support';
import { createLogger } from './platform/log';

describe('the logs carry request ids and user ids, and no secrets', () => {
  let t: TestApp;
  let owner: TestUser;
  let captured = '';

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        captured += chunk.toString();
        done();
      },
    });
    t = await startTestApp({ log: createLogger('debug', stream) }, { env: { LOG_SAMPLE_RATE: '1' } });
    owner = await buildLandlord(t.deps);
  });
  afterAll(() => t.close());

  const lines = () =>
    captured
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);

  it('signup, sign-in, status link, card payment: none of the e-mail, password, tokens or card number is logged', async () => {
    const email = uniqueEmail('logcheck');
    const password = 'secret-Password-8731';
    const signup = await t.api.post('/api/users', {
      type: 'PERSONAL',
      firstname: 'Lone',
      lastname: 'Logfri',
      phone: '+4512345678',
      email,
      password,
    });
    expect(signup.statusCode).toBe(201);
    const signIn = await t.api.post('/api/auth', { email, password });
    expect(signIn.statusCode).toBe(200);
    const loginToken = signIn.json<{ token: string }>().token;
    expect((await t.api.as(loginToken).get('/api/users/me')).statusCode).toBe(200);
    // a wrong password and a broken token: refusals are logged (4xx), still without the secrets
    expect((await t.api.post('/api/auth', { email, password: `${password}x` })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.api.as(`${loginToken}x`).get('/api/users/me')).statusCode).toBe(401);

    const dwelling = await buildDwelling(t.deps, { owner, status: 'PENDING_REVIEW', active: true });
    const statusToken = await signStatusToken(t.deps, dwelling.uuid);
    expect((await t.api.get(`/api/dwellings/status-page?token=${statusToken}`)).statusCode).toBe(200);
    expect((await t.api.get(`/api/dwellings/status-page?token=${statusToken}x`)).statusCode).toBeGreaterThanOrEqual(400);

    const paid = await payTier(t.api.as(owner), dwelling.uuid, 'PLUS', 37_500);
    expect(paid.ok).toBe(true);

    // the logger's own redaction, for anything a handler might log as a field
    t.deps.log.warn(
      {
        req: { headers: { authorization: `Bearer ${loginToken}`, 'x-dwelling-token': statusToken } },
        user: { email },
        password,
        meta: GOOD_CARD,
      },
      'a line with secrets as fields',
    );

    expect(lines().length).toBeGreaterThan(8);
    const secrets = [
      email,
      password,
      loginToken,
      statusToken,
      owner.email,
      owner.token,
      GOOD_CARD.card,
      GOOD_CARD.card.replace(/ /g, ''),
    ];
    for (const secret of secrets) expect(captured, `log contains ${secret.slice(0, 12)}…`).not.toContain(secret);
    expect(captured).toContain('[redacted]');
    // the status link's line is there, with its token redacted
    expect(lines().some((l) => l.url === '/api/dwellings/status-page?token=[redacted]')).toBe(true);
  });

  it('a sane x-request-id is kept, echoed and logged as reqId; an odd one is replaced; signed-in lines carry userId', async () => {
    const sane = 'edge-1234.abc_DEF';
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { 'x-request-id': sane, authorization: `Bearer ${owner.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(sane);
    const line = lines().find((l) => l.reqId === sane);
    expect(line).toMatchObject({ reqId: sane, userId: owner.id, url: '/api/users/me', statusCode: 200 });

    for (const odd of ['a b', 'x'.repeat(129), 'ünïcode', '']) {
      const other = await t.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': odd } });
      expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
