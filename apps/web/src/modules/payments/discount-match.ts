/**
 * The status page's discount-code row (doc 2 §2, §5, §9; payments contract): the server checks a
 * typed code for the chosen tier (checkDiscount in api.ts: the hashes it shows are keyed, so the
 * browser cannot match them), and the page shows the price after it with the shared rule. The
 * server checks again when the payment starts ('Ugyldig kode').
 */
import { applyDiscount } from '@udlejning/shared/payments/discount';
import type { Discount } from './types';

/** The price (øre) after `discount`, never below 0; the price itself without one. */
export function discountedPrice(price: number, discount: Pick<Discount, 'flat' | 'percentage'> | null): number {
  return discount ? applyDiscount(price, { flat: discount.flat, multiplier: discount.percentage }) : price;
}
