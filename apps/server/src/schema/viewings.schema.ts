/**
 * Viewing times and their bookings (docs/architecture.md "Viewings"). A slot's `booked` counts its
 * BOOKED bookings; a booking takes a seat with one conditional UPDATE (booked < capacity), and the
 * CHECK (booked between 0 and capacity) is the last line of defence, so no race oversells a slot.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { VIEWING_BOOKING_STATES } from '@udlejning/shared/viewings/viewing';
import { dwellings } from './dwellings.schema';
import { seekers } from './seekers.schema';
import { threads } from './messages.schema';
import { oneOf } from '../platform/db/columns';

export const viewingSlots = pgTable(
  'viewing_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dwellingId: integer('dwelling_id')
      .notNull()
      .references(() => dwellings.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    /** Seats taken: the BOOKED bookings of the slot. */
    booked: integer('booked').notNull().default(0),
    note: text('note'),
    /** Raised by every change of time or length: the calendar invitation's SEQUENCE. */
    sequence: integer('sequence').notNull().default(0),
    /** When the day-before reminder was queued (the job runs once per slot time). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('viewing_slots_dwelling_starts_idx').on(t.dwellingId, t.startsAt),
    check('viewing_slots_booked_check', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
    check('viewing_slots_capacity_check', sql`${t.capacity} >= 1`),
  ],
);

export const viewingBookings = pgTable(
  'viewing_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => viewingSlots.id, { onDelete: 'cascade' }),
    seekerId: integer('seeker_id')
      .notNull()
      .references(() => seekers.id, { onDelete: 'cascade' }),
    /** The (dwelling, seeker) thread the booking was posted in. */
    threadId: uuid('thread_id').references(() => threads.id, { onDelete: 'set null' }),
    state: text('state', { enum: VIEWING_BOOKING_STATES }).notNull().default('BOOKED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // one seat per seeker and slot (a cancelled booking does not count)
    uniqueIndex('viewing_bookings_slot_seeker_idx')
      .on(t.slotId, t.seekerId)
      .where(sql`${t.state} = 'BOOKED'`),
    index('viewing_bookings_slot_idx').on(t.slotId, t.createdAt),
    index('viewing_bookings_seeker_idx').on(t.seekerId),
    oneOf('viewing_bookings_state_check', t.state, VIEWING_BOOKING_STATES),
  ],
);
