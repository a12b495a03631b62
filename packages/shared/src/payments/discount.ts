/**
 * Discount codes (doc 2 §2, §5, §9): a flat amount (øre) off, or a percentage stored as the
 * multiplier 1 − value/100. The creation rules and their messages are word for word from doc 2 §5.
 *
 * Rounding (docs/architecture.md "Payments"): a flat discount subtracts whole øre; a
 * percentage multiplies in basis points and rounds half up to whole øre; a price never goes below 0.
 */
import { z } from 'zod';
import { LISTING_TYPES, type ListingType } from '../dwellings/listing-type';
import { isoDateText, INVALID_DATE, INVALID_VALUE, TEXT_LIMITS, storableText } from '../text';
import { withoutNulls } from '../paging';
import { userRefField } from '../record-ref';

export const MISSING_DISCOUNT_CODE = 'Missing discount code';
export const MISSING_DISCOUNT_VALUE = 'Missing flat discount or percentage discount';
export const DISCOUNT_FLAT_OR_PERCENTAGE = 'Discount can only be flat discount or percentage discount';
export const MISSING_DISCOUNT_DATES = 'Missing start date and/or end date';
/** Shown on the status page for a code that does not exist, has expired or does not apply. */
export const INVALID_DISCOUNT_CODE = 'Ugyldig kode';

/** Length of a generated code, and its alphabet (no 0/O or 1/I/L, which are read wrongly). */
export const GENERATED_CODE_LENGTH = 8;
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A discount as the price rule needs it. `multiplier` is 1 − percentage/100, e.g. 0.9 for 10 %. */
export type DiscountRule = {
  flat: number | null;
  multiplier: number | null;
  listingType: ListingType | null;
  userId: number | null;
  start: Date;
  end: Date;
};

/**
 * Converts the percentage typed by an admin to the stored multiplier (doc 2 §5): a value of 1 or
 * more is a percentage (10 → 0.9); a value below 1 is already a multiplier (0.9 stays 0.9).
 */
export function percentageToMultiplier(value: number): number {
  return value >= 1 ? Math.round((1 - value / 100) * 10_000) / 10_000 : value;
}

/** The percentage a multiplier takes off, for display: 0.9 → 10. */
export function multiplierToPercentage(multiplier: number): number {
  return Math.round((1 - multiplier) * 10_000) / 100;
}

/** Applies a discount to a price (øre) and returns the price to pay in whole øre, never below 0. */
export function applyDiscount(price: number, rule: Pick<DiscountRule, 'flat' | 'multiplier'>): number {
  if (rule.flat !== null && rule.flat !== undefined) return Math.max(0, price - rule.flat);
  if (rule.multiplier !== null && rule.multiplier !== undefined) {
    const basisPoints = Math.round(rule.multiplier * 10_000);
    return Math.max(0, Math.floor((price * basisPoints + 5_000) / 10_000));
  }
  return price;
}

/**
 * Why a discount does not apply to this purchase, or null when it does: outside its dates, another
 * tier or another user. The caller answers every reason with 'Ugyldig kode' (no oracle on codes).
 */
export function discountRefusal(
  rule: DiscountRule,
  purchase: { product: ListingType; userId: number; at: Date },
): 'NOT_STARTED' | 'EXPIRED' | 'OTHER_TIER' | 'OTHER_USER' | null {
  if (purchase.at < rule.start) return 'NOT_STARTED';
  if (purchase.at > rule.end) return 'EXPIRED';
  if (rule.listingType && rule.listingType !== purchase.product) return 'OTHER_TIER';
  if (rule.userId !== null && rule.userId !== purchase.userId) return 'OTHER_USER';
  return null;
}

/** Normalises a typed code for lookup and hashing: trimmed, upper case. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

const optionalNumber = z.number({ error: MISSING_DISCOUNT_VALUE }).nullish();

/**
 * createDiscount(input{code, flat, percentage, user, start, end, listingType}) (doc 2 §5, §7).
 * `flat` is øre; `percentage` is what the admin typed (10 for 10 %, or a multiplier below 1).
 * Messages: 'Missing discount code', 'Missing flat discount or percentage discount',
 * 'Discount can only be flat discount or percentage discount', 'Missing start date and/or end date'.
 */
export const createDiscountSchema = z
  .object({
    code: storableText(40).nullish(),
    flat: optionalNumber,
    percentage: optionalNumber,
    // the user as the users panel shows them: numeric id or uuid (../record-ref.ts)
    user: userRefField(INVALID_VALUE).nullish(),
    start: isoDateText(INVALID_DATE).nullish(),
    end: isoDateText(INVALID_DATE).nullish(),
    listingType: z.enum(LISTING_TYPES).nullish(),
  })
  .superRefine((input, ctx) => {
    if (!input.code?.trim()) ctx.addIssue({ code: 'custom', path: ['code'], message: MISSING_DISCOUNT_CODE });
    const hasFlat = input.flat !== null && input.flat !== undefined;
    const hasPercentage = input.percentage !== null && input.percentage !== undefined;
    if (!hasFlat && !hasPercentage) ctx.addIssue({ code: 'custom', path: ['flat'], message: MISSING_DISCOUNT_VALUE });
    if (hasFlat && hasPercentage) ctx.addIssue({ code: 'custom', path: ['flat'], message: DISCOUNT_FLAT_OR_PERCENTAGE });
    if (hasFlat && (!Number.isInteger(input.flat) || (input.flat ?? 0) <= 0))
      ctx.addIssue({ code: 'custom', path: ['flat'], message: MISSING_DISCOUNT_VALUE });
    if (hasPercentage && ((input.percentage ?? 0) <= 0 || (input.percentage ?? 0) > 100))
      ctx.addIssue({ code: 'custom', path: ['percentage'], message: MISSING_DISCOUNT_VALUE });
    if (!input.start || !input.end) {
      ctx.addIssue({ code: 'custom', path: [input.start ? 'end' : 'start'], message: MISSING_DISCOUNT_DATES });
    } else if (new Date(input.end) < new Date(input.start)) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: MISSING_DISCOUNT_DATES });
    }
  });
export type CreateDiscountInput = z.infer<typeof createDiscountSchema>;

/** A discount code's state: INACTIVE codes give nothing (setDiscountStatus). */
export const DISCOUNT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

/** Arguments of GraphQL discounts(activeOnly, token): `token` is the status-link token (doc 2 §6 Token holder). */
export const discountListArgsSchema = z.object({
  activeOnly: z.boolean().nullish(),
  token: storableText(2_000).nullish(),
});

/**
 * Arguments of GraphQL createDiscount(input): the body of createDiscountSchema, with `user` as the
 * GraphQL ID the client sends (a user's numeric id or uuid; '' or null for any user).
 */
export const createDiscountArgsSchema = z.object({
  input: z.preprocess((raw) => {
    const input = withoutNulls(raw) as Record<string, unknown>;
    return input.user === '' || input.user === undefined ? { ...input, user: null } : input;
  }, createDiscountSchema),
});

/** Arguments of GraphQL setDiscountStatus(id, status) (admin). */
export const setDiscountStatusArgsSchema = z.object({
  id: z
    .string()
    .max(TEXT_LIMITS.short)
    .regex(/^\d{1,9}$/, INVALID_VALUE),
  status: z.enum(DISCOUNT_STATUSES, { error: INVALID_VALUE }),
});
