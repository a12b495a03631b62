/** The viewings REST replies as zod schemas (docs/architecture.md "Viewings"); see ../reply.ts. */
import { z } from 'zod';
import { replyOf } from '../reply';
import { seekerProfileSchema } from '../seekers/replies';
import {
  VIEWING_BOOKING_STATES,
  type PublicBookingReply,
  type PublicViewingList,
  type PublicViewingSlot,
  type ViewingBooking,
  type ViewingDaySlot,
  type ViewingDwelling,
  type ViewingSlot,
} from './viewing';

export const viewingBookingSchema = replyOf<ViewingBooking>()(
  z.object({
    id: z.string(),
    state: z.enum(VIEWING_BOOKING_STATES),
    createdAt: z.string(),
    threadId: z.string().nullable(),
    seeker: seekerProfileSchema,
  }),
);

const slotShape = {
  id: z.string(),
  dwellingUuid: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  capacity: z.number().int(),
  note: z.string().nullable(),
  booked: z.number().int(),
  cancelled: z.boolean(),
  bookings: z.array(viewingBookingSchema),
};

export const viewingSlotSchema = replyOf<ViewingSlot>()(z.object(slotShape));

const viewingDwellingSchema = replyOf<ViewingDwelling>()(
  z.object({
    uuid: z.string(),
    address: z.string().nullable(),
    zip: z.string().nullable(),
    city: z.string().nullable(),
    headline: z.string().nullable(),
  }),
);

export const viewingDaySlotSchema = replyOf<ViewingDaySlot>()(z.object({ ...slotShape, dwelling: viewingDwellingSchema }));

/** GET /api/dwellings/:uuid/viewings. */
export const viewingListSchema = z.object({ results: z.array(viewingSlotSchema) });
/** GET /api/viewings?date=. */
export const viewingDayListSchema = z.object({ results: z.array(viewingDaySlotSchema) });

export const publicViewingSlotSchema = replyOf<PublicViewingSlot>()(
  z.object({
    id: z.string(),
    startsAt: z.string(),
    durationMinutes: z.number().int(),
    capacity: z.number().int(),
    free: z.number().int(),
    note: z.string().nullable(),
    myBookingId: z.string().nullable(),
  }),
);

export const publicViewingListSchema = replyOf<PublicViewingList>()(
  z.object({ results: z.array(publicViewingSlotSchema), mayBook: z.boolean() }),
);

export const publicBookingReplySchema = replyOf<PublicBookingReply>()(
  z.object({ bookingId: z.string(), slot: publicViewingSlotSchema }),
);
