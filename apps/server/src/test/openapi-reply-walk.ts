/**
 * The real request of each REST operation for the contract test's reply walk (app.openapi-contract.test.ts):
 * the permission walk's row (api-permissions.rows.ts) sent as the first caller it lets through (WHO order),
 * or a request of its own here for the operations no walk caller reaches: the marketplace's key, Stripe's
 * signature, a cached seeker picture, a seeker's session cookie. Each request gets a fresh dwelling of the owner, as in the walk.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import Stripe from 'stripe';
import { DWELLING_TOKEN_HEADER } from '@udlejning/shared/dwellings/lifecycle';
import { ROUTES } from '../api-permissions.rows';
import { buildDwelling, insertTestAddress, multipartBody } from '../modules/dwellings/dwellings.test-support';
import { signStatusToken } from '../modules/dwellings/status-token';
import { seekerPictureKey } from '../modules/seekers/seeker-pictures';
import { buildSeeker, INTEGRATION_ENV, INTEGRATION_KEY } from '../modules/messages/messages.test-support';
import { buildBooking, buildSlot, seekerCookie } from '../modules/viewings/viewings.test-support';
import {
  insertOrganizationWithAdmin,
  setOrganizationActive,
  upsertMember,
} from '../modules/organizations/organizations.repository';
import { buildAdmin, buildLandlord } from './factories';
import { OK, PUBLIC_LISTING, png, WHO, type Ctx, type Row, type RestRow, type Who } from './permission-walk';
import type { TestApp, TestResponse } from './test-app';

/** The header that names a request, so a test can find what its handler returned. */
export const PROBE_HEADER = 'x-contract-probe';

const WEBHOOK_SECRET = 'whsec_contract_test_0123456789';

/** The walk's app: the marketplace's key, and Stripe for its webhook only (new payments stay local). */
export const REPLY_WALK_ENV = {
  ...INTEGRATION_ENV,
  STRIPE_SECRET_KEY: 'sk_test_contract_walk',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

type Caller = Who | 'integration';
type WalkRequest = Pick<RestRow, 'path' | 'body' | 'upload' | 'renewsSession'> &
  Pick<Row, 'dwelling'> & {
    who: Caller;
    /** Headers the request needs besides the caller's (a signature over the body). */
    headers?: (body: unknown) => Record<string, string>;
    /** A cookie the request carries (a seeker's session on the public page). */
    cookie?: (c: Ctx) => Promise<string>;
  };

/** One signed-in seeker per request (its booking and its session cookie name the same seeker). */
const walkSeekers = new WeakMap<Ctx, Promise<{ id: number; cookie: string }>>();
const walkSeeker = (c: Ctx) => {
  let found = walkSeekers.get(c);
  if (!found)
    walkSeekers.set(
      c,
      (found = buildSeeker(c.t.deps).then(async (s) => ({ id: s.id, cookie: await seekerCookie(c.t.deps, s) }))),
    );
  return found;
};

const seeker = (n: number) => ({
  externalId: `contract-seeker-${n}`,
  name: 'Kontrakt Søger',
  email: `contract-seeker-${n}@example.dk`,
});

/** The operations no caller of the permission walk gets a 2xx from. */
const OWN_REQUESTS: Record<string, WalkRequest> = {
  'POST /api/integration/messages': {
    who: 'integration',
    dwelling: PUBLIC_LISTING,
    body: (c) => ({
      externalId: `contract-message-${c.n}`,
      dwellingUuid: c.dwelling.uuid,
      seeker: seeker(c.n),
      text: 'Er boligen ledig?',
    }),
  },
  'POST /api/integration/seekers': { who: 'integration', body: (c) => ({ seekers: [seeker(c.n)] }) },
  // a picture the picture job cached (seeker-pictures.ts keeps them in deps.files under seekers/)
  'GET /api/seekers/pictures/{filename}': {
    who: 'anonymous',
    path: async (c) => {
      const filename = `${randomUUID()}.webp`;
      await c.t.deps.files.put(
        seekerPictureKey(filename),
        await sharp(await png())
          .webp()
          .toBuffer(),
      );
      return `/api/seekers/pictures/${filename}`;
    },
  },
  // the public page's seeker session (a cookie, no login): book a seat, cancel one's own
  'POST /api/public/viewings/{id}/bookings': {
    who: 'anonymous',
    dwelling: PUBLIC_LISTING,
    path: async (c) => `/api/public/viewings/${(await buildSlot(c.t.deps, c.dwelling)).id}/bookings`,
    cookie: async (c) => (await walkSeeker(c)).cookie,
  },
  'DELETE /api/public/viewings/bookings/{bookingId}': {
    who: 'anonymous',
    dwelling: PUBLIC_LISTING,
    path: async (c) =>
      `/api/public/viewings/bookings/${await buildBooking(c.t.deps, await buildSlot(c.t.deps, c.dwelling), { id: (await walkSeeker(c)).id })}`,
    cookie: async (c) => (await walkSeeker(c)).cookie,
  },
  // an event the app does not act on, signed as Stripe signs: acknowledged
  'POST /api/payments/stripe/webhook': {
    who: 'anonymous',
    body: (c) =>
      JSON.stringify({
        id: `evt_contract_${c.n}`,
        object: 'event',
        type: 'customer.created',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: { id: `cus_contract_${c.n}`, object: 'customer' } },
      }),
    headers: (body) => ({
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: String(body), secret: WEBHOOK_SECRET }),
    }),
  },
};

