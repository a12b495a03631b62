/**
 * The permissions of doc 1 §6 as one table: every call of the messages and public-listing domains, REST
 * and GraphQL, tried as logged-out, the landlord who owns the dwelling, another landlord, an admin,
 * and the marketplace's integration key. Each case gets a fresh PREMIUM dwelling with one unread
 * seeker thread. 401 logged out, 403 for a call on someone else's id, 404 for a thread the actor may
 * not see; the public page answers everyone; only the key reaches the integration.
 *
 * To add a call: add a row to CALLS with the expected status per actor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TABLE, type ErrorCode } from '@udlejning/shared/errors';
import { startTestApp, type ApiClient, type TestApp, type TestResponse } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import type { DwellingRow } from '../dwellings/dwellings.content';
import type { SeekerRow } from '../seekers/seekers.repository';
import { INTEGRATION_ENV, INTEGRATION_KEY, buildSeeker, buildThread } from './messages.test-support';

const ACTORS = ['anon', 'owner', 'other', 'admin', 'integration'] as const;
type ActorKey = (typeof ACTORS)[number];

type Ctx = { api: ApiClient; owner: TestUser; dwelling: DwellingRow; standard: DwellingRow; threadId: string; seeker: SeekerRow };
type Call = { name: string; run: (c: Ctx) => Promise<number>; expect: Record<ActorKey, number> };

const e = (anon: number, owner: number, other: number, admin: number, integration: number) => ({
  anon,
  owner,
  other,
  admin,
  integration,
});
const rest = async (res: Promise<TestResponse>) => (await res).statusCode;
async function graph(c: Ctx, query: string, variables: Record<string, unknown>) {
  const res = await c.api.graph(query, variables);
  const body = res.json<{ errors?: { extensions?: { code?: string } }[] }>();
  if (!body.errors?.length) return res.statusCode;
  const code = body.errors[0].extensions?.code as ErrorCode | undefined;
  // the reply's HTTP status is its first error's, the code's in ERROR_TABLE (docs/architecture.md "Errors")
  expect(res.statusCode).toBe(code && code in ERROR_TABLE ? ERROR_TABLE[code].status : 500);
  return res.statusCode;
}

const SEND = 'mutation S($input: SendMessageInput!) { sendMessage(input: $input) { id } }';
/** The thread's landlord; the others get 404, logged out 401. */
const THREAD_OWNER = e(401, 200, 404, 200, 401);
const PUBLIC = (status: number) => e(status, status, status, status, status);
let seq = 0;

