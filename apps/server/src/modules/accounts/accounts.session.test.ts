import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { outboxMails } from '../../platform/mail/mail.schema';
import { organizations, userRoles, users } from '../../schema/accounts.schema';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './accounts.seed';

describe('sign-in and the session user', () => {
  let t: TestApp;
  let landlord: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    landlord = await buildLandlord(t.deps, { email: 'lone@example.dk', firstname: 'Lone', lastname: 'Lund' });
  });
  afterAll(() => t.close());

  it('POST /api/auth returns a token and the user (e-mail in any case)', async () => {
    const res = await t.api.post('/api/auth', { email: 'LONE@example.dk', password: landlord.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: landlord.id,
      uuid: landlord.uuid,
      email: 'lone@example.dk',
      name: 'Lone Lund',
      role: 'landlord',
    });
    expect(res.json().passwordHash).toBeUndefined();
    const me = await t.api.as(res.json().token).get('/api/users/me');
    expect(me.json().id).toBe(landlord.id);
  });

  it('the demo accounts sign in', async () => {
    const fresh = await startTestApp();
    try {
      expect(await seedDemoAccounts(fresh.deps.db)).toBe(true);
      expect(await seedDemoAccounts(fresh.deps.db)).toBe(false);
      const admin = await fresh.api.post('/api/auth', {
        email: DEMO_ACCOUNTS.admin.email,
        password: DEMO_ACCOUNTS.admin.password,
      });
      expect(admin.json()).toMatchObject({ role: 'admin', roles: [{ role: 'admin', organization: null, name: null }] });
      const demo = await fresh.api.post('/api/auth', DEMO_ACCOUNTS.landlord);
      expect(demo.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it.each([
    [{ password: 'x' }, 'email', 'Skriv din e-mailadresse'],
    [{ email: 'a@b.dk' }, 'password', 'Skriv din adgangskode'],
    [{ email: '', password: '' }, 'password', 'Skriv din adgangskode'],
  ])('400 naming the missing field %#', async (body, field, message) => {
    const res = await t.api.post('/api/auth', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toContainEqual({ path: [field], message });
  });

  it('401 INVALID_CREDENTIALS for a wrong password or an unknown e-mail', async () => {
    for (const body of [
      { email: 'lone@example.dk', password: 'wrong-password' },
      { email: 'nobody@example.dk', password: 'whatever' },
    ]) {
      const res = await t.api.post('/api/auth', body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Forkert e-mail eller adgangskode' });
    }
  });

  it('401 for a deleted user and for a user past its scheduled deletion', async () => {
    const deleted = await buildLandlord(t.deps, { deletedAt: new Date() });
    const expired = await buildLandlord(t.deps, { expireAt: new Date(Date.now() - 1000) });
    for (const u of [deleted, expired]) {
      const res = await t.api.post('/api/auth', { email: u.email, password: u.password });
      expect(res.statusCode).toBe(401);
    }
  });

  it('GET /api/users/me: 401 without or with a bad token; roles include organization entries', async () => {
    expect((await t.api.get('/api/users/me')).statusCode).toBe(401);
    expect((await t.api.as('not-a-token').get('/api/users/me')).statusCode).toBe(401);
    const [org] = await t.deps.db.insert(organizations).values({ name: 'Boligselskabet' }).returning();
    await t.deps.db.insert(userRoles).values({ userId: landlord.id, organizationId: org.id, role: 'admin' });
    const me = await t.api.as(landlord).get('/api/users/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().roles).toEqual([{ role: 'admin', organization: org.uuid, name: 'Boligselskabet' }]);
    expect(me.json().role).toBe('landlord');
  });

  it('an admin has {role: admin} in roles', async () => {
    const admin = await buildAdmin(t.deps);
    const me = await t.api.as(admin).get('/api/users/me');
    expect(me.json()).toMatchObject({ role: 'admin', roles: [{ role: 'admin', organization: null, name: null }] });
  });
});

/** Counts the statements sent through the database client (pg Pool or PGlite) while `fn` runs. */
async function countQueries(t: TestApp, fn: () => Promise<unknown>): Promise<number> {
  const client = (t.deps.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return count;
}

describe('the session lookup: one round trip per request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/users/me issues exactly one query, roles included', async () => {
    const landlord = await buildLandlord(t.deps);
    const [org] = await t.deps.db.insert(organizations).values({ name: 'Andelsforeningen' }).returning();
    await t.deps.db.insert(userRoles).values({ userId: landlord.id, organizationId: org.id, role: 'admin' });
    let body: unknown;
    const queries = await countQueries(t, async () => {
      const me = await t.api.as(landlord).get('/api/users/me');
      expect(me.statusCode).toBe(200);
      body = me.json();
    });
    expect(queries).toBe(1);
    expect(body).toMatchObject({ id: landlord.id, roles: [{ role: 'admin', organization: org.uuid, name: 'Andelsforeningen' }] });
  });

  it('a user deleted after signing in gets 401 on the next request', async () => {
    const landlord = await buildLandlord(t.deps);
    expect((await t.api.as(landlord).get('/api/users/me')).statusCode).toBe(200);
    await t.deps.db.delete(users).where(eq(users.id, landlord.id));
    expect((await t.api.as(landlord).get('/api/users/me')).statusCode).toBe(401);
  });

  it('a user marked deleted after signing in gets 401; a demoted admin loses admin at once', async () => {
    const admin = await buildAdmin(t.deps);
    expect((await t.api.as(admin).get('/api/admin/outbox')).statusCode).toBe(200);
    await t.deps.db.update(users).set({ role: 'landlord' }).where(eq(users.id, admin.id));
    expect((await t.api.as(admin).get('/api/admin/outbox')).statusCode).toBe(403);
    const me = await t.api.as(admin).get('/api/users/me');
    expect(me.json()).toMatchObject({ role: 'landlord', roles: [] });
    await t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, admin.id));
    expect((await t.api.as(admin).get('/api/users/me')).statusCode).toBe(401);
  });
});

describe('profile, password and admin update', () => {
  let t: TestApp;
  let landlord: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t.deps);
  });
  // a fresh landlord per test: the tests change its profile, e-mail and password
  beforeEach(async () => {
    landlord = await buildLandlord(t.deps, { emailVerified: true, cvr: '11111111' });
  });
  afterAll(() => t.close());

  const profile = { firstname: 'Nina', lastname: 'Nielsen', phone: '+4588776655', company: '', companyAddress: '' };

  it('POST /api/users/me updates the profile and returns a fresh token; cvr ignored for landlords', async () => {
    const res = await t.api.as(landlord).post('/api/users/me', { ...profile, email: landlord.email, cvr: '99999999' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Nina Nielsen',
      phone: '+4588776655',
      cvr: '11111111',
      company: null,
      emailVerified: true,
    });
    expect(typeof res.json().token).toBe('string');
    expect((await t.api.as(res.json().token).get('/api/users/me')).json().firstname).toBe('Nina');
  });

  it('admins edit their own cvr', async () => {
    const res = await t.api.as(admin).post('/api/users/me', { cvr: '22223333' });
    expect(res.json().cvr).toBe('22223333');
  });

  it('changing the e-mail resets verification and mails a link; a taken e-mail is 409', async () => {
    const currentPassword = landlord.password;
    const taken = await t.api.as(landlord).post('/api/users/me', { email: admin.email.toUpperCase(), currentPassword });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('EMAIL_IN_USE');
    const res = await t.api.as(landlord).post('/api/users/me', { email: 'Nina.New@Example.dk', currentPassword });
    expect(res.json()).toMatchObject({ email: 'nina.new@example.dk', emailVerified: false });
    const mails = await t.deps.db.select().from(outboxMails).where(eq(outboxMails.to, 'nina.new@example.dk'));
    expect(mails.map((m) => m.kind)).toEqual(['verify-email']);
  });

  it.each([
    [{ email: 'nope' }, 'email', 'Please enter a valid email'],
    [{ email: '' }, 'email', 'Please enter a valid email'],
    [{ firstname: '' }, 'firstname', 'Missing firstname'],
    [{ lastname: '' }, 'lastname', 'Missing lastname'],
    [{ phone: '' }, 'phone', 'Missing phone'],
  ])('400 on a bad profile %#', async (body, field, message) => {
    const res = await t.api.as(landlord).post('/api/users/me', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toContainEqual({ path: [field], message });
  });

  it('a BUSINESS user needs company and companyAddress', async () => {
    const business = await buildLandlord(t.deps, { type: 'BUSINESS', company: 'A/S', companyAddress: 'Gade 1' });
    const res = await t.api.as(business).post('/api/users/me', { company: '', companyAddress: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toEqual([
      { path: ['company'], message: 'No company name' },
      { path: ['companyAddress'], message: 'Skriv firmaadressen' },
    ]);
  });

  it('401 for profile and password calls without a login', async () => {
    expect((await t.api.post('/api/users/me', profile)).statusCode).toBe(401);
    expect((await t.api.post('/api/users/me/password', { password: 'abcdef', oldPassword: 'x' })).statusCode).toBe(401);
  });

  it('password change: wrong old password is 400 WRONG_PASSWORD on oldPassword; validation messages; success signs in with the new one', async () => {
    const wrong = await t.api.as(landlord).post('/api/users/me/password', { password: 'nyt-kodeord', oldPassword: 'forkert' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'Type present password',
      issues: [{ path: ['oldPassword'], message: 'Type present password' }],
    });
    const missing = await t.api.as(landlord).post('/api/users/me/password', {});
    expect(missing.json().error.issues).toEqual([
      { path: ['oldPassword'], message: 'Type present password' },
      { path: ['password'], message: 'Missing password' },
    ]);
    const ok = await t.api
      .as(landlord)
      .post('/api/users/me/password', { password: 'nyt-kodeord', oldPassword: landlord.password });
    expect(ok.statusCode).toBe(200);
    expect(typeof ok.json().token).toBe('string');
    // the session that changed the password carries on with the fresh token
    landlord = { ...landlord, token: ok.json().token };
    const me = (await t.api.as(landlord).get('/api/users/me')).json();
    expect((await t.api.post('/api/auth', { email: me.email, password: landlord.password })).statusCode).toBe(401);
    expect((await t.api.post('/api/auth', { email: me.email, password: 'nyt-kodeord' })).statusCode).toBe(200);
  });

  it('POST /api/users/{id}: admins update any user by id or uuid, incl. type VA and cvr', async () => {
    const target = await buildLandlord(t.deps);
    const byId = await t.api.as(admin).post(`/api/users/${target.id}`, { type: 'VA', cvr: '55667788', firstname: 'Vera' });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ id: target.id, type: 'VA', cvr: '55667788', firstname: 'Vera' });
    expect(byId.json().token).toBeUndefined();
    const byUuid = await t.api
      .as(admin)
      .post(`/api/users/${target.uuid}`, { type: 'BUSINESS', company: 'Vera ApS', verified: true });
    expect(byUuid.json()).toMatchObject({ type: 'BUSINESS', company: 'Vera ApS', verified: true });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ type: 'BUSINESS', cvr: '55667788', verified: true });
  });

  it('POST /api/users/{id}: 401 logged out, 403 landlords (even for themselves), 404 unknown, 400 bad type, 409 taken e-mail', async () => {
    const target = await buildLandlord(t.deps);
    expect((await t.api.post(`/api/users/${target.id}`, { type: 'VA' })).statusCode).toBe(401);
    expect((await t.api.as(target).post(`/api/users/${target.id}`, { type: 'VA' })).statusCode).toBe(403);
    expect((await t.api.as(landlord).post(`/api/users/${target.uuid}`, { type: 'VA' })).statusCode).toBe(403);
    expect((await t.api.as(admin).post('/api/users/999999', { type: 'VA' })).statusCode).toBe(404);
    expect((await t.api.as(admin).post('/api/users/not-an-id', { type: 'VA' })).statusCode).toBe(404);
    const bad = await t.api.as(admin).post(`/api/users/${target.id}`, { type: 'ADMIN' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues).toEqual([{ path: ['type'], message: 'Vælg en udlejertype' }]);
    expect((await t.api.as(admin).post(`/api/users/${target.id}`, { email: admin.email })).statusCode).toBe(409);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, target.id));
    expect(row.type).toBe('PERSONAL');
  });
});
