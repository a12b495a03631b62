/**
 * The dwellings use-cases, shared by REST and GraphQL: (deps, user, typed input) → result. The
 * transports have checked who may call (route-pipeline.ts, t.withAuth) and parsed the input with
 * the shared schemas.
 * Create/update live in use-cases/save-dwelling.ts, images in use-cases/dwelling-images.ts.
 */
import {
  type DwellingConnectionParams,
  type ListingTypeChange,
  type DwellingFilter,
  type DwellingListParams,
  type DwellingListReply,
  type DwellingSortKey,
  type SortDirection,
} from '@udlejning/shared/dwellings/dwelling';
import { DEFAULT_PAGE_SIZE } from '@udlejning/shared/dwellings/enums';
import { isDowngrade } from '@udlejning/shared/payments/prices';
import type { UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { presentListItem } from './dwellings.presenter';
import {
  countForActorCapped,
  findForActor,
  findKeysetPage,
  hasTrigramRun,
  listForActor,
  type DwellingRecord,
  withUserIds,
  type KeysetOptions,
} from './dwellings.repository';
import { decodeCursor, encodeCursor, type DecodedCursor } from './dwellings.cursor';
import { transitionDwelling } from './use-cases/transition';
import { withDuplicateRef, withDuplicateRefs } from './use-cases/home-check';

export { createDwelling, updateDwelling } from './use-cases/save-dwelling';

/**
 * The dwelling if the actor may see it (owner or admin). `userId` (id or uuid), when given, must
 * be the owner's. Throws 404 otherwise.
 */
export async function getDwelling(deps: Deps, user: UserActor, uuid: string, userId?: string | null): Promise<DwellingRecord> {
  const record = await findForActor(deps.db, user, uuid);
  if (!record) throw new AppError('NOT_FOUND');
  if (userId && userId !== String(record.owner.id) && userId !== record.owner.uuid) throw new AppError('NOT_FOUND');
  return withDuplicateRef(deps.db, user, record);
}

/** Filters, sorting and window of a list request. */
export type DwellingPageOptions = {
  filter: DwellingFilter;
  query?: string | null;
  sortBy: DwellingSortKey;
  sortDir: SortDirection;
  offset: number;
  limit: number;
};

/** A page of the user's list: records plus the total count (admin query rules of doc 2 §4). */
export async function findDwellingPage(
  deps: Deps,
  user: UserActor,
  opts: DwellingPageOptions,
): Promise<{ records: DwellingRecord[]; totalCount: number }> {
  const page = await listForActor(deps.db, user, { ...opts, query: opts.query ?? undefined });
  return { ...page, records: await withDuplicateRefs(deps.db, user, page.records) };
}

/**
 * Lists count exactly up to this many rows; beyond it `totalCountIsExact` is false and the admin
 * list says "flere end 10.000" (docs/architecture.md "Paging": an exact count of hundreds of thousands of rows costs more
 * than the page itself).
 */
export const COUNT_CAP = 10_000;

/**
 * The cap when a text search narrows the list (`filter.address` contains, or the free-text `query`):
 * a substring's matches are spread over the whole address index, so counting 10,001 of them read up
 * to 150,000 index entries ("gade 1", 20 ms) and a substring with a few thousand matches the whole
 * index (60–130 ms); 1,001 keep it within ≈ 15 ms at 1,000,000 dwellings (docs/architecture.md "Search").
 */
export const TEXT_SEARCH_COUNT_CAP = 1_000;

/**
 * The cap when a text search has no three letters or digits in a row ("sø", "e 1"): no index can
 * look it up, so the count reads index entries until it has found the cap ("sø": 125,000 entries
 * for 1,001 matches, 18–22 ms at 1,000,000 dwellings; 101 take a tenth of that). Such a search
 * matches most lists widely, so "more than 100" says as much (docs/architecture.md "Search").
 */
export const SHORT_TEXT_SEARCH_COUNT_CAP = 100;

/**
 * The count cap of a list: with a text search (address contains, free text) TEXT_SEARCH_COUNT_CAP,
 * or SHORT_TEXT_SEARCH_COUNT_CAP when one of them is too short for the trigram index; else COUNT_CAP.
 */
export function countCap(filter: Pick<DwellingFilter, 'address'>, query?: string | null): number {
  const texts = [filter.address?.trim(), query?.trim()].filter((text): text is string => Boolean(text));
  if (texts.length === 0) return COUNT_CAP;
  return texts.every(hasTrigramRun) ? TEXT_SEARCH_COUNT_CAP : SHORT_TEXT_SEARCH_COUNT_CAP;
}

/** One Relay page of dwellingConnection: rows with their cursors, pageInfo and the (capped) count. */
export type DwellingConnectionPage = {
  edges: { cursor: string; record: DwellingRecord }[];
  pageInfo: { startCursor: string | null; endCursor: string | null; hasNextPage: boolean; hasPreviousPage: boolean };
  /** Exact when `totalCountIsExact`, else the cap (countCap: the list holds more). */
  totalCount: number;
  totalCountIsExact: boolean;
};

/** The window an old offset cursor asks for (the cursor names the row at that offset). */
function offsetWindow(after: DecodedCursor | null, before: DecodedCursor | null, size: number, backward: boolean) {
  if (backward && before?.kind === 'offset') {
    const start = Math.max(0, before.offset - size);
    return { offset: start, size: before.offset - start, hasPrevious: start > 0, hasNext: true };
  }
  const offset = after?.kind === 'offset' ? after.offset + 1 : 0;
  return { offset, size, hasPrevious: offset > 0, hasNext: null };
}

/**
 * dwellingConnection (doc 2 §7) with keyset paging: the cursors name rows by their sort key, so page
 * 200 costs what page 1 does; `first`/`after` walk forward, `last`/`before` backward (default 25,
 * at most 100). The count stops at countCap (10,000; 1,000 with a text search, 100 for short text).
 * Admin query rules of doc 2 §4; landlords get their own.
 * Throws 400 for a cursor of another sort.
 */
export async function findDwellingConnection(
  deps: Deps,
  user: UserActor,
  args: DwellingConnectionParams,
): Promise<DwellingConnectionPage> {
  const { sortBy, sortDir } = args;
  const base = await withUserIds(deps.db, user, { filter: args.filter, query: args.query ?? undefined, sortBy, sortDir });
  const backward = args.last != null && args.first == null;
  const size = (backward ? args.last : args.first) ?? DEFAULT_PAGE_SIZE;
  const after = args.after ? decodeCursor('after', args.after, sortBy, sortDir) : null;
  const before = args.before ? decodeCursor('before', args.before, sortBy, sortDir) : null;
  const legacy = after?.kind === 'offset' || before?.kind === 'offset' ? offsetWindow(after, before, size, backward) : null;
  const page: KeysetOptions = legacy
    ? { ...base, offset: legacy.offset, limit: legacy.size + 1 }
    : {
        ...base,
        after: after?.kind === 'keyset' ? after.position : null,
        before: before?.kind === 'keyset' ? before.position : null,
        backward,
        limit: size + 1,
      };
  const [rows, total] = await Promise.all([
    findKeysetPage(deps.db, user, page),
    countForActorCapped(deps.db, user, base, countCap(args.filter, args.query)),
  ]);
  const pageSize = legacy ? legacy.size : size;
  const hasMore = rows.length > pageSize;
  const records = await withDuplicateRefs(deps.db, user, rows.slice(0, pageSize));
  if (page.backward) records.reverse();
  const edges = records.map((r) => ({
    cursor: encodeCursor(sortBy, sortDir, r.position),
    record: { row: r.row, owner: r.owner, duplicateOf: r.duplicateOf },
  }));
  const hasNextPage = legacy ? (legacy.hasNext ?? hasMore) : backward ? Boolean(before) : hasMore;
  const hasPreviousPage = legacy ? legacy.hasPrevious : backward ? hasMore : Boolean(after);
  return {
    edges,
    pageInfo: { startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null, hasNextPage, hasPreviousPage },
    totalCount: total.count,
    totalCountIsExact: total.exact,
  };
}

/**
 * GET /api/dwellings?page=&pageSize=&filter=&status=&sortBy=&sortDir=…: landlords get their own
 * (newest first), admins the admin query. page is 1-based. → { results, totalCount }.
 */
export async function listDwellings(deps: Deps, user: UserActor, q: DwellingListParams): Promise<DwellingListReply> {
  const { records, totalCount } = await findDwellingPage(deps, user, {
    filter: {
      tab: q.filter,
      status: q.status,
      address: q.address,
      zip: q.zip,
      user: q.user,
      listingType: q.listingType,
      city: q.city,
      rentMin: q.rentMin,
      rentMax: q.rentMax,
      createdFrom: q.createdFrom,
      createdTo: q.createdTo,
      duplicate: q.duplicate === undefined ? undefined : q.duplicate === 'true',
    },
    sortBy: q.sortBy,
    sortDir: q.sortDir,
    offset: (q.page - 1) * q.pageSize,
    limit: q.pageSize,
  });
  const now = deps.now();
  return { results: records.map((r) => presentListItem(r, user, now)), totalCount };
}

/**
 * Admin: raises the listing type (GraphQL updateDwelling; no payment). Writes dwelling/update.
 * Throws 403 for others, 409 DOWNGRADE_NOT_ALLOWED for a lower tier (admins included).
 */
export async function changeListingType(
  deps: Deps,
  user: UserActor,
  uuid: string,
  { listingType }: ListingTypeChange,
): Promise<DwellingRecord> {
  const { record } = await transitionDwelling(deps, { actor: user, uuid }, 'changeListingType', ({ record }) => {
    // no downgrade, not even by an admin (doc 2 §1); an upgrade needs no payment
    if (isDowngrade(record.row.listingType, listingType)) throw new AppError('DOWNGRADE_NOT_ALLOWED');
    return { values: { listingType }, activity: { action: 'dwelling/update' } };
  });
  return record;
}
