/**
 * The editable dwelling body (doc 2 §3), shared by the listing form and the API.
 * `dwellingFormSchema` is the lenient "draft" shape: every field optional/nullable, types only,
 * so a half-filled draft can be saved. The step rules (doc 2 §5) are in dwelling-form.ts, which re-exports this file.
 * ALL MONEY IS INTEGER ØRE.
 */
import { z } from 'zod';
import { INVALID_DATE, INVALID_VALUE, TEXT_LIMITS, TOO_LONG, isoDateText, storableText } from '../text';
import {
  ANONYMOUS_KEYS,
  CONSENT_KEYS,
  DWELLING_TYPES,
  HOUSING_TYPES,
  MAX_IMAGES,
  RANGE_MAX,
  RANGE_MIN,
  TERM_KEYS,
  TIMEFRAME_TYPES,
  UTILITY_KEYS,
  type AnonymousKey,
  type ConsentKey,
  type DwellingType,
  type HousingType,
  type TermKey,
  type TimeframeType,
  type UtilityKey,
} from './enums';

/** Message for a money value that is not a whole, non-negative number of øre. */
export const INVALID_AMOUNT = 'Beløbet er ikke udfyldt korrekt';
export { INVALID_DATE, INVALID_VALUE, TOO_LONG };
export const TOO_MANY_IMAGES = `Du kan højst tilføje ${MAX_IMAGES} billeder`;

const TYPE = { error: INVALID_VALUE };
/** Largest amount in øre: the display keeps 6 kroner digits (999.999,99 kr.). */
export const MAX_AMOUNT = 99_999_999;

/** A string of at most `max` characters that PostgreSQL can store (no NUL, no lone surrogate: text.ts). */
const str = (max: number) => storableText(max);
/** A one-line text (names, address parts, ids). */
const text = str(TEXT_LIMITS.short).nullish();
/** The description and other long free texts. */
const longText = str(TEXT_LIMITS.long).nullish();
const url = str(TEXT_LIMITS.url).nullish();
const flag = z.boolean(TYPE).nullish();
/** Øre: a whole number from 0 to MAX_AMOUNT. */
const money = z
  .number({ error: INVALID_AMOUNT })
  .int(INVALID_AMOUNT)
  .min(0, INVALID_AMOUNT)
  .max(MAX_AMOUNT, INVALID_AMOUNT)
  .nullish();
/** ISO date or date-time string, years 1900–9999 (dates are stored at UTC midnight). */
const isoDate = isoDateText(INVALID_DATE).nullish();

export const dwellingKindSchema = z.object({
  dwelling: z.enum(DWELLING_TYPES, TYPE).nullish(),
  tenant: text,
});

export const dwellingSizeSchema = z.object({
  rooms: z.number(TYPE).nullish(),
  area: z.number(TYPE).nullish(),
  additional: z.array(str(200), TYPE).max(50).nullish(),
});

export const dwellingLocationSchema = z.object({
  /** Address id from the address list; required unless custom/Facebook (doc 2 §5). */
  id: text,
  address: str(TEXT_LIMITS.address).nullish(),
  street: text,
  house: text,
  floor: text,
  door: text,
  zip: text,
  city: text,
  /** [lat, lon] */
  geo: z.object({ coordinates: z.tuple([z.number(TYPE), z.number(TYPE)], TYPE) }, TYPE).nullish(),
  href: url,
  /** Admin only: a free-text address not from the list. */
  customAddress: flag,
  /**
   * Typed by hand (street, house, floor, door and a postal code) because the address is not in the address
   * register: no id, coordinates or link, the city from the postal code, and marked for the moderator as not
   * verified against DAR (docs/architecture.md "Dwellings and moderation", not in the spec).
   */
  manualAddress: flag,
});

export const dwellingTimeframeSchema = z.object({
  type: z.enum(TIMEFRAME_TYPES, TYPE).nullish(),
  /** End date for DATE. */
  date: isoDate,
  /** Months for RANGE, 0..49 (49 = no upper limit). */
  min: z.number(TYPE).int(INVALID_VALUE).min(RANGE_MIN, INVALID_VALUE).max(RANGE_MAX, INVALID_VALUE).nullish(),
  max: z.number(TYPE).int(INVALID_VALUE).min(RANGE_MIN, INVALID_VALUE).max(RANGE_MAX, INVALID_VALUE).nullish(),
});

