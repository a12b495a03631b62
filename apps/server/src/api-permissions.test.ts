/**
 * The API as a whole, as one permission table (issue 12): the test walks the OpenAPI document
 * (GET /api/docs) and the GraphQL schema, and calls every operation as every actor:
 *   anonymous, the landlord owning the dwelling (a plain member of its organization), another
 *   landlord, the organization's admin (not the owner) and a global admin.
 * Each row names the expected outcome per actor: 401, 403, 404 or OK (past the permission check:
 * any other status below 500, e.g. 200, 201, or a 400/409 about the input or the state).
 * Every reply that is not OK-by-status (≥ 400) must carry the one error shape (REST
 * `{error: {code, message, issues?}}`, GraphQL `errors[].extensions.code`).
 *
 * An operation of the document or the schema without a row fails the test ("has no row"), so a new
 * route or field cannot ship without its permissions written down.
 * To add a row: ROUTES['METHOD /api/path/{param}'] or OPERATIONS['fieldName'] with the request and
 * the expectation; `e(anonymous, owner, other, orgAdmin, admin)`.
 * Operations of other branches (helper C's users, issue 11) get rows when the lead merges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNamedType, isLeafType, type GraphQLArgument, type GraphQLField } from 'graphql';
import { ERROR_CODES, ERROR_TABLE, type ErrorCode } from '@udlejning/shared/errors';
import { graphqlSchema } from './graphql-schema';
import { startTestApp, type TestApp, type TestResponse } from './test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from './test/factories';
import { buildDwelling, completeDwellingForm, insertTestAddress } from './modules/dwellings/dwellings.test-support';
import type { DwellingRow } from './modules/dwellings/dwellings.content';
import {
  insertOrganizationWithAdmin,
  setOrganizationActive,
  upsertMember,
} from './modules/organizations/organizations.repository';
import { OPENAPI_METHODS } from './platform/http/openapi';

const WHO = ['anonymous', 'owner', 'other', 'orgAdmin', 'admin'] as const;
type Who = (typeof WHO)[number];
const OK = 'OK' as const;
type Outcome = 401 | 403 | 404 | typeof OK;
type Expect = Record<Who, Outcome>;
const e = (anonymous: Outcome, owner: Outcome, other: Outcome, orgAdmin: Outcome, admin: Outcome): Expect => ({
  anonymous,
  owner,
  other,
  orgAdmin,
  admin,
});

/** Anyone. */
const PUBLIC = e(OK, OK, OK, OK, OK);
/** Any signed-in user. */
const ANY_USER = e(401, OK, OK, OK, OK);
/** Global admins only. */
const ADMIN_ONLY = e(401, 403, 403, 403, OK);
/** The dwelling's owner, its organization's admin and global admins; others do not see it. */
const DWELLING_MANAGERS = e(401, OK, 404, OK, OK);
/** Admin-only actions on a dwelling the owner and the organization admin see. */
const ADMIN_ON_DWELLING = e(401, 403, 404, 403, OK);

/** What a row's request gets: the fixtures of this run. */
type Ctx = {
  dwelling: DwellingRow;
  orgUuid: string;
  addressId: string;
  users: Record<Exclude<Who, 'anonymous'>, TestUser>;
  /** The user the admin's user operations act on (a password reset ends its sessions; never one of `users`). */
  subject: TestUser;
};
type RestRow = { path?: (c: Ctx) => string; body?: (c: Ctx) => unknown; expect: Expect };
type GraphRow = { vars: (c: Ctx) => Record<string, unknown>; expect: Expect };

