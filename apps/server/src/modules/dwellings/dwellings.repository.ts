/**
 * All SQL of the dwellings domain. Reads are scoped to the actor here (`findForActor`,
 * `listForActor`): a landlord never gets another landlord's row, so the API answers 404.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DwellingFilter, DwellingSortKey, SortDirection } from '@udlejning/shared/dwellings/dwelling';
import type { Actor } from '../../platform/auth/actor';
import { users } from '../accounts/accounts.schema';
import type { Executor } from '../activity/activity.repository';
import { dwellings } from './dwellings.schema';
import { uploads } from './uploads.schema';
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
};
export type OwnerRow = {
  id: number;
  uuid: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  type: string;
  verified: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
};
/** A dwelling row with its owner. */
export type DwellingRecord = { row: DwellingRow; owner: OwnerRow };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a syntactically valid uuid (anything else cannot exist, so callers answer 404). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

function scope(actor: Actor): SQL | undefined {
  if (actor.isAdmin) return undefined;
  // anonymous actors never get here (services require a user); -1 matches nothing
  return eq(dwellings.userId, actor.kind === 'user' ? actor.userId : -1);
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
  const query = ex
    .select({ row: dwellings, owner: ownerColumns })
    .from(dwellings)
    .innerJoin(users, eq(users.id, dwellings.userId))
    .where(and(eq(dwellings.uuid, uuid), scope(actor)));
  const [found] = opts.forUpdate ? await query.for('update', { of: dwellings }) : await query;
  return found ?? null;
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

/** Updates a dwelling by id and returns the new row. */
export async function updateDwellingRow(
  ex: Executor,
  id: number,
  values: Partial<typeof dwellings.$inferInsert>,
): Promise<DwellingRow> {
  const [row] = await ex.update(dwellings).set(values).where(eq(dwellings.id, id)).returning();
  return row;
}

/** List options: filters, free-text query, sorting and the page window. */
export type ListOptions = {
  filter: DwellingFilter;
  query?: string;
  sortBy: DwellingSortKey;
  sortDir: SortDirection;
  offset: number;
  limit: number;
};

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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

function userCondition(user: string): SQL {
  const u = user.trim();
  if (/^\d+$/.test(u)) return eq(users.id, Number(u));
  if (isUuid(u)) return eq(users.uuid, u);
  const pattern = `%${likeEscape(u)}%`;
  return or(ilike(users.email, pattern), ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern))!;
}

const DAY_MS = 86_400_000;

