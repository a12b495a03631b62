/**
 * GraphQL fields of the dwellings domain (doc 2 §7), thin over dwellings.service:
 *   dwellingConnection(query, filter, sortBy, sortDir, before, after, first, last)
 *     → { totalCount, totalCountIsExact, pageInfo, edges { cursor node: DwellingListItem } }  (default page 25;
 *       keyset cursors, count capped at 10,000: dwellings.service findDwellingConnection)
 *   dwelling(id, userId) → Dwelling
 *   updateDwelling(id, input { listingType }) → Dwelling (admin)
 */
import {
  DWELLING_SORT_KEYS,
  DWELLING_TABS,
  dwellingArgsSchema,
  dwellingConnectionArgsSchema,
  updateDwellingArgsSchema,
  SORT_DIRECTIONS,
  type DwellingAbilities,
  type DwellingDuplicateRef,
  type DwellingListItem,
  type DwellingPayment,
  type DwellingView,
} from '@udlejning/shared/dwellings/dwelling';
import { builder } from '../../platform/graphql/builder';
import { DisplayedStatusEnum, DwellingStatusEnum, ListingTypeEnum, UserTypeEnum } from '../../platform/graphql/enums';
import { presentDwelling, presentListItem } from './dwellings.presenter';
import { changeListingType, findDwellingConnection, getDwelling } from './dwellings.service';
import { resolveConnection } from '../../platform/graphql/connection';

const TabEnum = builder.enumType('DwellingTab', { values: DWELLING_TABS });
const SortByEnum = builder.enumType('DwellingSortBy', { values: DWELLING_SORT_KEYS });
const SortDirEnum = builder.enumType('DwellingSortDir', { values: SORT_DIRECTIONS });

const Abilities = builder.objectRef<DwellingAbilities>('DwellingAbilities').implement({
  fields: (t) => ({
    update: t.exposeBoolean('update'),
    changeAddress: t.exposeBoolean('changeAddress', {
      description: 'Change the address in the form: an admin always, the owner while DRAFT (doc 2 §2).',
    }),
    review: t.exposeBoolean('review'),
    approve: t.exposeBoolean('approve'),
    reject: t.exposeBoolean('reject'),
    activate: t.exposeBoolean('activate'),
    deactivate: t.exposeBoolean('deactivate'),
    duplicate: t.exposeBoolean('duplicate'),
    extend: t.exposeBoolean('extend'),
    upgrade: t.exposeBoolean('upgrade'),
    changeListingType: t.exposeBoolean('changeListingType'),
    viewLog: t.exposeBoolean('viewLog'),
    requestOwnership: t.exposeBoolean('requestOwnership'),
    ownershipReceived: t.exposeBoolean('ownershipReceived'),
    moveToAdmin: t.exposeBoolean('moveToAdmin'),
  }),
});

type LocationShape = Partial<DwellingView['location']>;
const Location = builder.objectRef<LocationShape>('DwellingLocation').implement({
  fields: (t) => ({
    id: t.string({ nullable: true, resolve: (p) => p.id ?? null }),
    address: t.string({ nullable: true, resolve: (p) => p.address ?? null }),
    street: t.string({ nullable: true, resolve: (p) => p.street ?? null }),
    house: t.string({ nullable: true, resolve: (p) => p.house ?? null }),
    floor: t.string({ nullable: true, resolve: (p) => p.floor ?? null }),
    door: t.string({ nullable: true, resolve: (p) => p.door ?? null }),
    zip: t.string({ nullable: true, resolve: (p) => p.zip ?? null }),
    city: t.string({ nullable: true, resolve: (p) => p.city ?? null }),
    href: t.string({ nullable: true, resolve: (p) => p.href ?? null }),
    customAddress: t.boolean({ nullable: true, resolve: (p) => p.customAddress ?? null }),
    manualAddress: t.boolean({
      nullable: true,
      description: 'Typed by hand (not in the address register): not verified against DAR.',
      resolve: (p) => p.manualAddress ?? null,
    }),
    /** { coordinates: [lat, lon] } */
    geo: t.field({ type: 'JSON', nullable: true, resolve: (p) => p.geo ?? null }),
  }),
});

