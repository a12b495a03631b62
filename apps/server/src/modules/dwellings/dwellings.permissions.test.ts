/**
 * Doc 2 §6 as one table: every dwelling call, REST and GraphQL, tried as logged-out, the owner,
 * another landlord, a VA landlord, a verified BUSINESS landlord (the last three do not own the
 * dwelling), the holder of the dwelling's mailed status token (no login), and an admin.
 * Each case gets a fresh dwelling in the state the call needs, so the allowed actor succeeds and
 * the others are refused: 401 logged out, 404 for a dwelling the actor may not see, 403 for one
 * the actor sees but may not act on. GraphQL errors map to the same codes via ERROR_TABLE.
 *
 * To add a call: add a row to CALLS with the state it needs and the expected status per actor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ERROR_TABLE, type ErrorCode } from '@udlejning/shared/errors';
import { DWELLING_TOKEN_HEADER } from '@udlejning/shared/dwellings/lifecycle';
import { startTestApp, type TestApp, type TestResponse } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import type { DwellingRow } from './dwellings.content';
import { insertOrganizationWithAdmin, setOrganizationActive } from '../organizations/organizations.repository';
import { signStatusToken } from './status-token';
import { buildDwelling, completeDwellingForm, insertTestAddress, multipartBody } from './dwellings.test-support';
import {
  CONFIRM_PAYMENT,
  CREATE_DISCOUNT,
  DISCOUNTS,
  GOOD_CARD,
  LISTINGS,
  LOOKUP,
  PAYMENTS,
  REFUND,
  SEND_RECEIPT,
  SET_DISCOUNT_STATUS,
  UPDATE_PAYMENT,
  insertDiscount,
  paymentOf,
} from '../payments/payments.test-support';
import { intentIdOf } from '../payments/provider/payment-provider';

const ACTORS = ['anon', 'owner', 'other', 'va', 'business', 'token', 'admin'] as const;
type ActorKey = (typeof ACTORS)[number];

/** What a call gets: the acting client and the fresh dwelling (plus an owner's image when asked). */
type CallContext = {
  t: TestApp;
  who: ActorKey;
  dwelling: DwellingRow;
  token: string;
  image: string | null;
  addressId: string;
  /** An organization whose admin is the owner. */
  orgId: number;
  user: TestUser | null;
  /** The admin (for set-up reads). */
  admin: TestUser;
};
type Call = {
  name: string;
  /** Columns of the fresh dwelling (status, active, …). */
  state?: Partial<Pick<DwellingRow, 'status' | 'active' | 'locked' | 'listingType'>>;
  /** Uploads an image as the owner first (ctx.image). */
  needsImage?: boolean;
  run: (ctx: CallContext) => Promise<number>;
  expect: Record<ActorKey, number>;
};

/** The HTTP status of a REST reply. */
const rest = async (res: Promise<TestResponse>) => (await res).statusCode;

/** The HTTP status of a GraphQL reply, checked against its first error's code through ERROR_TABLE. */
async function graph(ctx: CallContext, query: string, variables: Record<string, unknown>): Promise<number> {
  const res = await client(ctx).graph(query, variables);
  const body = res.json<{ errors?: { extensions?: { code?: string } }[] }>();
  if (!body.errors?.length) return res.statusCode;
  const code = body.errors[0].extensions?.code as ErrorCode | undefined;
  // the reply's HTTP status is its first error's, the code's in ERROR_TABLE (docs/architecture.md "Errors")
  expect(res.statusCode).toBe(code && code in ERROR_TABLE ? ERROR_TABLE[code].status : 500);
  return res.statusCode;
}

/** The client of the actor: a login, nothing, or the status token header (no login). */
function client(ctx: CallContext) {
  if (ctx.who === 'token') {
    const app = ctx.t.app;
    const headers = { [DWELLING_TOKEN_HEADER]: ctx.token };
    const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }) as Promise<TestResponse>;
    return {
      get: (url: string) => send('GET', url),
      post: (url: string, body?: unknown) => send('POST', url, body ?? {}),
      delete: (url: string) => send('DELETE', url),
      graph: (query: string, variables?: Record<string, unknown>) => send('POST', '/api/graph', { query, variables }),
    };
  }
  return ctx.t.api.as(ctx.user);
}

