import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offsetToCursor } from '@pothos/plugin-relay';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { countForActorCapped } from './dwellings.repository';
import { COUNT_CAP, SHORT_TEXT_SEARCH_COUNT_CAP, TEXT_SEARCH_COUNT_CAP, countCap } from './dwellings.service';
import { buildDwelling, completeDwellingForm } from './dwellings.test-support';

const CONNECTION = /* GraphQL */ `
  query C(
    $filter: DwellingFilter
    $sortBy: DwellingSortBy
    $sortDir: DwellingSortDir
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    dwellingConnection(
      filter: $filter
      sortBy: $sortBy
      sortDir: $sortDir
      first: $first
      after: $after
      last: $last
      before: $before
    ) {
      totalCount
      totalCountIsExact
      pageInfo {
        startCursor
        endCursor
        hasNextPage
        hasPreviousPage
      }
      edges {
        cursor
        node {
          headline
          economy {
            rent
          }
        }
      }
    }
  }
`;

type Page = {
  totalCount: number;
  totalCountIsExact: boolean;
  pageInfo: { startCursor: string | null; endCursor: string | null; hasNextPage: boolean; hasPreviousPage: boolean };
  edges: { cursor: string; node: { headline: string; economy: { rent: number | null } } }[];
};
type Reply = { data: { dwellingConnection: Page } | null; errors?: { extensions: { code: string; status: number } }[] };

const SORTS = ['CREATED_AT', 'UPDATED_AT', 'RENT', 'ADDRESS', 'STATUS', 'ZIP', 'EXPIRES_AT'] as const;
const ROWS = 14;

