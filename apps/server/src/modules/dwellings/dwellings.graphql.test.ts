import type { DwellingStatus } from '@udlejning/shared/dwellings/status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling, completeDwellingForm } from './dwellings.test-support';

const CONNECTION = /* GraphQL */ `
  query DwellingConnection(
    $query: String
    $filter: DwellingFilter
    $sortBy: DwellingSortBy
    $sortDir: DwellingSortDir
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    dwellingConnection(
      query: $query
      filter: $filter
      sortBy: $sortBy
      sortDir: $sortDir
      first: $first
      after: $after
      last: $last
      before: $before
    ) {
      totalCount
      pageInfo {
        startCursor
        endCursor
        hasNextPage
        hasPreviousPage
      }
      edges {
        cursor
        node {
          id
          uuid
          headline
          status
          displayedStatus
          active
          listingType
          createdAt
          location {
            address
            zip
            city
          }
          economy {
            rent
          }
          size {
            rooms
            area
          }
          user {
            id
            name
            email
          }
          abilities {
            update
            approve
            reject
            viewLog
          }
        }
      }
    }
  }
`;

type Node = {
  headline: string;
  status: string;
  displayedStatus: string;
  economy: { rent: number };
  user: { id: number } | null;
  abilities: Record<string, boolean>;
};
type ConnectionData = {
  dwellingConnection: {
    totalCount: number;
    pageInfo: { startCursor: string; endCursor: string; hasNextPage: boolean; hasPreviousPage: boolean };
    edges: { cursor: string; node: Node }[];
  };
};