/** `createdTo` as a bare date (YYYY-MM-DD) includes that whole UTC day; a date-time is inclusive as given. */
function createdToCondition(value: string): SQL {
  const date = new Date(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? lt(dwellings.createdAt, new Date(date.getTime() + DAY_MS))
    : lte(dwellings.createdAt, date);
}

/** The column filters of the admin list (doc 2 §2): contains, prefix, ranges. Landlords get them on their own rows. */
function columnConditions(filter: DwellingFilter): SQL[] {
  const conds: SQL[] = [];
  if (filter.address) conds.push(ilike(dwellings.address, `%${likeEscape(filter.address)}%`));
  // zip is digits: a case-sensitive prefix LIKE can use the text_pattern_ops index
  if (filter.zip) conds.push(like(dwellings.zip, `${likeEscape(filter.zip.trim())}%`));
  if (filter.city) conds.push(ilike(dwellings.city, `${likeEscape(filter.city.trim())}%`));
  if (filter.listingType) conds.push(eq(dwellings.listingType, filter.listingType));
  if (filter.rentMin != null) conds.push(gte(dwellings.rent, filter.rentMin));
  if (filter.rentMax != null) conds.push(lte(dwellings.rent, filter.rentMax));
  if (filter.createdFrom) conds.push(gte(dwellings.createdAt, new Date(filter.createdFrom)));
  if (filter.createdTo) conds.push(createdToCondition(filter.createdTo));
  return conds;
}

/** WHERE conditions of a list for `actor`. */
export function listConditions(actor: Actor, opts: Pick<ListOptions, 'filter' | 'query'>): SQL | undefined {
  const { filter } = opts;
  const conds: SQL[] = actor.isAdmin ? adminStatusConditions(filter) : [...ownerStatusConditions(filter), scope(actor)!];
  conds.push(...columnConditions(filter));
  if (filter.user && actor.isAdmin) conds.push(userCondition(filter.user));
  if (opts.query?.trim()) {
    const q = `%${likeEscape(opts.query.trim())}%`;
    const text = [ilike(dwellings.address, q), ilike(dwellings.headline, q)];
    if (actor.isAdmin) text.push(ilike(users.email, q));
    conds.push(or(...text)!);
  }
  return conds.length ? and(...conds) : undefined;
}

const SORT_COLUMNS = {
  CREATED_AT: dwellings.createdAt,
  UPDATED_AT: dwellings.updatedAt,
  RENT: dwellings.rent,
  ADDRESS: dwellings.address,
  STATUS: dwellings.status,
  ZIP: dwellings.zip,
  EXPIRES_AT: dwellings.expiresAt,
} satisfies Record<DwellingSortKey, unknown>;

/** Sort keys whose column may be NULL (those sort last either way). */
const NULLABLE_SORTS: readonly DwellingSortKey[] = ['RENT', 'ADDRESS', 'ZIP', 'EXPIRES_AT'];

function orderBy(sortBy: DwellingSortKey, sortDir: SortDirection): SQL[] {
  const column = SORT_COLUMNS[sortBy];
  const by = sortDir === 'ASC' ? asc : desc;
  // plain ASC/DESC on NOT NULL columns, so the (status, active, created_at) index can serve the order
  const first = NULLABLE_SORTS.includes(sortBy)
    ? sql`${column} ${sortDir === 'ASC' ? sql`asc` : sql`desc`} nulls last`
    : by(column);
  return [first, by(dwellings.id)];
}

/** The page query of a list (exported for the .toSQL() snapshot test). */
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

/** The count query of a list (exported for the .toSQL() snapshot test). */
export function countQuery(ex: Executor, actor: Actor, opts: Pick<ListOptions, 'filter' | 'query'>) {
  // every dwelling has its user (NOT NULL foreign key), so the join only matters when a condition reads
  // users; without it the count can be an index-only scan (bench/dwellings.bench.ts)
  const readsUsers = actor.isAdmin && Boolean(opts.filter.user || opts.query?.trim());
  const base = ex.select({ total: count() }).from(dwellings);
  return (readsUsers ? base.innerJoin(users, eq(users.id, dwellings.userId)) : base).where(listConditions(actor, opts));
}

/** How many dwellings the actor's list holds with these filters. */
export async function countForActor(ex: Executor, actor: Actor, opts: Pick<ListOptions, 'filter' | 'query'>): Promise<number> {
  const [{ total }] = await countQuery(ex, actor, opts);
  return Number(total);
}

/** One page of the actor's list (admin: all with the doc 2 §4 rules; landlord: own) and the total count. */
export async function listForActor(
  ex: Executor,
  actor: Actor,
  opts: ListOptions,
): Promise<{ records: DwellingRecord[]; totalCount: number }> {
  const [records, totalCount] = await Promise.all([listPageQuery(ex, actor, opts), countForActor(ex, actor, opts)]);
  return { records, totalCount };
}

export type UploadRow = typeof uploads.$inferSelect;

/** Records an uploaded file. */
export async function insertUpload(ex: Executor, values: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [row] = await ex.insert(uploads).values(values).returning();
  return row;
}

/** The upload with this stored file name, or null. */
export async function findUpload(ex: Executor, filename: string): Promise<UploadRow | null> {
  const [row] = await ex.select().from(uploads).where(eq(uploads.filename, filename));
  return row ?? null;
}

/** Deletes an upload record. */
export async function deleteUpload(ex: Executor, filename: string): Promise<void> {
  await ex.delete(uploads).where(eq(uploads.filename, filename));
}

/** Which of `filenames` exist as uploads. */
export async function existingUploads(ex: Executor, filenames: string[]): Promise<Set<string>> {
  if (!filenames.length) return new Set();
  const rows = await ex.select({ filename: uploads.filename }).from(uploads).where(inArray(uploads.filename, filenames));
  return new Set(rows.map((r) => r.filename));
}