/** Keyset paging of dwellingConnection (docs/architecture.md "Paging"): ties and NULLs in the sort key, both directions, capped counts. */
describe('admin dwelling list: keyset cursors', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t.deps);
    const owner = await buildLandlord(t.deps);
    for (let i = 0; i < ROWS; i += 1) {
      const content = completeDwellingForm(`addr-${i}`);
      content.headline = `K${i}`;
      // few distinct values: most rows tie with others in every sort key
      content.economy.rent = [500_000, 700_000, 500_000][i % 3];
      const street = ['Algade 1', 'Bygade 2'][i % 2];
      content.location = {
        ...content.location,
        address: `${street}, 8000 Aarhus C`,
        zip: ['8000', '9000'][i % 2],
        city: 'Aarhus C',
      };
      await buildDwelling(t.deps, {
        owner,
        content,
        status: (['APPROVED', 'PENDING_REVIEW'] as const)[i % 2],
        active: true,
        expiresAt: i % 4 === 0 ? null : new Date('2026-06-01T00:00:00Z'),
      });
    }
    // NULLs in the nullable sort columns, and timestamps that differ only in microseconds (a cursor
    // rounded to milliseconds would skip or repeat these)
    await t.deps.db.execute(sql`update dwellings set economy = economy - 'rent' where headline in ('K1', 'K6', 'K11')`);
    await t.deps.db.execute(sql`update dwellings set location = location - 'address' - 'zip' where headline in ('K2', 'K9')`);
    await t.deps.db.execute(sql`
      update dwellings set created_at = timestamptz '2026-01-01 10:00:00.123456+00' + ((id % 3) * interval '1 microsecond'),
                           updated_at = timestamptz '2026-01-01 10:00:00+00'`);
  });
  afterAll(() => t.close());

  const connection = async (variables: Record<string, unknown>) => {
    const res = await t.api.as(admin).graph(CONNECTION, { filter: { tab: 'ALL' }, ...variables });
    const reply = res.json<Reply>();
    // 200, or the first error's status (docs/architecture.md "Errors")
    expect(res.statusCode).toBe(reply.errors?.[0]?.extensions.status ?? 200);
    return reply;
  };
  const page = async (variables: Record<string, unknown>) => {
    const reply = await connection(variables);
    expect(reply.errors).toBeUndefined();
    return reply.data!.dwellingConnection;
  };
  const names = (p: Page) => p.edges.map((e) => e.node.headline);
  /** Every row, page by page of `size`: forward through `after` cursors, or backward through `before`. */
  const walk = async (variables: Record<string, unknown>, size: number, direction: 'forward' | 'backward') => {
    const rows: string[] = [];
    if (direction === 'forward') {
      let next = await page({ ...variables, first: size });
      rows.push(...names(next));
      while (next.pageInfo.hasNextPage) {
        next = await page({ ...variables, first: size, after: next.pageInfo.endCursor });
        rows.push(...names(next));
      }
    } else {
      let previous = await page({ ...variables, last: size });
      rows.unshift(...names(previous));
      while (previous.pageInfo.hasPreviousPage) {
        previous = await page({ ...variables, last: size, before: previous.pageInfo.startCursor });
        rows.unshift(...names(previous));
      }
    }
    return rows;
  };

  it.each(SORTS.flatMap((sortBy) => (['ASC', 'DESC'] as const).map((sortDir) => [sortBy, sortDir] as const)))(
    'sort %s %s: paging forward and backward by 3 returns every row once, in the one-page order',
    async (sortBy, sortDir) => {
      const sort = { sortBy, sortDir };
      const whole = names(await page({ ...sort, first: 100 }));
      expect(new Set(whole).size).toBe(ROWS);

      expect(await walk(sort, 3, 'forward')).toEqual(whole);
      expect(await walk(sort, 3, 'backward')).toEqual(whole);
    },
  );

  it.each([
    ['CREATED_AT', 'DESC'],
    ['CREATED_AT', 'ASC'],
    ['RENT', 'ASC'],
  ] as const)(
    'an address filter (ids first, then rows) pages %s %s forward, backward and by old offset cursors like the whole list',
    async (sortBy, sortDir) => {
      const sort = { sortBy, sortDir };
      // the rows whose address contains "algade", in the unfiltered order (K2 lost its address above)
      const expected = names(await page({ ...sort, first: 100 })).filter((n) => Number(n.slice(1)) % 2 === 0 && n !== 'K2');
      const filter = { tab: 'ALL', address: 'ALGADE' };
      expect(await walk({ ...sort, filter }, 2, 'forward')).toEqual(expected);
      expect(await walk({ ...sort, filter }, 2, 'backward')).toEqual(expected);
      expect(names(await page({ ...sort, filter, first: 2, after: offsetToCursor(1) }))).toEqual(expected.slice(2, 4));
    },
  );

  it('a short address filter (strpos) finds what the same text does inside a longer one, in any case', async () => {
    const all = names(await page({ first: 100 }));
    const withAddress = all.filter((n) => !['K2', 'K9'].includes(n));
    expect(names(await page({ filter: { tab: 'ALL', address: 'GA' }, first: 100 }))).toEqual(withAddress);
    expect(names(await page({ filter: { tab: 'ALL', address: 'lg' }, first: 100 }))).toEqual(
      withAddress.filter((n) => Number(n.slice(1)) % 2 === 0),
    );
    expect((await page({ filter: { tab: 'ALL', address: 'e 1' }, first: 1 })).totalCount).toBe(6);
    expect((await page({ filter: { tab: 'ALL', address: 'zz' }, first: 1 })).totalCount).toBe(0);
  });

  it('NULLs sort last in both directions, ties by id', async () => {
    const rents = async (sortDir: string) =>
      (await page({ sortBy: 'RENT', sortDir, first: 100 })).edges.map((e) => e.node.economy.rent);
    expect(await rents('ASC')).toEqual([...Array(7).fill(500_000), ...Array(4).fill(700_000), null, null, null]);
    expect(await rents('DESC')).toEqual([...Array(4).fill(700_000), ...Array(7).fill(500_000), null, null, null]);
    expect(names(await page({ sortBy: 'RENT', sortDir: 'ASC', first: 100 })).slice(-3)).toEqual(['K1', 'K6', 'K11']);
    expect(names(await page({ sortBy: 'RENT', sortDir: 'DESC', first: 100 })).slice(-3)).toEqual(['K11', 'K6', 'K1']);
  });

  it('pageInfo follows Relay: a first page has no previous page, a page after a cursor has one', async () => {
    const first = await page({ first: 5 });
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.pageInfo.startCursor).toBe(first.edges[0].cursor);
    const last = await page({ first: 100, after: first.pageInfo.endCursor });
    expect(last.edges).toHaveLength(ROWS - 5);
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('old offset cursors still page (bookmarked admin links)', async () => {
    const whole = names(await page({ first: 100 }));
    expect(names(await page({ first: 3, after: offsetToCursor(2) }))).toEqual(whole.slice(3, 6));
    const back = await page({ last: 2, before: offsetToCursor(5) });
    expect(names(back)).toEqual(whole.slice(3, 5));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
  });

  it('a cursor of another sort, or garbage, is VALIDATION_FAILED', async () => {
    const byRent = await page({ sortBy: 'RENT', sortDir: 'ASC', first: 2 });
    const other = await connection({ sortBy: 'ZIP', sortDir: 'ASC', first: 2, after: byRent.pageInfo.endCursor });
    expect(other.errors?.[0].extensions.code).toBe('VALIDATION_FAILED');
    const garbage = await connection({ first: 2, after: 'k1.bm90IGpzb24' });
    expect(garbage.errors?.[0].extensions.code).toBe('VALIDATION_FAILED');
  });

  it('small lists are counted exactly', async () => {
    const all = await page({ first: 1 });
    expect(all).toMatchObject({ totalCount: ROWS, totalCountIsExact: true });
    const filtered = await page({ filter: { tab: 'ALL', address: 'ALGADE' }, first: 1 });
    expect(filtered).toMatchObject({ totalCount: ROWS / 2 - 1, totalCountIsExact: true });
  });

  it('the count stops at the cap and says so', async () => {
    const actor: Actor = {
      kind: 'user',
      userId: admin.id,
      uuid: admin.uuid,
      role: 'admin',
      type: 'PERSONAL',
      verified: false,
      isAdmin: true,
      name: 'A',
    };
    const all = { filter: { tab: 'ALL' as const } };
    expect(await countForActorCapped(t.deps.db, actor, all, 5)).toEqual({ count: 5, exact: false });
    expect(await countForActorCapped(t.deps.db, actor, all, ROWS - 1)).toEqual({ count: ROWS - 1, exact: false });
    expect(await countForActorCapped(t.deps.db, actor, all, ROWS)).toEqual({ count: ROWS, exact: true });
    expect(await countForActorCapped(t.deps.db, actor, { filter: { tab: 'ALL', zip: '9' } }, 5)).toEqual({
      count: 5,
      exact: false,
    });
    expect(await countForActorCapped(t.deps.db, actor, { filter: { tab: 'ALL', zip: '9' } }, 100)).toEqual({
      count: 6,
      exact: true,
    });
  });

  it('a text search counts to 1,000, a short one to 100, every other list to 10,000 (countCap)', () => {
    expect(countCap({})).toBe(COUNT_CAP);
    expect(COUNT_CAP).toBe(10_000);
    expect(countCap({ address: 'gade 1' })).toBe(TEXT_SEARCH_COUNT_CAP);
    expect(TEXT_SEARCH_COUNT_CAP).toBe(1_000);
    expect(countCap({}, 'vej')).toBe(1_000);
    expect(countCap({ address: '  ' }, ' ')).toBe(10_000);
    expect(countCap({ address: null } as never, null)).toBe(10_000);
    // no three letters or digits in a row: no index can look it up
    expect(countCap({ address: 'sø' })).toBe(SHORT_TEXT_SEARCH_COUNT_CAP);
    expect(SHORT_TEXT_SEARCH_COUNT_CAP).toBe(100);
    expect(countCap({ address: 'e 1' }, 'altan')).toBe(100);
    expect(countCap({ address: 'Åby' }, 'altan')).toBe(1_000);
  });

  it('a short text search (cap 100) is counted exactly below its cap', async () => {
    const counted = async (address: string) => {
      const p = await page({ filter: { tab: 'ALL', address }, first: 1 });
      return { totalCount: p.totalCount, totalCountIsExact: p.totalCountIsExact };
    };
    // every row but the two without an address holds "a" (Aarhus): 12, under the cap
    expect(await counted('a')).toEqual({ totalCount: ROWS - 2, totalCountIsExact: true });
    expect(await counted('zz')).toEqual({ totalCount: 0, totalCountIsExact: true });
  });
});
