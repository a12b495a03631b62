/**
 * Database access of user administration (doc 1 §2 Users (admin), §7 userConnection/user) and of
 * the scheduled deletion (doc 1 §4): the paged list, a user's dwellings, and the anonymisation of
 * one user's data in every table (users.deletion.ts).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { UserFilter, UserListQuery } from '@udlejning/shared/users/admin';
import type { Executor } from '../../platform/db/executor';
import { escapeLike } from '../../platform/db/match';
import { userSearchText, users, userRoles } from '../../schema/accounts.schema';
import { dwellings } from '../../schema/dwellings.schema';
import { uploads } from '../dwellings/uploads.schema';
import { activities } from '../activity/activity.schema';
import { feedbacks } from '../feedback/feedback.schema';
import { clientErrors } from '../errors/errors.schema';
import { messages, threads } from '../../schema/messages.schema';
import { payments } from '../payments/payments.schema';
import { outboxMails } from '../../platform/mail/mail.schema';
import { rateLimits } from '../../platform/http/rate-limit.schema';
import { deleteJobsByData } from '../../platform/jobs/queue';
import type { UserRow } from '../accounts/accounts.repository';
import { accountMailsByAddress, loginFailuresByEmailAndIp } from '../accounts/accounts.limits';


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
    const like = `%${escapeLike(q.query.toLowerCase())}%`;
    // one expression, so the trigram index users_search_trgm_idx serves it
    parts.push(sql`${userSearchText(users)} like ${like}`);
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

/**
 * Deletes or anonymises everything about user `user` inside `tx` (doc 1 §4, issue 12 privacy):
 * dwellings without payments are deleted (their threads, messages and statistics cascade);
 * dwellings with payments are kept for bookkeeping with their content emptied and deactivated;
 * uploads, role entries, feedback and client error reports are deleted; so are the outbox mails to
 * the address, about the user (account mails), about their dwellings (replies to seekers quote the
 * user's messages) and about their payments, the rate-limit counters keyed by the address and the
 * queued or finished jobs that carry it (pg-boss keeps them for days);
 * activity about the user and their dwellings is deleted, entries they made keep no name;
 * payments keep amounts and receipts but lose name and e-mail (the receipt PDFs are rendered again
 * by receipts.service.ts redactReceiptsOfUser); the users row stays as a tombstone
 * without personal data (payments and kept dwellings refer to it) with deletedAt set and the
 * token version bumped. Returns the stored image file names to remove from disk after the commit.
 */
export async function anonymiseUser(
  tx: Executor,
  user: UserRow,
  now: Date,
  passwordHash: string,
): Promise<{ filenames: string[]; dwellings: number }> {
  const owned = await tx
    .select({ id: dwellings.id, uuid: dwellings.uuid, images: dwellings.images })
    .from(dwellings)
    .where(eq(dwellings.userId, user.id));
  const ownedIds = owned.map((d) => d.id);
  const uploaded = await tx.select({ filename: uploads.filename }).from(uploads).where(eq(uploads.userId, user.id));
  const filenames = [...new Set([...uploaded.map((u) => u.filename), ...owned.flatMap((d) => d.images)])];

  const paid = ownedIds.length
    ? new Set(
        (await tx.selectDistinct({ id: payments.dwellingId }).from(payments).where(inArray(payments.dwellingId, ownedIds))).map(
          (r) => r.id,
        ),
      )
    : new Set<number>();
  const kept = ownedIds.filter((id) => paid.has(id));
  const removed = ownedIds.filter((id) => !paid.has(id));

  const targetIds = [user.uuid, ...owned.map((d) => d.uuid)];
  await tx.delete(activities).where(inArray(activities.targetId, targetIds));
  await tx.update(activities).set({ actorName: 'Deleted user' }).where(eq(activities.actorId, user.id));
  if (kept.length) {
    await tx.delete(threads).where(inArray(threads.dwellingId, kept));
    await tx
      .update(dwellings)
      .set({
        active: false,
        headline: null,
        description: null,
        images: [],
        contact: {},
        anonymous: [],
        location: {},
        deactivatedAt: now,
        deactivatedBy: { name: 'System', initials: 'SY' },
        updatedAt: now,
      })
      .where(inArray(dwellings.id, kept));
  }
  if (removed.length) await tx.delete(dwellings).where(inArray(dwellings.id, removed));
  await tx.update(messages).set({ senderUserId: null }).where(eq(messages.senderUserId, user.id));
  await tx.delete(uploads).where(eq(uploads.userId, user.id));
  await tx.delete(userRoles).where(eq(userRoles.userId, user.id));
  await tx.delete(feedbacks).where(eq(feedbacks.userId, user.id));
  await tx.delete(clientErrors).where(eq(clientErrors.userId, user.id));
  const email = user.email.toLowerCase();
  const paymentIds = (await tx.select({ id: payments.id }).from(payments).where(eq(payments.userId, user.id))).map((p) => p.id);
  await tx.delete(outboxMails).where(
    or(
      sql`lower(${outboxMails.to}) = ${email}`,
      sql`${outboxMails.meta}->>'userId' = ${String(user.id)}`,
      owned.length
        ? inArray(
            sql`${outboxMails.meta}->>'dwelling'`,
            owned.map((d) => d.uuid),
          )
        : undefined,
      paymentIds.length ? inArray(sql`${outboxMails.meta}->>'paymentId'`, paymentIds) : undefined,
    ),
  );
  // the counters keyed by the address (accounts.limits.ts): `<limit>:<e-mail>` and `<limit>:<ip> <e-mail>`
  await tx
    .delete(rateLimits)
    .where(
      or(
        eq(rateLimits.key, `${accountMailsByAddress.name}:${email}`),
        and(
          like(rateLimits.key, `${escapeLike(loginFailuresByEmailAndIp.name)}:%`),
          like(sql`lower(${rateLimits.key})`, `% ${escapeLike(email)}`),
        ),
      ),
    );
  await deleteJobsByData(tx, 'email', email);
  await tx.update(payments).set({ name: null, email: null, updatedAt: now }).where(eq(payments.userId, user.id));
  await tx
    .update(users)
    .set({
      firstname: 'Deleted',
      lastname: 'user',
      email: `deleted-${user.uuid}@deleted.invalid`,
      phone: '',
      company: null,
      companyAddress: null,
      cvr: null,
      passwordHash,
      feedToken: null,
      language: null,
      emailVerified: false,
      phoneVerified: false,
      verified: false,
      expireAt: null,
      deletedAt: now,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  return { filenames, dwellings: ownedIds.length };
}