type EconomyShape = Partial<DwellingView['economy']>;
const Economy = builder.objectRef<EconomyShape>('DwellingEconomy').implement({
  description: 'Money in øre.',
  fields: (t) => ({
    rent: t.int({ nullable: true, resolve: (p) => p.rent ?? null }),
    prepaid: t.int({ nullable: true, resolve: (p) => p.prepaid ?? null }),
    deposit: t.int({ nullable: true, resolve: (p) => p.deposit ?? null }),
    downpayment: t.int({ nullable: true, resolve: (p) => p.downpayment ?? null }),
    inclusive: t.boolean({ nullable: true, resolve: (p) => p.inclusive ?? null }),
    utilities: t.field({ type: 'JSON', nullable: true, resolve: (p) => p.utilities ?? null }),
  }),
});

const Size = builder.objectRef<{ rooms: number | null; area: number | null }>('DwellingSize').implement({
  fields: (t) => ({
    rooms: t.float({ nullable: true, resolve: (p) => p.rooms }),
    area: t.float({ nullable: true, resolve: (p) => p.area }),
  }),
});

const Payment = builder.objectRef<DwellingPayment>('DwellingPayment').implement({
  fields: (t) => ({
    transaction: t.exposeString('transaction', { nullable: true }),
    product: t.exposeString('product', { nullable: true }),
    currency: t.exposeString('currency', { nullable: true }),
    amount: t.exposeInt('amount', { nullable: true }),
    captured: t.exposeBoolean('captured'),
  }),
});

type OwnerShape = Partial<DwellingView['user']> & { id: number; name: string; email: string };
export const Owner = builder.objectRef<OwnerShape>('DwellingOwner').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    uuid: t.string({ nullable: true, resolve: (p) => p.uuid ?? null }),
    firstname: t.string({ nullable: true, resolve: (p) => p.firstname ?? null }),
    lastname: t.string({ nullable: true, resolve: (p) => p.lastname ?? null }),
    phone: t.string({ nullable: true, resolve: (p) => p.phone ?? null }),
    type: t.field({ type: UserTypeEnum, nullable: true, resolve: (p) => p.type ?? null }),
    verified: t.boolean({ nullable: true, resolve: (p) => p.verified ?? null }),
    emailVerified: t.boolean({ nullable: true, resolve: (p) => p.emailVerified ?? null }),
    phoneVerified: t.boolean({ nullable: true, resolve: (p) => p.phoneVerified ?? null }),
  }),
});

const DuplicateRef = builder.objectRef<DwellingDuplicateRef>('DwellingDuplicateRef').implement({
  description: "Another landlord's live listing of the same home (docs/architecture.md \"One listing per home\").",
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    address: t.exposeString('address', { nullable: true }),
    ownerName: t.exposeString('ownerName'),
    ownerEmail: t.exposeString('ownerEmail'),
    status: t.field({ type: DwellingStatusEnum, resolve: (p) => p.status }),
    active: t.exposeBoolean('active'),
    images: t.exposeStringList('images', { description: 'The first photos (file names).' }),
  }),
});

const possibleDuplicateOf = {
  type: DuplicateRef,
  nullable: true,
  description: "Admin only (null for others): another landlord's live listing of the same home ('Mulig dublet').",
  resolve: (p: { possibleDuplicateOf?: DwellingDuplicateRef | null }) => p.possibleDuplicateOf ?? null,
} as const;

export const ListItem = builder.objectRef<DwellingListItem>('DwellingListItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    headline: t.exposeString('headline', { nullable: true }),
    status: t.field({ type: DwellingStatusEnum, resolve: (p) => p.status }),
    displayedStatus: t.field({ type: DisplayedStatusEnum, resolve: (p) => p.displayedStatus }),
    active: t.exposeBoolean('active'),
    listingType: t.field({ type: ListingTypeEnum, resolve: (p) => p.listingType }),
    location: t.field({ type: Location, resolve: (p) => p.location }),
    economy: t.field({ type: Economy, resolve: (p) => p.economy }),
    size: t.field({ type: Size, resolve: (p) => p.size }),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (p) => p.updatedAt }),
    deactivatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.deactivatedAt }),
    expiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.expiresAt ?? null }),
    user: t.field({ type: Owner, nullable: true, description: 'Admin only.', resolve: (p) => p.user ?? null }),
    abilities: t.field({ type: Abilities, resolve: (p) => p.abilities }),
    possibleDuplicateOf: t.field(possibleDuplicateOf),
  }),
});