/** The request of `operation` ('METHOD /path'): its own, else the walk row's as the first caller it lets through. */
function requestOf(operation: string): WalkRequest | null {
  const own = OWN_REQUESTS[operation];
  if (own) return own;
  const row = ROUTES[operation];
  const who = row && WHO.find((w) => row.expect[w] === OK);
  return row && who ? { ...row, who } : null;
}

export type ReplyWalk = {
  /** Sends the operation's request; null when the walk has none. `probe` is the request's PROBE_HEADER value. */
  send: (operation: string) => Promise<(TestResponse & { probe: string }) | null>;
};

/** Paths (a.b[0].c) present in `returned` but missing from `sent`: what a reply schema dropped. */
export function droppedPaths(returned: unknown, sent: unknown, at = ''): string[] {
  if (Array.isArray(returned))
    return returned.flatMap((item, i) => droppedPaths(item, Array.isArray(sent) ? sent[i] : undefined, `${at}[${i}]`));
  if (returned === null || typeof returned !== 'object') return [];
  const other = (sent ?? {}) as Record<string, unknown>;
  return Object.entries(returned).flatMap(([key, value]) => {
    const here = at ? `${at}.${key}` : key;
    return key in other ? droppedPaths(value, other[key], here) : [here];
  });
}

/** The walk's users, organization and address on `t` (as the permission walk's), and its sender. */
export async function replyWalk(t: TestApp): Promise<ReplyWalk> {
  const users: Ctx['users'] = {
    owner: await buildLandlord(t.deps, { feedToken: `contract-feed-${randomUUID()}` }),
    other: await buildLandlord(t.deps),
    orgAdmin: await buildLandlord(t.deps),
    admin: await buildAdmin(t.deps),
  };
  const subject = await buildLandlord(t.deps);
  const org = await insertOrganizationWithAdmin(t.deps.db, 'Kontrakt Bolig', users.orgAdmin.id);
  await setOrganizationActive(t.deps.db, org.id, true);
  await upsertMember(t.deps.db, org.id, users.owner.id, 'landlord');
  let n = 0;

  return {
    send: async (operation) => {
      const request = requestOf(operation);
      if (!request) return null;
      const [method, template] = operation.split(' ') as [string, string];
      const { who } = request;
      const dwelling = await buildDwelling(t.deps, {
        owner: users.owner,
        organizationId: org.id,
        status: 'PENDING_REVIEW',
        active: true,
        ...request.dwelling,
      });
      n += 1;
      const me = who === 'anonymous' || who === 'tokenHolder' || who === 'integration' ? null : users[who];
      const statusToken = await signStatusToken(t.deps, dwelling.uuid);
      // a home of its own for each call: the owner lists a home once (docs/architecture.md "One listing per home")
      const addressId = await insertTestAddress(t.deps);
      const c: Ctx = { t, dwelling, statusToken, orgUuid: org.uuid, addressId, users, me, subject, n };
      const url = request.path ? await request.path(c) : template.replace('{uuid}', dwelling.uuid);
      const upload = request.upload ? multipartBody([{ name: 'walk.png', type: 'image/png', data: await png() }]) : null;
      const body = upload ? upload.payload : request.body ? await request.body(c) : method === 'POST' ? {} : undefined;
      const probe = `${n}`;
      const headers: Record<string, string> = {
        [PROBE_HEADER]: probe,
        ...upload?.headers,
        ...request.headers?.(body),
        ...(me ? { authorization: `Bearer ${me.token}` } : {}),
        ...(who === 'integration' ? { authorization: `Bearer ${INTEGRATION_KEY}` } : {}),
        ...(who === 'tokenHolder' ? { [DWELLING_TOKEN_HEADER]: statusToken } : {}),
        ...(request.cookie ? { cookie: await request.cookie(c) } : {}),
      };
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(body === undefined ? {} : { payload: body as string }),
      });
      if (request.renewsSession && me && res.statusCode < 300) me.token = res.json<{ token: string }>().token;
      return Object.assign(res as TestResponse, { probe });
    },
  };
}
