/** Viewing rows → API shapes (docs/architecture.md "Viewings"); the seeker as the thread view shows them. */
import type { PublicViewingSlot, ViewingBooking, ViewingDaySlot, ViewingSlot } from '@udlejning/shared/viewings/viewing';
import { presentProfile } from '../seekers/seekers.presenter';
import type { BookingRecord, SlotRecord, SlotRow } from './viewings.repository';

/** One booking with the seeker's profile (the landlord sees the e-mail: the seeker booked their listing). */
export function presentBooking({ booking, seeker }: BookingRecord): ViewingBooking {
  return {
    id: booking.id,
    state: booking.state,
    createdAt: booking.createdAt.toISOString(),
    threadId: booking.threadId,
    seeker: presentProfile(seeker),
  };
}

/** A slot with its BOOKED bookings (any others in `bookings` are left out). */
export function presentSlot(slot: SlotRow, dwellingUuid: string, bookings: BookingRecord[]): ViewingSlot {
  return {
    id: slot.id,
    dwellingUuid,
    startsAt: slot.startsAt.toISOString(),
    durationMinutes: slot.durationMinutes,
    capacity: slot.capacity,
    note: slot.note,
    booked: slot.booked,
    cancelled: slot.cancelledAt !== null,
    bookings: bookings.filter((b) => b.booking.slotId === slot.id && b.booking.state === 'BOOKED').map(presentBooking),
  };
}

/** A day-list slot: the slot and its listing. */
export function presentDaySlot({ slot, dwelling }: SlotRecord, bookings: BookingRecord[]): ViewingDaySlot {
  return {
    ...presentSlot(slot, dwelling.uuid, bookings),
    dwelling: {
      uuid: dwelling.uuid,
      address: dwelling.address,
      zip: dwelling.zip,
      city: dwelling.city,
      headline: dwelling.headline,
    },
  };
}

/** A slot as a seeker sees it: seats left, and their own booking's id. */
export function presentPublicSlot(slot: SlotRow, myBookingId: string | null): PublicViewingSlot {
  return {
    id: slot.id,
    startsAt: slot.startsAt.toISOString(),
    durationMinutes: slot.durationMinutes,
    capacity: slot.capacity,
    free: Math.max(0, slot.capacity - slot.booked),
    note: slot.note,
    myBookingId,
  };
}
