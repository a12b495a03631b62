/**
 * GraphQL of viewings, the landlord's side (docs/architecture.md "Viewings"); the same shared schemas,
 * services and presenters as REST:
 *   viewings(dwelling, first, after, last, before) → ViewingSlotConnection (from today on)
 *   viewingDay(date, …) → ViewingDaySlotConnection (the caller's listings that Copenhagen day)
 *   createViewing(dwelling, input) → ViewingSlot!      updateViewing(id, input) → ViewingSlot!
 *   cancelViewing(id) → ViewingSlot!                   inviteToViewing(id, threadId) → ViewingBooking!
 *   cancelViewingBooking(id) → ViewingBooking!
 * The seeker's side is REST only (the public page's seeker session is a cookie, no login).
 */
import { SEEKER_TYPES } from '@udlejning/shared/seekers/enums';
import type { SeekerProfile } from '@udlejning/shared/seekers/seeker';
import {
  VIEWING_BOOKING_STATES,
  VIEWINGS_PAGE_SIZE,
  createViewingArgsSchema,
  dwellingViewingsArgsSchema,
  inviteToViewingArgsSchema,
  updateViewingArgsSchema,
  viewingDayArgsSchema,
  viewingIdArgsSchema,
  type ViewingBooking,
  type ViewingDaySlot,
  type ViewingDwelling,
  type ViewingSlot,
} from '@udlejning/shared/viewings/viewing';
import { builder } from '../../platform/graphql/builder';
import { resolveConnection, type ConnectionArgs } from '../../platform/graphql/connection';
import {
  cancelViewing,
  cancelViewingBooking,
  createViewing,
  inviteToViewing,
  listDwellingViewings,
  updateViewing,
  viewingDay,
} from './viewings.service';

const ViewingBookingStateEnum = builder.enumType('ViewingBookingState', { values: VIEWING_BOOKING_STATES });
const SeekerTypeEnum = builder.enumType('SeekerType', { values: SEEKER_TYPES });

const ViewingSeeker = builder.objectRef<SeekerProfile>('ViewingSeeker').implement({
  description: 'The booked seeker, as the thread view shows them to the landlord.',
  fields: (t) => ({
    userId: t.exposeString('userId', { description: "The seeker's uuid." }),
    externalId: t.exposeString('externalId'),
    externalFrom: t.exposeString('externalFrom'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    picture: t.exposeString('picture', { nullable: true }),
    birthday: t.exposeString('birthday', { nullable: true }),
    type: t.field({ type: SeekerTypeEnum, nullable: true, resolve: (s) => s.type }),
    reason: t.exposeString('reason', { nullable: true }),
    employment: t.exposeString('employment', { nullable: true }),
    preferedLanguage: t.exposeString('preferedLanguage', { nullable: true }),
    smoker: t.exposeBoolean('smoker', { nullable: true }),
    pets: t.exposeBoolean('pets', { nullable: true }),
    rki: t.exposeBoolean('rki', { nullable: true }),
    activeSince: t.exposeString('activeSince'),
  }),
});

const ViewingBookingRef = builder.objectRef<ViewingBooking>('ViewingBooking').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    state: t.field({ type: ViewingBookingStateEnum, resolve: (b) => b.state }),
    createdAt: t.exposeString('createdAt'),
    threadId: t.exposeString('threadId', { nullable: true }),
    seeker: t.field({ type: ViewingSeeker, resolve: (b) => b.seeker }),
  }),
});

const ViewingDwellingRef = builder.objectRef<ViewingDwelling>('ViewingDwelling').implement({
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    address: t.exposeString('address', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    headline: t.exposeString('headline', { nullable: true }),
  }),
});

const ViewingSlotRef = builder.objectRef<ViewingSlot>('ViewingSlot').implement({
  description: 'A viewing time of a listing, as its landlord sees it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    dwellingUuid: t.exposeString('dwellingUuid'),
    startsAt: t.exposeString('startsAt', { description: 'UTC instant, ISO.' }),
    durationMinutes: t.exposeInt('durationMinutes'),
    capacity: t.exposeInt('capacity'),
    note: t.exposeString('note', { nullable: true }),
    booked: t.exposeInt('booked', { description: 'Seats taken.' }),
    cancelled: t.exposeBoolean('cancelled'),
    bookings: t.field({ type: [ViewingBookingRef], resolve: (s) => s.bookings }),
  }),
});

// the same fields as ViewingSlot plus its listing (written out: Pothos types fields per parent shape)
const ViewingDaySlotRef = builder.objectRef<ViewingDaySlot>('ViewingDaySlot').implement({
  description: "A viewing time of the landlord's day list, with its listing.",
  fields: (t) => ({
    id: t.exposeID('id'),
    dwellingUuid: t.exposeString('dwellingUuid'),
    startsAt: t.exposeString('startsAt', { description: 'UTC instant, ISO.' }),
    durationMinutes: t.exposeInt('durationMinutes'),
    capacity: t.exposeInt('capacity'),
    note: t.exposeString('note', { nullable: true }),
    booked: t.exposeInt('booked', { description: 'Seats taken.' }),
    cancelled: t.exposeBoolean('cancelled'),
    bookings: t.field({ type: [ViewingBookingRef], resolve: (s) => s.bookings }),
    dwelling: t.field({ type: ViewingDwellingRef, resolve: (s) => s.dwelling }),
  }),
});

