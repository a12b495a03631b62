/**
 * All SQL of the viewings domain (docs/architecture.md "Viewings"). A seat is taken by one
 * conditional UPDATE of the slot (`booked < capacity`), so concurrent bookings queue on the slot's
 * row lock and each sees the seats the others took; the CHECK on viewing_slots refuses the rest.
 */
import { and, asc, eq, gt, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { MessageFrom } from '@udlejning/shared/messages/enums';
import type { Executor } from '../../platform/db/executor';
import { isUuid } from '../../platform/db/match';
import { dwellings } from '../../schema/dwellings.schema';
import { users } from '../../schema/accounts.schema';
import { ownerColumns, type OwnerRow } from '../dwellings/dwellings.repository';
import { seekers } from '../../schema/seekers.schema';
import { messages, threads } from '../../schema/messages.schema';
import { viewingBookings, viewingSlots } from '../../schema/viewings.schema';
import { copenhagenDay } from '@udlejning/shared/statistics/days';
import { dwellingStatsDaily } from '../statistics/statistics.schema';

export type SlotRow = typeof viewingSlots.$inferSelect;
export type BookingRow = typeof viewingBookings.$inferSelect;
export type SeekerRow = typeof seekers.$inferSelect;
/** A booking with its seeker. */
export type BookingRecord = { booking: BookingRow; seeker: SeekerRow };
/** The listing columns a slot's mails, lists and checks read. */
export type SlotDwelling = {
  id: number;
  uuid: string;
  userId: number;
  status: (typeof dwellings.$inferSelect)['status'];
  active: boolean;
  address: string | null;
  zip: string | null;
  city: string | null;
  headline: string | null;
  /** The tier and chat switch the seeker's contact rule reads (doc 2 §1). */
  listingType: (typeof dwellings.$inferSelect)['listingType'];
  chatable: boolean;
};
/** A slot with its listing (and, as findSlot reads it, the listing's owner for the mails). */
export type SlotRecord = { slot: SlotRow; dwelling: SlotDwelling; owner?: OwnerRow };

const dwellingColumns = {
  id: dwellings.id,
  uuid: dwellings.uuid,
  userId: dwellings.userId,
  status: dwellings.status,
  active: dwellings.active,
  address: dwellings.address,
  zip: dwellings.zip,
  city: dwellings.city,
  headline: dwellings.headline,
  listingType: dwellings.listingType,
  chatable: dwellings.chatable,
};

/** Inserts a slot. */
export async function insertSlot(
  ex: Executor,
  values: Pick<typeof viewingSlots.$inferInsert, 'dwellingId' | 'startsAt' | 'durationMinutes' | 'capacity' | 'note'>,
): Promise<SlotRow> {
  const [row] = await ex.insert(viewingSlots).values(values).returning();
  return row;
}

/** The slot `id` with its listing and the listing's owner, or null; `forUpdate` locks the slot row. */
export async function findSlot(
  ex: Executor,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<(SlotRecord & { owner: OwnerRow }) | null> {
  if (!isUuid(id)) return null;
  const query = ex
    .select({ slot: viewingSlots, dwelling: dwellingColumns, owner: ownerColumns })
    .from(viewingSlots)
    .innerJoin(dwellings, eq(dwellings.id, viewingSlots.dwellingId))
    .innerJoin(users, eq(users.id, dwellings.userId))
    .where(eq(viewingSlots.id, id));
  const [row] = opts.forUpdate ? await query.for('update', { of: viewingSlots }) : await query;
  return row ?? null;
}

/** Writes a slot's columns; returns the row. */
export async function updateSlot(
  ex: Executor,
  id: string,
  values: Partial<
    Pick<SlotRow, 'startsAt' | 'durationMinutes' | 'capacity' | 'note' | 'sequence' | 'cancelledAt' | 'remindedAt' | 'booked'>
  >,
): Promise<SlotRow> {
  const [row] = await ex.update(viewingSlots).set(values).where(eq(viewingSlots.id, id)).returning();
  return row;
}

/**
 * Takes one seat of slot `id` if one is free and the slot is not cancelled: the seats taken after,
 * or null (full or cancelled). Waits for a concurrent booking of the same slot to commit first.
 */
export async function takeSeat(ex: Executor, id: string): Promise<number | null> {
  const [row] = await ex
    .update(viewingSlots)
    .set({ booked: sql`${viewingSlots.booked} + 1` })
    .where(and(eq(viewingSlots.id, id), lt(viewingSlots.booked, viewingSlots.capacity), isNull(viewingSlots.cancelledAt)))
    .returning({ booked: viewingSlots.booked });
  return row?.booked ?? null;
}

/**
 * The upsert that counts one booking in dwelling_stats_daily.viewings_booked (the let funnel, docs/architecture.md
 * "Statistics"): `source` selects (dwelling id, Copenhagen day, 1) of the booked listing.
 */
const countBookedDay = (source: SQL) => sql`
  insert into ${dwellingStatsDaily} (dwelling_id, day, viewings_booked) ${source}
  on conflict (dwelling_id, day) do update set viewings_booked = ${dwellingStatsDaily}.viewings_booked + 1`;

/** What takeSeatAndPost did: `mine` the seeker already had a seat (nothing written); else `booked` null when full or cancelled. */
export type SeatTaken = { mine: true } | { mine: false; booked: null } | { mine: false; booked: number; booking: BookingRow };

/**
 * A seat, its booking and the thread line in one statement (docs/architecture.md "Viewings",
 * docs/performance-history.md "Viewings"): when `seekerId` has no BOOKED seat in slot `slotId`, the
 * conditional UPDATE takes one (`booked < capacity`, not cancelled; it waits for a concurrent booking of
 * the slot and re-checks), and only then are the booking, the message `line` and the thread's latest
 * (as messages.repository addMessage: a seeker's line sets unread) written, and the booking is counted in
 * listing `dwellingId`'s day of dwelling_stats_daily (the let funnel's "viewings booked", docs/architecture.md
 * "Statistics"). The thread row is updated from the booking, so it is locked after the slot's row, as every
 * viewing write locks them. Raises
 * 23505 (a concurrent second seat of the same seeker) and 23514 (the CHECK) like takeSeat/insertBooking.
 */
export async function takeSeatAndPost(
  ex: Executor,
  input: {
    slotId: string;
    dwellingId: number;
    seekerId: number;
    threadId: string;
    createdAt: Date;
    line: { text: string; from: MessageFrom; senderUserId: number | null };
  },
): Promise<SeatTaken> {
  const at = input.createdAt.toISOString();
  const { text, from, senderUserId } = input.line;
  const res = await ex.execute<{
    mine: boolean;
    booked: number | null;
    id: string | null;
    thread_id: string | null;
    state: BookingRow['state'] | null;
    created_at: Date | string | null;
  }>(sql`
    with mine as (
      select 1 from ${viewingBookings}
      where slot_id = ${input.slotId} and seeker_id = ${input.seekerId} and state = 'BOOKED'
    ), seat as (
      update ${viewingSlots} set booked = booked + 1
      where id = ${input.slotId} and booked < capacity and cancelled_at is null and not exists (select 1 from mine)
      returning booked
    ), booking as (
      insert into ${viewingBookings} (slot_id, seeker_id, thread_id, state, created_at)
      select ${input.slotId}::uuid, ${input.seekerId}::int, ${input.threadId}::uuid, 'BOOKED', ${at}::timestamptz from seat
      returning id, thread_id, state, created_at
    ), line as (
      insert into ${messages} (thread_id, text, external_from, sender_user_id, created_at)
      select thread_id, ${text}, ${from}, ${senderUserId}::int, ${at}::timestamptz from booking
    ), latest as (
      update ${threads} set latest_text = ${text}, latest_from = ${from}, latest_at = ${at}::timestamptz,
        unread = ${from === 'SEEKER'}, updated_at = now()
      from booking where ${threads}.id = booking.thread_id
    ), counted as (
      ${countBookedDay(sql`select ${input.dwellingId}::int, ${copenhagenDay(input.createdAt)}::date, 1 from booking`)}
    )
    select exists (select 1 from mine) as mine, (select booked from seat) as booked, booking.*
    from (select 1) one left join booking on true`);
  const row = res.rows[0]!;
  if (row.mine) return { mine: true };
  if (row.booked === null || row.id === null) return { mine: false, booked: null };
  const booking: BookingRow = {
    id: row.id,
    slotId: input.slotId,
    seekerId: input.seekerId,
    threadId: row.thread_id,
    state: row.state ?? 'BOOKED',
    createdAt: new Date(row.created_at!),
    cancelledAt: null,
  };
  return { mine: false, booked: Number(row.booked), booking };
}

/** Frees one seat of slot `id` (a booking was cancelled). */
export async function freeSeat(ex: Executor, id: string): Promise<void> {
  await ex
    .update(viewingSlots)
    .set({ booked: sql`${viewingSlots.booked} - 1` })
    .where(eq(viewingSlots.id, id));
}

/**
 * Inserts a BOOKED booking and counts it in its listing's day of dwelling_stats_daily, as takeSeatAndPost
 * does (the unique index refuses a second seat of the same seeker: 23505).
 */
export async function insertBooking(
  ex: Executor,
  values: { slotId: string; seekerId: number; threadId: string | null; createdAt: Date },
): Promise<BookingRow> {
  const [row] = await ex
    .insert(viewingBookings)
    .values({ ...values, state: 'BOOKED' })
    .returning();
  await ex.execute(
    countBookedDay(
      sql`select dwelling_id, ${copenhagenDay(values.createdAt)}::date, 1 from ${viewingSlots} where id = ${values.slotId}`,
    ),
  );
  return row;
}

/** The booking `id` with its seeker, or null; `forUpdate` locks the booking row. */
export async function findBooking(ex: Executor, id: string, opts: { forUpdate?: boolean } = {}): Promise<BookingRecord | null> {
  if (!isUuid(id)) return null;
  const query = ex
    .select({ booking: viewingBookings, seeker: seekers })
    .from(viewingBookings)
    .innerJoin(seekers, eq(seekers.id, viewingBookings.seekerId))
    .where(eq(viewingBookings.id, id));
  const [row] = opts.forUpdate ? await query.for('update', { of: viewingBookings }) : await query;
  return row ?? null;
}

/** Marks booking `id` CANCELLED at `at` (only a BOOKED one); true when it was booked. */
export async function cancelBookingRow(ex: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await ex
    .update(viewingBookings)
    .set({ state: 'CANCELLED', cancelledAt: at })
    .where(and(eq(viewingBookings.id, id), eq(viewingBookings.state, 'BOOKED')))
    .returning({ id: viewingBookings.id });
  return rows.length > 0;
}

/** Cancels every BOOKED booking of slot `slotId`; returns them with their seekers. */
export async function cancelSlotBookings(ex: Executor, slotId: string, at: Date): Promise<BookingRecord[]> {
  const booked = await findBookingsOfSlots(ex, [slotId]);
  if (booked.length === 0) return [];
  await ex
    .update(viewingBookings)
    .set({ state: 'CANCELLED', cancelledAt: at })
    .where(and(eq(viewingBookings.slotId, slotId), eq(viewingBookings.state, 'BOOKED')));
  return booked;
}

/** The BOOKED bookings of the slots, with their seekers, oldest first. */
export async function findBookingsOfSlots(ex: Executor, slotIds: string[]): Promise<BookingRecord[]> {
  if (slotIds.length === 0) return [];
  return ex
    .select({ booking: viewingBookings, seeker: seekers })
    .from(viewingBookings)
    .innerJoin(seekers, eq(seekers.id, viewingBookings.seekerId))
    .where(and(inArray(viewingBookings.slotId, slotIds), eq(viewingBookings.state, 'BOOKED')))
    .orderBy(asc(viewingBookings.createdAt), asc(viewingBookings.id));
}

/** The listing's slots that are not cancelled and start at or after `from`, earliest first. */
export async function findUpcomingSlots(ex: Executor, dwellingId: number, from: Date): Promise<SlotRow[]> {
  return ex
    .select()
    .from(viewingSlots)
    .where(and(eq(viewingSlots.dwellingId, dwellingId), gte(viewingSlots.startsAt, from), isNull(viewingSlots.cancelledAt)))
    .orderBy(asc(viewingSlots.startsAt), asc(viewingSlots.id));
}

/**
 * The first slot of listing `dwellingId`, not cancelled and other than `exceptId`, whose time overlaps
 * [startsAt, startsAt + durationMinutes), or null (docs/architecture.md "Viewings": one time per home at a time).
 */
export async function findOverlappingSlot(
  ex: Executor,
  dwellingId: number,
  time: { startsAt: Date; durationMinutes: number },
  exceptId: string | null = null,
): Promise<SlotRow | null> {
  const end = new Date(time.startsAt.getTime() + time.durationMinutes * 60_000);
  const [row] = await ex
    .select()
    .from(viewingSlots)
    .where(
      and(
        eq(viewingSlots.dwellingId, dwellingId),
        isNull(viewingSlots.cancelledAt),
        exceptId ? sql`${viewingSlots.id} <> ${exceptId}` : undefined,
        lt(viewingSlots.startsAt, end),
        sql`${viewingSlots.startsAt} + ${viewingSlots.durationMinutes} * interval '1 minute' > ${time.startsAt.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(viewingSlots.startsAt))
    .limit(1);
  return row ?? null;
}

/** The listing's slots not cancelled and starting after `now`, locked (the listing closes). */
export async function lockFutureSlots(ex: Executor, dwellingId: number, now: Date): Promise<SlotRow[]> {
  return ex
    .select()
    .from(viewingSlots)
    .where(and(eq(viewingSlots.dwellingId, dwellingId), gt(viewingSlots.startsAt, now), isNull(viewingSlots.cancelledAt)))
    .orderBy(asc(viewingSlots.startsAt))
    .for('update');
}

/**
 * The slots (not cancelled) starting in [from, to) of the caller's own listings and those of the
 * organizations they administer, with their listings, earliest first (the landlord's day list).
 */
export async function findDaySlots(
  ex: Executor,
  scope: { ownerId: number; organizationIds: readonly number[] },
  from: Date,
  to: Date,
): Promise<SlotRecord[]> {
  const own = scope.organizationIds.length
    ? or(eq(dwellings.userId, scope.ownerId), inArray(dwellings.organizationId, [...scope.organizationIds]))
    : eq(dwellings.userId, scope.ownerId);
  return ex
    .select({ slot: viewingSlots, dwelling: dwellingColumns })
    .from(viewingSlots)
    .innerJoin(dwellings, eq(dwellings.id, viewingSlots.dwellingId))
    .where(and(gte(viewingSlots.startsAt, from), lt(viewingSlots.startsAt, to), isNull(viewingSlots.cancelledAt), own))
    .orderBy(asc(viewingSlots.startsAt), asc(viewingSlots.id));
}
