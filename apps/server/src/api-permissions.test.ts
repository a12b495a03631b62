/**
 * The API as a whole, as one permission table (docs/architecture.md "CI and tests"): the test walks the OpenAPI document
 * (GET /api/docs) and the GraphQL schema, and calls every operation as every actor:
 *   anonymous, the landlord owning the dwelling (a plain member of its organization), another
 *   landlord, the organization's admin (not the owner), a global admin, and the holder of the
 *   dwelling's status-link token without a login (doc 2 §2, §4, §6 Token holder: the mailed link
 *   opens the status page, toggles active, extends, pays and answers the survey; it is no login for
 *   anything else, so it gets what anonymous gets unless a row says otherwise).
 * Each row states the status it expects per actor: 'ok' (any 2xx: the call passed the permission
 * check and did its work, so each row sends valid input), 401, 403 or 404, and only in a row that
 * says `why`, 400 or 409 (the input or the state, past the permission check). Every reply of 400 or
 * more must carry the one error shape (REST `{error: {code, message, issues?}}`, GraphQL
 * `errors[].extensions.code`); a GraphQL reply with errors has its first error's status
 * (extensions.status, the code's in ERROR_TABLE), one without 200.
 *
 * An operation of the document or the schema without a row fails the test ("has no row"), so a new
 * route or field cannot ship without its permissions written down.
 * To add a row: ROUTES['METHOD /api/path/{param}'] or OPERATIONS['fieldName'] (api-permissions.rows.ts) with the request and
 * the expectation; `e(anonymous, owner, other, orgAdmin, admin, tokenHolder = anonymous)`.
 * The walk runs every row as every actor in turn on a fresh dwelling; the users are shared, so a row
 * that changes its caller's session (a password change) says `renewsSession`.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLField } from 'graphql';
import { ERROR_CODES, ERROR_TABLE, type ErrorCode } from '@udlejning/shared/errors';
import { DWELLING_TOKEN_HEADER } from '@udlejning/shared/dwellings/lifecycle';
import { graphqlSchema } from './graphql-schema';
import { startTestApp, type TestApp } from './test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from './test/factories';
import { buildDwelling, insertTestAddress, multipartBody } from './modules/dwellings/dwellings.test-support';
import { signStatusToken } from './modules/dwellings/status-token';
import {
  insertOrganizationWithAdmin,
  setOrganizationActive,
  upsertMember,
} from './modules/organizations/organizations.repository';
import { OPENAPI_METHODS } from './platform/http/openapi';
import {
  documentOf,
  expectErrorShape,
  outcomeOf,
  png,
  unexplained,
  WHO,
  type Ctx,
  type Row,
  type Who,
} from './test/permission-walk';
import { OPERATIONS, ROUTES } from './api-permissions.rows';

describe('API permission walk (OpenAPI document × GraphQL schema × actors)', () => {
  let t: TestApp;
  let users: Ctx['users'];
  let n = 0;
  let subject: TestUser;
  let orgUuid: string;
  let orgId: number;
  let restOps: string[] = [];
  const graphOps: { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }[] = [
    ...Object.values(graphqlSchema.getQueryType()!.getFields()).map((field) => ({ kind: 'query' as const, field })),
    ...Object.values(graphqlSchema.getMutationType()!.getFields()).map((field) => ({ kind: 'mutation' as const, field })),
  ];

  beforeAll(async () => {
    t = await startTestApp();
    users = {
      owner: await buildLandlord(t.deps, { feedToken: `walk-feed-${randomUUID()}` }),
      other: await buildLandlord(t.deps),
      orgAdmin: await buildLandlord(t.deps),
      admin: await buildAdmin(t.deps),
    };
    subject = await buildLandlord(t.deps);
    const org = await insertOrganizationWithAdmin(t.deps.db, 'Walk Bolig', users.orgAdmin.id);
    await setOrganizationActive(t.deps.db, org.id, true);
    await upsertMember(t.deps.db, org.id, users.owner.id, 'landlord');
    orgUuid = org.uuid;
    orgId = org.id;
    const doc = (await t.api.get('/api/docs')).json<{ paths: Record<string, Record<string, unknown>> }>();
    restOps = Object.entries(doc.paths).flatMap(([p, item]) =>
      OPENAPI_METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${p}`),
    );
  });
  afterAll(() => t.close());

  it('every REST route of the OpenAPI document and every GraphQL field has a row (and no row is stale)', () => {
    expect(restOps.length).toBeGreaterThan(40);
    expect(
      restOps.filter((op) => !ROUTES[op]),
      'REST routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((op) => !restOps.includes(op)),
      'rows of no route',
    ).toEqual([]);
    const fields = graphOps.map((o) => o.field.name);
    expect(
      fields.filter((f) => !OPERATIONS[f]),
      'GraphQL fields without a row',
    ).toEqual([]);
    expect(
      Object.keys(OPERATIONS).filter((f) => !fields.includes(f)),
      'rows of no field',
    ).toEqual([]);
    expect([...unexplained(ROUTES), ...unexplained(OPERATIONS)], 'rows expecting 400 or 409 without a why').toEqual([]);
  });

  /** A fresh dwelling of the owner under the organization (and its status token), so no call sees another's changes. */
  const freshCtx = async (who: Who, row: Row): Promise<Ctx> => {
    const dwelling = await buildDwelling(t.deps, {
      owner: users.owner,
      organizationId: orgId,
      status: 'PENDING_REVIEW',
      active: true,
      ...row.dwelling,
    });
    const me = who === 'anonymous' || who === 'tokenHolder' ? null : users[who];
    n += 1;
    const statusToken = await signStatusToken(t.deps, dwelling.uuid);
    // a home of its own for each call: the owner lists a home once (docs/architecture.md "One listing per home")
    const addressId = await insertTestAddress(t.deps);
    return { t, dwelling, statusToken, orgUuid, addressId, users, me, subject, n };
  };
  /** The caller's client: a login, nothing, or the status link's token (header, as the status page sends it). */
  const clientOf = (who: Who, c: Ctx, headers: Record<string, string> = {}) =>
    who === 'tokenHolder'
      ? t.api.from('127.0.0.1', { [DWELLING_TOKEN_HEADER]: c.statusToken, ...headers })
      : t.api.as(who === 'anonymous' ? null : users[who]).from('127.0.0.1', headers);

  it('REST: every route as every actor', async () => {
    const failures: string[] = [];
    for (const op of restOps) {
      const row = ROUTES[op];
      if (!row) continue;
      const [method, template] = op.split(' ');
      for (const who of WHO) {
        const c = await freshCtx(who, row);
        const url = row.path ? await row.path(c) : template.replace('{uuid}', c.dwelling.uuid);
        const upload = row.upload ? multipartBody([{ name: 'walk.png', type: 'image/png', data: await png() }]) : null;
        const client = clientOf(who, c, upload?.headers);
        const body = upload ? upload.payload : row.body ? await row.body(c) : {};
        const res =
          method === 'GET'
            ? await client.get(url)
            : method === 'DELETE'
              ? await client.delete(url)
              : await client.post(url, body);
        const got = outcomeOf(res.statusCode);
        if (got !== row.expect[who])
          failures.push(`${op} as ${who}: expected ${row.expect[who]}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (res.statusCode >= 400 && !url.startsWith('/api/graph')) expectErrorShape(res);
        if (row.renewsSession && c.me && res.statusCode < 300) c.me.token = res.json<{ token: string }>().token;
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('GraphQL: every query and mutation as every actor', async () => {
    const failures: string[] = [];
    for (const { kind, field } of graphOps) {
      const row = OPERATIONS[field.name];
      if (!row) continue;
      const query = documentOf(kind, field);
      for (const who of WHO) {
        const c = await freshCtx(who, row);
        // the status page sends the link's token as the `token` argument where a call takes one
        const vars = { ...(await row.vars(c)), ...(who === 'tokenHolder' && row.takesLinkToken ? { token: c.statusToken } : {}) };
        const res = await clientOf(who, c).graph(query, vars);
        const body = res.json<{ errors?: { message: string; extensions?: { code?: string; status?: number } }[] }>();
        const code = body.errors?.[0]?.extensions?.code as ErrorCode | undefined;
        if (body.errors?.length) {
          // the one error shape: a known code and its status, a message
          expect(ERROR_CODES, `${field.name} as ${who}: ${JSON.stringify(body.errors[0])}`).toContain(code);
          expect(typeof body.errors[0].message).toBe('string');
        }
        // the HTTP status is the first error's (and its code's), 200 without errors
        const status = res.statusCode;
        const expected = code ? ERROR_TABLE[code].status : 200;
        if (status !== expected || (code && body.errors?.[0]?.extensions?.status !== expected))
          failures.push(`${field.name} as ${who}: HTTP ${status}, ${JSON.stringify(body.errors?.[0] ?? '')}`);
        const got = outcomeOf(status);
        if (got !== row.expect[who])
          failures.push(
            `${field.name} as ${who}: expected ${row.expect[who]}, got ${status} ${JSON.stringify(body.errors?.[0] ?? '')}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