// expected statuses: logged-out, owner, other landlord, VA, business, token holder, admin
const e = (anon: number, owner: number, other: number, va: number, business: number, token: number, admin: number) => ({
  anon,
  owner,
  other,
  va,
  business,
  token,
  admin,
});
/** Only the admin; the owner sees the dwelling but may not (403); others do not see it (404). */
const ADMIN_ON_DWELLING = e(401, 403, 404, 404, 404, 401, 200);
/** Only the admin, not about one dwelling. */
const ADMIN_ONLY = e(401, 403, 403, 403, 403, 401, 200);
/** Owner and admin by login. */
const OWNER_AND_ADMIN = e(401, 200, 404, 404, 404, 401, 200);
/** Owner, admin and the token holder. */
const OWNER_TOKEN_ADMIN = e(401, 200, 404, 404, 404, 200, 200);
/** Any logged-in user. */
const ANY_USER = e(401, 200, 200, 200, 200, 401, 200);

const uuidOf = (ctx: CallContext) => ctx.dwelling.uuid;

/** The owner pays PLUS through the status link (no login); on an APPROVED dwelling it is captured at once. */
async function ownerPays(c: CallContext): Promise<string> {
  const started = await c.t.api.graph(UPDATE_PAYMENT, { amount: 37_500, product: 'PLUS', dwelling: uuidOf(c), token: c.token });
  const paymentId = intentIdOf(started.json<{ data: { updatePaymentInfo: string } }>().data.updatePaymentInfo);
  await c.t.api.graph(CONFIRM_PAYMENT, { paymentId, meta: GOOD_CARD, token: c.token });
  return paymentId;
}

let discountSeq = 0;

