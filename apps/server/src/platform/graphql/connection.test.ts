import { describe, expect, it } from 'vitest';
import { resolveConnection, type OffsetSource } from './connection';

/** An offset list of `n` rows { n: 0 … n-1 }, counting how often it is read. */
function rowsSource(n: number): OffsetSource<{ n: number }> & { reads: number } {
  const all = Array.from({ length: n }, (_, i) => ({ n: i }));
  const source = {
    kind: 'offset' as const,
    defaultSize: 4,
    reads: 0,
    count: async () => n,
    rows: async ({ offset, limit }: { offset: number; limit: number }) => {
      source.reads += 1;
      return all.slice(offset, offset + limit);
    },
  };
  return source;
}

const nodes = (c: { edges: { node: { n: number } }[] }) => c.edges.map((e) => e.node.n);

describe('resolveConnection (offset)', () => {
  it('pages forward with first/after to the end, then back with last/before, with totalCount on every page', async () => {
    const source = rowsSource(10);
    const first = await resolveConnection({ first: 4 }, source);
    expect(nodes(first)).toEqual([0, 1, 2, 3]);
    expect(first).toMatchObject({
      totalCount: 10,
      totalCountIsExact: true,
      pageInfo: { hasNextPage: true, hasPreviousPage: false },
    });

    const second = await resolveConnection({ first: 4, after: first.pageInfo.endCursor }, source);
    expect(nodes(second)).toEqual([4, 5, 6, 7]);
    const third = await resolveConnection({ first: 4, after: second.pageInfo.endCursor }, source);
    expect(nodes(third)).toEqual([8, 9]);
    expect(third.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    const back = await resolveConnection({ last: 4, before: third.pageInfo.startCursor }, source);
    expect(nodes(back)).toEqual([4, 5, 6, 7]);
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const start = await resolveConnection({ last: 4, before: back.pageInfo.startCursor }, source);
    expect(nodes(start)).toEqual([0, 1, 2, 3]);
    expect(start).toMatchObject({ totalCount: 10, pageInfo: { hasPreviousPage: false } });
  });

  it('takes the default size without first or last, and gives an empty page no cursors', async () => {
    expect(nodes(await resolveConnection({}, rowsSource(10)))).toEqual([0, 1, 2, 3]);
    const empty = await resolveConnection({ first: 4 }, rowsSource(0));
    expect(empty).toMatchObject({
      edges: [],
      totalCount: 0,
      pageInfo: { startCursor: null, endCursor: null, hasNextPage: false },
    });
  });

  it('refuses a cursor that is not one of ours with VALIDATION_FAILED on its argument, before reading', async () => {
    const source = rowsSource(10);
    const forged = [
      'junk',
      Buffer.from('OffsetConnection:-5').toString('base64'),
      Buffer.from('OffsetConnection:99999999999').toString('base64'),
    ];
    for (const cursor of forged) {
      await expect(resolveConnection({ after: cursor }, source)).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: ['after'] }],
      });
      await expect(resolveConnection({ before: cursor }, source)).rejects.toMatchObject({ issues: [{ path: ['before'] }] });
    }
    expect(source.reads).toBe(0);
  });
});

describe('resolveConnection (keyset)', () => {
  it("keeps the service's cursors and counts and presents each record", async () => {
    const page = {
      edges: [{ cursor: 'k1.a', record: { id: 7 } }],
      pageInfo: { startCursor: 'k1.a', endCursor: 'k1.a', hasNextPage: true, hasPreviousPage: false },
      totalCount: 10_000,
      totalCountIsExact: false,
    };
    const c = await resolveConnection(
      { first: 1 },
      { kind: 'keyset', page: async () => page, present: (r) => ({ label: `#${r.id}` }) },
    );
    expect(c).toEqual({ ...page, edges: [{ cursor: 'k1.a', node: { label: '#7' } }] });
  });
});
