/**
 * All SQL of the dwellings domain. Reads are scoped to the actor here (`findForActor`,
 * `listForActor`): a landlord never gets another landlord's row, so the API answers 404. Sort keys and
 * keyset cursors: dwellings.sort.repository.ts.
 */
import type { UserType } from '@udlejning/shared/accounts/user';
import type { Language } from '@udlejning/shared/i18n/languages';
import { and, asc, count, eq, gte, ilike, inArray, isNotNull, isNull, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DwellingDuplicateRef, DwellingFilter, DwellingSortKey, SortDirection } from '@udlejning/shared/dwellings/dwelling';
import type { Actor } from '../../platform/auth/actor';
import { users } from '../../schema/accounts.schema';
import type { Executor } from '../../platform/db/executor';
import { escapeLike, isUuid } from '../../platform/db/match';
import { dwellings } from '../../schema/dwellings.schema';
import { keysetCondition, orderBy, sortValue } from './dwellings.sort.repository';
import { linkVersionOnOwnerChange } from './status-links.repository';
import type { SortPosition } from './dwellings.cursor';
import type { DwellingRow } from './dwellings.content';

/** The owner columns every dwelling read carries (displayed status, user panel, contact prefill). */
export const ownerColumns = {
  id: users.id,
  uuid: users.uuid,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  phone: users.phone,
  type: users.type,
  verified: users.verified,
  emailVerified: users.emailVerified,
  phoneVerified: users.phoneVerified,
  language: users.language,
};
export type OwnerRow = {
  id: number;
  uuid: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  type: UserType;
  verified: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
  /** The owner's mail language (null: da). */
  language: Language | null;
};
/** A dwelling row with its owner; `duplicateOf` once looked up for an admin (home-check.ts withDuplicateRefs). */
export type DwellingRecord = { row: DwellingRow; owner: OwnerRow; duplicateOf?: DwellingDuplicateRef | null };

function scope(actor: Actor): SQL | undefined {
  if (actor.isAdmin) return undefined;
  // anonymous actors never get here (services require a user); -1 matches nothing
  const own = eq(dwellings.userId, actor.kind === 'user' ? actor.userId : -1);
  const orgIds = actor.kind === 'user' ? (actor.adminOrganizationIds ?? []) : [];
  // an organization admin sees (and manages) that organization's dwellings (doc 1 §1)
  return orgIds.length ? or(own, inArray(dwellings.organizationId, [...orgIds])) : own;
}

/** The dwelling matching `where` with its owner; `forUpdate` locks the dwelling row inside a transaction. */
async function findRecord(ex: Executor, where: SQL | undefined, forUpdate: boolean): Promise<DwellingRecord | null> {
  const query = ex
    .select({ row: dwellings, owner: ownerColumns })
    .from(dwellings)
    .innerJoin(users, eq(users.id, dwellings.userId))
    .where(where);
  const [found] = forUpdate ? await query.for('update', { of: dwellings }) : await query;
  return found ?? null;
}

/**
 * The dwelling with this uuid if the actor may see it (admin: any; landlord: own), else null.
 * `forUpdate` locks the row inside a transaction.
 */
export async function findForActor(
  ex: Executor,
  actor: Actor,
  uuid: string,
  opts: { forUpdate?: boolean } = {},
): Promise<DwellingRecord | null> {
  if (!isUuid(uuid)) return null;
  return findRecord(ex, and(eq(dwellings.uuid, uuid), scope(actor)), opts.forUpdate ?? false);
}

/**
 * A dwelling with its owner by uuid, whoever owns it, or null: for the system (jobs) and status-token
 * holders, never for a signed-in actor (findForActor).
 */
export async function findRecordByUuid(
  ex: Executor,
  uuid: string,
  opts: { forUpdate?: boolean } = {},
): Promise<DwellingRecord | null> {
  if (!isUuid(uuid)) return null;
  return findRecord(ex, eq(dwellings.uuid, uuid), opts.forUpdate ?? false);
}

/** Uuids of active APPROVED listings whose expiresAt is at or before `now`, oldest first (the expiry job). */
export async function findExpiredUuids(ex: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await ex
    .select({ uuid: dwellings.uuid })
    .from(dwellings)
    .where(and(eq(dwellings.status, 'APPROVED'), eq(dwellings.active, true), lte(dwellings.expiresAt, now)))
    .orderBy(asc(dwellings.expiresAt))
    .limit(limit);
  return rows.map((r) => r.uuid);
}

/** The owner columns of a user, or null. */
export async function findOwner(ex: Executor, userId: number): Promise<OwnerRow | null> {
  const [owner] = await ex.select(ownerColumns).from(users).where(eq(users.id, userId));
  return owner ?? null;
}

