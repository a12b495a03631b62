/**
 * Seeker shapes of the API (spec doc 1 §3 Seeker profile, Seeker list row, Seeker preferences, §7;
 * docs/architecture.md "Seekers") and the input schemas of the seeker calls. Money is øre, sizes m², locations 4-digit
 * Danish postal codes, dates YYYY-MM-DD.
 */
import { z } from 'zod';
import { DWELLING_TYPES, TERM_KEYS, type DwellingType } from '../dwellings/enums';
import { ACCOUNT_MESSAGES, emailField, requiredText } from '../accounts/fields';
import { LOOKUP_OPTIONS } from '../messages/enums';
import { NOT_BLANK, INVALID_VALUE, TEXT_LIMITS, isoDateText, storableText } from '../text';
import {
  SEEKER_EMPLOYMENTS,
  SEEKER_LANGUAGES,
  SEEKER_REASONS,
  SEEKER_SOURCES,
  SEEKER_TYPES,
  type SeekerEmployment,
  type SeekerLevel,
  type SeekerLanguage,
  type SeekerReason,
  type SeekerType,
} from './enums';

/** GET /api/chat/requestSeeker/{externalId}: the profile (doc 1 §3) with the seeker's name and e-mail. */
export type SeekerProfile = {
  /** The seeker's uuid: `userId` of the seeker list row, the id of requestPreference. */
  userId: string;
  externalId: string;
  externalFrom: (typeof SEEKER_SOURCES)[number];
  name: string;
  /** Shown only to admins and the landlord of a dwelling the seeker contacted or matched (docs/architecture.md "Seekers"). */
  email: string;
  /**
   * Our URL of the cached copy of the seeker's marketplace picture (/api/seekers/pictures/…, served from our
   * origin); null while it is not cached or could not be: draw the hash-based avatar.
   */
  picture: string | null;
  birthday: string | null;
  type: SeekerType | null;
  reason: SeekerReason | null;
  employment: SeekerEmployment | null;
  preferedLanguage: SeekerLanguage | null;
  smoker: boolean | null;
  pets: boolean | null;
  rki: boolean | null;
  activeSince: string;
};

/** GET /api/chat/requestPreference/{id} (doc 1 §3 Seeker preferences); null fields: no preference. */
export type SeekerPreferences = {
  /** Highest monthly rent, øre. */
  rent: number | null;
  /** Fewest rooms. */
  rooms: number | null;
  /** Smallest living area, m². */
  size: number | null;
  /** Shortest acceptable rental period in months (0 = any). */
  rentalPeriod: number | null;
  /** Earliest move-in date, YYYY-MM-DD. */
  available: string | null;
  requirements: string[];
  dwellingTypes: DwellingType[];
  /** 4-digit postal codes. */
  locations: string[];
};

/** One row of POST /api/chat/requestSeekers (doc 1 §3 Seeker list row, plus the fit score 0–100). */
export type SeekerListRow = {
  name: string;
  email: string;
  activeSince: string;
  /** The seeker's uuid (requestPreference id). */
  userId: string;
  externalId: string;
  /** How well the seeker's preferences fit the dwelling, 0–100 (docs/seeker-matching.md). */
  score: number;
};

export type SeekerList = { results: SeekerListRow[] };

/** POST /api/chat/requestSeekers body (doc 1 §7): a dwelling (uuid or numeric id) or a landlord user id. */
export const requestSeekersSchema = z.object({
  id: z.union([z.string().trim().min(1).max(TEXT_LIMITS.short).meta(NOT_BLANK), z.number().int().min(1).max(2_147_483_647)], {
    error: INVALID_VALUE,
  }),
  option: z.enum(LOOKUP_OPTIONS, { error: INVALID_VALUE }),
  externalFrom: z.enum(SEEKER_SOURCES, { error: INVALID_VALUE }).nullish(),
});
export type RequestSeekersInput = z.infer<typeof requestSeekersSchema>;

/** GET /api/dwellings/activeDwellings (doc 2 §7): admins may name another landlord. */
export const activeDwellingsQuerySchema = z.object({
  userId: z.coerce.number({ error: INVALID_VALUE }).int(INVALID_VALUE).min(1, INVALID_VALUE).max(2_147_483_647).optional(),
});

/** One of the landlord's active, approved dwellings (the seeker list's dropdown). */
export type ActiveDwelling = {
  uuid: string;
  address: string | null;
  zip: string | null;
  city: string | null;
  listingType: string;
};

