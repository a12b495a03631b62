/** The public listing's REST replies as zod schemas (doc 2 §1; seeker side); see ../reply.ts. Money in øre, area in m². */
import { z } from 'zod';
import { DWELLING_TYPES, TERM_KEYS, TIMEFRAME_TYPES, UTILITY_KEYS } from '../dwellings/enums';
import { LISTING_TYPES } from '../dwellings/listing-type';
import { replyOf } from '../reply';
import { SEEKER_LEVELS } from '../seekers/enums';
import type { PublicListing, PublicSeeker } from './listing';

const text = z.string().nullable();
const amount = z.number().int().nullable();

export const publicSeekerSchema = replyOf<PublicSeeker>()(
  z.object({ name: z.string(), email: z.string(), level: z.enum(SEEKER_LEVELS) }),
);

/** The listing's fields every public reader gets (the public page and the listing feed). */
export const publicListingFieldsSchema = z.object({
  uuid: z.string(),
  headline: text,
  description: text,
  listingType: z.enum(LISTING_TYPES),
  contactAccess: z.enum(SEEKER_LEVELS),
  images: z.array(z.string()),
  dwellingType: z.enum(DWELLING_TYPES).nullable(),
  rooms: z.number().nullable(),
  area: z.number().nullable(),
  address: text,
  zip: text,
  city: text,
  rent: amount,
  prepaid: amount,
  deposit: amount,
  downpayment: amount,
  inclusive: z.boolean(),
  utilities: z.array(z.object({ key: z.enum(UTILITY_KEYS), value: amount })),
  available: text,
  timeframe: z.object({
    type: z.enum(TIMEFRAME_TYPES),
    date: text,
    min: z.number().int().nullable(),
    max: z.number().int().nullable(),
  }),
  facilities: z.array(z.string()),
  terms: z.array(z.object({ key: z.enum(TERM_KEYS), value: z.union([z.boolean(), z.literal('unknown')]), comment: text })),
  coordinates: z.tuple([z.number(), z.number()]).nullable().meta({ description: '[lat, lon]; null when the location is hidden' }),
  contact: z.object({ name: text, phone: text, email: text, link: text }),
  chatable: z.boolean(),
});

/** GET /api/public/dwellings/{uuid}: the public view, and who is looking. */
export const publicListingSchema = replyOf<PublicListing>()(
  publicListingFieldsSchema.extend({
    viewer: z.object({ level: z.enum(SEEKER_LEVELS), allowed: z.boolean(), seeker: publicSeekerSchema.nullable() }),
  }),
);

/** POST /api/public/seekers/session: the seeker now signed in (a session cookie is set). */
export const seekerSessionReplySchema = z.object({ seeker: publicSeekerSchema });

/** GET /api/public/seekers/me: the signed-in seeker, or null for a visitor. */
export const currentSeekerReplySchema = z.object({ seeker: publicSeekerSchema.nullable() });

/** POST /api/public/seekers/sign-in (202): the sign-in link is mailed. */
export const seekerSignInReplySchema = z.object({ sent: z.literal(true) });

/** One listing of the feed (GET /api/feeds/{token}.json): the public fields plus absolute URLs. */
export const feedItemSchema = publicListingFieldsSchema.extend({
  url: z.string(),
  images: z.array(z.string()).meta({ description: 'Absolute image URLs' }),
  approvedAt: text,
  updatedAt: z.string(),
});

/** GET /api/feeds/{token}.json: one landlord's approved, active listings. */
export const feedSchema = z.object({
  title: z.string(),
  landlord: z.object({ uuid: z.string(), name: z.string() }),
  generatedAt: z.string(),
  items: z.array(feedItemSchema),
});
export type Feed = z.output<typeof feedSchema>;
export type FeedItem = z.output<typeof feedItemSchema>;