/** REST rows by `METHOD /path` as the OpenAPI document writes it. */
const ROUTES: Record<string, RestRow> = {
  'POST /api/users': { body: () => ({}), expect: PUBLIC },
  'POST /api/auth': { body: () => ({}), expect: PUBLIC },
  'GET /api/users/me': { expect: ANY_USER },
  'POST /api/users/me': { body: () => ({}), expect: ANY_USER },
  'POST /api/users/me/password': { body: () => ({}), expect: ANY_USER },
  'POST /api/users/{id}': { path: (c) => `/api/users/${c.users.owner.id}`, body: () => ({}), expect: ADMIN_ONLY },
  'GET /api/addresses': { path: () => '/api/addresses?q=Byg', expect: ANY_USER },
  'GET /api/addresses/{id}': { path: (c) => `/api/addresses/${c.addressId}`, expect: ANY_USER },
  'POST /api/dwellings': { body: (c) => completeDwellingForm(c.addressId), expect: ANY_USER },
  'GET /api/dwellings': { expect: ANY_USER },
  'POST /api/dwellings/upload': { body: () => ({}), expect: ANY_USER },
  // an unknown file: everyone who may ask gets 404
  'GET /api/dwellings/images/{filename}': { path: () => '/api/dwellings/images/none.webp', expect: e(404, 404, 404, 404, 404) },
  'DELETE /api/dwellings/images/{filename}': {
    path: () => '/api/dwellings/images/none.webp',
    expect: e(401, 404, 404, 404, 404),
  },
  'GET /api/dwellings/{uuid}': { expect: DWELLING_MANAGERS },
  'POST /api/dwellings/{uuid}': { body: (c) => completeDwellingForm(c.addressId), expect: DWELLING_MANAGERS },
  // status-link pages: the token decides, none is sent here
  'GET /api/dwellings/status-page': { expect: e(401, 401, 401, 401, 401) },
  // without the link's token a signed-in manager of the dwelling still opens it
  'GET /api/dwellings/{uuid}/status-page': { expect: DWELLING_MANAGERS },
  'POST /api/dwellings/{uuid}/activation': { body: () => ({ active: false }), expect: DWELLING_MANAGERS },
  'POST /api/dwellings/{uuid}/extend': { body: () => ({}), expect: DWELLING_MANAGERS },
  'POST /api/dwellings/{uuid}/duplicate': {
    body: (c) => ({ location: completeDwellingForm(c.addressId).location }),
    expect: DWELLING_MANAGERS,
  },
  'POST /api/dwellings/{uuid}/status': { body: () => ({ status: 'APPROVED' }), expect: ADMIN_ON_DWELLING },
  'GET /api/dwellings/{uuid}/audit': { expect: ADMIN_ON_DWELLING },
  'POST /api/dwellings/{uuid}/audit': { body: () => ({ action: 'notes', reason: 'x' }), expect: ADMIN_ON_DWELLING },
  'GET /api/admin/validate/{id}': { path: (c) => `/api/admin/validate/${c.dwelling.uuid}`, expect: ADMIN_ONLY },
  'POST /api/dwellings/organizations/{orgId}': {
    path: (c) => `/api/dwellings/organizations/${c.orgUuid}`,
    body: (c) => completeDwellingForm(c.addressId),
    // the owner is a plain member; another landlord is no member (403: the organization is not secret)
    expect: e(401, 403, 403, OK, OK),
  },
  'GET /api/activity': { expect: ADMIN_ONLY },
  'POST /api/errors': { body: () => ({ message: 'x' }), expect: PUBLIC },
  'GET /api/admin/outbox': { expect: ADMIN_ONLY },
  'POST /api/feedbacks': { body: () => ({}), expect: PUBLIC },
  // only with the Stripe provider configured (the tests use the fake one): 404 for anyone
  'POST /api/payments/stripe/webhook': { body: () => ({}), expect: e(404, 404, 404, 404, 404) },
  'GET /api/receipts/{number}.pdf': { path: () => '/api/receipts/999999.pdf', expect: e(401, 404, 404, 404, 404) },
  'GET /api/chat/threads/{id}': { path: (c) => `/api/chat/threads/${c.users.owner.id}`, expect: e(401, OK, 403, 403, OK) },
  'POST /api/chat/threads': { body: (c) => ({ option: 'User', id: String(c.users.admin.id) }), expect: ADMIN_ONLY },
  'GET /api/chat/unread': { expect: ANY_USER },
  'GET /api/chat/thread/{threadId}': { path: () => '/api/chat/thread/999999', expect: e(401, 404, 404, 404, 404) },
  'POST /api/chat/thread/{threadId}': {
    path: () => '/api/chat/thread/999999',
    body: () => ({ action: 'read' }),
    expect: e(401, 404, 404, 404, 404),
  },
  'GET /api/chat/thread/{threadId}/messages': {
    path: () => '/api/chat/thread/999999/messages',
    expect: e(401, 404, 404, 404, 404),
  },
  // privacy rights (issue 12): a body the schema refuses (400) is past the permission
  'GET /api/users/me/export': { expect: ANY_USER },
  'POST /api/users/me/deletion': { body: () => ({}), expect: ANY_USER },
  // an unknown feed token is a 404 for everyone
  'GET /api/feeds/{feed}': { path: () => '/api/feeds/unknown.json', expect: e(404, 404, 404, 404, 404) },
  'GET /api/site': { expect: PUBLIC },
  // the marketplace's key, not a login
  'POST /api/integration/messages': { body: () => ({}), expect: e(401, 401, 401, 401, 401) },
  'POST /api/integration/seekers': { body: () => ({}), expect: e(401, 401, 401, 401, 401) },
  // PENDING_REVIEW is not public
  'GET /api/public/dwellings/{uuid}': { expect: e(404, 404, 404, 404, 404) },
  'POST /api/public/dwellings/{uuid}/clicks': { body: () => ({}), expect: e(404, 404, 404, 404, 404) },
  'POST /api/public/dwellings/{uuid}/shares': { body: () => ({}), expect: e(404, 404, 404, 404, 404) },
  'POST /api/public/dwellings/{uuid}/contact': { body: () => ({}), expect: PUBLIC },
  'POST /api/public/seekers/sign-in': { body: () => ({}), expect: PUBLIC },
  'POST /api/public/seekers/session': { body: () => ({}), expect: PUBLIC },
  // a seeker's session cookie, not a login: {seeker: null} without one
  'GET /api/public/seekers/me': { expect: PUBLIC },
  'POST /api/public/seekers/sign-out': { body: () => ({}), expect: PUBLIC },
  // an unknown seeker: 404 for everyone signed in
  'GET /api/chat/requestSeeker/{externalId}': { path: () => '/api/chat/requestSeeker/none', expect: e(401, 404, 404, 404, 404) },
  'GET /api/chat/requestPreference/{id}': { path: () => '/api/chat/requestPreference/none', expect: e(401, 404, 404, 404, 404) },
  'POST /api/chat/requestSeekers': { body: (c) => ({ option: 'User', id: c.users.owner.id }), expect: e(401, OK, 403, 403, OK) },
  'GET /api/dwellings/activeDwellings': { expect: ANY_USER },
  // a cached seeker picture is public by its unguessable name, like the listing images: unknown → 404
  'GET /api/seekers/pictures/{filename}': { path: () => '/api/seekers/pictures/none.webp', expect: e(404, 404, 404, 404, 404) },
  'GET /api/statistics/{landlordId}/{period}': {
    path: (c) => `/api/statistics/${c.users.owner.id}/30d`,
    expect: e(401, OK, 403, 403, OK),
  },
  'GET /api/statistics/{landlordId}/{period}/{dwellingUuid}': {
    path: (c) => `/api/statistics/${c.users.owner.id}/30d/${c.dwelling.uuid}`,
    expect: e(401, OK, 403, 403, OK),
  },
  'GET /api/health': { expect: PUBLIC },
  'GET /api/graph': { path: () => '/api/graph?query=%7B__typename%7D', expect: PUBLIC },
  'POST /api/graph': { body: () => ({ query: '{ __typename }' }), expect: PUBLIC },
};

