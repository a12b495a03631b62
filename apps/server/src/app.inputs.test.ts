/**
 * The inputs that gave HTTP 500 in the review's fuzzing, and the length limits (docs/architecture.md "Input rules"):
 * each is now a 400 with the field's path, refused by the shared schema before the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@udlejning/shared/text';
import { startTestApp, type TestApp } from './test/test-app';
import { buildLandlord, type TestUser } from './test/factories';
import { buildDwelling } from './modules/dwellings/dwellings.test-support';
import { signStatusToken } from './modules/dwellings/status-token';

type IssueReply = { error: { code: string; issues?: { path: (string | number)[]; message: string }[] } };

describe('inputs that gave 500 are 400 at the schema', () => {
  let t: TestApp;
  let landlord: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    landlord = await buildLandlord(t.deps);
  });
  afterAll(() => t.close());

  const expectIssue = (res: { statusCode: number; json: <T>() => T }, path: (string | number)[]) => {
    expect(res.statusCode).toBe(400);
    const body = res.json<IssueReply>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.issues?.map((i) => i.path)).toContainEqual(path);
  };

  it('a NUL in /api/addresses/%00', async () => {
    expectIssue(await t.api.as(landlord).get('/api/addresses/%00'), ['id']);
    expectIssue(await t.api.as(landlord).get('/api/addresses?q=vej%00gade'), ['q']);
  });

  it.each([
    ['NUL in the message', { message: 'a\u0000b' }, ['message']],
    ['a lone surrogate in the message', { message: 'a\ud800b' }, ['message']],
    ['a lone surrogate in the stack', { message: 'boom', stack: '\udfff' }, ['stack']],
    ['NUL deep in info', { message: 'boom', info: { componentStack: 'at\u0000App' } }, ['info']],
  ])('/api/errors: %s', async (_name, body, path) => {
    expectIssue(await t.api.post('/api/errors', body), path);
  });

  it.each([
    ['contact.name "\\ud800"', { contact: { name: '\ud800' } }, ['contact', 'name']],
    ['a NUL in a term comment', { terms: [{ key: 'PETS', value: true, comment: 'x\u0000' }] }, ['terms', 0, 'comment']],
    ['available "-100000-01-01"', { available: '-100000-01-01' }, ['available']],
    ['available "+275760-09-13"', { available: '+275760-09-13' }, ['available']],
    ['timeframe.date "0000-01-01"', { timeframe: { type: 'DATE', date: '0000-01-01' } }, ['timeframe', 'date']],
  ])('a listing with %s', async (_name, body, path) => {
    expectIssue(await t.api.as(landlord).post('/api/dwellings', body), path);
  });

  it('the admin list: a created-from date outside 1900–9999 and a page past any list', async () => {
    expectIssue(await t.api.as(landlord).get('/api/dwellings?createdFrom=0000-01-01'), ['createdFrom']);
    expect((await t.api.as(landlord).get('/api/dwellings?page=1e300')).statusCode).toBe(400);
  });

  it('a status-link deactivation by an owner whose name starts with a letter outside the BMP', async () => {
    // its initials were half a surrogate pair, which jsonb refuses
    const owner = await buildLandlord(t.deps, { firstname: '𝒜nne', lastname: '𝔅erg' });
    const dwelling = await buildDwelling(t.deps, { owner, status: 'APPROVED' });
    const res = await t.api.post(
      `/api/dwellings/${dwelling.uuid}/activation?token=${await signStatusToken(t.deps, dwelling.uuid)}`,
      {
        active: false,
      },
    );
    expect(res.statusCode).toBe(200);
    const admin = await t.database.db.execute<{ deactivated_by: { initials: string } }>(
      `SELECT deactivated_by FROM dwellings WHERE uuid = '${dwelling.uuid}'`,
    );
    expect(admin.rows[0]?.deactivated_by.initials).toBe('𝒜𝔅');
  });
});

describe('every text input has a maximum length', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const signup = {
    type: 'PERSONAL',
    firstname: 'Ane',
    lastname: 'Hansen',
    phone: '12345678',
    email: 'ane-limits@example.dk',
    password: 'secret123',
  };

  it('signup refuses a 500,000-character first name and a 1,000,000-character password, with the field paths', async () => {
    const name = await t.api.post('/api/users', { ...signup, firstname: 'x'.repeat(500_000) });
    expect(name.statusCode).toBe(400);
    expect(name.json<IssueReply>().error.issues).toEqual([{ path: ['firstname'], message: 'Teksten er for lang' }]);
    const password = await t.api.post('/api/users', { ...signup, password: 'p'.repeat(1_000_000) });
    expect(password.statusCode).toBe(400);
    expect(password.json<IssueReply>().error.issues).toEqual([{ path: ['password'], message: 'Teksten er for lang' }]);
    // both together are over the body limit (1 MiB): refused before JSON parsing
    const huge = await t.api.post('/api/users', { ...signup, firstname: 'x'.repeat(500_000), password: 'p'.repeat(1_000_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('at the limits the signup passes, and GET /api/users/me stays small', async () => {
    const res = await t.api.post('/api/users', {
      ...signup,
      firstname: 'F'.repeat(TEXT_LIMITS.name),
      lastname: 'L'.repeat(TEXT_LIMITS.name),
      password: 'p'.repeat(TEXT_LIMITS.password),
    });
    expect(res.statusCode).toBe(201);
    const me = await t.api.as(res.json<{ token: string }>().token).get('/api/users/me');
    expect(me.statusCode).toBe(200);
    expect(me.body.length).toBeLessThan(2_000);
  });

  it.each([
    ['email over 254', { email: `${'a'.repeat(250)}@example.dk` }, 'email'],
    ['phone over 40', { phone: '1'.repeat(TEXT_LIMITS.phone + 1) }, 'phone'],
    ['company over 200', { company: 'c'.repeat(TEXT_LIMITS.company + 1) }, 'company'],
    ['cvr over 20', { cvr: '1'.repeat(TEXT_LIMITS.cvr + 1) }, 'cvr'],
  ])('signup: %s is refused', async (_name, over, field) => {
    const res = await t.api.post('/api/users', { ...signup, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json<IssueReply>().error.issues?.map((i) => i.path[0])).toContain(field);
  });

  it('sign-in with a 201-character password is refused before any hashing', async () => {
    const res = await t.api.post('/api/auth', { email: 'x@example.dk', password: 'p'.repeat(TEXT_LIMITS.password + 1) });
    expect(res.statusCode).toBe(400);
  });

  it('a listing description over 10,000 characters is refused', async () => {
    const landlord = await buildLandlord(t.deps);
    const res = await t.api.as(landlord).post('/api/dwellings', { description: 'd'.repeat(TEXT_LIMITS.long + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json<IssueReply>().error.issues?.[0]).toEqual({ path: ['description'], message: 'Teksten er for lang' });
  });
});
