/**
 * Phone numbers, one rule everywhere (docs/architecture.md "Phone numbers"): what a person types is
 * normalised with libphonenumber-js (its smallest metadata that still covers every country, `/min`,
 * Denmark as the default region) to E.164, which is what is stored; the display groups it.
 * The rule that follows normalisation stays the spec's: digits and an optional leading plus
 * (PHONE_PATTERN, 'Ugyldig telefon nummer', doc 2 §5 step 4; 'Missing phone' when blank, doc 1 §5).
 *
 * Web: load this module only where a phone is typed or shown (about 25 KB brotli with its metadata).
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';
import { PHONE_PATTERN } from './text';

/** The region a number without a country code belongs to. */
export const PHONE_DEFAULT_COUNTRY = 'DK';

// a letter never belongs to a number: "22334455 ext. 12" or "ring 22334455" stay as typed (and fail the rule)
const LETTER = /\p{L}/u;
/** What people put between digit groups: white space (also the no-break space), parentheses, dots, dashes (as migration 0025). */
const SEPARATORS = /[\s().-]/g;

/** The number `input` stands for, when it is a possible one (the right length for its country). */
function parsePossible(input: string): PhoneNumber | null {
  if (LETTER.test(input)) return null;
  // extract: false takes the whole text as the number: "22334455 / 33445566" is not silently cut to the first
  const parsed = parsePhoneNumberFromString(input.replace(SEPARATORS, ''), {
    defaultCountry: PHONE_DEFAULT_COUNTRY,
    extract: false,
  });
  return parsed?.isPossible() ? parsed : null;
}

/**
 * The stored form of a typed phone number: E.164 ("+4522334455") when `input` parses as a
 * possible number, Danish when it has no country code ("+45 22 33 44 55", "22 33 44 55",
 * "0045 22334455", "22-33-44-55" all give "+4522334455"; "+46 70 123 45 67" gives "+46701234567");
 * otherwise `input` trimmed, left to the rule (a short "112" passes, "12ab34" does not).
 */
export function normalizePhone(input: string): string {
  const trimmed = input.trim();
  return parsePossible(trimmed)?.number ?? trimmed;
}

/** True when `input` passes the phone rule once normalised: digits with an optional leading plus (doc 2 §5 step 4). */
export function isAcceptedPhone(input: string): boolean {
  return PHONE_PATTERN.test(normalizePhone(input));
}

/**
 * A stored number for display, grouped the international way: "+4522334455" → "+45 22 33 44 55",
 * "+46701234567" → "+46 70 123 45 67". The same text in Danish and English (the country code stays
 * visible for a caller from abroad). A value that is not a possible number is shown as stored.
 */
export function formatPhone(phone: string): string {
  return parsePossible(phone.trim())?.formatInternational() ?? phone;
}