/** Inserts a dwelling and returns the row. */
export async function insertDwelling(ex: Executor, values: typeof dwellings.$inferInsert): Promise<DwellingRow> {
  const [row] = await ex.insert(dwellings).values(values).returning();
  return row;
}

/** Updates a dwelling by id and returns the new row; a new owner renews its status links (status-links.repository.ts). */
export async function updateDwellingRow(
  ex: Executor,
  id: number,
  values: Partial<typeof dwellings.$inferInsert>,
): Promise<DwellingRow> {
  const set = { ...values, ...linkVersionOnOwnerChange(values.userId) };
  const [row] = await ex.update(dwellings).set(set).where(eq(dwellings.id, id)).returning();
  return row;
}

/** List options: filters, free-text query, sorting and the page window. */
export type ListOptions = {
  filter: DwellingFilter;
  query?: string;
  /** The users an admin `filter.user` text matches, looked up first (withUserIds); else a subquery. */
  userIds?: readonly number[] | null;
  sortBy: DwellingSortKey;
  sortDir: SortDirection;
  offset: number;
  limit: number;
};

/** The row-selecting part of ListOptions. */
export type ListFilter = Pick<ListOptions, 'filter' | 'query' | 'userIds'>;

/**
 * The status part of the admin query (doc 2 §4): status DEACTIVATED → active=false; any other
 * status also forces active=true unless REJECTED; an explicit status wins over the tab. Without
 * both: PENDING_REVIEW, or APPROVED when one user is asked for.
 */
function adminStatusConditions(filter: DwellingFilter): SQL[] {
  const status = filter.status ?? (filter.tab ? undefined : filter.user ? 'APPROVED' : 'PENDING_REVIEW');
  if (status === 'DEACTIVATED') return [eq(dwellings.active, false)];
  if (status)
    return status === 'REJECTED' ? [eq(dwellings.status, status)] : [eq(dwellings.status, status), eq(dwellings.active, true)];
  switch (filter.tab) {
    case 'DRAFT':
      return [inArray(dwellings.status, ['PENDING_REVIEW', 'DRAFT']), eq(dwellings.active, true)];
    case 'APPROVED':
      return [eq(dwellings.status, 'APPROVED'), eq(dwellings.active, true)];
    case 'DEACTIVATED':
      return [eq(dwellings.active, false)];
    default:
      return [];
  }
}

/** Landlords see their own list; explicit tab/status filters apply, without the admin defaults. */
function ownerStatusConditions(filter: DwellingFilter): SQL[] {
  return filter.tab || filter.status ? adminStatusConditions(filter) : [];
}

/** True when an admin user filter is text to match (not an id or uuid). */
const isUserText = (user: string) => !/^\d+$/.test(user.trim()) && !isUuid(user.trim());

/** Users whose e-mail or "first last" contains `text`, in any case. */
function userTextCondition(text: string): SQL {
  const pattern = `%${escapeLike(text.trim())}%`;
  return or(ilike(users.email, pattern), ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern))!;
}

/**
 * The admin user filter (id, uuid, or part of the e-mail or "first last") on dwellings.user_id
 * alone: neither the page nor the count joins users to filter. Text is given as the ids it
 * matched (`user_id = any(…)`: the planner then knows how many rows to expect), or as a subquery.
 */
function userCondition(user: string, userIds: readonly number[] | null | undefined): SQL {
  const u = user.trim();
  if (/^\d+$/.test(u)) return eq(dwellings.userId, Number(u));
  if (isUuid(u)) return inArray(dwellings.userId, sql`(select ${users.id} from ${users} where ${eq(users.uuid, u)})`);
  // one user: a plain equality, so the (user_id, created_at) index also gives the order
  if (userIds?.length === 1) return eq(dwellings.userId, userIds[0]);
  if (userIds) return sql`${dwellings.userId} = any(cast(${`{${userIds.join(',')}}`} as integer[]))`;
  return inArray(dwellings.userId, sql`(select ${users.id} from ${users} where ${userTextCondition(u)})`);
}

/** At most this many matched users are passed on as ids; a broader user filter stays a subquery. */
const MAX_USER_IDS = 1000;

/**
 * `opts` with the users an admin's text user filter matches looked up first (`userIds`). At
 * 1,000,000 dwellings the planner misjudged the subquery's size and walked the whole table for
 * one landlord's 500 rows (200 ms, bench/dwellings.bench.ts).
 */
