/**
 * The ids the admin screens show work in every admin id field, on both transports
 * (packages/shared/src/record-ref.ts): sendMessage's dwelling (GraphQL) by uuid, numeric id and
 * 'rentals-<id>'; the thread lookup (REST) by 'rentals-<id>'; statistics (REST) by the landlord's
 * uuid; createDiscount's user (GraphQL) by uuid. Also setUserVerified on both transports with its
 * activity entry (doc 1 §3 User.verified, doc 2 §4), and the user search by a phone typed with spaces.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { buildSeeker } from '../messages/messages.test-support';
import { CREATE_DISCOUNT } from '../payments/payments.test-support';
import { activities } from '../activity/activity.schema';
import { users } from '../../schema/accounts.schema';
import { USER_CONNECTION } from './users.test-support';

const SEND = `mutation($input: SendMessageInput!) { sendMessage(input: $input) { id dwelling { uuid } seeker { externalId } } }`;
const SET_VERIFIED = `mutation($id: ID!, $verified: Boolean!) { setUserVerified(id: $id, verified: $verified) }`;

describe('admin id fields take the ids the screens show', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t.deps);
  });
  afterAll(() => t.close());

  it.each([
    ['the uuid', (d: { uuid: string }) => d.uuid.toUpperCase()],
    ['the numeric id', (d: { id: number }) => ` ${d.id} `],
    ["'rentals-<id>'", (d: { id: number }) => `rentals-${d.id}`],
  ])('sendMessage (GraphQL) finds the dwelling by %s', async (_name, refOf) => {
    const landlord = await buildLandlord(t.deps);
    const dwelling = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED' });
    const seeker = await buildSeeker(t.deps);
    const res = await t.api
      .as(admin)
      .graph(SEND, { input: { text: 'Hej fra admin', agentUnique: refOf(dwelling), seekerId: seeker.externalId } });
    expect(res.json().errors).toBeUndefined();
    expect(res.json().data.sendMessage).toMatchObject({ dwelling: { uuid: dwelling.uuid }, seeker: { externalId: seeker.externalId } });
  });

  it("sendMessage keeps the spec's message for what is no dwelling id, and 404 for an unknown one", async () => {
    const seeker = await buildSeeker(t.deps);
    const bad = await t.api.as(admin).graph(SEND, { input: { text: 'Hej', agentUnique: 'bolig 12', seekerId: seeker.externalId } });
    expect(bad.json().errors[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: ['agentUnique'], message: 'En administrator skal angive et bolig-id' }],
    });
    const unknown = await t.api
      .as(admin)
      .graph(SEND, { input: { text: 'Hej', agentUnique: '3f2504e0-4f89-11d3-9a0c-0305e82c3301', seekerId: seeker.externalId } });
    expect(unknown.json().errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it("the thread lookup (REST) finds a dwelling's threads by 'rentals-<id>'", async () => {
    const landlord = await buildLandlord(t.deps);
    const dwelling = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED' });
    const seeker = await buildSeeker(t.deps);
    await t.api.as(admin).graph(SEND, { input: { text: 'Hej', agentUnique: dwelling.uuid, seekerId: seeker.externalId } });
    const res = await t.api.as(admin).post('/api/chat/threads', { option: 'Dwelling', id: `rentals-${dwelling.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const threads = Array.isArray(body) ? body : body.results;
    expect(threads.map((x: { dwelling: { uuid: string } }) => x.dwelling.uuid)).toEqual([dwelling.uuid]);
  });

  it("statistics (REST) take the landlord's uuid as well as the numeric id; a landlord may not use another's uuid", async () => {
    const landlord = await buildLandlord(t.deps);
    const other = await buildLandlord(t.deps);
    const byUuid = await t.api.as(admin).get(`/api/statistics/${landlord.uuid}/all`);
    expect(byUuid.statusCode).toBe(200);
    expect(byUuid.json().landlordId).toBe(landlord.id);
    expect((await t.api.as(admin).get(`/api/statistics/${landlord.id}/all`)).json().landlordId).toBe(landlord.id);
    expect((await t.api.as(landlord).get(`/api/statistics/${landlord.uuid}/all`)).statusCode).toBe(200);
    expect((await t.api.as(landlord).get(`/api/statistics/${other.uuid}/all`)).statusCode).toBe(403);
    expect((await t.api.as(admin).get('/api/statistics/3f2504e0-4f89-11d3-9a0c-0305e82c3301/all')).statusCode).toBe(404);
    expect((await t.api.as(admin).get('/api/statistics/rentals-4/all')).statusCode).toBe(400);
  });

  it("createDiscount (GraphQL) takes the user's uuid and stores the restriction on that user", async () => {
    const landlord = await buildLandlord(t.deps);
    const code = `UU${Date.now().toString(36).toUpperCase()}`;
    const input = { code, flat: 10_000, user: landlord.uuid, start: '2026-01-01', end: '2099-01-01' };
    const res = await t.api.as(admin).graph(CREATE_DISCOUNT, { input });
    expect(res.json().errors).toBeUndefined();
    expect(res.json().data.createDiscount.user).toEqual({ id: String(landlord.id), email: landlord.email });
    const bad = await t.api.as(admin).graph(CREATE_DISCOUNT, { input: { ...input, code: `${code}X`, user: 'rentals-1' } });
    expect(bad.json().errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: ['user'] }] });
  });
});

describe('setUserVerified', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t.deps);
  });
  afterAll(() => t.close());

  const verifiedOf = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!.verified;
  const entries = (uuid: string) =>
    t.deps.db
      .select()
      .from(activities)
      .where(and(eq(activities.targetId, uuid), eq(activities.action, 'user/verified')));

  it('GraphQL by numeric id sets the flag and logs user/verified with the change', async () => {
    const target = await buildLandlord(t.deps, { type: 'BUSINESS', company: 'Udlejer ApS' });
    const res = await t.api.as(admin).graph(SET_VERIFIED, { id: String(target.id), verified: true });
    expect(res.json().data).toEqual({ setUserVerified: true });
    expect(await verifiedOf(target.id)).toBe(true);
    const [entry] = await entries(target.uuid);
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'user', data: { diff: { verified: [false, true] } } });
  });

  it('REST by uuid clears it again; a landlord gets 403 and changes nothing', async () => {
    const target = await buildLandlord(t.deps, { verified: true });
    const landlord = await buildLandlord(t.deps);
    const refused = await t.api.as(landlord).post(`/api/users/${target.uuid}/verified`, { verified: false });
    expect(refused.statusCode).toBe(403);
    expect(await verifiedOf(target.id)).toBe(true);
    const res = await t.api.as(admin).post(`/api/users/${target.uuid}/verified`, { verified: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ verified: false });
    expect(await verifiedOf(target.id)).toBe(false);
    expect(await entries(target.uuid)).toHaveLength(1);
    expect((await t.api.as(admin).post(`/api/users/${target.uuid}/verified`, { verified: 'ja' })).statusCode).toBe(400);
  });

  it.each(['22 33 44 55', '+45 22334455', '0045 2233 4455'])('the user search finds a stored E.164 phone typed as %j', async (typed) => {
    const suffix = String(Date.now() % 100_000_000).padStart(8, '1');
    const target = await buildLandlord(t.deps, { phone: `+45${suffix}` });
    const groups = suffix.match(/../g)!;
    const query = typed.includes('+45') ? `+45 ${suffix}` : typed.startsWith('0045') ? `0045 ${groups[0]}${groups[1]} ${groups[2]}${groups[3]}` : groups.join(' ');
    const found = (await t.api.as(admin).graph(USER_CONNECTION, { query })).json().data.userConnection;
    expect(found.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(String(target.id));
  });
});
