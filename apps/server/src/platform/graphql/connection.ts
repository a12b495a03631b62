/**
 * The one way a GraphQL list pages (docs/architecture.md "GraphQL"): a Relay connection with
 * `totalCount` and `totalCountIsExact` (builder.ts adds both to every connection). Its arguments
 * are parsed beforehand by the field's zod schema (packages/shared connectionArgsShape), so sizes
 * are already within 0..CONNECTION_PAGE_MAX here; the cursors are checked here, as only the server
 * knows their format.
 *
 * - offset lists (the admin tables of users, payments, feedback): `offsetSource`; cursors are
 *   @pothos/plugin-relay's offset cursors (row numbers, opaque to clients);
 * - keyset lists (dwellings): the domain service decodes and issues its own cursors and hands
 *   `keysetSource` a finished page; the helper presents its rows.
 */
import { cursorToOffset, resolveOffsetConnection } from '@pothos/plugin-relay';
import { CONNECTION_PAGE_MAX } from '@udlejning/shared/paging';
import { validationError } from '../errors';

/** The Relay arguments after the field's schema parsed them. */
export type ConnectionArgs = {
  first?: number | null;
  last?: number | null;
  before?: string | null;
  after?: string | null;
};

export type PageInfo = { startCursor: string | null; endCursor: string | null; hasNextPage: boolean; hasPreviousPage: boolean };

/** What a connection field resolves to: the shape builder.ts declares for every connection. */
export type Connection<T> = {
  edges: { cursor: string; node: T }[];
  pageInfo: PageInfo;
  /** Rows in the whole list (counted up to a cap when totalCountIsExact is false). */
  totalCount: number;
  totalCountIsExact: boolean;
};

/** A list paged by row number: `count` gives the total, `rows` one window of it (in list order). */
export type OffsetSource<T> = {
  kind: 'offset';
  /** Rows when neither first nor last is given. */
  defaultSize: number;
  count: () => Promise<number>;
  rows: (window: { offset: number; limit: number }) => Promise<readonly T[]>;
};

/** A list paged by keyset: the service built the page (its own cursors); `present` turns each record into a node. */
export type KeysetSource<R, T> = {
  kind: 'keyset';
  page: () => Promise<{
    edges: readonly { cursor: string; record: R }[];
    pageInfo: PageInfo;
    totalCount: number;
    totalCountIsExact: boolean;
  }>;
  present: (record: R) => T;
};

/** The offset cursors of our own offset connections: a row number from 0 to the int4 maximum. */
function checkOffsetCursor(field: 'after' | 'before', cursor: string | null | undefined): void {
  if (cursor == null) return;
  let offset: number;
  try {
    offset = cursorToOffset(cursor);
  } catch {
    throw validationError([{ path: [field], message: 'Invalid cursor' }]);
  }
  if (!Number.isSafeInteger(offset) || offset < 0 || offset > 2_147_483_647)
    throw validationError([{ path: [field], message: 'Invalid cursor' }]);
}

/**
 * One page of a connection. Forward: `first` rows `after` a cursor; backward: `last` rows `before`
 * one (offset lists also take `last` alone: the list's end). A cursor that is not one of ours is 400
 * VALIDATION_FAILED on `after`/`before` (keyset cursors: checked by the source's service).
 */
export async function resolveConnection<T extends object, R = T>(
  args: ConnectionArgs,
  source: OffsetSource<T> | KeysetSource<R, T>,
): Promise<Connection<T>> {
  if (source.kind === 'keyset') {
    const page = await source.page();
    return {
      edges: page.edges.map((e) => ({ cursor: e.cursor, node: source.present(e.record) })),
      pageInfo: page.pageInfo,
      totalCount: page.totalCount,
      totalCountIsExact: page.totalCountIsExact,
    };
  }
  checkOffsetCursor('after', args.after);
  checkOffsetCursor('before', args.before);
  const totalCount = await source.count();
  const page = await resolveOffsetConnection(
    { args, defaultSize: source.defaultSize, maxSize: CONNECTION_PAGE_MAX, totalCount },
    (window) => source.rows(window),
  );
  const edges = page.edges.filter((e) => e != null);
  return {
    edges,
    pageInfo: {
      ...page.pageInfo,
      // an empty page has no cursors (the plugin would name the row before the window)
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
    totalCountIsExact: true,
  };
}
