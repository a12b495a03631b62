import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestApp, type TestApp, type TestResponse } from '../../test/test-app';
import { buildLandlord, type TestUser } from '../../test/factories';
import { outboxMails } from '../../platform/mail/mail.schema';
import {
  accountMailsByAddress,
  currentPasswordFailuresByUser,
  emailChangesByUser,
  loginFailuresByEmailAndIp,
  loginFailuresByIp,
  resetRequestsByIp,
  resetsByIp,
  signupsByIp,
  verificationsByIp,
} from './accounts.limits';

const REQ = 'mutation ($email: String!) { reqResetPassword(email: $email) }';
const RESET =
  'mutation ($password: String!, $userId: ID!, $email: String!) { userResetPassword(password: $password, userId: $userId, email: $email) }';
const VERIFY = 'mutation ($token: String!) { verifyEmail(token: $token) }';
const RESEND = 'mutation ($email: String!) { resendEmailVerification(email: $email) }';

/** Runs `send` `count` times in a row and returns the status codes. */
async function statuses(count: number, send: (i: number) => Promise<TestResponse>): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) codes.push((await send(i)).statusCode);
  return codes;
}

const expectRateLimited = (res: TestResponse) => {
  expect(res.statusCode).toBe(429);
  expect(res.json().error.code).toBe('RATE_LIMITED');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
};

/** The GraphQL error code of a reply (errors[0].extensions.code; the reply has that error's HTTP status). */
const graphCode = (res: TestResponse): string | undefined => res.json().errors?.[0]?.extensions?.code;

describe('sign-in limits: per IP and per (e-mail, IP), never per e-mail alone', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await buildLandlord(t.deps, { email: 'owner@example.dk' });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const login = (ip: string, email: string, password: string) => t.api.from(ip).post('/api/auth', { email, password });

  it('a stranger guessing from many addresses locks only those addresses; the owner signs in', async () => {
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
      const codes = await statuses(loginFailuresByEmailAndIp.points + 1, (i) => login(ip, owner.email, `guess-${i}`));
      expect(codes.at(-1)).toBe(429);
      // the stranger's address is refused even with the right password
      expectRateLimited(await login(ip, owner.email, owner.password));
    }
    // 30 failures on the account; the owner's own address is unaffected: a wrong password is 401, the right one signs in
    expect((await login('10.1.9.9', owner.email, 'typo')).statusCode).toBe(401);
    const res = await login('10.1.9.9', owner.email, owner.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(owner.id);
  });

  it('a successful sign-in clears the failures of that e-mail from that address', async () => {
    const ip = '10.2.0.1';
    await statuses(loginFailuresByEmailAndIp.points - 1, (i) => login(ip, owner.email, `guess-${i}`));
    expect((await login(ip, owner.email, owner.password)).statusCode).toBe(200);
    const codes = await statuses(loginFailuresByEmailAndIp.points, (i) => login(ip, owner.email, `again-${i}`));
    expect(codes).toEqual(Array(loginFailuresByEmailAndIp.points).fill(401));
  });

  it(`one address trying many e-mails is refused after ${loginFailuresByIp.points} failures; other addresses are not`, async () => {
    const ip = '10.3.0.1';
    const codes = await statuses(loginFailuresByIp.points, (i) => login(ip, `nobody-${i}@example.dk`, 'x'));
    expect(new Set(codes)).toEqual(new Set([401]));
    expectRateLimited(await login(ip, owner.email, owner.password));
    expect((await login('10.3.0.2', owner.email, owner.password)).statusCode).toBe(200);
  });

  it('the (e-mail, IP) lock ends with its hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ip = '10.4.0.1';
    await statuses(loginFailuresByEmailAndIp.points, (i) => login(ip, owner.email, `guess-${i}`));
    expectRateLimited(await login(ip, owner.email, owner.password));
    vi.setSystemTime(Date.now() + loginFailuresByEmailAndIp.durationSeconds * 1000 + 1000);
    expect((await login(ip, owner.email, owner.password)).statusCode).toBe(200);
  });
});