/** GraphQL rows by field name (queries and mutations share one namespace in this schema). */
const OPERATIONS: Record<string, GraphRow> = {
  // accounts
  me: { vars: () => ({}), expect: PUBLIC },
  reqResetPassword: { vars: () => ({ email: 'nobody@example.dk' }), expect: PUBLIC },
  // no reset token: 401 for anyone
  userResetPassword: {
    vars: (c) => ({ password: 'hemmelig1', userId: c.users.owner.id, email: c.users.owner.email }),
    expect: e(401, 401, 401, 401, 401),
  },
  // the owner's own address: others may not (403); admins may
  resendEmailVerification: { vars: (c) => ({ email: c.users.owner.email }), expect: e(401, OK, 403, 403, OK) },
  verifyEmail: { vars: () => ({ token: 'x' }), expect: e(401, 401, 401, 401, 401) },
  // users administration (issue 12, doc 1 §7): admins only
  userConnection: { vars: () => ({}), expect: ADMIN_ONLY },
  user: { vars: (c) => ({ id: String(c.subject.id) }), expect: ADMIN_ONLY },
  resetPassword: { vars: (c) => ({ id: String(c.subject.id) }), expect: ADMIN_ONLY },
  deleteUser: { vars: (c) => ({ id: String(c.subject.id) }), expect: ADMIN_ONLY },
  reactivateUser: { vars: (c) => ({ id: String(c.subject.id) }), expect: ADMIN_ONLY },
  setUserType: { vars: (c) => ({ uuid: c.subject.uuid, type: 'PERSONAL' }), expect: ADMIN_ONLY },
  generateToken: { vars: (c) => ({ uuid: c.subject.uuid }), expect: ADMIN_ONLY },
  // organizations
  organizations: { vars: () => ({}), expect: ANY_USER },
  organization: { vars: (c) => ({ id: c.orgUuid }), expect: e(401, OK, 404, OK, OK) },
  createOrganization: { vars: () => ({ name: 'Ny forening' }), expect: ANY_USER },
  activateOrganization: { vars: (c) => ({ id: c.orgUuid, active: true }), expect: e(401, 403, 404, 403, OK) },
  addOrganizationMember: { vars: (c) => ({ id: c.orgUuid, email: c.users.other.email }), expect: e(401, 403, 404, OK, OK) },
  // dwellings
  dwellingConnection: { vars: () => ({}), expect: ANY_USER },
  dwelling: { vars: (c) => ({ id: c.dwelling.uuid }), expect: DWELLING_MANAGERS },
  updateDwelling: { vars: (c) => ({ id: c.dwelling.uuid, input: { listingType: 'PLUS' } }), expect: ADMIN_ON_DWELLING },
  toggleActive: { vars: (c) => ({ id: c.dwelling.uuid, active: false }), expect: DWELLING_MANAGERS },
  extendDwelling: { vars: (c) => ({ id: c.dwelling.uuid }), expect: DWELLING_MANAGERS },
  requestOwnership: { vars: (c) => ({ id: c.dwelling.uuid }), expect: ADMIN_ON_DWELLING },
  ownershipReceived: { vars: (c) => ({ id: c.dwelling.uuid }), expect: ADMIN_ON_DWELLING },
  moveToAdmin: { vars: (c) => ({ uuid: c.dwelling.uuid }), expect: ADMIN_ON_DWELLING },
  // payments
  paymentConfig: { vars: () => ({}), expect: PUBLIC },
  updatePaymentInfo: {
    vars: (c) => ({ amount: 37_500, product: 'PLUS', dwelling: c.dwelling.uuid }),
    expect: e(401, OK, 404, 403, 403),
  },
  confirmPaymentInfo: { vars: () => ({ paymentId: 'pi_none' }), expect: e(401, 404, 404, 404, 404) },
  listings: { vars: (c) => ({ dwellingId: c.dwelling.uuid }), expect: DWELLING_MANAGERS },
  sendReceiptMail: {
    vars: (c) => ({ userId: c.users.owner.id, dwellingId: c.dwelling.uuid, transactionId: 'none' }),
    expect: e(401, 403, 403, 403, 404),
  },
  // an unknown payment: the admin passes the permission and gets 404
  refundPayment: {
    vars: (c) => ({ dwelling: c.dwelling.uuid, paymentId: 'none', amount: 100, reason: 'x' }),
    expect: e(401, 403, 403, 403, 404),
  },
  payments: { vars: () => ({}), expect: ADMIN_ONLY },
  lookupPayment: { vars: () => ({ paymentId: 'none' }), expect: e(401, 403, 403, 403, 404) },
  // logged out only with a status-link token
  discounts: { vars: () => ({ activeOnly: true }), expect: ANY_USER },
  createDiscount: { vars: () => ({ input: { code: `WALK${Date.now() % 1e6}`, flat: 100 } }), expect: ADMIN_ONLY },
  setDiscountStatus: { vars: () => ({ id: '999999', status: 'INACTIVE' }), expect: e(401, 403, 403, 403, 404) },
  feedbacks: { vars: () => ({}), expect: ADMIN_ONLY },
  // messages
  sendMessage: { vars: (c) => ({ input: { text: 'Hej', agentUnique: `rentals-${c.dwelling.id}` } }), expect: ANY_USER },
};