const POSTAL_CODE = /^\d{4}$/;
const nullableInt = (max: number) =>
  z.number({ error: INVALID_VALUE }).int(INVALID_VALUE).min(0, INVALID_VALUE).max(max).nullish();

/** Preferences as the marketplace delivers them (all optional; missing = no preference). */
export const seekerPreferencesInputSchema = z.object({
  rent: nullableInt(100_000_000),
  rooms: nullableInt(100),
  size: nullableInt(100_000),
  rentalPeriod: nullableInt(1_200),
  available: isoDateText().nullish(),
  requirements: z
    .array(z.enum(TERM_KEYS, { error: INVALID_VALUE }))
    .max(TERM_KEYS.length)
    .optional(),
  dwellingTypes: z
    .array(z.enum(DWELLING_TYPES, { error: INVALID_VALUE }))
    .max(DWELLING_TYPES.length)
    .optional(),
  locations: z.array(z.string().regex(POSTAL_CODE, INVALID_VALUE)).max(200).optional(),
});

/** The levels the marketplace gives; VISITOR is only for writers on our own public page (docs/architecture.md "Seekers"). */
export const INTEGRATION_SEEKER_LEVELS = ['REGISTERED', 'PAYING'] as const satisfies readonly SeekerLevel[];
/** The level of a new marketplace seeker delivered without one: every marketplace user has an account. */
export const INTEGRATION_DEFAULT_LEVEL = 'REGISTERED' satisfies (typeof INTEGRATION_SEEKER_LEVELS)[number];

/**
 * A seeker as the marketplace knows them: the one schema of both integration calls,
 * POST /api/integration/seekers (each seeker) and POST /api/integration/messages (`seeker`); README
 * "Marketplace integration". Omitted profile fields keep their stored value, `null` clears one;
 * `preferences`, when given, replace the stored ones. `picture` is an https URL on the marketplace,
 * which the server caches and serves itself (docs/architecture.md "Seekers").
 */
export const integrationSeekerSchema = z.object({
  externalId: storableText(TEXT_LIMITS.short).pipe(z.string().trim().min(1, INVALID_VALUE)).meta(NOT_BLANK),
  name: requiredText('Missing name', TEXT_LIMITS.name),
  email: emailField(ACCOUNT_MESSAGES.noEmail, ACCOUNT_MESSAGES.emailNotValid),
  level: z.enum(INTEGRATION_SEEKER_LEVELS, { error: INVALID_VALUE }).optional(),
  picture: z
    .url({ protocol: /^https$/, error: INVALID_VALUE })
    .max(TEXT_LIMITS.url)
    .nullish(),
  birthday: isoDateText().nullish(),
  type: z.enum(SEEKER_TYPES, { error: INVALID_VALUE }).nullish(),
  reason: z.enum(SEEKER_REASONS, { error: INVALID_VALUE }).nullish(),
  employment: z.enum(SEEKER_EMPLOYMENTS, { error: INVALID_VALUE }).nullish(),
  preferedLanguage: z.enum(SEEKER_LANGUAGES, { error: INVALID_VALUE }).nullish(),
  smoker: z.boolean({ error: INVALID_VALUE }).nullish(),
  pets: z.boolean({ error: INVALID_VALUE }).nullish(),
  rki: z.boolean({ error: INVALID_VALUE }).nullish(),
  activeSince: isoDateText().nullish(),
  preferences: seekerPreferencesInputSchema.nullish(),
});
export type IntegrationSeeker = z.infer<typeof integrationSeekerSchema>;

/** Most seekers per integration call. */
export const INTEGRATION_SEEKERS_MAX = 500;

/** POST /api/integration/seekers body. */
export const integrationSeekersSchema = z.object({
  seekers: z.array(integrationSeekerSchema).min(1, INVALID_VALUE).max(INTEGRATION_SEEKERS_MAX),
});

/** POST /api/integration/seekers reply: how many were new and how many updated. */
export type IntegrationSeekersResult = { created: number; updated: number };

/** GET /api/chat/requestSeeker/{externalId}: any storable text (a NUL can name no seeker: 400). */
export const seekerExternalIdParamsSchema = z.object({
  externalId: storableText(TEXT_LIMITS.short).pipe(z.string().min(1, INVALID_VALUE)),
});
