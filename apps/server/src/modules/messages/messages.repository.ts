/**
 * All SQL of the messages domain (spec doc 1 §3 Thread, §4). Thread reads join the dwelling
 * and the seeker; a landlord's reads are scoped to their own dwellings here (`scopeOf`), so another
 * landlord's thread is not found (404).
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ThreadListQuery } from '@udlejning/shared/messages/thread';
import type { MessageFrom } from '@udlejning/shared/messages/enums';
import { parseDwellingRef } from '@udlejning/shared/record-ref';
import type { Executor } from '../../platform/db/executor';
import { resolveUserRef } from '../record-refs/record-refs.repository';
import { dwellings } from '../../schema/dwellings.schema';
import { seekers } from '../../schema/seekers.schema';
import { messages, threads } from '../../schema/messages.schema';

export type ThreadRow = typeof threads.$inferSelect;

/** The columns every thread read carries: the thread, its dwelling and its seeker. */
const threadColumns = {
  thread: threads,
  dwelling: {
    id: dwellings.id,
    uuid: dwellings.uuid,
    userId: dwellings.userId,
    status: dwellings.status,
    active: dwellings.active,
    address: dwellings.address,
    zip: dwellings.zip,
    city: dwellings.city,
    headline: dwellings.headline,
  },
  seeker: {
    id: seekers.id,
    uuid: seekers.uuid,
    externalId: seekers.externalId,
    externalFrom: seekers.externalFrom,
    name: seekers.name,
    email: seekers.email,
    preferedLanguage: seekers.preferedLanguage,
  },
};

/** A thread with its dwelling and seeker, as read. */
export type ThreadRecord = {
  thread: ThreadRow;
  dwelling: {
    id: number;
    uuid: string;
    userId: number;
    status: (typeof dwellings.$inferSelect)['status'];
    active: boolean;
    address: string | null;
    zip: string | null;
    city: string | null;
    headline: string | null;
  };
  seeker: {
    id: number;
    uuid: string;
    externalId: string;
    externalFrom: (typeof seekers.$inferSelect)['externalFrom'];
    name: string;
    email: string;
    preferedLanguage: (typeof seekers.$inferSelect)['preferedLanguage'];
  };
};

/** Which threads a list covers: all (admin), a landlord's, one dwelling's. Combined with AND. */
export type ThreadScope = { ownerId?: number; dwellingId?: number };

function whereOf(scope: ThreadScope): SQL | undefined {
  return and(
    scope.ownerId === undefined ? undefined : eq(dwellings.userId, scope.ownerId),
    scope.dwellingId === undefined ? undefined : eq(threads.dwellingId, scope.dwellingId),
  );
}

// NEW_MESSAGE, then OPEN, then CLOSED (threadStatusOf)
const statusRank = sql`(case when ${threads.closed} then 2 when ${threads.unread} then 0 else 1 end)`;