describe('limits on the other account calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it(`password change: after ${currentPasswordFailuresByUser.points} wrong current passwords in a row the next ones are refused, the right one too`, async () => {
    const user = await buildLandlord(t.deps);
    const change = (oldPassword: string) =>
      t.api.as(user).post('/api/users/me/password', { oldPassword, password: 'nyt-kodeord' });
    const codes = await statuses(12, (i) => change(`wrong-${i}`));
    expect(codes.slice(0, currentPasswordFailuresByUser.points)).toEqual(Array(currentPasswordFailuresByUser.points).fill(400));
    expect(codes.slice(currentPasswordFailuresByUser.points)).toEqual([429, 429]);
    expectRateLimited(await change(user.password));
  });

  it('password change: a right current password clears the count', async () => {
    const user = await buildLandlord(t.deps);
    let token = user.token;
    let password = user.password;
    for (let round = 0; round < 2; round += 1) {
      const wrong = await statuses(currentPasswordFailuresByUser.points - 1, (i) =>
        t.api.as(token).post('/api/users/me/password', { oldPassword: `wrong-${i}`, password: 'x-123456' }),
      );
      expect(new Set(wrong)).toEqual(new Set([400]));
      const next = `kode-${round}-123`;
      const ok = await t.api.as(token).post('/api/users/me/password', { oldPassword: password, password: next });
      expect(ok.statusCode).toBe(200);
      token = ok.json().token;
      password = next;
    }
  });

  it('e-mail change: wrong passwords count like the password change; 5 changes a day', async () => {
    const user = await buildLandlord(t.deps);
    const wrong = await statuses(currentPasswordFailuresByUser.points + 1, (i) =>
      t.api.as(user).post('/api/users/me', { email: `new-${i}@example.dk`, currentPassword: `wrong-${i}` }),
    );
    expect(wrong.at(-2)).toBe(400);
    expect(wrong.at(-1)).toBe(429);

    const other = await buildLandlord(t.deps);
    let token = other.token;
    for (let i = 0; i < emailChangesByUser.points; i += 1) {
      const res = await t.api
        .as(token)
        .post('/api/users/me', { email: `other-${i}@example.dk`, currentPassword: other.password });
      expect(res.statusCode).toBe(200);
      token = res.json().token;
    }
    expectRateLimited(
      await t.api.as(token).post('/api/users/me', { email: 'other-x@example.dk', currentPassword: other.password }),
    );
    // other profile fields still save
    expect((await t.api.as(token).post('/api/users/me', { firstname: 'Still' })).statusCode).toBe(200);
  });

  it(`signup: ${signupsByIp.points} attempts an hour per IP (a taken address counts too)`, async () => {
    const taken = await buildLandlord(t.deps);
    const body = {
      type: 'PERSONAL',
      firstname: 'Sara',
      lastname: 'Sørensen',
      phone: '+4512345678',
      email: taken.email,
      password: 'hemmelig123',
    };
    const ip = '10.5.0.1';
    const codes = await statuses(signupsByIp.points, () => t.api.from(ip).post('/api/users', body));
    expect(new Set(codes)).toEqual(new Set([409]));
    expectRateLimited(await t.api.from(ip).post('/api/users', { ...body, email: 'fresh@example.dk' }));
    expect((await t.api.from('10.5.0.2').post('/api/users', { ...body, email: 'fresh@example.dk' })).statusCode).toBe(201);
  });

  it(`reset request: ${resetRequestsByIp.points} an hour per IP (429), ${accountMailsByAddress.points} mails an hour per address (silently)`, async () => {
    const user = await buildLandlord(t.deps);
    const ip = '10.6.0.1';
    const replies = [];
    for (let i = 0; i < resetRequestsByIp.points; i += 1) replies.push(await t.api.from(ip).graph(REQ, { email: user.email }));
    expect(replies.every((r) => r.json().data?.reqResetPassword === true)).toBe(true);
    const mails = await t.deps.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.to, user.email), eq(outboxMails.kind, 'reset-password')));
    expect(mails).toHaveLength(accountMailsByAddress.points);
    const limited = await t.api.from(ip).graph(REQ, { email: user.email });
    expect(graphCode(limited)).toBe('RATE_LIMITED');
    const { retryAfter } = limited.json().errors[0].extensions;
    expect(limited.json().errors[0].extensions).toMatchObject({ status: 429, retryAfter: expect.any(Number) });
    // as REST: HTTP 429 with Retry-After
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe(String(retryAfter));
  });

  it(`reset: ${resetsByIp.points} attempts an hour per IP`, async () => {
    const user = await buildLandlord(t.deps);
    const ip = '10.7.0.1';
    const vars = { password: 'hemmelig123', userId: String(user.id), email: user.email };
    const headers = { authorization: 'Bearer not-a-token' };
    for (let i = 0; i < resetsByIp.points; i += 1) {
      expect(graphCode(await t.api.from(ip, headers).graph(RESET, vars))).toBe('UNAUTHENTICATED');
    }
    expect(graphCode(await t.api.from(ip, headers).graph(RESET, vars))).toBe('RATE_LIMITED');
  });

  it(`verification: verifyEmail and resendEmailVerification share ${verificationsByIp.points} an hour per IP`, async () => {
    const user = await buildLandlord(t.deps);
    const ip = '10.8.0.1';
    for (let i = 0; i < verificationsByIp.points / 2; i += 1) {
      expect(graphCode(await t.api.from(ip).graph(VERIFY, { token: 'bad' }))).toBe('UNAUTHENTICATED');
      expect((await t.api.as(user).from(ip).graph(RESEND, { email: user.email })).json().errors).toBeUndefined();
    }
    expect(graphCode(await t.api.from(ip).graph(VERIFY, { token: 'bad' }))).toBe('RATE_LIMITED');
    expect(graphCode(await t.api.as(user).from(ip).graph(RESEND, { email: user.email }))).toBe('RATE_LIMITED');
  });

  it(`resendEmailVerification sends at most ${accountMailsByAddress.points} mails an hour to one address, then answers false`, async () => {
    const user = await buildLandlord(t.deps);
    const sent = [];
    for (let i = 0; i < accountMailsByAddress.points + 1; i += 1) {
      sent.push(
        (await t.api.as(user).from(`10.9.0.${i}`).graph(RESEND, { email: user.email })).json().data.resendEmailVerification,
      );
    }
    expect(sent).toEqual([...Array(accountMailsByAddress.points).fill(true), false]);
  });
});
