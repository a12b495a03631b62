/**
 * The dwellings REST replies as zod schemas (doc 2 §3, §7): the server writes each reply through
 * its schema (a field the schema does not name is not sent), and the OpenAPI document states them.
 * Each is checked at compile time to describe its TypeScript type exactly (replyOf, ../reply.ts).
 * Dates are ISO strings; money is øre.
 */
import { z } from 'zod';
import { USER_TYPES } from '../accounts/user';
import { ERROR_CODES } from '../errors';
import { replyOf } from '../reply';
import { ANONYMOUS_KEYS, CONSENT_KEYS, DWELLING_TYPES, HOUSING_TYPES, TERM_KEYS, TIMEFRAME_TYPES, UTILITY_KEYS } from './enums';
import type { DwellingContent } from './form-schema';
import { LISTING_TYPES } from './listing-type';
import { DISPLAYED_STATUSES, DWELLING_STATUSES } from './status';
import {
  DWELLING_ACTIONS,
  type DwellingAbilities,
  type DwellingAction,
  type DwellingDuplicateRef,
  type DwellingListItem,
  type DwellingListReply,
  type DwellingPayment,
  type DwellingUser,
  type DwellingView,
  type UploadResult,
} from './dwelling';
import { type FeedbackView, LEASED_BY_AB } from '../feedback/feedback';
import type { DwellingStatusView, StatusPageAbilities } from './lifecycle';

const text = z.string().nullable();
const int = z.number().int();
const amount = z.number().int().nullable();

export const dwellingStatusSchema = z.enum(DWELLING_STATUSES);
export const displayedStatusSchema = z.enum(DISPLAYED_STATUSES);
export const listingTypeSchema = z.enum(LISTING_TYPES);

/** What the caller may do with the dwelling (doc 2 §6), one flag per DWELLING_ACTIONS. */
export const dwellingAbilitiesSchema = replyOf<DwellingAbilities>()(
  z.object(Object.fromEntries(DWELLING_ACTIONS.map((a) => [a, z.boolean()])) as Record<DwellingAction, z.ZodBoolean>),
);

/** The stored content of a dwelling, every key present (DwellingContent). */
export const dwellingContentSchema = replyOf<DwellingContent>()(
  z.object({
    type: z.object({ dwelling: z.enum(DWELLING_TYPES).nullable(), tenant: text }),
    size: z.object({ rooms: z.number().nullable(), area: z.number().nullable(), additional: z.array(z.string()) }),
    location: z.object({
      id: text,
      address: text,
      street: text,
      house: text,
      floor: text,
      door: text,
      zip: text,
      city: text,
      /** [lat, lon] */
      geo: z.object({ coordinates: z.tuple([z.number(), z.number()]) }).nullable(),
      href: text,
      customAddress: z.boolean(),
      manualAddress: z.boolean(),
    }),
    fromFacebook: z.boolean(),
    available: text,
    timeframe: z.object({ type: z.enum(TIMEFRAME_TYPES), date: text, min: int.nullable(), max: int.nullable() }),
    economy: z.object({
      rent: amount,
      prepaid: amount,
      deposit: amount,
      downpayment: amount,
      inclusive: z.boolean(),
      utilities: z.array(z.object({ key: z.enum(UTILITY_KEYS), value: amount })),
      socialHousing: z.boolean(),
      housingType: z.enum(HOUSING_TYPES).nullable(),
      website: text,
    }),
    images: z.array(z.string()),
    headline: text,
    description: text,
    contact: z.object({ name: text, phone: text, email: text, link: text }),
    chatable: z.boolean(),
    phoneable: z.boolean(),
    emailable: z.boolean(),
    terms: z.array(
      z.object({ key: z.enum(TERM_KEYS), value: z.union([z.boolean(), z.literal('unknown')]).nullable(), comment: text }),
    ),
    facilities: z.array(z.string()),
    shareable: z.boolean(),
    anonymous: z.array(z.enum(ANONYMOUS_KEYS)),
    consents: z.array(z.object({ key: z.enum(CONSENT_KEYS), value: z.boolean() })),
  }),
);

export const dwellingPaymentSchema = replyOf<DwellingPayment>()(
  z.object({ transaction: text, product: text, currency: text, amount, captured: z.boolean() }),
);

export const dwellingUserSchema = replyOf<DwellingUser>()(
  z.object({
    id: int,
    uuid: z.string(),
    name: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    phone: z.string(),
    type: z.enum(USER_TYPES),
    verified: z.boolean(),
    emailVerified: z.boolean(),
    phoneVerified: z.boolean(),
  }),
);

