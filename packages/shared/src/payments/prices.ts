/**
 * What a tier costs the landlord (doc 2 §1): STANDARD free, PLUS 375 kr., PREMIUM 600 kr., VAT included,
 * one time per ad; PLUS → PREMIUM costs the difference (225 kr.) once PLUS is paid; never a downgrade.
 * All amounts are integer øre.
 */
import { LISTING_PRICES, LISTING_TYPES, type ListingType } from '../dwellings/listing-type';

export const CURRENCY = 'DKK';

/** The order of the tiers: a higher rank is a higher tier. */
const RANK = { STANDARD: 0, PLUS: 1, PREMIUM: 2 } as const satisfies Record<ListingType, number>;

/** True when `to` is a higher tier than `from` (the only direction a tier may change by payment or by an admin). */
export function isUpgrade(from: ListingType, to: ListingType): boolean {
  return RANK[to] > RANK[from];
}

/** True when `to` is a lower tier than `from`: refused for everyone, admins included (docs/architecture.md "Payments"). */
export function isDowngrade(from: ListingType, to: ListingType): boolean {
  return RANK[to] < RANK[from];
}

/**
 * The price in øre of moving a listing to `target`, given the highest tier already paid for (`paid`,
 * STANDARD when nothing is paid): PLUS 37500, PREMIUM 60000, PLUS→PREMIUM 22500.
 * Returns null when `target` is not above what is paid (nothing to buy).
 */
export function upgradePrice(paid: ListingType, target: ListingType): number | null {
  if (!isUpgrade(paid, target)) return null;
  return LISTING_PRICES[target] - LISTING_PRICES[paid];
}

/** The tiers a listing that has paid for `paid` may still buy, cheapest first (empty for PREMIUM). */
export function purchasableTiers(paid: ListingType): ListingType[] {
  return LISTING_TYPES.filter((tier) => isUpgrade(paid, tier));
}

/** The VAT rate included in every price (Danish moms). */
export const VAT_RATE_PERCENT = 25;

/**
 * The moms contained in a VAT-inclusive amount, in whole øre, rounded half up:
 * 37500 → 7500 (375,00 kr. of which moms 75,00 kr.), 22500 → 4500, 100 → 20.
 */
export function vatIncluded(amountInclVat: number): number {
  const sign = amountInclVat < 0 ? -1 : 1;
  const abs = Math.abs(amountInclVat);
  // amount × 25 / 125, half up on whole øre, in integers: floor((2·25·abs + 125) / (2·125))
  const grossPercent = 100 + VAT_RATE_PERCENT;
  return sign * Math.floor((2 * VAT_RATE_PERCENT * abs + grossPercent) / (2 * grossPercent));
}
