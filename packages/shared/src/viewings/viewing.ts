/**
 * The viewings contract (docs/architecture.md "Viewings"): a landlord opens viewing times on an
 * approved listing, invites a seeker from a thread or a seeker books one on the public page. One
 * schema per call, shared by REST, GraphQL and the web's forms.
 */
import { z } from 'zod';
import type { SeekerProfile } from '../seekers/seeker';
import { storableText } from '../text';
import { recordId } from '../record-id';
import { connectionArgsShape } from '../paging';

/** A booking's state: a cancelled booking frees its seat. */
export const VIEWING_BOOKING_STATES = ['BOOKED', 'CANCELLED'] as const;
export type ViewingBookingState = (typeof VIEWING_BOOKING_STATES)[number];

/** Length of one viewing, minutes. */
export const VIEWING_DURATION = { min: 15, max: 240 } as const;
/** Seats of one viewing: 1 is a private viewing, more an open house with a cap. */
export const VIEWING_CAPACITY = { min: 1, max: 50 } as const;
/** Longest note ("Ring på hos Jensen"), characters. */
export const VIEWING_NOTE_MAX = 200;
/** How long before a viewing its reminder mail is sent, hours (the day before). */
export const VIEWING_REMINDER_HOURS = 24;

/** Field messages (ids of the `messages` catalogue: da text, en translation). */
export const VIEWING_MESSAGES = {
  date: 'Vælg en dato (ÅÅÅÅ-MM-DD)',
  start: 'Vælg et tidspunkt (TT:MM)',
  inPast: 'Tidspunktet er allerede passeret',
  noSuchTime: 'Tidspunktet findes ikke (sommertid)',
  duration: `Varigheden skal være ${VIEWING_DURATION.min}-${VIEWING_DURATION.max} minutter`,
  capacity: `Antal pladser skal være ${VIEWING_CAPACITY.min}-${VIEWING_CAPACITY.max}`,
  capacityBelowBooked: 'Der er allerede booket flere end det antal pladser',
  overlaps: 'Boligen har allerede en fremvisning i det tidsrum',
} as const;

const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const dateField = () =>
  z
    .string({ error: VIEWING_MESSAGES.date })
    .regex(DATE_PATTERN, VIEWING_MESSAGES.date)
    // zod runs this refinement also when the pattern failed: an unparsable text is no date, never a RangeError
    .refine((d) => {
      const day = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(d);
    }, VIEWING_MESSAGES.date)
    // the OpenAPI document states the refinement: a calendar date that exists
    .meta({ format: 'date' });
const startField = () => z.string({ error: VIEWING_MESSAGES.start }).regex(TIME_PATTERN, VIEWING_MESSAGES.start);
const durationField = () =>
  z
    .number({ error: VIEWING_MESSAGES.duration })
    .int(VIEWING_MESSAGES.duration)
    .min(VIEWING_DURATION.min, VIEWING_MESSAGES.duration)
    .max(VIEWING_DURATION.max, VIEWING_MESSAGES.duration);
const capacityField = () =>
  z
    .number({ error: VIEWING_MESSAGES.capacity })
    .int(VIEWING_MESSAGES.capacity)
    .min(VIEWING_CAPACITY.min, VIEWING_MESSAGES.capacity)
    .max(VIEWING_CAPACITY.max, VIEWING_MESSAGES.capacity);
/** An empty or blank note is no note. */
const noteField = () =>
  storableText(VIEWING_NOTE_MAX)
    .nullish()
    .transform((s) => (s === undefined ? undefined : s?.trim() ? s.trim() : null));

/** Body of POST /api/dwellings/:uuid/viewings and createViewing's input (times in Europe/Copenhagen). */
export const createViewingSchema = z.object({
  date: dateField(),
  start: startField(),
  durationMinutes: durationField(),
  capacity: capacityField(),
  note: noteField(),
});
export type CreateViewingInput = z.input<typeof createViewingSchema>;
export type CreateViewing = z.output<typeof createViewingSchema>;

