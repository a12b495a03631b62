/**
 * The rules every text and date input shares (docs/architecture.md "Input rules"): a maximum length per kind of field,
 * no character PostgreSQL cannot store (NUL) or that is not Unicode (a lone UTF-16 surrogate, which
 * jsonb refuses), and dates inside the range PostgreSQL and the UI handle. A breach is a 400 with
 * the field's path, never a 500 from the database. The limits are recorded in docs/architecture.md "Input rules".
 */
import { z } from 'zod';

/** Message for a value of the wrong type or with characters that cannot be stored. */
export const INVALID_VALUE = 'Ugyldig værdi';
/** Message for a text over its maximum length. */
export const TOO_LONG = 'Teksten er for lang';
export const INVALID_DATE = 'Ugyldig dato';

/** Phone numbers: digits and plus only (doc 2 §5 step 4); the listing form and the accounts share it. */
export const PHONE_PATTERN = /^\+?[0-9]+$/;

/** Longest accepted text per kind of field, in characters (UTF-16 code units, as zod counts). */
export const TEXT_LIMITS = {
  /** First name, last name, contact name, organization name. */
  name: 100,
  /** RFC 5321: a forward path holds at most 254 characters. */
  email: 254,
  /** Passwords: long passphrases fit; hashing a megabyte per attempt does not. */
  password: 200,
  phone: 40,
  company: 200,
  /** A full address (street, number, floor, door, zip and city), also a company's address. */
  address: 300,
  /** CVR is 8 digits; room for spaces or a "DK" prefix. */
  cvr: 20,
  /** One-line texts: address parts, ids, search filters, facility names. */
  short: 200,
  /** URLs (website, contact link, address href). */
  url: 2_000,
  /** Mailed tokens (reset, verification, status link: signed JWTs of a few hundred characters). */
  token: 2_000,
  /** Free texts: a reason, a comment, a note. */
  note: 5_000,
  /** The listing description and other long free texts. */
  long: 10_000,
} as const;

/** Earliest and latest year of an accepted date (PostgreSQL stores more, the UI and the rules need no more). */
export const DATE_YEARS = { min: 1900, max: 9999 } as const;

// a high surrogate not followed by a low one, or a low one not preceded by a high one
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store `s` as text and jsonb: no NUL and no lone UTF-16 surrogate. */
export function isStorableText(s: string): boolean {
  return !s.includes('\u0000') && !LONE_SURROGATE.test(s);
}

/** True when every string in `value` (object keys included, at any depth) is storable text. */
export function isStorableValue(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every(isStorableValue);
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([key, v]) => isStorableText(key) && isStorableValue(v));
  }
  return true;
}

/**
 * JSON Schema of a text that must not be blank: the OpenAPI document states a `.trim().min(1)`
 * (zod's JSON Schema shows neither the trim nor a piped check) with `.meta(NOT_BLANK)`.
 */
export const NOT_BLANK = { pattern: '\\S' } as const;

/** A string of at most `max` characters that PostgreSQL can store (not trimmed; empty allowed). */
export const storableText = (max: number, message: string = INVALID_VALUE) =>
  z.string({ error: message }).max(max, TOO_LONG).refine(isStorableText, INVALID_VALUE);

// YYYY-MM-DD, optionally followed by a time and a zone
const ISO_DATE_START = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * True for an ISO 8601 date or date-time (`2026-05-01`, `2026-05-01T00:00:00.000Z`) whose calendar
 * date exists and whose year is within DATE_YEARS (so PostgreSQL and the date pickers handle it).
 */
export function isAcceptedIsoDate(s: string): boolean {
  const m = ISO_DATE_START.exec(s);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < DATE_YEARS.min || year > DATE_YEARS.max || month < 1 || month > 12 || day < 1) return false;
  // the last day of the month: day 0 of the next month
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return false;
  return !Number.isNaN(Date.parse(s));
}

/** An ISO date or date-time string accepted by isAcceptedIsoDate (`message` otherwise). */
export const isoDateText = (message: string = INVALID_DATE) =>
  z
    .string({ error: message })
    .max(40, message)
    .refine(isAcceptedIsoDate, message)
    // the OpenAPI document states the refinement: a date or date-time, year DATE_YEARS.min (1900) or later
    .meta({ anyOf: [{ format: 'date' }, { format: 'date-time' }], pattern: '^(19|[2-9]\\d)\\d\\d-' });