/** An in-memory list (a listing's or a day's few slots), loaded once, paged as an offset connection. */
const resolveList = <T extends object>(args: ConnectionArgs, load: () => Promise<T[]>) => {
  let rows: Promise<T[]> | null = null;
  const all = () => (rows ??= load());
  return resolveConnection(args, {
    kind: 'offset',
    defaultSize: VIEWINGS_PAGE_SIZE,
    count: async () => (await all()).length,
    rows: async ({ offset, limit }) => (await all()).slice(offset, offset + limit),
  });
};

/** The `id` argument of the mutations on one viewing time or seat (as organizations' answerArgs). */
const viewingIdArgs = (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) =>
  t.validate({ id: t.arg.id({ required: true }) }, viewingIdArgsSchema);

const ViewingInput = builder.inputType('ViewingInput', {
  description: 'A viewing time in Europe/Copenhagen: date YYYY-MM-DD, start HH:MM, 15-240 minutes, 1-50 seats.',
  fields: (t) => ({
    date: t.string({ required: true }),
    start: t.string({ required: true }),
    durationMinutes: t.int({ required: true }),
    capacity: t.int({ required: true }),
    note: t.string(),
  }),
});

const ViewingChangeInput = builder.inputType('ViewingChangeInput', {
  description: 'The fields to change (absent or null: unchanged; note null or blank: removed).',
  fields: (t) => ({
    date: t.string(),
    start: t.string(),
    durationMinutes: t.int(),
    capacity: t.int(),
    note: t.string(),
  }),
});

builder.queryField('viewings', (t) =>
  t.withAuth({ user: true }).connection(
    {
      type: ViewingSlotRef,
      description: "A listing's viewing times from today on (not cancelled), by start.",
      args: t.validate({ dwelling: t.arg.id({ required: true }) }, dwellingViewingsArgsSchema),
      resolve: (_root, args, ctx) => resolveList(args, () => listDwellingViewings(ctx.deps, ctx.actor, args.dwelling)),
    },
    { name: 'ViewingSlotConnection' },
  ),
);

builder.queryField('viewingDay', (t) =>
  t.withAuth({ user: true }).connection(
    {
      type: ViewingDaySlotRef,
      description: "The viewing times of one day (Europe/Copenhagen, YYYY-MM-DD) on the caller's listings, by start.",
      args: t.validate({ date: t.arg.string({ required: true }) }, viewingDayArgsSchema),
      resolve: (_root, args, ctx) => resolveList(args, () => viewingDay(ctx.deps, ctx.actor, args.date)),
    },
    { name: 'ViewingDaySlotConnection' },
  ),
);

builder.mutationField('createViewing', (t) =>
  t.withAuth({ user: true }).field({
    type: ViewingSlotRef,
    args: t.validate(
      { dwelling: t.arg.id({ required: true }), input: t.arg({ type: ViewingInput, required: true }) },
      createViewingArgsSchema,
    ),
    resolve: (_root, args, ctx) => createViewing(ctx.deps, ctx.actor, args.dwelling, args.input),
  }),
);

builder.mutationField('updateViewing', (t) =>
  t.withAuth({ user: true }).field({
    type: ViewingSlotRef,
    args: t.validate(
      { id: t.arg.id({ required: true }), input: t.arg({ type: ViewingChangeInput, required: true }) },
      updateViewingArgsSchema,
    ),
    resolve: (_root, args, ctx) => updateViewing(ctx.deps, ctx.actor, args.id, args.input),
  }),
);

builder.mutationField('cancelViewing', (t) =>
  t.withAuth({ user: true }).field({
    type: ViewingSlotRef,
    args: viewingIdArgs(t),
    resolve: (_root, args, ctx) => cancelViewing(ctx.deps, ctx.actor, args.id),
  }),
);

builder.mutationField('inviteToViewing', (t) =>
  t.withAuth({ user: true }).field({
    type: ViewingBookingRef,
    args: t.validate({ id: t.arg.id({ required: true }), threadId: t.arg.id({ required: true }) }, inviteToViewingArgsSchema),
    resolve: (_root, args, ctx) => inviteToViewing(ctx.deps, ctx.actor, args.id, { threadId: args.threadId }),
  }),
);

builder.mutationField('cancelViewingBooking', (t) =>
  t.withAuth({ user: true }).field({
    type: ViewingBookingRef,
    args: viewingIdArgs(t),
    resolve: (_root, args, ctx) => cancelViewingBooking(ctx.deps, ctx.actor, args.id),
  }),
);
