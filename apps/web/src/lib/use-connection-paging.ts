/**
 * The one way the web pages a GraphQL Relay connection (docs/architecture.md "GraphQL"): the
 * server's cursors only (never built here), a page at a time with MUI's pager. Forward is
 * `first`/`after` the page's endCursor; back is `last`/`before` its startCursor; the first page
 * (and any change of filter, sort or page size) starts over without a cursor. REST lists page by
 * number instead (packages/shared/src/paging.ts).
 */
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@udlejning/shared/dwellings/enums';

/** Where a connection list stands: the 0-based page shown, its size and the cursor it was reached by. */
export type ConnectionPosition = { page: number; pageSize: number; after: string | null; before: string | null };

/** A connection's Relay arguments for one page. */
export type ConnectionVariables = { first: number | null; after: string | null; last: number | null; before: string | null };

/** What the pager needs of a loaded connection. */
export type LoadedConnection = {
  totalCount: number;
  totalCountIsExact?: boolean;
  pageInfo: { hasNextPage: boolean; startCursor?: string | null; endCursor?: string | null };
};

/** The first page of `pageSize` rows. */
export const firstPosition = (pageSize: number): ConnectionPosition => ({ page: 0, pageSize, after: null, before: null });

/** The Relay arguments of a position: first/after forward (and on the first page), last/before back. */
export function connectionVariables(p: ConnectionPosition): ConnectionVariables {
  return p.before
    ? { first: null, after: null, last: p.pageSize, before: p.before }
    : { first: p.pageSize, after: p.after, last: null, before: null };
}

/**
 * The position after moving to page `next` from `p` on `connection` as loaded: one page on (its
 * endCursor), one page back (its startCursor), or page 0 again. Unchanged without the cursor needed.
 */
export function movePosition(p: ConnectionPosition, next: number, connection: LoadedConnection | undefined): ConnectionPosition {
  const info = connection?.pageInfo;
  if (next <= 0) return firstPosition(p.pageSize);
  if (next > p.page && info?.endCursor) return { ...p, page: p.page + 1, after: info.endCursor, before: null };
  if (next < p.page && info?.startCursor) return { ...p, page: p.page - 1, after: null, before: info.startCursor };
  return p;
}

/** The props of ui/TablePager (and PagedTable's `paging`) for a connection list. */
export type ConnectionPagerProps = {
  page: number;
  pageSize: number;
  totalCount: number;
  totalCountIsExact: boolean;
  hasNextPage: boolean | undefined;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
};

export type ConnectionPaging = ConnectionPosition & {
  /** The query's Relay arguments for the page shown. */
  variables: ConnectionVariables;
  /** Back to the first page: call when a filter or the sort changes. */
  reset: () => void;
  /** The pager's props for the connection as loaded (undefined while the first page loads). */
  pager: (connection: LoadedConnection | undefined) => ConnectionPagerProps;
};

/**
 * Paging state of one connection list. Kept here by default; pass `position` and `onChange` to
 * keep it elsewhere (the admin dwellings list keeps it in the URL hash).
 */
export function useConnectionPaging(
  options: { defaultPageSize?: number; position?: ConnectionPosition; onChange?: (next: ConnectionPosition) => void } = {},
): ConnectionPaging {
  const [own, setOwn] = useState(() => firstPosition(options.defaultPageSize ?? DEFAULT_PAGE_SIZE));
  const position = options.position ?? own;
  const change = options.onChange ?? setOwn;
  return {
    ...position,
    variables: connectionVariables(position),
    reset: () => change(firstPosition(position.pageSize)),
    pager: (connection) => ({
      page: position.page,
      pageSize: position.pageSize,
      totalCount: connection?.totalCount ?? 0,
      totalCountIsExact: connection?.totalCountIsExact ?? true,
      hasNextPage: connection?.pageInfo.hasNextPage,
      onPageChange: (next) => change(movePosition(position, next, connection)),
      onPageSizeChange: (size) => change(firstPosition(size)),
    }),
  };
}
