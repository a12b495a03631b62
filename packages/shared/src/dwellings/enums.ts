/**
 * Dwelling enumerations and business limits (spec doc 2 §3, §5, §9).
 * Every list is an `as const` array with a derived union; maps over them use `satisfies Record<…>`.
 */

/** Kinds of dwelling (doc 2 §3). */
export const DWELLING_TYPES = ['ROOM', 'APARTMENT', 'VILLA_APARTMENT', 'HOUSE', 'TOWNHOUSE', 'FARMHOUSE'] as const;
export type DwellingType = (typeof DWELLING_TYPES)[number];

/** Utility lines of the economy step (doc 2 §3). */
export const UTILITY_KEYS = ['WATER', 'HEAT', 'ELECTRICITY', 'INTERNET', 'TV', 'OTHER', 'SUM'] as const;
export type UtilityKey = (typeof UTILITY_KEYS)[number];

/** Lease terms (doc 2 §3). PETS may also be 'unknown' (shown as 'Ask landlord'). */
export const TERM_KEYS = [
  'PETS',
  'FURNISHED',
  'SUBLEASE',
  'RESIDENCEDUTY',
  'BUSINESSCONTRACT',
  'NONPROFIT',
  'COMMUTERS_APARTMENT',
  'SHAREABLE',
] as const;
export type TermKey = (typeof TERM_KEYS)[number];

/** Rental period kinds (doc 2 §5 step 1). */
export const TIMEFRAME_TYPES = ['UNLIMITED', 'DATE', 'RANGE'] as const;
export type TimeframeType = (typeof TIMEFRAME_TYPES)[number];

/** The three consents of the last step, in display order (doc 2 §5 step 5). */
export const CONSENT_KEYS = ['TERMS_OF_AGREEMENT', 'TERMS_OF_SERVICE', 'COPYRIGHT'] as const;
export type ConsentKey = (typeof CONSENT_KEYS)[number];

/** Social housing kinds, BUSINESS users only (doc 2 §5 step 2). */
export const HOUSING_TYPES = ['PUBLIC', 'YOUTH', 'FAMILY', 'SENIOR', 'ELDER'] as const;
export type HousingType = (typeof HOUSING_TYPES)[number];

/** What a listing may hide from the public page (doc 2 §3 anonymous). */
export const ANONYMOUS_KEYS = ['LOCATION', 'PHONE'] as const;
export type AnonymousKey = (typeof ANONYMOUS_KEYS)[number];

/** Images per listing (doc 2 §5 step 3, §9). */
export const MAX_IMAGES = 14;
/** Show the "many images" warning from this count on. */
export const IMAGE_WARNING_AT = 5;
/** Headline length, characters. */
export const HEADLINE_MAX = 50;
/** Description length, characters. */
export const DESCRIPTION_MIN = 100;
export const DESCRIPTION_RECOMMENDED = 500;
/** Whole rooms, inclusive range. */
export const ROOMS_MIN = 1;
export const ROOMS_MAX = 10;
/** Living area in m², inclusive range. */
export const AREA_MIN = 5;
export const AREA_MAX = 1000;
/** The vacant-from date may be at most this many days ahead. */
export const AVAILABLE_MAX_DAYS = 365;
/** Rental period slider 0..49 months (0 = Min, 49 = Maks = no upper limit). */
export const RANGE_MIN = 0;
export const RANGE_MAX = 49;
/** "Stadig ledigt" extends an approved listing by this many days (doc 2 §4). */
export const EXTENSION_DAYS = 90;
/** Upgrade is offered until this many days after deactivation (doc 2 §4). */
export const UPGRADE_WINDOW_DAYS = 14;
/** An approved listing expires this many days after approval (docs/architecture.md "Dwellings and moderation"). */
export const LISTING_LIFETIME_DAYS = 90;
/** An uploaded image may have at most this many pixels (width × height), read from its header before decoding (docs/architecture.md "Images"). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Largest file one upload may carry, bytes: the server's multipart limit (docs/architecture.md "Images"). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Image types the web offers to upload (doc 2 §5 step 3): the ones the server's sharp decodes and browsers show. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** Deposit warning threshold: at most this many times the rent (doc 2 §5 step 2). */
export const MAX_DEPOSIT_RENTS = 3;

/** Page sizes offered by the admin table; 25 is the default (doc 2 §9). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** Other dwellings per user in the admin user panel (doc 2 §9). */
export const USER_DWELLINGS_PAGE_SIZE = 10;