/** The GraphQL document of `field`: every argument a variable of its own type, objects select __typename. */
function documentOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args as readonly GraphQLArgument[];
  const decl = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind}${decl ? `(${decl})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`;
}

/** The outcome class of a status. */
const outcomeOf = (status: number): Outcome | number =>
  status === 401 || status === 403 || status === 404 ? status : status < 500 ? OK : status;

function expectErrorShape(res: TestResponse) {
  const body = res.json<{ error?: { code?: string; message?: string; issues?: unknown[] } }>();
  expect(ERROR_CODES).toContain(body.error?.code);
  expect(typeof body.error?.message).toBe('string');
  if (body.error?.issues !== undefined) expect(Array.isArray(body.error.issues)).toBe(true);
}

describe('API permission walk (OpenAPI document × GraphQL schema × actors)', () => {
  let t: TestApp;
  let users: Ctx['users'];
  let subject: TestUser;
  let orgUuid: string;
  let orgId: number;
  let addressId: string;
  let restOps: string[] = [];
  const graphOps: { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }[] = [
    ...Object.values(graphqlSchema.getQueryType()!.getFields()).map((field) => ({ kind: 'query' as const, field })),
    ...Object.values(graphqlSchema.getMutationType()!.getFields()).map((field) => ({ kind: 'mutation' as const, field })),
  ];

  beforeAll(async () => {
    t = await startTestApp();
    users = {
      owner: await buildLandlord(t.deps),
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
    addressId = await insertTestAddress(t.deps);
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
  });

  /** A fresh dwelling of the owner under the organization, so no call sees another's changes. */
  const freshCtx = async (): Promise<Ctx> => ({
    dwelling: await buildDwelling(t.deps, { owner: users.owner, organizationId: orgId, status: 'PENDING_REVIEW', active: true }),
    orgUuid,
    addressId,
    users,
    subject,
  });
  const clientOf = (who: Who) => t.api.as(who === 'anonymous' ? null : users[who]);

  it('REST: every route as every actor', async () => {
    const failures: string[] = [];
    for (const op of restOps) {
      const row = ROUTES[op];
      if (!row) continue;
      const [method, template] = op.split(' ');
      for (const who of WHO) {
        const c = await freshCtx();
        const url = row.path ? row.path(c) : template.replace('{uuid}', c.dwelling.uuid);
        const client = clientOf(who);
        const res =
          method === 'GET'
            ? await client.get(url)
            : method === 'DELETE'
              ? await client.delete(url)
              : await client.post(url, row.body ? row.body(c) : {});
        const got = outcomeOf(res.statusCode);
        if (got !== row.expect[who])
          failures.push(`${op} as ${who}: expected ${row.expect[who]}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (res.statusCode >= 400 && !url.startsWith('/api/graph')) expectErrorShape(res);
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
        const c = await freshCtx();
        const res = await clientOf(who).graph(query, row.vars(c));
        const body = res.json<{ errors?: { message: string; extensions?: { code?: string; status?: number } }[] }>();
        const code = body.errors?.[0]?.extensions?.code as ErrorCode | undefined;
        if (body.errors?.length) {
          // the one error shape: a known code and its status, a message
          expect(ERROR_CODES, `${field.name} as ${who}: ${JSON.stringify(body.errors[0])}`).toContain(code);
          expect(typeof body.errors[0].message).toBe('string');
        }
        const status = code ? ERROR_TABLE[code].status : res.statusCode;
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