const CALLS: Call[] = [
  {
    name: 'GET /api/chat/threads/:ownerId',
    run: (c) => rest(c.api.get(`/api/chat/threads/${c.owner.id}`)),
    expect: e(401, 200, 403, 200, 401),
  },
  {
    name: 'GET /api/chat/threads/admin',
    run: (c) => rest(c.api.get('/api/chat/threads/admin')),
    expect: e(401, 403, 403, 200, 401),
  },
  {
    name: 'POST /api/chat/threads (User: the owner)',
    run: (c) => rest(c.api.post('/api/chat/threads', { option: 'User', id: String(c.owner.id) })),
    expect: e(401, 200, 403, 200, 401),
  },
  {
    name: 'POST /api/chat/threads (Dwelling: the owner’s)',
    run: (c) => rest(c.api.post('/api/chat/threads', { option: 'Dwelling', id: c.dwelling.uuid })),
    expect: e(401, 200, 403, 200, 401),
  },
  { name: 'GET /api/chat/unread', run: (c) => rest(c.api.get('/api/chat/unread')), expect: e(401, 200, 200, 200, 401) },
  { name: 'GET /api/chat/thread/:threadId', run: (c) => rest(c.api.get(`/api/chat/thread/${c.threadId}`)), expect: THREAD_OWNER },
  {
    name: 'GET /api/chat/thread/:threadId/messages',
    run: (c) => rest(c.api.get(`/api/chat/thread/${c.threadId}/messages`)),
    expect: THREAD_OWNER,
  },
  {
    name: 'POST /api/chat/thread/:threadId (read)',
    run: (c) => rest(c.api.post(`/api/chat/thread/${c.threadId}`, { action: 'read' })),
    expect: THREAD_OWNER,
  },
  {
    name: 'POST /api/chat/thread/:threadId (close)',
    run: (c) => rest(c.api.post(`/api/chat/thread/${c.threadId}`, { action: 'close' })),
    expect: THREAD_OWNER,
  },
  {
    name: 'sendMessage (reply in the thread: the landlord only; an admin must give a dwelling id)',
    run: (c) => graph(c, SEND, { input: { text: 'Hej', thread: c.threadId } }),
    expect: e(401, 200, 404, 400, 401),
  },
  {
    name: 'sendMessage (by dwelling id and seeker: admins; the owner only to a seeker matched to the listing, others 404)',
    run: (c) =>
      graph(c, SEND, { input: { text: 'Hej', agentUnique: `rentals-${c.dwelling.id}`, seekerId: c.seeker.externalId } }),
    expect: e(401, 403, 404, 200, 401),
  },
  {
    name: 'POST /api/integration/messages',
    run: (c) =>
      rest(
        c.api.post('/api/integration/messages', {
          externalId: `perm-${++seq}`,
          dwellingUuid: c.dwelling.uuid,
          seeker: { externalId: c.seeker.externalId, name: c.seeker.name, email: c.seeker.email },
          text: 'Hej',
        }),
      ),
    expect: e(401, 401, 401, 401, 201),
  },
  {
    name: 'GET /api/public/dwellings/:uuid',
    run: (c) => rest(c.api.get(`/api/public/dwellings/${c.dwelling.uuid}`)),
    expect: PUBLIC(200),
  },
  {
    name: 'POST /api/public/dwellings/:uuid/clicks',
    run: (c) => rest(c.api.post(`/api/public/dwellings/${c.dwelling.uuid}/clicks`)),
    expect: PUBLIC(204),
  },
  {
    name: 'POST /api/public/dwellings/:uuid/shares',
    run: (c) => rest(c.api.post(`/api/public/dwellings/${c.dwelling.uuid}/shares`)),
    expect: PUBLIC(204),
  },
  {
    name: 'POST /api/public/dwellings/:uuid/contact (PREMIUM: every visitor)',
    run: (c) =>
      rest(c.api.post(`/api/public/dwellings/${c.dwelling.uuid}/contact`, { name: 'V', email: 'v@example.dk', text: 'Hej' })),
    expect: PUBLIC(201),
  },
  {
    name: 'POST /api/public/dwellings/:uuid/contact (STANDARD: a visitor is refused, whoever else is signed in)',
    run: (c) =>
      rest(c.api.post(`/api/public/dwellings/${c.standard.uuid}/contact`, { name: 'V', email: 'v@example.dk', text: 'Hej' })),
    expect: PUBLIC(403),
  },
  {
    name: 'POST /api/public/seekers/sign-in',
    run: (c) => rest(c.api.post('/api/public/seekers/sign-in', { email: 'v@example.dk', dwellingUuid: c.dwelling.uuid })),
    expect: PUBLIC(202),
  },
  {
    name: 'POST /api/public/seekers/session (forged token)',
    run: (c) => rest(c.api.post('/api/public/seekers/session', { token: 'x' })),
    expect: PUBLIC(401),
  },
  { name: 'GET /api/public/seekers/me', run: (c) => rest(c.api.get('/api/public/seekers/me')), expect: PUBLIC(200) },
  {
    name: 'POST /api/public/seekers/sign-out',
    run: (c) => rest(c.api.post('/api/public/seekers/sign-out')),
    expect: PUBLIC(204),
  },
];

describe('messages and public listing: every call × every actor', () => {
  let t: TestApp;
  let admin: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await startTestApp({}, { env: INTEGRATION_ENV });
    admin = await buildAdmin(t.deps);
    other = await buildLandlord(t.deps);
  });
  afterAll(async () => {
    await t?.close();
  });

  const cases = CALLS.flatMap((call) => ACTORS.map((who) => [call.name, who, call.expect[who], call] as const));
  it.each(cases)('%s as %s → %i', async (_name, who, expected, call) => {
    const owner = await buildLandlord(t.deps);
    const dwelling = await buildDwelling(t.deps, { owner, status: 'APPROVED', listingType: 'PREMIUM' });
    const standard = await buildDwelling(t.deps, { owner, status: 'APPROVED', listingType: 'STANDARD' });
    const seeker = await buildSeeker(t.deps);
    const threadId = await buildThread(t.deps, { dwelling, seeker });
    const users: Record<ActorKey, TestUser | string | null> = { anon: null, owner, other, admin, integration: INTEGRATION_KEY };
    // each case from its own address: the public form's per-address limits never decide a case
    const api = t.api.as(users[who]).from(`10.11.${seq % 250}.${cases.findIndex((c) => c[3] === call) % 250}`);
    seq += 1;
    expect(await call.run({ api, owner, dwelling, standard, threadId, seeker })).toBe(expected);
  });
});
