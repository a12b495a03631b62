/**
 * Fuzz test: at least 10,000 generated bad requests across every REST route
 * (read from the app's own route tree) and every GraphQL operation (read from the schema), against
 * the real app on a real database. Bodies and query strings are near the shared zod schemas (their
 * keys, with hostile values: NUL, lone surrogates, dates outside PostgreSQL's range, huge numbers,
 * texts over the limits, wrong types); path parameters, tokens and cursors are forged. Any 5xx, or a
 * GraphQL INTERNAL error, fails the test and names the request. FUZZ_SEED=<n> replays one run;
 * FUZZ_SCALE=<n> sends n times as many (CI: 1, about 13,400 requests; FUZZ_SCALE=8 sends about 107,000).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc, { type Arbitrary } from 'fast-check';
import pino from 'pino';
import type { z } from 'zod';
import { signupSchema } from '@udlejning/shared/accounts/signup.schema';
import { loginSchema } from '@udlejning/shared/accounts/login.schema';
import { profileSchema } from '@udlejning/shared/accounts/profile.schema';
import { changePasswordSchema } from '@udlejning/shared/accounts/password.schema';
import { deletionRequestSchema } from '@udlejning/shared/privacy/deletion';
import { adminUserUpdateSchema } from '@udlejning/shared/accounts/user-update.schema';
import { dwellingSaveBodySchema } from '@udlejning/shared/dwellings/form-schema';
import { activationSchema, duplicateDwellingSchema } from '@udlejning/shared/dwellings/lifecycle';
import { feedbackSchema } from '@udlejning/shared/feedback/feedback';
import { auditNoteSchema } from '@udlejning/shared/activity/note.schema';
import { activityPageSchema } from '@udlejning/shared/activity/list-query.schema';
import { dwellingListQuerySchema, dwellingStatusChangeSchema } from '@udlejning/shared/dwellings/dwelling';
import { clientErrorSchema } from '@udlejning/shared/errors/client-error.schema';
import { outboxQuerySchema } from '@udlejning/shared/outbox/outbox';
import { addressQuerySchema } from '@udlejning/shared/addresses/suggestion';
import { DWELLING_TOKEN_HEADER } from '@udlejning/shared/dwellings/lifecycle';
import { threadActionSchema, threadListQuerySchema, threadLookupSchema } from '@udlejning/shared/messages/thread';
import { integrationMessageSchema } from '@udlejning/shared/messages/integration';
import { contactSchema, seekerSessionSchema, seekerSignInSchema } from '@udlejning/shared/public-listing/listing';
import { activeDwellingsQuerySchema, integrationSeekersSchema, requestSeekersSchema } from '@udlejning/shared/seekers/seeker';
import { graphqlSchema } from './graphql-schema';
import { startTestApp, type TestApp } from './test/test-app';
import { buildAdmin, buildLandlord } from './test/factories';
import { buildDwelling } from './modules/dwellings/dwellings.test-support';
import { seedDemoSeekers } from './modules/seekers/seekers.seed';
import { signStatusToken } from './modules/dwellings/status-token';
import { INTEGRATION_ENV, INTEGRATION_KEY, buildSeeker, buildThread } from './modules/messages/messages.test-support';
import {
  encodePathSegment,
  hostileString,
  junk,
  malformedMultipart,
  nearSchema,
  routesFromTree,
  toQueryString,
  type RouteMethod,
} from './test/fuzz-arbitraries';
import { nearInput, operationsOf } from './test/fuzz-graphql';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/** How many times the CI count of requests to send (outside CI, for a long run). */
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1));
/** Requests per REST route and method, and per GraphQL operation. */
const PER_ROUTE = 125 * SCALE;
const PER_OPERATION = 125 * SCALE;
/** Requests in flight at once (the app's pool has 10 connections). */
const CONCURRENCY = 8;