/** Another landlord's listing of the same home (admin only; docs/architecture.md "One listing per home"). */
export const dwellingDuplicateRefSchema = replyOf<DwellingDuplicateRef>()(
  z.object({
    uuid: z.string(),
    address: text,
    ownerName: z.string(),
    ownerEmail: z.string(),
    status: dwellingStatusSchema,
    active: z.boolean(),
    images: z.array(z.string()),
  }),
);

/** One dwelling: GET/POST /api/dwellings/{uuid}, POST /api/dwellings (201). */
export const dwellingViewSchema = replyOf<DwellingView>()(
  dwellingContentSchema.extend({
    id: z.string(),
    uuid: z.string(),
    status: dwellingStatusSchema,
    displayedStatus: displayedStatusSchema,
    active: z.boolean(),
    locked: z.boolean(),
    listingType: listingTypeSchema,
    payment: dwellingPaymentSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    approvedAt: text,
    expiresAt: text,
    deactivatedAt: text,
    deactivatedBy: z.object({ name: z.string(), initials: z.string() }).nullable(),
    user: dwellingUserSchema,
    abilities: dwellingAbilitiesSchema,
    possibleDuplicateOf: dwellingDuplicateRefSchema.nullable().optional(),
  }),
);

/** POST /api/dwellings/{uuid}/status: the dwelling and whether the approval's capture is still to happen. */
export const dwellingStatusChangeReplySchema = dwellingViewSchema.extend({ capturePending: z.boolean() });

/** POST /api/dwellings/{uuid}/duplicate (201): the copy, a draft. */
export const duplicateDwellingReplySchema = z.object({ result: dwellingViewSchema });

export const dwellingListItemSchema = replyOf<DwellingListItem>()(
  z.object({
    id: z.string(),
    uuid: z.string(),
    headline: text,
    status: dwellingStatusSchema,
    displayedStatus: displayedStatusSchema,
    active: z.boolean(),
    listingType: listingTypeSchema,
    location: z.object({ address: text, zip: text, city: text }),
    economy: z.object({ rent: amount }),
    size: z.object({ rooms: z.number().nullable(), area: z.number().nullable() }),
    createdAt: z.string(),
    updatedAt: z.string(),
    deactivatedAt: text,
    expiresAt: text.optional(),
    user: z.object({ id: int, name: z.string(), email: z.string() }).optional(),
    abilities: dwellingAbilitiesSchema,
    possibleDuplicateOf: dwellingDuplicateRefSchema.nullable().optional(),
  }),
);

/** GET /api/dwellings: one page (1-based `page`) and the total count. */
export const dwellingListReplySchema = replyOf<DwellingListReply>()(
  z.object({ results: z.array(dwellingListItemSchema), totalCount: int }),
);

export const uploadResultSchema = replyOf<UploadResult>()(
  z.object({
    filename: text,
    path: text,
    preview: text,
    status: z.enum(['done', 'failed']),
    name: z.string(),
    size: z.number(),
    type: z.string(),
    error: z.string().optional(),
    code: z.enum(ERROR_CODES).optional(),
  }),
);

/** POST /api/dwellings/upload: one result per file sent. */
export const uploadReplySchema = z.object({ results: z.array(uploadResultSchema) });

export const statusPageAbilitiesSchema = replyOf<StatusPageAbilities>()(
  z.object({ activate: z.boolean(), deactivate: z.boolean(), extend: z.boolean(), upgrade: z.boolean(), update: z.boolean() }),
);

/** The status page's view of one dwelling (doc 2 §2 Status page): no contact data. */
export const dwellingStatusViewSchema = replyOf<DwellingStatusView>()(
  z.object({
    id: z.string(),
    uuid: z.string(),
    headline: text,
    address: text,
    status: dwellingStatusSchema,
    displayedStatus: displayedStatusSchema,
    active: z.boolean(),
    listingType: listingTypeSchema,
    priceBasis: listingTypeSchema.nullable(),
    reserved: z.object({ product: listingTypeSchema, amount: int }).nullable(),
    expiresAt: text,
    deactivatedAt: text,
    viaToken: z.boolean(),
    abilities: statusPageAbilitiesSchema,
  }),
);

/** POST /api/feedbacks (201): the recorded survey answer. */
export const feedbackViewSchema = replyOf<FeedbackView>()(
  z.object({
    id: z.string(),
    rating: int,
    leasedByAB: z.enum(LEASED_BY_AB).nullable(),
    comment: text,
    createdAt: z.string(),
    user: z.object({ id: int, name: z.string() }).nullable(),
    dwelling: z.object({ id: z.string(), address: text }).nullable(),
  }),
);