const SORT_EXPRESSIONS = {
  status: statusRank,
  address: sql`coalesce(${dwellings.address}, '')`,
  seeker: sql`lower(${seekers.name})`,
  // the column shows the text, sorting by when it was written is what a reader means (docs/architecture.md "Messages and the public listing page")
  latestMessage: sql`coalesce(${threads.latestAt}, ${threads.createdAt})`,
  createdAt: sql`${threads.createdAt}`,
  updatedAt: sql`${threads.updatedAt}`,
} as const satisfies Record<ThreadListQuery['sortBy'], SQL>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The query of one page of threads in `scope`, sorted (a hot query: its SQL is snapshot-tested). */
export function threadPageQuery(ex: Executor, scope: ThreadScope, query: ThreadListQuery) {
  const dir = query.sortDir === 'asc' ? asc : desc;
  return ex
    .select(threadColumns)
    .from(threads)
    .innerJoin(dwellings, eq(dwellings.id, threads.dwellingId))
    .innerJoin(seekers, eq(seekers.id, threads.seekerId))
    .where(whereOf(scope))
    .orderBy(dir(SORT_EXPRESSIONS[query.sortBy]), dir(threads.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/** Counting a thread list stops here: past it the list says "10.000+" (the admin's list holds every thread). */
export const THREAD_COUNT_CAP = 10_000;

/**
 * The count of threads in `scope`, up to THREAD_COUNT_CAP + 1 rows (the dwellings join only for a
 * landlord's scope: an admin's count reads threads alone). Stopping at the cap keeps the admin's
 * list at the same cost however many threads there are (docs/performance-history.md "Admin lists": p99 ≤ 50 ms at 1,000,000 messages).
 */
export function threadCountQuery(ex: Executor, scope: ThreadScope, cap = THREAD_COUNT_CAP) {
  const rows =
    scope.ownerId === undefined
      ? ex
          .select({ one: sql`1` })
          .from(threads)
          .where(whereOf(scope))
      : ex
          .select({ one: sql`1` })
          .from(threads)
          .innerJoin(dwellings, eq(dwellings.id, threads.dwellingId))
          .where(whereOf(scope));
  return ex.select({ n: count() }).from(rows.limit(cap + 1).as('counted'));
}

/** One page of threads in `scope`, sorted, with the total count (`cap` and `totalCountIsExact: false` past it). */
export async function listThreads(
  ex: Executor,
  scope: ThreadScope,
  query: ThreadListQuery,
  cap = THREAD_COUNT_CAP,
): Promise<{ rows: ThreadRecord[]; totalCount: number; totalCountIsExact: boolean }> {
  const [rows, [{ n }]] = await Promise.all([threadPageQuery(ex, scope, query), threadCountQuery(ex, scope, cap)]);
  return n > cap ? { rows, totalCount: cap, totalCountIsExact: false } : { rows, totalCount: n, totalCountIsExact: true };
}

/** The thread with this id (with dwelling and seeker), or null; `forUpdate` locks the thread row. */
export async function findThread(ex: Executor, id: string, opts: { forUpdate?: boolean } = {}): Promise<ThreadRecord | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const query = ex
    .select(threadColumns)
    .from(threads)
    .innerJoin(dwellings, eq(dwellings.id, threads.dwellingId))
    .innerJoin(seekers, eq(seekers.id, threads.seekerId))
    .where(eq(threads.id, id));
  const [row] = opts.forUpdate ? await query.for('update', { of: threads }) : await query;
  return row ?? null;
}

/** The messages of a thread, oldest first. */
export async function findMessages(ex: Executor, threadId: string) {
  return ex
    .select({ text: messages.text, createdAt: messages.createdAt, externalFrom: messages.externalFrom })
    .from(messages)
    .where(eq(messages.threadId, threadId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** The (dwelling, seeker) thread, created when there is none (one thread per pair). Returns its id. */
export async function ensureThread(
  ex: Executor,
  dwellingId: number,
  seekerId: number,
): Promise<{ id: string; created: boolean }> {
  const inserted = await ex
    .insert(threads)
    .values({ dwellingId, seekerId, unread: false })
    .onConflictDoNothing({ target: [threads.dwellingId, threads.seekerId] })
    .returning({ id: threads.id });
  if (inserted.length > 0) return { id: inserted[0].id, created: true };
  const [row] = await ex
    .select({ id: threads.id })
    .from(threads)
    .where(and(eq(threads.dwellingId, dwellingId), eq(threads.seekerId, seekerId)));
  return { id: row.id, created: false };
}

/**
 * The (dwelling, seeker) thread, created when missing, with whether it is closed: one statement
 * (docs/performance-history.md "Viewings"), falling back to ensureThread and findThread when a
 * concurrent call created it after the statement's snapshot.
 */
export async function ensureThreadState(
  ex: Executor,
  dwellingId: number,
  seekerId: number,
): Promise<{ id: string; created: boolean; closed: boolean }> {
  const res = await ex.execute<{ id: string; created: boolean; closed: boolean }>(sql`
    with ins as (
      insert into ${threads} (dwelling_id, seeker_id, unread) values (${dwellingId}, ${seekerId}, false)
      on conflict (dwelling_id, seeker_id) do nothing returning id
    )
    select id, true as created, false as closed from ins
    union all
    select id, false, closed from ${threads} where dwelling_id = ${dwellingId} and seeker_id = ${seekerId}`);
  const [row] = res.rows;
  if (row) return row;
  const { id, created } = await ensureThread(ex, dwellingId, seekerId);
  return { id, created, closed: created ? false : ((await findThread(ex, id))?.thread.closed ?? false) };
}

/**
 * Adds a message to a thread and makes it the thread's latest. A seeker's message sets unread
 * (doc 1 §4); a landlord's or admin's reply clears it (they have read the thread to answer).
 */
export async function addMessage(
  ex: Executor,
  input: {
    threadId: string;
    text: string;
    externalFrom: MessageFrom;
    senderUserId?: number | null;
    externalId?: string | null;
    createdAt?: Date;
  },
): Promise<void> {
  const at = input.createdAt ?? new Date();
  await ex.insert(messages).values({
    threadId: input.threadId,
    text: input.text,
    externalFrom: input.externalFrom,
    senderUserId: input.senderUserId ?? null,
    externalId: input.externalId ?? null,
    createdAt: at,
  });
  await ex
    .update(threads)
    .set({
      latestText: input.text,
      latestFrom: input.externalFrom,
      latestAt: at,
      unread: input.externalFrom === 'SEEKER',
      updatedAt: sql`now()`,
    })
    .where(eq(threads.id, input.threadId));
}

/**
 * Sets a thread's closed or unread flag (doc 1 §4 actions). `updatedAt` stays: it is the time of the
 * conversation's last message, which the thread list sorts by (docs/architecture.md "Messages and the public listing page").
 */
export async function setThreadFlags(ex: Executor, id: string, flags: { closed?: boolean; unread?: boolean }): Promise<void> {
  await ex.update(threads).set(flags).where(eq(threads.id, id));
}

/** Threads whose latest seeker message is unread: a landlord's own (ownerId), or all. */
export async function countUnread(ex: Executor, ownerId: number | null): Promise<number> {
  const [{ n }] = await ex
    .select({ n: count() })
    .from(threads)
    .innerJoin(dwellings, eq(dwellings.id, threads.dwellingId))
    .where(and(eq(threads.unread, true), ownerId === null ? undefined : eq(dwellings.userId, ownerId)));
  return n;
}

/** The thread of an already delivered message (by the marketplace's message id), or null. */
export async function findThreadIdOfExternalMessage(ex: Executor, externalId: string): Promise<string | null> {
  const [row] = await ex
    .select({ threadId: messages.threadId })
    .from(messages)
    .where(eq(messages.externalId, externalId))
    .limit(1);
  return row?.threadId ?? null;
}

/** A dwelling by uuid, numeric id or 'rentals-<id>' (the admin's Dwelling lookup and agentUnique; shared/record-ref.ts), with its owner id; null if none. */
export async function findDwellingRef(
  ex: Executor,
  idOrUuid: string | number,
): Promise<{ id: number; uuid: string; userId: number; status: string; active: boolean } | null> {
  const ref = parseDwellingRef(idOrUuid);
  if (!ref) return null;
  const where = 'uuid' in ref ? eq(dwellings.uuid, ref.uuid) : eq(dwellings.id, ref.id);
  const [row] = await ex
    .select({
      id: dwellings.id,
      uuid: dwellings.uuid,
      userId: dwellings.userId,
      status: dwellings.status,
      active: dwellings.active,
    })
    .from(dwellings)
    .where(where);
  return row ?? null;
}

/** A user's id by numeric id or uuid (the admin's User lookup), or null. */
export async function findUserId(ex: Executor, idOrUuid: string): Promise<number | null> {
  return resolveUserRef(ex, idOrUuid);
}

/** A seeker by externalId (any source; the marketplace's first), or null. */
export async function findSeekerByAnyExternalId(ex: Executor, externalId: string) {
  const [row] = await ex
    .select()
    .from(seekers)
    .where(eq(seekers.externalId, externalId))
    .orderBy(desc(seekers.externalFrom))
    .limit(1);
  return row ?? null;
}

/** The seeker with this e-mail (case-insensitive) of the highest level, or null. */
export async function findSeekerByEmail(ex: Executor, email: string) {
  const [row] = await ex
    .select()
    .from(seekers)
    .where(sql`lower(${seekers.email}) = ${email.trim().toLowerCase()}`)
    .orderBy(sql`case ${seekers.level} when 'PAYING' then 0 when 'REGISTERED' then 1 else 2 end`, asc(seekers.id))
    .limit(1);
  return row ?? null;
}
