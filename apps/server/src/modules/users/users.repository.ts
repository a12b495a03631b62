/**
 * Database access of user administration (doc 1 §2 Users (admin), §7 userConnection/user) and of
 * the scheduled deletion (doc 1 §4): the paged list, a user's dwellings, the users whose date has
 * passed and the row lock. What is erased is each module's (platform/personal-data.ts).
 */
import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { normalizePhone } from '@udlejning/shared/phone';
import { parseUserRef } from '@udlejning/shared/record-ref';
import type { UserFilter, UserListQuery } from '@udlejning/shared/users/admin';
import type { Executor } from '../../platform/db/executor';
import { escapeLike } from '../../platform/db/match';
import { userSearchText, users } from '../../schema/accounts.schema';
import { dwellings } from '../../schema/dwellings.schema';
import type { UserRow } from '../accounts/accounts.repository';


function filterCondition(filter: UserFilter | null | undefined): SQL | undefined {
  switch (filter ?? 'ALL') {
    case 'ALL':
      return undefined;
    case 'ADMIN':
      return eq(users.role, 'admin');
    case 'SCHEDULED':
      return isNotNull(users.expireAt);
    default:
      return eq(users.type, filter as 'PERSONAL' | 'BUSINESS' | 'VA');
  }
}

function listWhere(q: UserListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [isNull(users.deletedAt), filterCondition(q.filter)];
  if (q.query) {
    const like = (text: string) => sql`${userSearchText(users)} like ${`%${escapeLike(text.toLowerCase())}%`}`;
    // phones are stored in E.164 (shared/phone.ts): "22 33 44 55" or "+45 22334455" finds "+4522334455"
    const phone = normalizePhone(q.query);
    // one expression, so the trigram index users_search_trgm_idx serves both
    const matches = [like(q.query)];
    if (phone !== q.query.trim() && phone.startsWith('+')) matches.push(like(phone));
    // the ids the users panel shows (shared/record-ref.ts): a pasted id or uuid finds that user
    const ref = parseUserRef(q.query);
    if (ref) matches.push('uuid' in ref ? eq(users.uuid, ref.uuid) : eq(users.id, ref.id));
    parts.push(matches.length === 1 ? matches[0] : or(...matches));
  }
  return and(...parts);
}

const SORT_COLUMNS = {
  name: sql`lower(${users.firstname} || ' ' || ${users.lastname})`,
  email: sql`lower(${users.email})`,
  phone: sql`${users.phone}`,
  createdAt: sql`${users.createdAt}`,
} as const;

/** How many users (not deleted) match the query and filter. */
export async function countUsers(db: Executor, q: UserListQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(listWhere(q));
  return Number(row?.n ?? 0);
}

/** One page of users (not deleted): sorted by `sortBy` (default name) `sortDir`, then id for a stable order. */
export async function findUsersPage(db: Executor, q: UserListQuery, page: { offset: number; limit: number }): Promise<UserRow[]> {
  const column = SORT_COLUMNS[q.sortBy ?? 'name'];
  const dir = q.sortDir === 'desc' ? desc : asc;
  return db.select().from(users).where(listWhere(q)).orderBy(dir(column), dir(users.id)).offset(page.offset).limit(page.limit);
}

/** The user's dwellings, newest first (the Dwellings tab). */
export async function findDwellingsOfUser(db: Executor, userId: number) {
  return db
    .select({
      id: dwellings.id,
      uuid: dwellings.uuid,
      address: dwellings.address,
      zip: dwellings.zip,
      city: dwellings.city,
      status: dwellings.status,
      active: dwellings.active,
      listingType: dwellings.listingType,
      headline: dwellings.headline,
      rent: dwellings.rent,
      images: dwellings.images,
      approvedAt: dwellings.approvedAt,
      createdAt: dwellings.createdAt,
      updatedAt: dwellings.updatedAt,
    })
    .from(dwellings)
    .where(eq(dwellings.userId, userId))
    .orderBy(desc(dwellings.createdAt));
}

/** Users whose scheduled deletion date has passed and who are not deleted yet (the sweep). */
export async function findExpiredUserIds(db: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.deletedAt), isNotNull(users.expireAt), sql`${users.expireAt} <= ${now.toISOString()}::timestamptz`))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The user row locked for the deletion (FOR UPDATE), or null. */
export async function lockUser(tx: Executor, id: number): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}
