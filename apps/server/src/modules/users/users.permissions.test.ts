/**
 * The user calls of doc 1 §6, §7 as one table: every call tried as logged-out, the landlord it is about
 * ('self'), another landlord and an admin. GraphQL errors map to HTTP-like codes via ERROR_TABLE.
 * Each row gets a fresh target landlord. To add a call: add a row to CALLS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TABLE, type ErrorCode } from '@udlejning/shared/errors';
import { startTestApp, type TestApp, type TestResponse } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import {
  DELETE_USER,
  GENERATE_TOKEN,
  REACTIVATE_USER,
  RESET_PASSWORD,
  SET_USER_TYPE,
  USER,
  USER_CONNECTION,
} from './users.test-support';

const ACTORS = ['anon', 'self', 'other', 'admin'] as const;
type ActorKey = (typeof ACTORS)[number];
type Api = TestApp['api'];
type Call = { name: string; run: (api: Api, target: TestUser) => Promise<number>; expect: Record<ActorKey, number> };

async function graph(res: Promise<TestResponse>): Promise<number> {
  const r = await res;
  const body = r.json<{ errors?: { extensions?: { code?: string } }[] }>();
  if (!body.errors?.length) return r.statusCode;
  const code = body.errors[0].extensions?.code as ErrorCode | undefined;
  return code && code in ERROR_TABLE ? ERROR_TABLE[code].status : 500;
}
const rest = async (res: Promise<TestResponse>) => (await res).statusCode;

const ADMIN_ONLY = { anon: 401, self: 403, other: 403, admin: 200 };
const CALLS: Call[] = [
  { name: 'query userConnection', run: (api) => graph(api.graph(USER_CONNECTION, {})), expect: ADMIN_ONLY },
  { name: 'query user', run: (api, u) => graph(api.graph(USER, { id: u.uuid })), expect: ADMIN_ONLY },
  { name: 'mutation resetPassword', run: (api, u) => graph(api.graph(RESET_PASSWORD, { id: String(u.id) })), expect: ADMIN_ONLY },
  { name: 'mutation deleteUser', run: (api, u) => graph(api.graph(DELETE_USER, { id: String(u.id) })), expect: ADMIN_ONLY },
  {
    name: 'mutation reactivateUser',
    run: (api, u) => graph(api.graph(REACTIVATE_USER, { id: String(u.id) })),
    expect: ADMIN_ONLY,
  },
  {
    name: 'mutation setUserType',
    run: (api, u) => graph(api.graph(SET_USER_TYPE, { uuid: u.uuid, type: 'VA' })),
    expect: ADMIN_ONLY,
  },
  { name: 'mutation generateToken', run: (api, u) => graph(api.graph(GENERATE_TOKEN, { uuid: u.uuid })), expect: ADMIN_ONLY },
  {
    name: 'POST /api/users/{id}',
    run: (api, u) => rest(api.post(`/api/users/${u.uuid}`, { cvr: '87654321' })),
    expect: ADMIN_ONLY,
  },
  // the own data: every signed-in user, about themselves only (no id in the path)
  {
    name: 'GET /api/users/me/export',
    run: (api) => rest(api.get('/api/users/me/export')),
    expect: { anon: 401, self: 200, other: 200, admin: 200 },
  },
  {
    name: 'POST /api/users/me/deletion (wrong password)',
    run: (api) => rest(api.post('/api/users/me/deletion', { password: 'wrong-password' })),
    expect: { anon: 401, self: 400, other: 400, admin: 400 },
  },
  // the feed: anyone with the token; a wrong one is 404 for everyone
  {
    name: 'GET /api/feeds/{token}.json',
    run: (api, u) => rest(api.get(`/api/feeds/${u.feedToken}.json`)),
    expect: { anon: 200, self: 200, other: 200, admin: 200 },
  },
  {
    name: 'GET /api/feeds/{unknown}.rss',
    run: (api) => rest(api.get('/api/feeds/unknown-token-0123456789abcdef.rss')),
    expect: { anon: 404, self: 404, other: 404, admin: 404 },
  },
];

describe('user calls × actors', () => {
  let t: TestApp;
  let admin: TestUser;
  let other: TestUser;
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t.deps);
    other = await buildLandlord(t.deps);
  });
  afterAll(() => t.close());

  const cases = CALLS.flatMap((call) => ACTORS.map((who) => [call.name, who, call.expect[who], call] as const));
  it.each(cases)('%s as %s → %i', async (_name, who, expected, call) => {
    n += 1;
    const target = await buildLandlord(t.deps, { feedToken: `feed-token-${n}-0123456789abcdef` });
    const api = who === 'anon' ? t.api : t.api.as(who === 'self' ? target : who === 'other' ? other : admin);
    expect(await call.run(api, target)).toBe(expected);
  });
});
