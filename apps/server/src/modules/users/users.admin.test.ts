/** User administration over GraphQL and POST /api/users/{id} (doc 1 §6, §7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { activities } from '../activity/activity.schema';
import { users } from '../../schema/accounts.schema';
import { verifyPassword } from '../accounts/password';
import {
  DELETE_USER,
  GENERATE_TOKEN,
  REACTIVATE_USER,
  RESET_PASSWORD,
  SET_USER_TYPE,
  USER,
  USER_CONNECTION,
} from './users.test-support';

describe('user administration', () => {
  let t: TestApp;
  let admin: TestUser;
  let anna: TestUser;

  // the list tests read admin, Anna, Bo and the fillers; every test that changes a user builds its own,
  // so the tests pass in any order (users built later are "Test User…" and sort after the fillers)
  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t.deps, { firstname: 'Ada', lastname: 'Admin' });
    anna = await buildLandlord(t.deps, { firstname: 'Anna', lastname: 'Andersen', phone: '+4520202020' });
    await buildLandlord(t.deps, { firstname: 'Bo', lastname: 'Bertelsen', type: 'BUSINESS', company: 'Bo ApS' });
    for (let i = 0; i < 30; i++)
      await buildLandlord(t.deps, { firstname: 'Filler', lastname: `Nr${String(i).padStart(2, '0')}` });
    await buildDwelling(t.deps, { owner: anna, status: 'APPROVED' });
  });
  afterAll(() => t.close());

  it('userConnection pages 25 by default with totalCount and pageInfo, and the next page follows', async () => {
    const total = (await t.deps.db.select({ id: users.id }).from(users)).length;
    expect(total).toBeGreaterThanOrEqual(33);
    const res = await t.api.as(admin).graph(USER_CONNECTION, {});
    const c = res.json().data.userConnection;
    expect(c.totalCount).toBe(total);
    expect(c.edges).toHaveLength(25);
    expect(c.pageInfo.hasNextPage).toBe(true);
    // sorted by name: Ada, Anna, Bo, then the fillers
    expect(c.edges.slice(0, 3).map((e: { node: { name: string } }) => e.node.name)).toEqual([
      'Ada Admin',
      'Anna Andersen',
      'Bo Bertelsen',
    ]);
    const next = (await t.api.as(admin).graph(USER_CONNECTION, { after: c.pageInfo.endCursor })).json().data.userConnection;
    expect(next.edges).toHaveLength(total - 25);
    expect(next.pageInfo.hasNextPage).toBe(false);
  });

  it('searches name, e-mail and phone, filters by type and sorts descending', async () => {
    const byName = (await t.api.as(admin).graph(USER_CONNECTION, { query: 'anna and' })).json().data.userConnection;
    expect(byName.edges.map((e: { node: { email: string } }) => e.node.email)).toEqual([anna.email]);
    const byPhone = (await t.api.as(admin).graph(USER_CONNECTION, { query: '2020' })).json().data.userConnection;
    expect(byPhone.totalCount).toBe(1);
    const business = (await t.api.as(admin).graph(USER_CONNECTION, { filter: 'BUSINESS' })).json().data.userConnection;
    const businessUuids = await t.deps.db.select({ uuid: users.uuid }).from(users).where(eq(users.type, 'BUSINESS'));
    expect(business.edges.map((e: { node: { uuid: string } }) => e.node.uuid).sort()).toEqual(
      businessUuids.map((u) => u.uuid).sort(),
    );
    expect(business.edges.map((e: { node: { name: string } }) => e.node.name)).toContain('Bo Bertelsen');
    const desc = (await t.api.as(admin).graph(USER_CONNECTION, { query: 'Filler', sortDir: 'desc', first: 1 })).json().data
      .userConnection;
    expect(desc.edges[0].node.name).toBe('Filler Nr29');
    // a LIKE wildcard is searched for literally
    expect((await t.api.as(admin).graph(USER_CONNECTION, { query: '%' })).json().data.userConnection.totalCount).toBe(0);
  });

  it('refuses a filter or sort outside its enum with BAD_USER_INPUT, a bad cursor or size with VALIDATION_FAILED on its path', async () => {
    for (const vars of [{ filter: 'NOPE' }, { sortBy: 'password' }, { sortDir: 'sideways' }]) {
      const res = await t.api.as(admin).graph(USER_CONNECTION, vars);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    for (const [vars, path] of [
      [{ after: 'junk' }, ['after']],
      [{ first: 1000 }, ['first']],
      [{ last: -1 }, ['last']],
      [{ query: 'x'.repeat(5_000) }, ['query']],
    ] as const) {
      const res = await t.api.as(admin).graph(USER_CONNECTION, vars);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path }] });
    }
  });

  it('a logged-out or non-admin caller with bad arguments is refused for who they are first', async () => {
    const landlord = await buildLandlord(t.deps);
    for (const vars of [{ first: 1000 }, { after: 'junk' }]) {
      expect((await t.api.as(null).graph(USER_CONNECTION, vars)).json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await t.api.as(landlord).graph(USER_CONNECTION, vars)).json().errors[0].extensions.code).toBe('FORBIDDEN');
    }
    expect((await t.api.as(null).graph(USER, { id: '' })).json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const empty = await t.api.as(admin).graph(USER, { id: '' });
    expect(empty.json().errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: ['id'] }] });
  });

  it('user(id) gives the profile and dwellings by id or uuid; unknown is NOT_FOUND', async () => {
    const byId = (await t.api.as(admin).graph(USER, { id: String(anna.id) })).json().data.user;
    expect(byId).toMatchObject({ uuid: anna.uuid, name: 'Anna Andersen', type: 'PERSONAL', role: 'landlord', feedToken: null });
    // the enums as the schema names them (docs/architecture.md "Schema: enums and non-null")
    expect(byId.dwellings).toEqual([expect.objectContaining({ status: 'APPROVED', active: true, listingType: 'STANDARD' })]);
    expect((await t.api.as(admin).graph(USER, { id: String(admin.id) })).json().data.user.role).toBe('admin');
    expect((await t.api.as(admin).graph(USER, { id: anna.uuid })).json().data.user.id).toBe(String(anna.id));
    const unknown = await t.api.as(admin).graph(USER, { id: '999999' });
    expect(unknown.json().errors[0].extensions.code).toBe('NOT_FOUND');
    // an id lookup is nullable: the failure nulls only its own field
    expect(unknown.json().data).toEqual({ user: null });
  });

  it('resetPassword returns a new password once: it signs in, is stored hashed, and the old sessions end', async () => {
    const target = await buildLandlord(t.deps);
    const res = await t.api.as(admin).graph(RESET_PASSWORD, { id: String(target.id) });
    const password = res.json().data.resetPassword as string;
    expect(password).toMatch(/^[A-Za-z0-9]{14}$/);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, target.id));
    expect(row.passwordHash).not.toContain(password);
    expect(await verifyPassword(row.passwordHash, password)).toBe(true);
    expect((await t.api.as(target).get('/api/users/me')).statusCode).toBe(401);
    const login = await t.api.post('/api/auth', { email: target.email, password });
    expect(login.statusCode).toBe(200);
    const entries = await t.deps.db.select().from(activities).where(eq(activities.targetId, target.uuid));
    expect(entries.map((e) => e.action)).toContain('user/password-reset');
    expect(JSON.stringify(entries)).not.toContain(password);
  });

  it('setUserType sets VA, PERSONAL or BUSINESS and refuses other values', async () => {
    const target = await buildLandlord(t.deps);
    const res = await t.api.as(admin).graph(SET_USER_TYPE, { uuid: target.uuid, type: 'VA' });
    expect(res.json().data.setUserType).toBe('VA');
    expect((await t.api.as(admin).graph(USER, { id: target.uuid })).json().data.user.type).toBe('VA');
    expect((await t.api.as(admin).graph(SET_USER_TYPE, { uuid: target.uuid, type: 'BUSINESS' })).json().data.setUserType).toBe(
      'BUSINESS',
    );
    const bad = await t.api.as(admin).graph(SET_USER_TYPE, { uuid: target.uuid, type: 'admin' });
    expect(bad.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('generateToken gives a new feed token and the old one stops working', async () => {
    const target = await buildLandlord(t.deps);
    await buildDwelling(t.deps, { owner: target, status: 'APPROVED' });
    const first = (await t.api.as(admin).graph(GENERATE_TOKEN, { uuid: target.uuid })).json().data.generateToken as string;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await t.api.get(`/api/feeds/${first}.json`)).statusCode).toBe(200);
    const second = (await t.api.as(admin).graph(GENERATE_TOKEN, { uuid: target.uuid })).json().data.generateToken as string;
    expect(second).not.toBe(first);
    expect((await t.api.get(`/api/feeds/${first}.json`)).statusCode).toBe(404);
    expect((await t.api.get(`/api/feeds/${second}.rss`)).statusCode).toBe(200);
  });

  it('deleteUser sets expireAt 30 days ahead; reactivateUser clears it; an admin cannot delete themselves', async () => {
    const target = await buildLandlord(t.deps);
    const before = Date.now();
    const res = await t.api.as(admin).graph(DELETE_USER, { id: String(target.id) });
    const expireAt = new Date(res.json().data.deleteUser as string).getTime();
    expect(expireAt - before).toBeGreaterThanOrEqual(30 * 86_400_000 - 5_000);
    expect(expireAt - before).toBeLessThanOrEqual(30 * 86_400_000 + 5_000);
    const scheduled = (await t.api.as(admin).graph(USER_CONNECTION, { filter: 'SCHEDULED' })).json().data.userConnection;
    expect(scheduled.edges.map((e: { node: { uuid: string } }) => e.node.uuid)).toEqual([target.uuid]);
    expect((await t.api.as(admin).graph(REACTIVATE_USER, { id: target.uuid })).json().data.reactivateUser).toBe(true);
    expect((await t.api.as(admin).graph(USER, { id: target.uuid })).json().data.user.expireAt).toBeNull();
    const self = await t.api.as(admin).graph(DELETE_USER, { id: String(admin.id) });
    expect(self.json().errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('POST /api/users/{id} lets the admin edit cvr', async () => {
    const target = await buildLandlord(t.deps, { type: 'BUSINESS', company: 'Target ApS' });
    const res = await t.api.as(admin).post(`/api/users/${target.uuid}`, { cvr: '12345678' });
    expect(res.statusCode).toBe(200);
    expect(res.json().cvr).toBe('12345678');
    expect((await t.api.as(admin).graph(USER, { id: target.uuid })).json().data.user.cvr).toBe('12345678');
  });
});
