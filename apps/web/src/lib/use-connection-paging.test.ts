// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConnectionPaging, type ConnectionVariables, type LoadedConnection } from './use-connection-paging';

/**
 * A server's connection over rows 0…n-1 with opaque cursors ('#<row>' here: the hook never reads
 * or builds them), answering first/after and last/before as Relay does.
 */
function serve(n: number, v: ConnectionVariables): LoadedConnection & { rows: number[] } {
  const at = (cursor: string) => Number(cursor.slice(1));
  let rows: number[];
  if (v.before != null) {
    const end = at(v.before);
    rows = Array.from({ length: Math.min(v.last ?? 0, end) }, (_, i) => end - Math.min(v.last ?? 0, end) + i);
  } else {
    const start = v.after == null ? 0 : at(v.after) + 1;
    rows = Array.from({ length: Math.max(0, Math.min(v.first ?? 0, n - start)) }, (_, i) => start + i);
  }
  return {
    rows,
    totalCount: n,
    pageInfo: {
      hasNextPage: (rows.at(-1) ?? n) < n - 1,
      startCursor: rows.length ? `#${rows[0]}` : null,
      endCursor: rows.length ? `#${rows.at(-1)}` : null,
    },
  };
}

describe('useConnectionPaging', () => {
  it('pages through a list forward and back at the cursors the server gave, with its totalCount', () => {
    const { result } = renderHook(() => useConnectionPaging({ defaultPageSize: 4 }));
    const load = () => serve(10, result.current.variables);

    expect(result.current.variables).toEqual({ first: 4, after: null, last: null, before: null });
    expect(load().rows).toEqual([0, 1, 2, 3]);
    expect(result.current.pager(load())).toMatchObject({ page: 0, pageSize: 4, totalCount: 10, hasNextPage: true });

    act(() => result.current.pager(load()).onPageChange(1));
    expect(result.current.variables).toEqual({ first: 4, after: '#3', last: null, before: null });
    expect(load().rows).toEqual([4, 5, 6, 7]);
    act(() => result.current.pager(load()).onPageChange(2));
    expect(load().rows).toEqual([8, 9]);
    expect(result.current.pager(load())).toMatchObject({ page: 2, hasNextPage: false });

    act(() => result.current.pager(load()).onPageChange(1));
    expect(result.current.variables).toEqual({ first: null, after: null, last: 4, before: '#8' });
    expect(load().rows).toEqual([4, 5, 6, 7]);
    act(() => result.current.pager(load()).onPageChange(0));
    expect(result.current.variables).toEqual({ first: 4, after: null, last: null, before: null });
    expect(result.current.page).toBe(0);
  });

  it('starts over on the first page for a new page size or a reset', () => {
    const { result } = renderHook(() => useConnectionPaging({ defaultPageSize: 4 }));
    act(() => result.current.pager(serve(10, result.current.variables)).onPageChange(1));
    act(() => result.current.pager(serve(10, result.current.variables)).onPageSizeChange(10));
    expect(result.current).toMatchObject({ page: 0, pageSize: 10, variables: { first: 10, after: null } });
    act(() => result.current.pager(serve(10, result.current.variables)).onPageChange(1));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ page: 0, pageSize: 10, after: null, before: null });
  });

  it('keeps its position where the caller keeps it (the admin list: the URL hash)', () => {
    let kept = { page: 0, pageSize: 4, after: null as string | null, before: null as string | null };
    const { result, rerender } = renderHook(() => useConnectionPaging({ position: kept, onChange: (p) => (kept = p) }));
    act(() => result.current.pager(serve(10, result.current.variables)).onPageChange(1));
    rerender();
    expect(kept).toEqual({ page: 1, pageSize: 4, after: '#3', before: null });
    expect(result.current.variables).toMatchObject({ first: 4, after: '#3' });
  });
});
