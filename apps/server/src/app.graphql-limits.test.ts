/**
 * GraphQL limits and client mistakes (docs/architecture.md "GraphQL"): depth, aliases, tokens, body size; a bad variable
 * type, a garbage or negative cursor or `first` are 4xx with their own code, never INTERNAL; in
 * production no introspection, no field suggestions and no GraphiQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestResponse } from './test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from './test/factories';
import { buildDwelling } from './modules/dwellings/dwellings.test-support';
import { GRAPHQL_LIMITS } from './platform/graphql/plugin';

type GraphError = { message: string; extensions?: { code?: string; status?: number; issues?: { path: string[] }[] } };
const errorsOf = (res: TestResponse) => res.json<{ errors?: GraphError[] }>().errors ?? [];
const codeOf = (res: TestResponse) => errorsOf(res)[0]?.extensions?.code;
const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ');

describe('GraphQL limits and client mistakes', () => {
  let t: TestApp;
  let admin: TestUser;
  let landlord: TestUser;
  let dwellingUuid: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t.deps);
    landlord = await buildLandlord(t.deps);
    dwellingUuid = (await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED' })).uuid;
  });
  afterAll(() => t.close());

  it('110,000 anonymous aliases are refused at once (413) and /api/health keeps answering', async () => {
    const started = performance.now();
    const [big, health] = await Promise.all([t.api.graph(`{ ${aliases(110_000)} }`), t.api.get('/api/health')]);
    const elapsed = performance.now() - started;
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(health.statusCode).toBe(200);
    expect(elapsed).toBeLessThan(1_000);
  });

  it('aliases: 15 pass, 16 are BAD_USER_INPUT (400); __typename counts too', async () => {
    expect((await t.api.graph(`{ ${aliases(GRAPHQL_LIMITS.aliases)} }`)).statusCode).toBe(200);
    const res = await t.api.graph(`{ ${aliases(GRAPHQL_LIMITS.aliases + 1)} }`);
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(errorsOf(res)[0]?.message).toMatch(/Aliases limit of 15/);
  });

  it('a document under the body limit but over the token limit is refused while parsing', async () => {
    const fields = Array.from({ length: 5_000 }, () => '__typename').join(' ');
    const started = performance.now();
    const res = await t.api.graph(`{ ${fields} }`);
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(errorsOf(res)[0]?.message).toMatch(/Token limit/i);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('depth: the admin query nested three deep is refused before any resolver runs', async () => {
    const nested = `{ dwellingConnection(first: 100) { edges { node { user { dwellings(pageSize: 100) {
      results { user { dwellings(pageSize: 100) { results { user { dwellings(pageSize: 100) { totalCount } } } } } } } } } } } }`;
    const res = await t.api.as(admin).graph(nested);
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(errorsOf(res)[0]?.message).toMatch(/depth limit of 7/);
  });

  it("the web app's deepest query (UserDwellings, depth 6) still passes", async () => {
    const res = await t.api.as(admin).graph(
      `query UserDwellings($id: ID!, $page: Int) { dwelling(id: $id) { id
        user { id dwellings(page: $page) { totalCount results { uuid headline status displayedStatus active listingType location { address } } } } } }`,
      { id: dwellingUuid, page: 1 },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { dwelling: { user: { dwellings: { totalCount: 1 } } } } });
  });

  it('a variable of the wrong type is BAD_USER_INPUT (400), not INTERNAL', async () => {
    const res = await t.api.as(admin).graph('query ($id: ID!) { dwelling(id: $id) { id } }', { id: { nested: 1 } });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    const syntax = await t.api.graph('{ dwelling(');
    expect([syntax.statusCode, codeOf(syntax)]).toEqual([400, 'BAD_USER_INPUT']);
    const unknown = await t.api.graph('{ nope }');
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([400, 'BAD_USER_INPUT']);
  });

  const forged = (payload: unknown) => `k1.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  it.each([
    ['garbage', 'zzz'],
    ['a keyset cursor whose date is not a date', forged(['CREATED_AT', 'DESC', 'abc', 1])],
    ['a keyset cursor whose date does not exist', forged(['CREATED_AT', 'DESC', '2026-02-30 10:00:00+00', 1])],
    ['a keyset cursor with an id past integer', forged(['CREATED_AT', 'DESC', '2026-01-01 10:00:00+00', 2 ** 40])],
    ['a keyset cursor with NUL in its text', forged(['ADDRESS', 'ASC', 'a\u0000', 1])],
    ['a rent cursor that is not a number', forged(['RENT', 'ASC', '12x', 1])],
    ['a negative offset cursor', Buffer.from('OffsetConnection:-5').toString('base64')],
    ['a huge offset cursor', Buffer.from('OffsetConnection:99999999999999999999').toString('base64')],
  ])('dwellingConnection: %s is 400 VALIDATION_FAILED naming `after`', async (_name, cursor) => {
    const sortBy = cursor.startsWith('k1.') ? JSON.parse(Buffer.from(cursor.slice(3), 'base64url').toString())[0] : 'CREATED_AT';
    const sortDir = cursor.startsWith('k1.') ? JSON.parse(Buffer.from(cursor.slice(3), 'base64url').toString())[1] : 'DESC';
    const res = await t.api
      .as(admin)
      .graph(
        'query ($after: String, $sortBy: DwellingSortBy, $sortDir: DwellingSortDir) { dwellingConnection(after: $after, first: 5, sortBy: $sortBy, sortDir: $sortDir) { totalCount } }',
        { after: cursor, sortBy, sortDir },
      );
    expect(codeOf(res)).toBe('VALIDATION_FAILED');
    expect(errorsOf(res)[0]?.extensions?.issues?.[0]?.path).toEqual(['after']);
  });

  it.each([
    ['dwellingConnection(first: -3)', '{ dwellingConnection(first: -3) { totalCount } }', ['first']],
    ['feedbacks(first: -3)', '{ feedbacks(first: -3) { totalCount } }', ['first']],
    ['feedbacks(first: 1000)', '{ feedbacks(first: 1000) { totalCount } }', ['first']],
    ['feedbacks(after: garbage)', '{ feedbacks(after: "garbage") { totalCount } }', ['after']],
    [
      'feedbacks(after: a huge offset)',
      `{ feedbacks(after: "${Buffer.from('OffsetConnection:99999999999999').toString('base64')}") { totalCount } }`,
      ['after'],
    ],
    [
      'user.dwellings(page: -1)',
      'query ($id: ID!) { dwelling(id: $id) { user { dwellings(page: -1) { totalCount } } } }',
      ['page'],
    ],
  ])('%s is VALIDATION_FAILED, not INTERNAL', async (_name, query, path) => {
    const res = await t.api.as(admin).graph(query, { id: dwellingUuid });
    expect(codeOf(res)).toBe('VALIDATION_FAILED');
    expect(errorsOf(res)[0]?.extensions?.issues?.[0]?.path).toEqual(path);
  });

  it('outside production: introspection and suggestions help the developer', async () => {
    const res = await t.api.graph('{ __schema { queryType { name } } }');
    expect(res.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    expect(errorsOf(await t.api.graph('{ dwellin }'))[0]?.message).toMatch(/Did you mean "dwelling"/);
  });
});

describe('GraphQL in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('no introspection: __schema and __type are BAD_USER_INPUT; __typename still works', async () => {
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Dwelling") { name } }']) {
      const res = await t.api.graph(query);
      expect(res.statusCode).toBe(400);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.body).not.toContain('Dwelling"');
    }
    expect((await t.api.graph('{ __typename }')).json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('no field suggestions', async () => {
    const res = await t.api.graph('{ dwellin { id } }');
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.body).not.toMatch(/Did you mean/);
  });

  it('no GraphiQL page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/graph', headers: { accept: 'text/html' } });
    expect(res.body).not.toMatch(/graphiql/i);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('a resolver failure is INTERNAL without its message or stack', async () => {
    // a dropped table is a bug the client must not read about
    const admin = await buildAdmin(t.deps);
    await t.database.db.execute('ALTER TABLE feedbacks RENAME TO feedbacks_gone');
    try {
      const res = await t.api.as(admin).graph('{ feedbacks(first: 1) { totalCount } }');
      expect(codeOf(res)).toBe('INTERNAL');
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toMatch(/feedbacks_gone|relation|stack|at /);
    } finally {
      // the table back: the file's other tests run before or after this one (docs/architecture.md "Test order")
      await t.database.db.execute('ALTER TABLE feedbacks_gone RENAME TO feedbacks');
    }
  });
});