export async function withUserIds<T extends Pick<ListOptions, 'filter' | 'userIds'>>(
  ex: Executor,
  actor: Actor,
  opts: T,
): Promise<T> {
  const user = opts.filter.user;
  if (!actor.isAdmin || !user || !isUserText(user)) return opts;
  const rows = await ex
    .select({ id: users.id })
    .from(users)
    .where(userTextCondition(user))
    .limit(MAX_USER_IDS + 1);
  return rows.length > MAX_USER_IDS ? opts : { ...opts, userIds: rows.map((r) => r.id) };
}

const DAY_MS = 86_400_000;

/** `createdTo` as a bare date (YYYY-MM-DD) includes that whole UTC day; a date-time is inclusive as given. */
function createdToCondition(value: string): SQL {
  const date = new Date(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? lt(dwellings.createdAt, new Date(date.getTime() + DAY_MS))
    : lte(dwellings.createdAt, date);
}

/** pg_trgm finds a LIKE pattern in its index only through a run of three letters or digits. */
const TRIGRAM_RUN = /[\p{L}\p{N}]{3}/u;

/** Whether the trigram index can look `text` up (it holds three letters or digits in a row). */
export function hasTrigramRun(text: string): boolean {
  return TRIGRAM_RUN.test(text);
}

/**
 * `address` contains `text`, in any case. Text without a run of three letters or digits ("sø", "zz",
 * "ø 1") is tested as `strpos`, which the trigram index cannot serve: for such a LIKE the planner
 * chose that index and read all of it (0.4–1.6 s at 1,000,000 dwellings), where walking
 * dwellings_created_address_idx takes ≤ 150 ms even when nothing matches (docs/architecture.md "Search").
 */
function addressContains(text: string): SQL {
  if (!hasTrigramRun(text)) return sql`strpos(${dwellings.addressSearch}, lower(${text})) > 0`;
  return sql`${dwellings.addressSearch} like lower(${`%${escapeLike(text)}%`})`;
}

/** The column filters of the admin list (doc 2 §2): contains, prefix, ranges. Landlords get them on their own rows. */
function columnConditions(filter: DwellingFilter): SQL[] {
  const conds: SQL[] = [];
  // contains, any case: LIKE on the stored lower-cased address (trigram index; bench/dwellings.bench.ts)
  if (filter.address) conds.push(addressContains(filter.address));
  // zip is digits: a case-sensitive prefix LIKE can use the text_pattern_ops index
  if (filter.zip) conds.push(like(dwellings.zip, `${escapeLike(filter.zip.trim())}%`));
  if (filter.city) conds.push(ilike(dwellings.city, `${escapeLike(filter.city.trim())}%`));
  if (filter.listingType) conds.push(eq(dwellings.listingType, filter.listingType));
  if (filter.rentMin != null) conds.push(gte(dwellings.rent, filter.rentMin));
  if (filter.rentMax != null) conds.push(lte(dwellings.rent, filter.rentMax));
  if (filter.createdFrom) conds.push(gte(dwellings.createdAt, new Date(filter.createdFrom)));
  if (filter.createdTo) conds.push(createdToCondition(filter.createdTo));
  return conds;
}

/** WHERE conditions of a list for `actor`. */
export function listConditions(actor: Actor, opts: ListFilter): SQL | undefined {
  const { filter } = opts;
  const conds: SQL[] = actor.isAdmin ? adminStatusConditions(filter) : [...ownerStatusConditions(filter), scope(actor)!];
  conds.push(...columnConditions(filter));
  if (filter.user && actor.isAdmin) conds.push(userCondition(filter.user, opts.userIds));
  // "Mulig dublet" (admin only: a landlord never learns that another landlord lists the home)
  if (filter.duplicate !== undefined && actor.isAdmin)
    conds.push(filter.duplicate ? isNotNull(dwellings.possibleDuplicateOf) : isNull(dwellings.possibleDuplicateOf));
  if (opts.query?.trim()) {
    const q = `%${escapeLike(opts.query.trim())}%`;
    const text = [addressContains(opts.query.trim()), ilike(dwellings.headline, q)];
    if (actor.isAdmin)
      text.push(inArray(dwellings.userId, sql`(select ${users.id} from ${users} where ${ilike(users.email, q)})`));
    conds.push(or(...text)!);
  }
  return conds.length ? and(...conds) : undefined;
}

/** The page query of an offset-paged list (REST; exported for the .toSQL() snapshot test). */
export function listPageQuery(ex: Executor, actor: Actor, opts: ListOptions) {
  return ex
    .select({ row: dwellings, owner: ownerColumns })
    .from(dwellings)
    .innerJoin(users, eq(users.id, dwellings.userId))
    .where(listConditions(actor, opts))
    .orderBy(...orderBy(opts.sortBy, opts.sortDir))
    .offset(opts.offset)
    .limit(opts.limit);
}

/** Options of a keyset page: rows after `after` and/or before `before`, `limit` of them, walked backwards for Relay `last`. */
export type KeysetOptions = Omit<ListOptions, 'offset'> & {
  after?: SortPosition | null;
  before?: SortPosition | null;
  backward?: boolean;
  /** Rows to skip first: only for old offset cursors. */
  offset?: number;
};

/** A list row with its position in the sort (for its cursor). */
export type PositionedRecord = DwellingRecord & { position: SortPosition };

/**
 * The page query of a keyset-paged list (GraphQL dwellingConnection; exported for the .toSQL()
 * snapshot test). `sortValue` is the sort column as PostgreSQL text, exact enough to compare again.
 * With an address filter the page's ids are selected from dwellings alone first (docs/architecture.md "Search").
 */
export function keysetPageQuery(ex: Executor, actor: Actor, opts: KeysetOptions) {
  const { sortBy, sortDir } = opts;
  const conds = [listConditions(actor, opts)];
  if (opts.after) conds.push(keysetCondition(sortBy, sortDir, 'after', opts.after));
  if (opts.before) conds.push(keysetCondition(sortBy, sortDir, 'before', opts.before));
  const order = orderBy(sortBy, sortDir, opts.backward);
  const select = () =>
    ex
      .select({ row: dwellings, owner: ownerColumns, sortValue: sortValue(sortBy) })
      .from(dwellings)
      .innerJoin(users, eq(users.id, dwellings.userId));
  if (opts.filter.address?.trim()) {
    // the page's ids first, from dwellings alone: with the default order that is an index-only walk
    // of dwellings_created_address_idx testing the address in the index (migration 0021); the rows
    // and their owners are then read for those ids only
    const ids = ex
      .select({ id: dwellings.id })
      .from(dwellings)
      .where(and(...conds))
      .orderBy(...order)
      .limit(opts.limit)
      .offset(opts.offset ?? 0);
    return select()
      .where(inArray(dwellings.id, ids))
      .orderBy(...order)
      .limit(opts.limit);
  }
  const query = select()
    .where(and(...conds))
    .orderBy(...order)
    .limit(opts.limit);
  return opts.offset ? query.offset(opts.offset) : query;
}

/** One keyset page in the order it was walked (backwards for `backward`). */
export async function findKeysetPage(ex: Executor, actor: Actor, opts: KeysetOptions): Promise<PositionedRecord[]> {
  const rows = await keysetPageQuery(ex, actor, opts);
  return rows.map(({ row, owner, sortValue }) => ({ row, owner, position: { value: sortValue, id: row.id } }));
}

/** The count query of a list (exported for the .toSQL() snapshot test); `cap` stops counting after cap rows. */
export function countQuery(ex: Executor, actor: Actor, opts: ListFilter, cap?: number) {
  // every condition on users is a subquery (userCondition), so the count never joins: with the
  // visibility map it is an index-only scan (bench/dwellings.bench.ts)
  if (cap === undefined) return ex.select({ total: count() }).from(dwellings).where(listConditions(actor, opts));
  const capped = ex
    .select({ one: sql`1`.as('one') })
    .from(dwellings)
    .where(listConditions(actor, opts))
    .limit(cap)
    .as('capped');
  return ex.select({ total: count() }).from(capped);
}

/** How many dwellings the actor's list holds with these filters. */
export async function countForActor(ex: Executor, actor: Actor, opts: ListFilter): Promise<number> {
  const [{ total }] = await countQuery(ex, actor, opts);
  return Number(total);
}

/**
 * Counts the actor's list up to `cap` rows: `{ count, exact: true }` when it holds at most `cap`,
 * else `{ count: cap, exact: false }` ("10.000+"). Counting stops at cap + 1 rows, so the cost is
 * bounded however many rows match (docs/architecture.md "Paging").
 */
export async function countForActorCapped(
  ex: Executor,
  actor: Actor,
  opts: ListFilter,
  cap: number,
): Promise<{ count: number; exact: boolean }> {
  const [{ total }] = await countQuery(ex, actor, opts, cap + 1);
  const n = Number(total);
  return n > cap ? { count: cap, exact: false } : { count: n, exact: true };
}

/** One page of the actor's list (admin: all with the doc 2 §4 rules; landlord: own) and the total count. */
export async function listForActor(
  ex: Executor,
  actor: Actor,
  opts: ListOptions,
): Promise<{ records: DwellingRecord[]; totalCount: number }> {
  const resolved = await withUserIds(ex, actor, opts);
  const [records, totalCount] = await Promise.all([listPageQuery(ex, actor, resolved), countForActor(ex, actor, resolved)]);
  return { records, totalCount };
}
