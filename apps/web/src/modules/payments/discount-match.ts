/**
 * The status page's discount-code row (doc 2 §2, §5, §9; payments contract): the typed code is
 * normalised (normalizeDiscountCode), hashed with SHA-256 (Web Crypto, lower-case hex) and matched
 * against the `hash` of discounts(activeOnly: true); the shared rule decides whether it applies to
 * this tier now. The server checks again when the payment starts ('Ugyldig kode').
 */
import { LISTING_TYPES, type ListingType } from '@udlejning/shared/dwellings/listing-type';
import { applyDiscount, discountRefusal, normalizeDiscountCode } from '@udlejning/shared/payments/discount';
import { isOneOf } from '../../lib/graphql';
import type { Discount } from './types';

/** SHA-256 of `text` (UTF-8) as lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The hash a discount code is stored under: SHA-256 hex of the normalised code. */
export function discountHash(code: string): Promise<string> {
  return sha256Hex(normalizeDiscountCode(code));
}

/**
 * The discount `code` gives on `product` at `at`, or null when no active discount has its hash or
 * the rule refuses it (dates, tier). The user restriction is the server's: it lists only discounts
 * without one or restricted to the caller.
 */
export async function findDiscount(
  code: string,
  discounts: readonly Discount[],
  product: ListingType,
  at: Date,
): Promise<Discount | null> {
  if (!normalizeDiscountCode(code)) return null;
  const hash = await discountHash(code);
  const found = discounts.find((d) => d.hash === hash && d.status === 'ACTIVE');
  // a discount always has its period; the schema declares the fields nullable
  if (!found?.start || !found.end) return null;
  // listingType is a String in the schema: a value that is no tier matches none
  const { listingType } = found;
  if (listingType !== null && !isOneOf(LISTING_TYPES, listingType)) return null;
  const refusal = discountRefusal(
    {
      flat: found.flat,
      multiplier: found.percentage,
      listingType,
      userId: null,
      start: new Date(found.start),
      end: new Date(found.end),
    },
    { product, userId: 0, at },
  );
  return refusal ? null : found;
}

/** The price (øre) after `discount`, never below 0; the price itself without one. */
export function discountedPrice(price: number, discount: Pick<Discount, 'flat' | 'percentage'> | null): number {
  return discount ? applyDiscount(price, { flat: discount.flat, multiplier: discount.percentage }) : price;
}