export const Dwelling = builder.objectRef<DwellingView>('Dwelling').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    headline: t.exposeString('headline', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    status: t.field({ type: DwellingStatusEnum, resolve: (p) => p.status }),
    displayedStatus: t.field({ type: DisplayedStatusEnum, resolve: (p) => p.displayedStatus }),
    active: t.exposeBoolean('active'),
    locked: t.exposeBoolean('locked'),
    listingType: t.field({ type: ListingTypeEnum, resolve: (p) => p.listingType }),
    location: t.field({ type: Location, resolve: (p) => p.location }),
    economy: t.field({ type: Economy, resolve: (p) => p.economy }),
    size: t.field({ type: Size, resolve: (p) => p.size }),
    images: t.exposeStringList('images'),
    fromFacebook: t.exposeBoolean('fromFacebook'),
    payment: t.field({ type: Payment, nullable: true, resolve: (p) => p.payment }),
    user: t.field({ type: Owner, resolve: (p) => p.user }),
    abilities: t.field({ type: Abilities, resolve: (p) => p.abilities }),
    possibleDuplicateOf: t.field(possibleDuplicateOf),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (p) => p.updatedAt }),
    approvedAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.approvedAt }),
    expiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.expiresAt }),
    deactivatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.deactivatedAt }),
    view: t.field({ type: 'JSON', description: 'The whole DwellingView, as REST returns it.', resolve: (p) => p }),
  }),
});

const FilterInput = builder.inputType('DwellingFilter', {
  fields: (t) => ({
    tab: t.field({ type: TabEnum }),
    status: t.field({ type: DisplayedStatusEnum }),
    address: t.string(),
    zip: t.string(),
    user: t.string({ description: 'User id, uuid, or part of the e-mail or name.' }),
    listingType: t.field({ type: ListingTypeEnum }),
    city: t.string({ description: 'City prefix.' }),
    rentMin: t.int({ description: 'Øre, inclusive.' }),
    rentMax: t.int({ description: 'Øre, inclusive.' }),
    createdFrom: t.string({ description: 'ISO date or date-time.' }),
    createdTo: t.string({ description: 'ISO date (whole UTC day) or date-time.' }),
    duplicate: t.boolean({ description: "Admin only: true = flagged as a possible duplicate ('Mulig dublet'), false = not." }),
  }),
});

const UpdateInput = builder.inputType('UpdateDwellingInput', {
  fields: (t) => ({ listingType: t.field({ type: ListingTypeEnum, required: true }) }),
});

builder.queryField('dwellingConnection', (t) =>
  t.withAuth({ user: true }).connection({
    type: ListItem,
    args: t.validate(
      {
        query: t.arg.string(),
        filter: t.arg({ type: FilterInput }),
        sortBy: t.arg({ type: SortByEnum }),
        sortDir: t.arg({ type: SortDirEnum }),
      },
      dwellingConnectionArgsSchema,
    ),
    resolve: (_root, args, ctx) => {
      const now = ctx.deps.now();
      return resolveConnection(args, {
        kind: 'keyset',
        page: () => findDwellingConnection(ctx.deps, ctx.actor, args),
        present: (record) => presentListItem(record, ctx.actor, now),
      });
    },
  }),
);

builder.queryField('dwelling', (t) =>
  t.withAuth({ user: true }).field({
    type: Dwelling,
    // an id lookup is nullable (docs/architecture.md "Schema: enums and non-null")
    nullable: true,
    args: t.validate({ id: t.arg.id({ required: true }), userId: t.arg.id() }, dwellingArgsSchema),
    resolve: async (_root, args, ctx) => {
      const record = await getDwelling(ctx.deps, ctx.actor, args.id, args.userId ?? null);
      return presentDwelling(record, ctx.actor, ctx.deps.now());
    },
  }),
);

builder.mutationField('updateDwelling', (t) =>
  t.withAuth({ user: true }).field({
    type: Dwelling,
    args: t.validate(
      { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateInput, required: true }) },
      updateDwellingArgsSchema,
    ),
    resolve: async (_root, args, ctx) => {
      const record = await changeListingType(ctx.deps, ctx.actor, args.id, args.input);
      return presentDwelling(record, ctx.actor, ctx.deps.now());
    },
  }),
);