/**
 * Body of POST /api/viewings/:id and updateViewing's input: every field optional (absent or null keeps
 * it; for `note`, null or blank removes it). A date alone keeps the start's clock time, a start alone the day.
 */
export const updateViewingSchema = z.object({
  date: dateField().nullish(),
  start: startField().nullish(),
  durationMinutes: durationField().nullish(),
  capacity: capacityField().nullish(),
  note: noteField(),
});
export type UpdateViewingInput = z.input<typeof updateViewingSchema>;
export type UpdateViewing = z.output<typeof updateViewingSchema>;

/** Body of POST /api/viewings/:id/invitations: the thread whose seeker is booked in. */
export const inviteToViewingSchema = z.object({ threadId: recordId() });
export type InviteToViewing = z.output<typeof inviteToViewingSchema>;

/** Query of GET /api/viewings (the landlord's day list): a Copenhagen day. */
export const viewingDayQuerySchema = z.object({ date: dateField() });
export type ViewingDayQuery = z.output<typeof viewingDayQuerySchema>;

/** GraphQL arguments: createViewing(dwelling, input). */
export const createViewingArgsSchema = z.object({ dwelling: recordId(), input: createViewingSchema });
/** GraphQL arguments: updateViewing(id, input). */
export const updateViewingArgsSchema = z.object({ id: recordId(), input: updateViewingSchema });
/** GraphQL arguments: inviteToViewing(id, threadId). */
export const inviteToViewingArgsSchema = z.object({ id: recordId(), threadId: recordId() });
/** GraphQL arguments: viewings(dwelling, first, after, last, before). */
export const dwellingViewingsArgsSchema = z.object({ dwelling: recordId(), ...connectionArgsShape() });
/** GraphQL arguments: viewingDay(date, first, after, last, before). */
export const viewingDayArgsSchema = z.object({ date: dateField(), ...connectionArgsShape() });
/** GraphQL arguments: cancelViewing(id), cancelViewingBooking(id). */
export const viewingIdArgsSchema = z.object({ id: recordId() });
/** Rows of a viewings connection page by default (a listing has a handful of times a day). */
export const VIEWINGS_PAGE_SIZE = 50;

/** One seeker's seat at a viewing, as the landlord sees it (the seeker profile of the thread view). */
export type ViewingBooking = {
  id: string;
  state: ViewingBookingState;
  createdAt: string;
  threadId: string | null;
  seeker: SeekerProfile;
};

/** One viewing time of a listing, as its landlord sees it. */
export type ViewingSlot = {
  id: string;
  dwellingUuid: string;
  /** UTC instant, ISO. */
  startsAt: string;
  durationMinutes: number;
  capacity: number;
  note: string | null;
  /** Seats taken. */
  booked: number;
  cancelled: boolean;
  /** Booked seats only (a cancelled booking is left out), oldest first. */
  bookings: ViewingBooking[];
};

/** The listing a day-list slot belongs to. */
export type ViewingDwelling = {
  uuid: string;
  address: string | null;
  zip: string | null;
  city: string | null;
  headline: string | null;
};
/** One slot of the landlord's day list. */
export type ViewingDaySlot = ViewingSlot & { dwelling: ViewingDwelling };

/** A viewing time as a seeker sees it on the public page. */
export type PublicViewingSlot = {
  id: string;
  startsAt: string;
  durationMinutes: number;
  capacity: number;
  /** Seats left. */
  free: number;
  note: string | null;
  /** The signed-in seeker's booking of this slot, or null. */
  myBookingId: string | null;
};

/** GET /api/public/dwellings/:uuid/viewings. */
export type PublicViewingList = { results: PublicViewingSlot[]; mayBook: boolean };
/** POST /api/public/viewings/:id/bookings. */
export type PublicBookingReply = { bookingId: string; slot: PublicViewingSlot };