const CALLS: Call[] = [
  // --- REST ---
  {
    name: 'POST /api/dwellings (create)',
    run: (c) => rest(client(c).post('/api/dwellings', completeDwellingForm(c.addressId))),
    expect: { ...ANY_USER, owner: 201, other: 201, va: 201, business: 201, admin: 201 },
  },
  {
    name: 'POST /api/dwellings/organizations/:orgId (the owner is the organization admin)',
    run: (c) => rest(client(c).post(`/api/dwellings/organizations/${c.orgId}`, completeDwellingForm(c.addressId))),
    expect: e(401, 201, 403, 403, 403, 401, 201),
  },
  { name: 'GET /api/dwellings (list)', run: (c) => rest(client(c).get('/api/dwellings')), expect: ANY_USER },
  {
    name: 'GET /api/dwellings/:uuid (read)',
    run: (c) => rest(client(c).get(`/api/dwellings/${uuidOf(c)}`)),
    expect: OWNER_AND_ADMIN,
  },
  {
    name: 'POST /api/dwellings/:uuid (update)',
    state: { status: 'PENDING_REVIEW', active: true },
    run: (c) => rest(client(c).post(`/api/dwellings/${uuidOf(c)}`, completeDwellingForm(c.addressId))),
    expect: OWNER_AND_ADMIN,
  },
  {
    name: 'POST /api/dwellings/:uuid (update, APPROVED: owner may not edit)',
    state: { status: 'APPROVED', active: true },
    run: (c) => rest(client(c).post(`/api/dwellings/${uuidOf(c)}`, completeDwellingForm(c.addressId))),
    expect: { ...OWNER_AND_ADMIN, owner: 409 },
  },
  {
    name: 'POST /api/dwellings/upload',
    run: async (c) => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
        .png()
        .toBuffer();
      const { payload, headers } = multipartBody([{ name: 'a.png', type: 'image/png', data: png }]);
      const auth =
        c.who === 'token' ? { [DWELLING_TOKEN_HEADER]: c.token } : c.user ? { authorization: `Bearer ${c.user.token}` } : {};
      return (await c.t.app.inject({ method: 'POST', url: '/api/dwellings/upload', payload, headers: { ...headers, ...auth } }))
        .statusCode;
    },
    expect: ANY_USER,
  },
  {
    name: 'DELETE /api/dwellings/images/:filename (the owner uploaded it)',
    needsImage: true,
    run: (c) => rest(client(c).delete(`/api/dwellings/images/${c.image}`)),
    expect: { ...OWNER_AND_ADMIN, owner: 204, admin: 204 },
  },
  {
    name: 'GET /api/dwellings/images/:filename (public web image)',
    needsImage: true,
    run: (c) => rest(client(c).get(`/api/dwellings/images/${c.image}`)),
    expect: e(200, 200, 200, 200, 200, 200, 200),
  },
  {
    name: 'GET /api/dwellings/images/:filename?size=raw',
    needsImage: true,
    run: (c) => rest(client(c).get(`/api/dwellings/images/${c.image}?size=raw`)),
    expect: e(401, 403, 403, 403, 403, 401, 200),
  },
  {
    name: 'POST /api/dwellings/:uuid/status (approve)',
    state: { status: 'PENDING_REVIEW' },
    run: (c) => rest(client(c).post(`/api/dwellings/${uuidOf(c)}/status`, { status: 'APPROVED', reason: 'ok' })),
    expect: ADMIN_ON_DWELLING,
  },
  {
    name: 'POST /api/dwellings/:uuid/status (reject)',
    state: { status: 'PENDING_REVIEW' },
    run: (c) => rest(client(c).post(`/api/dwellings/${uuidOf(c)}/status`, { status: 'REJECTED', reason: 'nej' })),
    expect: ADMIN_ON_DWELLING,
  },
  {
    name: 'GET /api/dwellings/:uuid/audit',
    run: (c) => rest(client(c).get(`/api/dwellings/${uuidOf(c)}/audit`)),
    expect: ADMIN_ON_DWELLING,
  },
  {
    name: 'POST /api/dwellings/:uuid/audit (notes)',
    run: (c) => rest(client(c).post(`/api/dwellings/${uuidOf(c)}/audit`, { action: 'notes', reason: 'note' })),
    expect: { ...ADMIN_ON_DWELLING, admin: 201 },
  },
  { name: 'GET /api/activity', run: (c) => rest(client(c).get('/api/activity')), expect: ADMIN_ONLY },
  {
    name: 'POST /api/dwellings/:uuid/activation (deactivate)',
    state: { status: 'APPROVED', active: true },
    run: (c) => rest(client(c).post(`/api/dwellings/${uuidOf(c)}/activation`, { active: false })),
    expect: OWNER_TOKEN_ADMIN,
  },
  {
    name: 'POST /api/dwellings/:uuid/extend',
    state: { status: 'APPROVED', active: true },
    run: (c) => rest(client(c).post(`/api/dwellings/${uuidOf(c)}/extend`)),
    expect: OWNER_TOKEN_ADMIN,
  },
  {
    name: 'GET /api/dwellings/:uuid/status-page',
    run: (c) => rest(client(c).get(`/api/dwellings/${uuidOf(c)}/status-page`)),
    expect: OWNER_TOKEN_ADMIN,
  },
  {
    name: 'GET /api/dwellings/status-page (the token names the dwelling)',
    run: (c) => rest(client(c).get('/api/dwellings/status-page')),
    expect: e(401, 401, 401, 401, 401, 200, 401),
  },
  {
    name: 'POST /api/dwellings/:uuid/duplicate',
    run: (c) => rest(client(c).post(`/api/dwellings/${uuidOf(c)}/duplicate`, { location: { id: c.addressId } })),
    expect: { ...OWNER_AND_ADMIN, owner: 201, admin: 201 },
  },
  {
    name: 'POST /api/feedbacks',
    state: { status: 'APPROVED', active: false },
    run: (c) => rest(client(c).post('/api/feedbacks', { rating: 4, leasedByAB: 'YES', dwellingId: uuidOf(c) })),
    expect: { ...OWNER_TOKEN_ADMIN, owner: 201, token: 201, admin: 201 },
  },
  // an /api/admin route: every non-admin gets 403 before the dwelling is looked up (no existence leak)
  {
    name: 'GET /api/admin/validate/:id',
    run: (c) => rest(client(c).get(`/api/admin/validate/${uuidOf(c)}`)),
    expect: ADMIN_ONLY,
  },
  // --- GraphQL ---
  {
    name: 'GraphQL dwellingConnection',
    run: (c) => graph(c, 'query { dwellingConnection(first: 5) { totalCount } }', {}),
    expect: ANY_USER,
  },
  {
    name: 'GraphQL dwelling(id)',
    run: (c) => graph(c, 'query($id: ID!) { dwelling(id: $id) { id } }', { id: uuidOf(c) }),
    expect: OWNER_AND_ADMIN,
  },
  {
    name: 'GraphQL dwelling(id) { user { dwellings } } (Brugerens info)',
    run: (c) => graph(c, 'query($id: ID!) { dwelling(id: $id) { user { dwellings { totalCount } } } }', { id: uuidOf(c) }),
    expect: OWNER_AND_ADMIN,
  },
  {
    name: 'GraphQL updateDwelling (listingType)',
    run: (c) =>
      graph(c, 'mutation($id: ID!) { updateDwelling(id: $id, input: { listingType: PREMIUM }) { id } }', { id: uuidOf(c) }),
    expect: ADMIN_ON_DWELLING,
  },
  {
    name: 'GraphQL toggleActive',
    state: { status: 'APPROVED', active: true },
    run: (c) =>
      graph(c, 'mutation($id: ID!, $token: String) { toggleActive(id: $id, active: false, token: $token) }', {
        id: uuidOf(c),
        token: c.who === 'token' ? c.token : null,
      }),
    expect: OWNER_TOKEN_ADMIN,
  },
  {
    name: 'GraphQL extendDwelling',
    state: { status: 'APPROVED', active: true },
    run: (c) =>
      graph(c, 'mutation($id: ID!, $token: String) { extendDwelling(id: $id, token: $token) }', {
        id: uuidOf(c),
        token: c.who === 'token' ? c.token : null,
      }),
    expect: OWNER_TOKEN_ADMIN,
  },
  {
    name: 'GraphQL requestOwnership',
    state: { status: 'PENDING_REVIEW' },
    run: (c) => graph(c, 'mutation($id: ID!) { requestOwnership(id: $id) { id } }', { id: uuidOf(c) }),
    expect: ADMIN_ON_DWELLING,
  },
  {
    name: 'GraphQL ownershipReceived',
    state: { status: 'DOCUMENTATION_REQUESTED' },
    run: (c) => graph(c, 'mutation($id: ID!) { ownershipReceived(id: $id) { id } }', { id: uuidOf(c) }),
    expect: ADMIN_ON_DWELLING,
  },
  {
    name: 'GraphQL moveToAdmin',
    run: (c) => graph(c, 'mutation($id: ID!) { moveToAdmin(uuid: $id) { id } }', { id: uuidOf(c) }),
    expect: ADMIN_ON_DWELLING,
  },
  { name: 'GraphQL feedbacks', run: (c) => graph(c, 'query { feedbacks { __typename } }', {}), expect: ADMIN_ONLY },
  // --- payments: only the owner or the status-link holder pays; nobody lowers a tier ---
  {
    name: 'GraphQL updateDwelling (listingType downgrade: refused for admins too)',
    state: { listingType: 'PREMIUM' },
    run: (c) =>
      graph(c, 'mutation($id: ID!) { updateDwelling(id: $id, input: { listingType: PLUS }) { id } }', { id: uuidOf(c) }),
    expect: { ...ADMIN_ON_DWELLING, admin: 409 },
  },
  {
    name: 'GraphQL paymentConfig',
    run: (c) => graph(c, 'query { paymentConfig { provider } }', {}),
    expect: e(200, 200, 200, 200, 200, 200, 200),
  },
  {
    name: 'GraphQL updatePaymentInfo',
    run: (c) =>
      graph(c, UPDATE_PAYMENT, {
        amount: 37_500,
        product: 'PLUS',
        dwelling: uuidOf(c),
        token: c.who === 'token' ? c.token : null,
      }),
    expect: { ...OWNER_TOKEN_ADMIN, admin: 403 },
  },
  {
    name: 'GraphQL confirmPaymentInfo (of a payment the owner started)',
    run: async (c) => {
      const started = await c.t.api.graph(UPDATE_PAYMENT, {
        amount: 37_500,
        product: 'PLUS',
        dwelling: uuidOf(c),
        token: c.token,
      });
      const paymentId = intentIdOf(started.json<{ data: { updatePaymentInfo: string } }>().data.updatePaymentInfo);
      return graph(c, CONFIRM_PAYMENT, { paymentId, meta: GOOD_CARD, token: c.who === 'token' ? c.token : null });
    },
    expect: { ...OWNER_TOKEN_ADMIN, admin: 403 },
  },
  {
    name: 'GraphQL discounts',
    run: (c) => graph(c, DISCOUNTS, { token: c.who === 'token' ? c.token : null }),
    expect: e(401, 200, 200, 200, 200, 200, 200),
  },
  {
    name: 'GraphQL createDiscount',
    run: (c) =>
      graph(c, CREATE_DISCOUNT, {
        input: { code: `PERM-${(discountSeq += 1)}`, flat: 1_000, start: '2020-01-01', end: '2099-12-31' },
      }),
    expect: ADMIN_ONLY,
  },
  {
    name: 'GraphQL setDiscountStatus',
    run: async (c) => {
      const row = await insertDiscount(c.t.deps, `PERM-STATUS-${(discountSeq += 1)}`, { flat: 1_000 });
      return graph(c, SET_DISCOUNT_STATUS, { id: String(row.id), status: 'INACTIVE' });
    },
    expect: ADMIN_ONLY,
  },
  { name: 'GraphQL payments', run: (c) => graph(c, PAYMENTS, {}), expect: ADMIN_ONLY },
  {
    name: 'GraphQL lookupPayment (a payment of the dwelling)',
    run: async (c) => graph(c, LOOKUP, { paymentId: await ownerPays(c) }),
    expect: ADMIN_ONLY,
  },
  {
    name: 'GraphQL listings(dwellingId)',
    run: (c) => graph(c, LISTINGS, { dwellingId: uuidOf(c) }),
    expect: OWNER_AND_ADMIN,
  },
  {
    name: 'GraphQL refundPayment (a captured payment)',
    state: { status: 'APPROVED', active: true },
    run: async (c) => graph(c, REFUND, { dwelling: uuidOf(c), paymentId: await ownerPays(c), amount: 1_000, reason: 'Kulance' }),
    expect: ADMIN_ONLY,
  },
  {
    name: 'GraphQL sendReceiptMail (a captured payment)',
    state: { status: 'APPROVED', active: true },
    run: async (c) =>
      graph(c, SEND_RECEIPT, { userId: String(c.dwelling.userId), dwellingId: uuidOf(c), transactionId: await ownerPays(c) }),
    expect: ADMIN_ONLY,
  },
  {
    name: 'GET /api/receipts/:number.pdf (the receipt of a captured payment)',
    state: { status: 'APPROVED', active: true },
    run: async (c) => {
      const payment = await paymentOf(c.t.deps, await ownerPays(c));
      const listed = await c.t.api.as({ token: c.admin.token }).graph(LISTINGS, { dwellingId: uuidOf(c) });
      const receipt = listed.json().data.listings.find((p: { id: string }) => p.id === payment.id).receipts[0];
      return rest(client(c).get(receipt.url));
    },
    expect: OWNER_AND_ADMIN,
  },
  {
    // the signature is the only credential; without STRIPE_WEBHOOK_SECRET (this app) the route does not exist
    name: 'POST /api/payments/stripe/webhook (Stripe not configured)',
    run: (c) => rest(client(c).post('/api/payments/stripe/webhook', { id: 'evt_x', type: 'payment_intent.succeeded' })),
    expect: e(404, 404, 404, 404, 404, 404, 404),
  },
];

