/**
 * REST of viewings (docs/architecture.md "Viewings"). Landlord side (login; the listing's manager,
 * else 404):
 *   GET    /api/dwellings/:uuid/viewings            → { results: ViewingSlot[] } (from today on)
 *   POST   /api/dwellings/:uuid/viewings {date, start, durationMinutes, capacity, note?} → 201 ViewingSlot
 *   POST   /api/viewings/:id {…all optional}        → ViewingSlot (booked seekers told)
 *   DELETE /api/viewings/:id                        → ViewingSlot (cancelled; booked seekers told)
 *   POST   /api/viewings/:id/invitations {threadId} → 201 ViewingBooking
 *   DELETE /api/viewings/bookings/:bookingId        → ViewingBooking (the seeker told)
 *   GET    /api/viewings?date=YYYY-MM-DD            → { results: ViewingDaySlot[] } (the caller's listings that day)
 * Seeker side (the public page's seeker session, auth 'public'):
 *   GET    /api/public/dwellings/:uuid/viewings     → { results: PublicViewingSlot[], mayBook }
 *   POST   /api/public/viewings/:id/bookings        → 201 { bookingId, slot } | 401 | 403 CONTACT_FORBIDDEN | 409
 *   DELETE /api/public/viewings/bookings/:bookingId → { bookingId, slot } (own booking only)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createViewingSchema,
  inviteToViewingSchema,
  updateViewingSchema,
  viewingDayQuerySchema,
} from '@udlejning/shared/viewings/viewing';
import {
  publicBookingReplySchema,
  publicViewingListSchema,
  viewingBookingSchema,
  viewingDayListSchema,
  viewingListSchema,
  viewingSlotSchema,
} from '@udlejning/shared/viewings/replies';
import { pathParams } from '../../platform/http/route-pipeline';
import { seekerUuidOf, sessionSeekerOf } from '../public-listing/seeker-session';
import { bookPublicViewing, cancelPublicBooking, listPublicViewings, viewingBookingsBySeeker } from './viewings.public';
import {
  cancelViewing,
  cancelViewingBooking,
  createViewing,
  inviteToViewing,
  listDwellingViewings,
  updateViewing,
  viewingDay,
} from './viewings.service';

const user = { config: { auth: 'user' } } as const;
const userWith = (description: string) => ({ config: { auth: 'user', replies: { 201: description } } }) as const;
const open = { config: { auth: 'public' } } as const;
const uuidParams = pathParams('uuid');
const idParams = pathParams('id');
const bookingIdParams = pathParams('bookingId');
const slotReply = { response: { 200: viewingSlotSchema } } as const;

export async function viewingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  /** The session's seeker uuid, one cancellation of their hourly budget spent (a booking counts its own, viewings.public.ts); null without one (the service: 401). */
  const spendingSeeker = async (req: FastifyRequest) => {
    const seekerUuid = await seekerUuidOf(deps, req);
    if (seekerUuid) await viewingBookingsBySeeker.consume(deps.db, seekerUuid);
    return seekerUuid;
  };

  app.get(
    '/api/dwellings/:uuid/viewings',
    {
      ...user,
      schema: {
        operationId: 'listDwellingViewings',
        summary: "A listing's viewing times from today on, with who is booked",
        params: uuidParams,
        response: { 200: viewingListSchema },
      },
    },
    async (req) => ({ results: await listDwellingViewings(deps, req.user, req.params.uuid) }),
  );
  app.post(
    '/api/dwellings/:uuid/viewings',
    {
      ...userWith('The new viewing time'),
      schema: {
        operationId: 'createViewing',
        summary: 'Open a viewing time on an approved listing (Europe/Copenhagen date and start)',
        params: uuidParams,
        body: createViewingSchema,
        response: { 201: viewingSlotSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createViewing(deps, req.user, req.params.uuid, req.body)),
  );
  app.get(
    '/api/viewings',
    {
      ...user,
      schema: {
        operationId: 'viewingDay',
        summary: "The viewings of one day (Copenhagen) on the caller's listings",
        querystring: viewingDayQuerySchema,
        response: { 200: viewingDayListSchema },
      },
    },
    async (req) => ({ results: await viewingDay(deps, req.user, req.query.date) }),
  );
  app.post(
    '/api/viewings/:id',
    {
      ...user,
      schema: {
        operationId: 'updateViewing',
        summary: 'Change a viewing time (booked seekers are told)',
        params: idParams,
        body: updateViewingSchema,
        ...slotReply,
      },
    },
    async (req) => updateViewing(deps, req.user, req.params.id, req.body),
  );
  app.delete(
    '/api/viewings/:id',
    {
      ...user,
      schema: {
        operationId: 'cancelViewing',
        summary: 'Cancel a viewing time (booked seekers are told)',
        params: idParams,
        ...slotReply,
      },
    },
    async (req) => cancelViewing(deps, req.user, req.params.id),
  );
  app.post(
    '/api/viewings/:id/invitations',
    {
      ...userWith('The seeker, booked in'),
      schema: {
        operationId: 'inviteToViewing',
        summary: "Book a thread's seeker into a viewing time",
        params: idParams,
        body: inviteToViewingSchema,
        response: { 201: viewingBookingSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await inviteToViewing(deps, req.user, req.params.id, req.body)),
  );
  app.delete(
    '/api/viewings/bookings/:bookingId',
    {
      ...user,
      schema: {
        operationId: 'cancelViewingBooking',
        summary: "Cancel one seeker's seat (the seeker is told)",
        params: bookingIdParams,
        response: { 200: viewingBookingSchema },
      },
    },
    async (req) => cancelViewingBooking(deps, req.user, req.params.bookingId),
  );

  app.get(
    '/api/public/dwellings/:uuid/viewings',
    {
      ...open,
      schema: {
        operationId: 'listPublicViewings',
        summary: "A public listing's viewing times with seats left, and whether the seeker may book",
        params: uuidParams,
        response: { 200: publicViewingListSchema },
      },
    },
    async (req, reply) => {
      const list = await listPublicViewings(deps, req.params.uuid, await seekerUuidOf(deps, req));
      return reply.header('cache-control', 'private, no-store').send(list);
    },
  );
  app.post(
    '/api/public/viewings/:id/bookings',
    {
      config: { auth: 'public', replies: { 201: 'The seat, booked' } },
      schema: {
        operationId: 'bookViewing',
        summary: 'Book a seat at a viewing (seeker session)',
        params: idParams,
        response: { 201: publicBookingReplySchema },
      },
    },
    // the booking counts its rate-limit point in its own transaction (viewings.public.ts)
    async (req, reply) => reply.status(201).send(await bookPublicViewing(deps, req.params.id, await sessionSeekerOf(deps, req))),
  );
  app.delete(
    '/api/public/viewings/bookings/:bookingId',
    {
      ...open,
      schema: {
        operationId: 'cancelViewingSeat',
        summary: "Cancel the seeker's own booking (seeker session)",
        params: bookingIdParams,
        response: { 200: publicBookingReplySchema },
      },
    },
    async (req) => cancelPublicBooking(deps, req.params.bookingId, await spendingSeeker(req)),
  );
}
