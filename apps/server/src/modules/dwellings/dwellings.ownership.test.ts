import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import type { Mail } from '../../platform/mail/mailer';
import { buildDwelling, storedDwelling, auditEntries } from './dwellings.test-support';

const DWELLING_FIELDS = 'id status active user { id email } abilities { requestOwnership ownershipReceived moveToAdmin approve }';
const REQUEST = `mutation ($id: ID!) { requestOwnership(id: $id) { ${DWELLING_FIELDS} } }`;
const RECEIVED = `mutation ($id: ID!) { ownershipReceived(id: $id) { ${DWELLING_FIELDS} } }`;
const MOVE = `mutation ($uuid: ID!) { moveToAdmin(uuid: $uuid) { ${DWELLING_FIELDS} } }`;

describe('ownership moderation (GraphQL)', () => {
  let t: TestApp;
  let landlord: TestUser;
  let other: TestUser;
  let admin: TestUser;
  const sent: Mail[] = [];

  beforeAll(async () => {
    t = await startTestApp({ mailer: { send: async (mail) => void sent.push(mail) } });
    landlord = await buildLandlord(t.deps);
    other = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps, { firstname: 'Anne', lastname: 'Admin' });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    sent.length = 0;
  });

  const stored = (uuid: string) => storedDwelling(t.deps, uuid);
  const audit = (uuid: string) => auditEntries(t.api.as(admin), uuid);
  const code = (res: { json: () => { errors?: { extensions: { code: string } }[] } }) => res.json().errors?.[0]?.extensions.code;

  it('requestOwnership: PENDING_REVIEW → DOCUMENTATION_REQUESTED, mails the owner and logs it', async () => {
    const d = await buildDwelling(t.deps, { owner: landlord, status: 'PENDING_REVIEW' });
    const res = await t.api.as(admin).graph(REQUEST, { id: d.uuid });
    expect(res.json().errors).toBeUndefined();
    expect(res.json().data.requestOwnership).toMatchObject({
      status: 'DOCUMENTATION_REQUESTED',
      abilities: { requestOwnership: false, ownershipReceived: true, approve: true },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: landlord.email, kind: 'dwelling-ownership-requested' });
    expect((await audit(d.uuid))[0]).toMatchObject({
      action: 'dwelling/requested-ownership-mail',
      actor: 'Anne Admin',
      data: { diff: { status: ['PENDING_REVIEW', 'DOCUMENTATION_REQUESTED'] } },
    });
  });

  it('ownershipReceived: only in DOCUMENTATION_REQUESTED, back to PENDING_REVIEW; otherwise 409', async () => {
    const d = await buildDwelling(t.deps, { owner: landlord, status: 'DOCUMENTATION_REQUESTED' });
    const res = await t.api.as(admin).graph(RECEIVED, { id: d.uuid });
    expect(res.json().data.ownershipReceived.status).toBe('PENDING_REVIEW');
    expect((await audit(d.uuid))[0]).toMatchObject({
      action: 'dwelling/update',
      data: { event: 'ownershipReceived', diff: { status: ['DOCUMENTATION_REQUESTED', 'PENDING_REVIEW'] } },
    });
    // a second time: no longer in that status
    expect(code(await t.api.as(admin).graph(RECEIVED, { id: d.uuid }))).toBe('INVALID_TRANSITION');
    expect((await stored(d.uuid)).status).toBe('PENDING_REVIEW');
  });

  it.each(['DRAFT', 'DOCUMENTATION_REQUESTED'] as const)('requestOwnership in %s → 409, unchanged, no mail', async (status) => {
    const d = await buildDwelling(t.deps, { owner: landlord, status });
    expect(code(await t.api.as(admin).graph(REQUEST, { id: d.uuid }))).toBe('INVALID_TRANSITION');
    expect((await stored(d.uuid)).status).toBe(status);
    expect(sent).toEqual([]);
  });

  it('permissions: logged out 401, owner 403, other landlord 404 — nothing changes', async () => {
    const d = await buildDwelling(t.deps, { owner: landlord, status: 'DOCUMENTATION_REQUESTED' });
    for (const [query, vars] of [
      [REQUEST, { id: d.uuid }],
      [RECEIVED, { id: d.uuid }],
      [MOVE, { uuid: d.uuid }],
    ] as const) {
      expect(code(await t.api.graph(query, vars))).toBe('UNAUTHENTICATED');
      expect(code(await t.api.as(landlord).graph(query, vars))).toBe('FORBIDDEN');
      expect(code(await t.api.as(other).graph(query, vars))).toBe('NOT_FOUND');
    }
    const row = await stored(d.uuid);
    expect(row).toMatchObject({ status: 'DOCUMENTATION_REQUESTED', userId: landlord.id });
    expect(sent).toEqual([]);
  });

  it('moveToAdmin: the dwelling moves to the admin account and is logged; again → 409', async () => {
    const d = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED' });
    const res = await t.api.as(admin).graph(MOVE, { uuid: d.uuid });
    expect(res.json().data.moveToAdmin).toMatchObject({
      user: { id: admin.id, email: admin.email },
      abilities: { moveToAdmin: false },
    });
    expect((await stored(d.uuid)).userId).toBe(admin.id);
    expect((await audit(d.uuid))[0]).toMatchObject({
      action: 'dwelling/move-to-admin',
      data: { diff: { user: [landlord.email, admin.email] }, from: { id: landlord.id } },
    });
    expect((await t.api.as(landlord).get(`/api/dwellings/${d.uuid}`)).statusCode).toBe(404);
    expect(code(await t.api.as(admin).graph(MOVE, { uuid: d.uuid }))).toBe('INVALID_TRANSITION');
  });

  it("dwelling(id){user{dwellings}}: the owner's dwellings, 10 per page, with totalCount", async () => {
    const owner = await buildLandlord(t.deps);
    const made = [];
    for (let i = 0; i < 12; i++) made.push(await buildDwelling(t.deps, { owner, status: i % 2 ? 'APPROVED' : 'DRAFT' }));
    const query = `query ($id: ID!, $page: Int) { dwelling(id: $id) { user { email dwellings(page: $page) { totalCount results { uuid status } } } } }`;
    const page1 = (await t.api.as(admin).graph(query, { id: made[0].uuid })).json().data.dwelling.user.dwellings;
    expect(page1.totalCount).toBe(12);
    expect(page1.results).toHaveLength(10);
    const page2 = (await t.api.as(admin).graph(query, { id: made[0].uuid, page: 2 })).json().data.dwelling.user.dwellings;
    expect(page2.results).toHaveLength(2);
    const all = [...page1.results, ...page2.results].map((r: { uuid: string }) => r.uuid).sort();
    expect(all).toEqual(made.map((m) => m.uuid).sort());
  });
});
