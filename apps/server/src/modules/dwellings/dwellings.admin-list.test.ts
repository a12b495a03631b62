import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling, completeDwellingForm } from './dwellings.test-support';

const CONNECTION = /* GraphQL */ `
  query DwellingConnection(
    $filter: DwellingFilter
    $sortBy: DwellingSortBy
    $sortDir: DwellingSortDir
    $first: Int
    $after: String
  ) {
    dwellingConnection(filter: $filter, sortBy: $sortBy, sortDir: $sortDir, first: $first, after: $after) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          headline
          expiresAt
          location {
            zip
            city
          }
        }
      }
    }
  }
`;

type Reply = {
  data: {
    dwellingConnection: {
      totalCount: number;
      pageInfo: { endCursor: string; hasNextPage: boolean };
      edges: { node: { headline: string; expiresAt: string | null; location: { zip: string; city: string } } }[];
    };
  } | null;
  errors?: { message: string; extensions: { code: string; status: number } }[];
};

/** The admin list's column filters and sorts (doc 2 §2 Admin list, §4), over GraphQL and REST. */
describe('admin dwelling list: column filters', () => {
  let t: TestApp;
  let admin: TestUser;
  let lis: TestUser;
  let bo: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t.deps);
    lis = await buildLandlord(t.deps, { firstname: 'Lis', lastname: 'Hansen', email: 'lis.hansen@example.dk' });
    bo = await buildLandlord(t.deps, { firstname: 'Bo', lastname: 'Jensen', email: 'bo@example.dk' });
    const rows: [TestUser, string, string, string, number, string][] = [
      [lis, 'Åboulevarden 1', '8000', 'Aarhus C', 900_000, '2026-01-01T10:00:00Z'],
      [lis, 'Nørregade 2', '1165', 'København K', 1_500_000, '2026-01-02T10:00:00Z'],
      [bo, 'Vestergade 3', '8000', 'Aarhus C', 700_000, '2026-01-03T10:00:00Z'],
      [bo, 'Algade 4', '9000', 'Aalborg', 500_000, '2026-01-04T23:30:00Z'],
      [bo, 'Storegade 5', '8200', 'Aarhus N', 1_100_000, '2026-01-05T10:00:00Z'],
    ];
    for (const [i, [owner, street, zip, city, rent, created]] of rows.entries()) {
      const content = completeDwellingForm(`addr-${i}`);
      content.headline = `H${i}`;
      content.economy.rent = rent;
      content.location = { ...content.location, address: `${street}, ${zip} ${city}`, zip, city };
      await buildDwelling(t.deps, {
        owner,
        content,
        status: 'APPROVED',
        active: true,
        createdAt: new Date(created),
        updatedAt: new Date(created),
        expiresAt: new Date(Date.parse(created) + 90 * 86_400_000),
      });
    }
  });
  afterAll(() => t.close());

  const connection = async (variables: Record<string, unknown>) => {
    const res = await t.api.as(admin).graph(CONNECTION, { filter: { tab: 'ALL' }, ...variables });
    const reply = res.json<Reply>();
    // 200, or the first error's status (docs/architecture.md "Errors")
    expect(res.statusCode).toBe(reply.errors?.[0]?.extensions.status ?? 200);
    return reply;
  };
  const headlines = async (variables: Record<string, unknown>) =>
    (await connection(variables)).data!.dwellingConnection.edges.map((e) => e.node.headline);

  it.each([
    ['address contains', { address: 'gade' }, ['H4', 'H3', 'H2', 'H1']],
    ['address contains, any case', { address: 'åboul' }, ['H0']],
    ['zip prefix', { zip: '80' }, ['H2', 'H0']],
    ['city prefix', { city: 'aarhus' }, ['H4', 'H2', 'H0']],
    ['user e-mail', { user: 'lis.hansen@' }, ['H1', 'H0']],
    ['user name', { user: 'bo jen' }, ['H4', 'H3', 'H2']],
    ['user name, any case', { user: 'HANSEN' }, ['H1', 'H0']],
    ['user matching nobody', { user: 'nobody-at-all' }, []],
    ['rent range (øre, inclusive)', { rentMin: 700_000, rentMax: 1_100_000 }, ['H4', 'H2', 'H0']],
    ['created range, createdTo a whole UTC day', { createdFrom: '2026-01-02', createdTo: '2026-01-04' }, ['H3', 'H2', 'H1']],
    ['listing type', { listingType: 'PLUS' }, []],
  ])('%s', async (_name, filter, expected) => {
    expect(await headlines({ filter: { tab: 'ALL', ...filter } })).toEqual(expected);
  });

  it('filters combine with the tab rules (Deactivated tab has none of these)', async () => {
    expect(await headlines({ filter: { tab: 'DEACTIVATED', zip: '80' } })).toEqual([]);
    expect(await headlines({ filter: { tab: 'APPROVED', zip: '80' } })).toEqual(['H2', 'H0']);
  });

  it.each([
    ['RENT', 'ASC', ['H3', 'H2', 'H0', 'H4', 'H1']],
    ['ZIP', 'ASC', ['H1', 'H0', 'H2', 'H4', 'H3']],
    ['EXPIRES_AT', 'DESC', ['H4', 'H3', 'H2', 'H1', 'H0']],
    ['ADDRESS', 'ASC', ['H3', 'H1', 'H4', 'H2', 'H0']],
  ])('sorts by %s %s', async (sortBy, sortDir, expected) => {
    expect(await headlines({ sortBy, sortDir })).toEqual(expected);
  });

  it('pages with Relay cursors keep the sort', async () => {
    const first = await connection({ sortBy: 'RENT', sortDir: 'ASC', first: 2 });
    const page1 = first.data!.dwellingConnection;
    expect(page1.totalCount).toBe(5);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await headlines({ sortBy: 'RENT', sortDir: 'ASC', first: 2, after: page1.pageInfo.endCursor });
    expect(second).toEqual(['H0', 'H4']);
  });

  it('list rows carry expiresAt', async () => {
    const { data } = await connection({ first: 1 });
    expect(data!.dwellingConnection.edges[0].node.expiresAt).toBe('2026-04-05T10:00:00.000Z');
  });

  it('bad filter values are a validation error, not a 500', async () => {
    const res = await connection({ filter: { createdFrom: 'yesterday' } });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    const rest = await t.api.as(admin).get('/api/dwellings?rentMin=-5');
    expect(rest.statusCode).toBe(400);
    expect(rest.json().error.issues[0].path).toEqual(['rentMin']);
  });

  it('GET /api/dwellings takes the same column filters', async () => {
    const res = await t.api.as(admin).get('/api/dwellings?filter=ALL&city=Aarhus&rentMax=900000&sortBy=RENT&sortDir=ASC');
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { headline: string }) => r.headline)).toEqual(['H2', 'H0']);
    expect(res.json().totalCount).toBe(2);
  });

  it('a landlord gets the column filters on the own rows only; the user filter is ignored', async () => {
    const res = await t.api.as(lis).get('/api/dwellings?zip=8&user=bo');
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { headline: string }) => r.headline)).toEqual(['H0']);
  });
});