/** The JSON body each route reads (by `METHOD path` as Fastify prints it). */
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  'POST /api/users': signupSchema,
  'POST /api/auth': loginSchema,
  'POST /api/users/me': profileSchema,
  'POST /api/users/me/password': changePasswordSchema,
  'POST /api/users/:id': adminUserUpdateSchema,
  'POST /api/users/me/deletion': deletionRequestSchema,
  'POST /api/dwellings': dwellingSaveBodySchema,
  'POST /api/dwellings/:uuid': dwellingSaveBodySchema,
  'POST /api/dwellings/organizations/:orgId': dwellingSaveBodySchema,
  'POST /api/dwellings/:uuid/status': dwellingStatusChangeSchema,
  'POST /api/dwellings/:uuid/audit': auditNoteSchema,
  'POST /api/dwellings/:uuid/activation': activationSchema,
  'POST /api/dwellings/:uuid/duplicate': duplicateDwellingSchema,
  'POST /api/errors': clientErrorSchema,
  'POST /api/feedbacks': feedbackSchema,
  'POST /api/chat/threads': threadLookupSchema,
  'POST /api/chat/thread/:threadId': threadActionSchema,
  'POST /api/integration/messages': integrationMessageSchema,
  'POST /api/public/dwellings/:uuid/contact': contactSchema,
  'POST /api/public/seekers/sign-in': seekerSignInSchema,
  'POST /api/public/seekers/session': seekerSessionSchema,
  'POST /api/chat/requestSeekers': requestSeekersSchema,
  'POST /api/integration/seekers': integrationSeekersSchema,
};

/** The query string each GET route reads. */
const QUERY_SCHEMAS: Record<string, z.ZodType> = {
  'GET /api/dwellings': dwellingListQuerySchema,
  'GET /api/activity': activityPageSchema,
  'GET /api/admin/outbox': outboxQuerySchema,
  'GET /api/addresses': addressQuerySchema,
  'GET /api/chat/threads/:id': threadListQuerySchema,
  'GET /api/dwellings/activeDwellings': activeDwellingsQuerySchema,
};

type Who = 'anonymous' | 'landlord' | 'admin' | 'forged' | 'integration';
type FuzzRequest = {
  method: string;
  url: string;
  who: Who;
  statusToken: string | null;
  body?: string;
  contentType?: string;
  ip: string;
};
type Known = { uuid: string; userId: string; filename: string; statusToken: string; orgId: string; threadId: string };

function restRequests(route: RouteMethod, known: Known): Arbitrary<FuzzRequest> {
  const key = `${route.method} ${route.path}`;
  const bodySchema = BODY_SCHEMAS[key];
  const querySchema = QUERY_SCHEMAS[key];
  const real: Record<string, string> = {
    uuid: known.uuid,
    id: known.userId,
    filename: known.filename,
    orgId: known.orgId,
    threadId: known.threadId,
    // Seekers and statistics
    externalId: 'demo-paying',
    landlordId: known.userId,
    period: '30d',
    dwellingUuid: known.uuid,
    // The listing feed (`<token>.json` / `.rss`)
    feed: 'fuzz-feed-token-0123456789.json',
  };
  const param = (name: string) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(real[name] ?? 'x') },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 4, arbitrary: hostileString.filter((s) => s.length > 0) },
    );
  const params = fc.tuple(...route.params.map(param));
  const query = querySchema
    ? nearSchema(querySchema)
    : fc.oneof(
        fc.constant({}),
        fc.record({ token: fc.oneof(hostileString, fc.constant(known.statusToken)) }, { requiredKeys: [] }),
        fc.record({ size: hostileString, download: hostileString }, { requiredKeys: [] }),
      );
  const body: Arbitrary<{ body?: string; contentType?: string }> =
    route.method === 'GET' || route.method === 'DELETE'
      ? fc.constant({})
      : fc.oneof(
          {
            weight: 12,
            arbitrary: (bodySchema ? nearSchema(bodySchema) : junk).map((v) => ({
              body: JSON.stringify(v) ?? 'null',
              contentType: 'application/json',
            })),
          },
          { weight: 1, arbitrary: hostileString.map((s) => ({ body: s, contentType: 'application/json' })) },
          { weight: 1, arbitrary: hostileString.map((s) => ({ body: s, contentType: 'text/plain' })) },
          // the upload route reads multipart: malformed ones are client errors too
          { weight: route.path === '/api/dwellings/upload' ? 12 : 1, arbitrary: malformedMultipart },
        );
  return fc
    .record({
      values: params,
      query,
      body,
      who: fc.constantFrom<Who>('anonymous', 'landlord', 'admin', 'admin', 'forged', 'integration'),
      statusToken: fc.oneof(
        fc.constant(null),
        fc.constant(known.statusToken),
        hostileString.filter((s) => /^[\x21-\x7e]+$/.test(s)),
      ),
      ip: fc.ipV4(),
    })
    .map(({ values, query: q, body: b, who, statusToken, ip }) => {
      let i = 0;
      const path = route.path.replace(/:\w+/g, () => encodePathSegment(values[i++] ?? ''));
      return { method: route.method, url: path + toQueryString(q), who, statusToken, ip, ...b };
    });
}

