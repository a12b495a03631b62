/**
 * Seeker enumerations (spec doc 1 §3 Seeker profile, Enumerations). Labels live in the
 * i18n catalogues under `seekers.*`; these arrays are the closed sets the API and the database accept.
 */

/** Who is looking (doc 1 §3). */
export const SEEKER_TYPES = ['MALE', 'FEMALE', 'COUPLE', 'FAMILY', 'ROOMMATES', 'CORPORATION'] as const;
export type SeekerType = (typeof SEEKER_TYPES)[number];

/** Why they are moving (doc 1 §3). */
export const SEEKER_REASONS = ['STUDY', 'WORK', 'FORCED', 'TOGETHER', 'UPGRADE'] as const;
export type SeekerReason = (typeof SEEKER_REASONS)[number];

/** Employment (doc 1 §3). */
export const SEEKER_EMPLOYMENTS = ['EMPLOYED', 'WORKER', 'STUDENT', 'UNEMPLOYED', 'RETIRED'] as const;
export type SeekerEmployment = (typeof SEEKER_EMPLOYMENTS)[number];

/** Preferred languages (doc 1 §3 says "values not shown"; docs/architecture.md "Seekers"). ISO 639-1. */
export const SEEKER_LANGUAGES = ['da', 'en', 'de', 'sv', 'nb', 'pl', 'uk', 'es', 'fr', 'it'] as const;
export type SeekerLanguage = (typeof SEEKER_LANGUAGES)[number];

/**
 * What a seeker is to the marketplace, for contact access (doc 2 §1):
 * VISITOR — no account (written from a PREMIUM listing's public page), REGISTERED — has an account,
 * PAYING — has a paid subscription. Ordered: each level includes the ones before it.
 */
export const SEEKER_LEVELS = ['VISITOR', 'REGISTERED', 'PAYING'] as const;
export type SeekerLevel = (typeof SEEKER_LEVELS)[number];

/** Where a seeker profile or message came from: our own public page, or the marketplace integration. */
export const SEEKER_SOURCES = ['udlejning', 'marketplace'] as const;
export type SeekerSource = (typeof SEEKER_SOURCES)[number];

/** The seeker list shows at most this many seekers (doc 1 §6, §9). */
export const SEEKER_LIST_LIMIT = 10;
/** Avatar height in px in the seeker profile dialog (doc 1 §9). */
export const AVATAR_HEIGHT = 90;
