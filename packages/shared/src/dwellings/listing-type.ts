/** Advertising tiers and their prices in øre, VAT included (spec doc 2 §1). */
export const LISTING_TYPES = ['STANDARD', 'PLUS', 'PREMIUM'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** One-time price per ad in øre (1 kr. = 100 øre). */
export const LISTING_PRICES = {
  STANDARD: 0,
  PLUS: 37_500,
  PREMIUM: 60_000,
} as const satisfies Record<ListingType, number>;

/** Times a listing is shared on Facebook per tier. */
export const FACEBOOK_SHARES = { STANDARD: 1, PLUS: 2, PREMIUM: 2 } as const satisfies Record<ListingType, number>;

/**
 * Who may contact the landlord from a listing's public page, per tier (doc 2 §1 "Contact access"):
 * STANDARD only paying seekers, PLUS every registered seeker, PREMIUM every visitor.
 * The value is the lowest SeekerLevel (packages/shared/src/seekers/enums.ts) that is let through.
 */
export const CONTACT_ACCESS = { STANDARD: 'PAYING', PLUS: 'REGISTERED', PREMIUM: 'VISITOR' } as const satisfies Record<
  ListingType,
  'VISITOR' | 'REGISTERED' | 'PAYING'
>;