describe('dwelling permissions (doc 2 §6)', () => {
  let t: TestApp;
  let users: Record<Exclude<ActorKey, 'anon' | 'token'>, TestUser>;
  let addressId: string;
  let orgId: number;

  beforeAll(async () => {
    t = await startTestApp();
    users = {
      owner: await buildLandlord(t.deps),
      other: await buildLandlord(t.deps),
      va: await buildLandlord(t.deps, { type: 'VA' }),
      business: await buildLandlord(t.deps, { type: 'BUSINESS', verified: true }),
      admin: await buildAdmin(t.deps),
    };
    addressId = await insertTestAddress(t.deps);
    orgId = (await insertOrganizationWithAdmin(t.deps.db, 'Boligselskabet Test', users.owner.id)).id;
    await setOrganizationActive(t.deps.db, orgId, true);
  });
  afterAll(() => t.close());

  async function ownerImage(): Promise<string> {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#468' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartBody([{ name: 'x.png', type: 'image/png', data: png }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dwellings/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${users.owner.token}` },
    });
    return res.json<{ results: { filename: string }[] }>().results[0].filename;
  }

  const cases = CALLS.flatMap((call) => ACTORS.map((who) => [call.name, who, call.expect[who], call] as const));

  it.each(cases)('%s as %s → %i', async (_name, who, expected, call) => {
    const content = completeDwellingForm(addressId);
    const dwelling = await buildDwelling(t.deps, {
      owner: users.owner,
      content,
      status: 'PENDING_REVIEW',
      active: true,
      ...call.state,
    });
    const ctx: CallContext = {
      t,
      who,
      dwelling,
      token: await signStatusToken(t.deps, dwelling.uuid),
      image: call.needsImage ? await ownerImage() : null,
      // a home of its own for the call: the owner lists a home once (docs/architecture.md "One listing per home")
      addressId: await insertTestAddress(t.deps),
      orgId,
      user: who === 'anon' || who === 'token' ? null : users[who],
      admin: users.admin,
    };
    expect(await call.run(ctx)).toBe(expected);
  });
});