export const dwellingEconomySchema = z.object({
  rent: money,
  prepaid: money,
  deposit: money,
  downpayment: money,
  /** Utilities included in the rent ('Inklusiv i huslejen'). */
  inclusive: flag,
  utilities: z
    .array(z.object({ key: z.enum(UTILITY_KEYS, TYPE), value: money }, TYPE), TYPE)
    .max(20)
    .nullish(),
  /** Social housing (NONPROFIT), BUSINESS users only. */
  socialHousing: flag,
  housingType: z.enum(HOUSING_TYPES, TYPE).nullish(),
  /** BUSINESS users' website; http:// is prefixed when it has no scheme. */
  website: url,
});

export const dwellingContactSchema = z.object({
  name: str(TEXT_LIMITS.name).nullish(),
  phone: str(TEXT_LIMITS.phone).nullish(),
  email: str(TEXT_LIMITS.email).nullish(),
  link: url,
});

/** PETS may be 'unknown' (Ask landlord); the others are yes/no. */
export const termValueSchema = z.union([z.boolean(), z.literal('unknown')], TYPE);

/** The draft body: types only, every field optional and nullable. */
export const dwellingFormSchema = z.object({
  type: dwellingKindSchema.nullish(),
  size: dwellingSizeSchema.nullish(),
  location: dwellingLocationSchema.nullish(),
  /** Facebook-sourced listing (admin may set; VA users get it by default). */
  fromFacebook: flag,
  /** Vacant from (ISO, UTC midnight); null = as soon as possible. */
  available: isoDate,
  timeframe: dwellingTimeframeSchema.nullish(),
  economy: dwellingEconomySchema.nullish(),
  /** Stored image file names from POST /api/dwellings/upload. */
  images: z
    .array(
      str(200)
        .refine((s) => s.length > 0, INVALID_VALUE)
        .meta({ minLength: 1 }),
      TYPE,
    )
    .max(MAX_IMAGES, TOO_MANY_IMAGES)
    .nullish(),
  headline: text,
  description: longText,
  contact: dwellingContactSchema.nullish(),
  chatable: flag,
  phoneable: flag,
  emailable: flag,
  terms: z
    .array(
      z.object(
        { key: z.enum(TERM_KEYS, TYPE), value: termValueSchema.nullish(), comment: str(TEXT_LIMITS.note).nullish() },
        TYPE,
      ),
      TYPE,
    )
    .max(TERM_KEYS.length * 2)
    .nullish(),
  facilities: z.array(str(100), TYPE).max(100).nullish(),
  shareable: flag,
  anonymous: z.array(z.enum(ANONYMOUS_KEYS, TYPE), TYPE).nullish(),
  consents: z
    .array(z.object({ key: z.enum(CONSENT_KEYS, TYPE), value: flag }, TYPE), TYPE)
    .max(10)
    .nullish(),
});

/** What the form and the API accept (any subset of fields). */
export type DwellingForm = z.input<typeof dwellingFormSchema>;

/** The listing form steps, in order (doc 2 §2). */
export const DWELLING_STEPS = ['lease', 'economy', 'images', 'description', 'consents'] as const;
export type DwellingStep = (typeof DWELLING_STEPS)[number];

/** Which top-level form fields each step edits (to jump to the step of an error). */
export const DWELLING_STEP_FIELDS = {
  lease: ['type', 'size', 'location', 'fromFacebook', 'available', 'timeframe', 'terms', 'facilities', 'shareable'],
  economy: ['economy'],
  images: ['images'],
  description: ['headline', 'description', 'contact', 'chatable', 'phoneable', 'emailable', 'anonymous'],
  consents: ['consents'],
} as const satisfies Record<DwellingStep, readonly (keyof DwellingForm)[]>;