function graphRequests(known: Known): Arbitrary<FuzzRequest>[] {
  const ids = [known.uuid, known.userId, known.statusToken, known.orgId, known.threadId];
  return operationsOf(graphqlSchema).map((op) => {
    const variables = fc.record(Object.fromEntries(op.variables.map((v) => [v.name, nearInput(v.type, v.name, ids)])), {
      requiredKeys: [],
    });
    return fc
      .record({ variables, who: fc.constantFrom<Who>('anonymous', 'landlord', 'admin', 'admin'), ip: fc.ipV4() })
      .map(({ variables: vars, who, ip }) => ({
        method: 'POST',
        url: '/api/graph',
        who,
        statusToken: null,
        ip,
        contentType: 'application/json',
        body: JSON.stringify({ query: op.document, variables: vars }),
      }));
  });
}

/** A request that failed the test: what was sent and what came back. */
type Failure = { request: FuzzRequest; status: number; body: string; log: string };

describe('fuzz: generated bad requests never get a 5xx', () => {
  let t: TestApp;
  let tokens: Record<Who, string | null>;
  let known: Known;
  const serverErrors: string[] = [];

  beforeAll(async () => {
    // the server's error lines, so a failure names its cause
    const log = pino({ level: 'error' }, { write: (line: string) => void serverErrors.push(line.slice(0, 2_000)) });
    t = await startTestApp({ log }, { env: INTEGRATION_ENV });
    // The landlord's feed token opens GET /api/feeds/:feed (see `feed` below)
    const landlord = await buildLandlord(t.deps, { feedToken: 'fuzz-feed-token-0123456789' });
    const admin = await buildAdmin(t.deps);
    const dwelling = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', images: ['fuzz.webp'] });
    tokens = {
      anonymous: null,
      landlord: landlord.token,
      admin: admin.token,
      forged: `${landlord.token.slice(0, -4)}AAAA`,
      integration: INTEGRATION_KEY,
    };
    await seedDemoSeekers(t.deps.db);
    known = {
      uuid: dwelling.uuid,
      userId: String(landlord.id),
      filename: 'fuzz.webp',
      statusToken: await signStatusToken(t.deps, dwelling.uuid),
      orgId: '1',
      threadId: await buildThread(t.deps, { dwelling, seeker: await buildSeeker(t.deps) }),
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it(
    'sends ≥ 10,000 requests over every REST route and GraphQL operation; none is a 5xx or INTERNAL',
    async () => {
      const routes = routesFromTree(t.app.printRoutes({ commonPrefix: false }));
      // the tree parse found the routes (a change in Fastify's print format would show here)
      expect(routes.length).toBeGreaterThanOrEqual(25);
      expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(Object.keys(BODY_SCHEMAS)));

      const requests: FuzzRequest[] = [];
      let seed = SEED;
      for (const route of routes) requests.push(...fc.sample(restRequests(route, known), { numRuns: PER_ROUTE, seed: seed++ }));
      const operations = graphRequests(known);
      for (const op of operations) requests.push(...fc.sample(op, { numRuns: PER_OPERATION, seed: seed++ }));
      expect(requests.length).toBeGreaterThanOrEqual(10_000 * SCALE);

      const failures: Failure[] = [];
      const statuses = new Map<number, number>();
      const send = async (r: FuzzRequest) => {
        const token = tokens[r.who];
        const headers: Record<string, string> = {};
        if (token) headers.authorization = `Bearer ${token}`;
        if (r.statusToken) headers[DWELLING_TOKEN_HEADER] = r.statusToken;
        if (r.contentType) headers['content-type'] = r.contentType;
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: r.url,
          headers,
          remoteAddress: r.ip,
          ...(r.body === undefined ? {} : { payload: r.body }),
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const isInternal = r.url === '/api/graph' && res.body.includes('"INTERNAL"');
        if (res.statusCode >= 500 || isInternal) {
          failures.push({
            request: r,
            status: res.statusCode,
            body: res.body.slice(0, 300),
            log: serverErrors.slice(-2).join('\n'),
          });
        }
      };
      for (let i = 0; i < requests.length; i += CONCURRENCY) await Promise.all(requests.slice(i, i + CONCURRENCY).map(send));

      const summary = [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      console.log(
        `fuzz seed ${SEED}: ${requests.length} requests, ${routes.length} routes, ${operations.length} GraphQL operations: ${summary}`,
      );
      expect(failures.slice(0, 5)).toEqual([]);
    },
    180_000 * SCALE,
  );
});
