/** The seekers REST replies as zod schemas (doc 1 §3 Seeker profile, list row, preferences; §7); see ../reply.ts. */
import { z } from 'zod';
import { DWELLING_TYPES } from '../dwellings/enums';
import { replyOf } from '../reply';
import { SEEKER_EMPLOYMENTS, SEEKER_LANGUAGES, SEEKER_REASONS, SEEKER_SOURCES, SEEKER_TYPES } from './enums';
import type {
  ActiveDwelling,
  IntegrationSeekersResult,
  SeekerList,
  SeekerListRow,
  SeekerPreferences,
  SeekerProfile,
} from './seeker';

/** GET /api/chat/requestSeeker/{externalId}. */
export const seekerProfileSchema = replyOf<SeekerProfile>()(
  z.object({
    userId: z.string(),
    externalId: z.string(),
    externalFrom: z.enum(SEEKER_SOURCES),
    name: z.string(),
    email: z.string(),
    picture: z.string().nullable(),
    birthday: z.string().nullable(),
    type: z.enum(SEEKER_TYPES).nullable(),
    reason: z.enum(SEEKER_REASONS).nullable(),
    employment: z.enum(SEEKER_EMPLOYMENTS).nullable(),
    preferedLanguage: z.enum(SEEKER_LANGUAGES).nullable(),
    smoker: z.boolean().nullable(),
    pets: z.boolean().nullable(),
    rki: z.boolean().nullable(),
    activeSince: z.string(),
  }),
);

/** GET /api/chat/requestPreference/{id}: rent in øre, size in m², null = no preference. */
export const seekerPreferencesSchema = replyOf<SeekerPreferences>()(
  z.object({
    rent: z.number().int().nullable(),
    rooms: z.number().nullable(),
    size: z.number().nullable(),
    rentalPeriod: z.number().int().nullable(),
    available: z.string().nullable(),
    requirements: z.array(z.string()),
    dwellingTypes: z.array(z.enum(DWELLING_TYPES)),
    locations: z.array(z.string()),
  }),
);

export const seekerListRowSchema = replyOf<SeekerListRow>()(
  z.object({
    name: z.string(),
    email: z.string(),
    activeSince: z.string(),
    userId: z.string(),
    externalId: z.string(),
    score: z.number(),
  }),
);

/** POST /api/chat/requestSeekers. */
export const seekerListSchema = replyOf<SeekerList>()(z.object({ results: z.array(seekerListRowSchema) }));

export const activeDwellingSchema = replyOf<ActiveDwelling>()(
  z.object({
    uuid: z.string(),
    address: z.string().nullable(),
    zip: z.string().nullable(),
    city: z.string().nullable(),
    listingType: z.string(),
  }),
);

/** GET /api/dwellings/activeDwellings. */
export const activeDwellingsReplySchema = z.object({ results: z.array(activeDwellingSchema) });

/** POST /api/integration/seekers. */
export const integrationSeekersResultSchema = replyOf<IntegrationSeekersResult>()(
  z.object({ created: z.number().int(), updated: z.number().int() }),
);