/** The step that edits the field at `path` (e.g. ['economy', 'rent'] → 'economy'), or null. */
export function stepOfPath(path: readonly (string | number)[]): DwellingStep | null {
  const field = path[0];
  for (const step of DWELLING_STEPS) {
    if ((DWELLING_STEP_FIELDS[step] as readonly string[]).includes(String(field))) return step;
  }
  return null;
}

/** The body of POST /api/dwellings and POST /api/dwellings/:uuid: the form plus step/finish. */
export const dwellingSaveBodySchema = dwellingFormSchema.extend({
  /** Validate this step strictly before saving. */
  step: z.enum(DWELLING_STEPS, TYPE).optional(),
  /** Validate every step and move DRAFT/REJECTED to PENDING_REVIEW. */
  finish: z.boolean(TYPE).optional(),
});
export type DwellingSaveBody = z.input<typeof dwellingSaveBodySchema>;
export type DwellingSaveInput = z.output<typeof dwellingSaveBodySchema>;

/** The complete stored content of a dwelling: every key present (as returned in DwellingView). */
export type DwellingContent = {
  type: { dwelling: DwellingType | null; tenant: string | null };
  size: { rooms: number | null; area: number | null; additional: string[] };
  location: {
    id: string | null;
    address: string | null;
    street: string | null;
    house: string | null;
    floor: string | null;
    door: string | null;
    zip: string | null;
    city: string | null;
    geo: { coordinates: [number, number] } | null;
    href: string | null;
    customAddress: boolean;
    manualAddress: boolean;
  };
  fromFacebook: boolean;
  available: string | null;
  timeframe: { type: TimeframeType; date: string | null; min: number | null; max: number | null };
  economy: {
    rent: number | null;
    prepaid: number | null;
    deposit: number | null;
    downpayment: number | null;
    inclusive: boolean;
    utilities: { key: UtilityKey; value: number | null }[];
    socialHousing: boolean;
    housingType: HousingType | null;
    website: string | null;
  };
  images: string[];
  headline: string | null;
  description: string | null;
  contact: { name: string | null; phone: string | null; email: string | null; link: string | null };
  chatable: boolean;
  phoneable: boolean;
  emailable: boolean;
  terms: { key: TermKey; value: boolean | 'unknown' | null; comment: string | null }[];
  facilities: string[];
  shareable: boolean;
  anonymous: AnonymousKey[];
  /** Always in CONSENT_KEYS order, one entry per key (issue paths use that index). */
  consents: { key: ConsentKey; value: boolean }[];
};

/** An empty listing with the spec defaults (chat on, phone/e-mail off, UNLIMITED, consents unchecked). */
export function emptyDwellingForm(): DwellingContent {
  return {
    type: { dwelling: null, tenant: null },
    size: { rooms: null, area: null, additional: [] },
    location: {
      id: null,
      address: null,
      street: null,
      house: null,
      floor: null,
      door: null,
      zip: null,
      city: null,
      geo: null,
      href: null,
      customAddress: false,
      manualAddress: false,
    },
    fromFacebook: false,
    available: null,
    timeframe: { type: 'UNLIMITED', date: null, min: RANGE_MIN, max: RANGE_MAX },
    economy: {
      rent: null,
      prepaid: null,
      deposit: null,
      downpayment: null,
      inclusive: false,
      utilities: [],
      socialHousing: false,
      housingType: null,
      website: null,
    },
    images: [],
    headline: null,
    description: null,
    contact: { name: null, phone: null, email: null, link: null },
    chatable: true,
    phoneable: false,
    emailable: false,
    terms: [],
    facilities: [],
    shareable: false,
    anonymous: [],
    consents: CONSENT_KEYS.map((key) => ({ key, value: false })),
  };
}

/** Consents in CONSENT_KEYS order, one per key (missing ones false). */
export function normalizeConsents(consents: DwellingForm['consents']): DwellingContent['consents'] {
  return CONSENT_KEYS.map((key) => ({ key, value: consents?.find((c) => c.key === key)?.value === true }));
}

/** Prefixes http:// to a link without a scheme (doc 2 §5 step 4); blank → null. */
export function normalizeLink(link: string | null | undefined): string | null {
  const trimmed = link?.trim();
  if (!trimmed) return null;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}