describe('dwellings GraphQL', () => {
  let t: TestApp;
  let admin: TestUser;
  let landlord: TestUser;
  let business: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t.deps);
    landlord = await buildLandlord(t.deps);
    business = await buildLandlord(t.deps, { type: 'BUSINESS', verified: true });
    other = await buildLandlord(t.deps);
    const at = (i: number) => new Date(Date.parse('2026-01-01T00:00:00Z') + i * 60_000);
    const rows: [TestUser, DwellingStatus, boolean, number][] = [
      [landlord, 'PENDING_REVIEW', true, 900_000],
      [landlord, 'PENDING_REVIEW', true, 500_000],
      [business, 'PENDING_REVIEW', true, 700_000],
      [landlord, 'PENDING_REVIEW', false, 800_000],
      [landlord, 'DRAFT', true, 600_000],
      [other, 'APPROVED', true, 400_000],
      [other, 'REJECTED', true, 300_000],
      [other, 'APPROVED', false, 200_000],
    ];
    for (const [i, [owner, status, active, rent]] of rows.entries()) {
      const content = completeDwellingForm(`addr-${i}`);
      content.headline = `D${i}`;
      content.economy.rent = rent;
      content.location = { ...content.location, address: `Vej ${i}, 8000 Aarhus C`, zip: '8000', city: 'Aarhus C' };
      await buildDwelling(t.deps, { owner, content, status, active, createdAt: at(i), updatedAt: at(i) });
    }
  });
  afterAll(() => t.close());

  const connection = async (who: TestUser | null, variables: Record<string, unknown> = {}) => {
    const res = await t.api.as(who).graph(CONNECTION, variables);
    const reply = res.json<{ data: ConnectionData | null; errors?: { extensions: { code: string; status: number } }[] }>();
    // 200, or the first error's status (docs/architecture.md "Errors")
    expect(res.statusCode).toBe(reply.errors?.[0]?.extensions.status ?? 200);
    return reply;
  };
  const headlines = (data: ConnectionData) => data.dwellingConnection.edges.map((e) => e.node.headline);

  it('admin default: active PENDING_REVIEW, newest first, with the user column and totalCount', async () => {
    const { data } = await connection(admin);
    expect(headlines(data!)).toEqual(['D2', 'D1', 'D0']);
    expect(data!.dwellingConnection.totalCount).toBe(3);
    const [first] = data!.dwellingConnection.edges;
    // a verified business user's pending listing shows as APPROVED (doc 2 §4)
    expect(first.node).toMatchObject({
      status: 'PENDING_REVIEW',
      displayedStatus: 'APPROVED',
      user: { id: business.id },
      abilities: { approve: true, viewLog: true },
    });
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['Draft tab', { tab: 'DRAFT' }, ['D4', 'D2', 'D1', 'D0']],
    ['Approved tab', { tab: 'APPROVED' }, ['D5']],
    ['Deactivated tab', { tab: 'DEACTIVATED' }, ['D7', 'D3']],
    ['All tab', { tab: 'ALL' }, ['D7', 'D6', 'D5', 'D4', 'D3', 'D2', 'D1', 'D0']],
    ['status REJECTED', { status: 'REJECTED' }, ['D6']],
    ['status DEACTIVATED', { status: 'DEACTIVATED' }, ['D7', 'D3']],
    ['one user defaults to APPROVED', { user: String(0) }, []],
    ['address', { tab: 'ALL', address: 'Vej 5' }, ['D5']],
  ])('%s', async (_name, filter, expected) => {
    const { data } = await connection(admin, { filter });
    expect(headlines(data!)).toEqual(expected);
    expect(data!.dwellingConnection.totalCount).toBe(expected.length);
  });

  it('a user filter alone gives that user’s APPROVED listings', async () => {
    const { data } = await connection(admin, { filter: { user: String(other.id) } });
    expect(headlines(data!)).toEqual(['D5']);
  });

  it('pages forward with first/after and back with last/before', async () => {
    const page1 = (await connection(admin, { filter: { tab: 'ALL' }, first: 3 })).data!.dwellingConnection;
    expect(page1.edges.map((e) => e.node.headline)).toEqual(['D7', 'D6', 'D5']);
    expect(page1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(page1.totalCount).toBe(8);
    const page2 = (await connection(admin, { filter: { tab: 'ALL' }, first: 3, after: page1.pageInfo.endCursor })).data!
      .dwellingConnection;
    expect(page2.edges.map((e) => e.node.headline)).toEqual(['D4', 'D3', 'D2']);
    expect(page2.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const back = (await connection(admin, { filter: { tab: 'ALL' }, last: 3, before: page2.pageInfo.startCursor })).data!
      .dwellingConnection;
    expect(back.edges.map((e) => e.node.headline)).toEqual(['D7', 'D6', 'D5']);
    const tail = (await connection(admin, { filter: { tab: 'ALL' }, last: 2 })).data!.dwellingConnection;
    expect(tail.edges.map((e) => e.node.headline)).toEqual(['D1', 'D0']);
  });

  it('bad paging arguments are VALIDATION_FAILED, not INTERNAL', async () => {
    const res = await connection(admin, { first: -1 });
    expect(res.errors?.[0].extensions.code).toBe('VALIDATION_FAILED');
    const tooMany = await connection(admin, { first: 101 });
    expect(tooMany.errors?.[0].extensions.code).toBe('VALIDATION_FAILED');
  });

  it('sorts by rent, address and status', async () => {
    const byRent = await connection(admin, { filter: { tab: 'ALL' }, sortBy: 'RENT', sortDir: 'ASC', first: 3 });
    expect(byRent.data!.dwellingConnection.edges.map((e) => e.node.economy.rent)).toEqual([200_000, 300_000, 400_000]);
    const byAddress = await connection(admin, { filter: { tab: 'ALL' }, sortBy: 'ADDRESS', sortDir: 'DESC', first: 2 });
    expect(headlines(byAddress.data!)).toEqual(['D7', 'D6']);
    const byStatus = await connection(admin, { filter: { tab: 'ALL' }, sortBy: 'STATUS', sortDir: 'ASC', first: 2 });
    expect(byStatus.data!.dwellingConnection.edges.map((e) => e.node.status)).toEqual(['APPROVED', 'APPROVED']);
  });

  it('a landlord gets only the own dwellings, without the user column; logged out is UNAUTHENTICATED', async () => {
    const { data } = await connection(landlord);
    expect(headlines(data!)).toEqual(['D4', 'D3', 'D1', 'D0']);
    expect(data!.dwellingConnection.edges.every((e) => e.node.user === null)).toBe(true);
    const anonymous = await connection(null);
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  describe('dwelling and updateDwelling', () => {
    const DWELLING = `query ($id: ID!, $userId: ID) { dwelling(id: $id, userId: $userId) { id headline listingType status active location { address } payment { amount } user { id } abilities { update changeListingType } } }`;
    const UPDATE = `mutation ($id: ID!, $input: UpdateDwellingInput!) { updateDwelling(id: $id, input: $input) { id listingType } }`;

    // An app (a database) of their own: the admin lists above count every dwelling in the database, whoever
    // owns it, and these tests run before or after them (docs/architecture.md "Test order")
    let single: TestApp;
    let owner: TestUser;
    let singleAdmin: TestUser;
    let stranger: TestUser;
    beforeAll(async () => {
      single = await startTestApp();
      owner = await buildLandlord(single.deps);
      singleAdmin = await buildAdmin(single.deps);
      stranger = await buildLandlord(single.deps);
    });
    afterAll(() => single.close());

    it('reads one dwelling for its owner and admins; another landlord gets NOT_FOUND', async () => {
      const d = await buildDwelling(single.deps, { owner, headline: 'Min' });
      const mine = (await single.api.as(owner).graph(DWELLING, { id: d.uuid })).json();
      expect(mine.data.dwelling).toMatchObject({
        id: d.uuid,
        headline: 'Min',
        listingType: 'STANDARD',
        payment: null,
        user: { id: owner.id },
        abilities: { changeListingType: false },
      });
      const forAdmin = (await single.api.as(singleAdmin).graph(DWELLING, { id: d.uuid, userId: String(owner.id) })).json();
      expect(forAdmin.data.dwelling.abilities.changeListingType).toBe(true);
      const wrongUser = (await single.api.as(singleAdmin).graph(DWELLING, { id: d.uuid, userId: String(stranger.id) })).json();
      expect(wrongUser.errors[0].extensions.code).toBe('NOT_FOUND');
      const theirs = (await single.api.as(stranger).graph(DWELLING, { id: d.uuid })).json();
      expect(theirs.errors[0].extensions.code).toBe('NOT_FOUND');
      // an id lookup is nullable: the failure nulls only its own field
      expect(theirs.data).toEqual({ dwelling: null });
    });

    it('admins change the listing type (logged); landlords get FORBIDDEN', async () => {
      const d = await buildDwelling(single.deps, { owner });
      const denied = (await single.api.as(owner).graph(UPDATE, { id: d.uuid, input: { listingType: 'PREMIUM' } })).json();
      expect(denied.errors[0].extensions.code).toBe('FORBIDDEN');
      const res = (await single.api.as(singleAdmin).graph(UPDATE, { id: d.uuid, input: { listingType: 'PREMIUM' } })).json();
      expect(res.data.updateDwelling).toEqual({ id: d.uuid, listingType: 'PREMIUM' });
      const log = (await single.api.as(singleAdmin).get(`/api/dwellings/${d.uuid}/audit`)).json().results;
      expect(log[0]).toMatchObject({ action: 'dwelling/update', data: { diff: { listingType: ['STANDARD', 'PREMIUM'] } } });
    });
  });
});
