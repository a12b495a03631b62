/**
 * The /discounts page's code generator (doc 2 §2 Discounts page: "A random code generator yields 8
 * characters") and the add form's conversion to createDiscount's input (payments contract:
 * `flat` in øre, `percentage` as typed, dates ISO; the last day of the period counts whole).
 */
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import { parseKr } from '@udlejning/shared/dwellings/money';
import { CODE_ALPHABET, GENERATED_CODE_LENGTH } from '@udlejning/shared/payments/discount';
import type { DiscountInput } from './types';

/**
 * A random code of GENERATED_CODE_LENGTH characters from CODE_ALPHABET (no 0/O, 1/I/L), from the
 * browser's cryptographic random source; rejection sampling keeps every character equally likely.
 */
export function generateDiscountCode(random: (buffer: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let code = '';
  while (code.length < GENERATED_CODE_LENGTH) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte < limit && code.length < GENERATED_CODE_LENGTH) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return code;
}

/** The add form as typed: texts, the listing type, and days as UTC-midnight ISO strings. */
export type DiscountFormValues = {
  code: string;
  /** Kroner as typed ('100', '99,50'). */
  flat: string;
  /** '10' for 10 %, or a multiplier below 1 ('0,9'). */
  percentage: string;
  listingType: ListingType | null;
  /** The user's id, or '' for every user. */
  user: string;
  start: string | null;
  end: string | null;
};

export const EMPTY_DISCOUNT_FORM: DiscountFormValues = {
  code: '',
  flat: '',
  percentage: '',
  listingType: null,
  user: '',
  start: null,
  end: null,
};

/** A decimal typed with a comma or a dot; null when empty; NaN when not a number (the server answers). */
function parseDecimal(text: string): number | null {
  const t = text.trim();
  if (!t) return null;
  return Number(t.replace(',', '.'));
}

/** The form as createDiscount's input: flat kr. → øre, the end day through its last millisecond (UTC). */
export function toDiscountInput(v: DiscountFormValues): DiscountInput {
  const flatText = v.flat.trim();
  return {
    code: v.code.trim() || null,
    flat: flatText ? (parseKr(flatText) ?? Number.NaN) : null,
    percentage: parseDecimal(v.percentage),
    user: v.user.trim() || null,
    start: v.start,
    end: v.end ? v.end.replace(/T00:00:00\.000Z$/, 'T23:59:59.999Z') : null,
    listingType: v.listingType,
  };
}
