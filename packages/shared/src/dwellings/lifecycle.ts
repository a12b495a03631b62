/**
 * The dwelling lifecycle contract (doc 2 §2 Status page, §4, §7, §8): activation, duplication,
 * extension and the token-based status page (the deactivation survey: feedback/feedback.ts).
 * Request schemas are shared by the web forms and the server; reply types are what the API sends.
 */
import { z } from 'zod';
import { INVALID_VALUE, TEXT_LIMITS, TOO_LONG, isStorableText } from '../text';
import type { DisplayedStatus, DwellingStatus } from './status';
import type { ListingType } from './listing-type';

const MISSING = 'Du mangler at udfylde feltet';

/** Status-page messages of doc 2 §8, word for word. */
export const STATUS_PAGE_MESSAGES = {
  tokenMissing: 'Vi beklager meget. Enten mangler der en token eller også er den udløbet',
  failed: 'Vi beklager meget, der er sket en fejl. Prøv at genindlæse siden eller kontakt kundeservice',
  extended: 'Vi har noteret, at dit lejemål stadig er ledigt og er forlænget med 90 dage',
} as const;

/** Toasts after an extension from the landlord list or preview (doc 2 §8). */
export const EXTEND_TOASTS = ['Vi har noteret, at dit lejemål stadig er ledigt', 'annoncering forlænget'] as const;

/** Header carrying the status-page token (the `token` query parameter works too). */
export const DWELLING_TOKEN_HEADER = 'x-dwelling-token';

/** Lifetime of a mailed status-page token, days (docs/architecture.md "Status links": covers review plus one listing period). */
export const STATUS_TOKEN_TTL_DAYS = 120;

/** Body of POST /api/dwellings/:uuid/activation and the toggleActive mutation. */
export const activationSchema = z.object({ active: z.boolean({ error: MISSING }) });
export type Activation = z.infer<typeof activationSchema>;

/**
 * Body of POST /api/dwellings/:uuid/duplicate: the address of the copy, chosen in the
 * address-search dialog (an address suggestion; only its `id` is read, the server looks it up).
 */
export const duplicateDwellingSchema = z.object({
  location: z.object(
    {
      id: z
        .string({ error: MISSING })
        .trim()
        .min(1, MISSING)
        .max(TEXT_LIMITS.short, TOO_LONG)
        .refine(isStorableText, INVALID_VALUE),
    },
    { error: MISSING },
  ),
});
export type DuplicateDwelling = z.infer<typeof duplicateDwellingSchema>;

/** What the status page may do; token holders only ever get activate, deactivate and extend. */
export type StatusPageAbilities = {
  activate: boolean;
  deactivate: boolean;
  extend: boolean;
  upgrade: boolean;
  /** Logged-in owner or admin: the 'update contact forms' link. */
  update: boolean;
};

/**
 * GET /api/dwellings/:uuid/status-page and GET /api/dwellings/status-page?token=: the small view
 * of one dwelling the status page shows (no contact data, so a forwarded link leaks little).
 */
export type DwellingStatusView = {
  id: string;
  uuid: string;
  headline: string | null;
  address: string | null;
  status: DwellingStatus;
  displayedStatus: DisplayedStatus;
  active: boolean;
  listingType: ListingType;
  /**
   * The tier an upgrade's price starts from (prices.ts upgradePrice): the listing type, except while
   * a paid tier awaits approval, which a new payment replaces (its authorisation is released), so the
   * price starts from the tier before it. Null while a held payment is being captured (pay later).
   */
  priceBasis: ListingType | null;
  /**
   * The authorisation held on the card until the listing is approved (captured then, released at a
   * rejection or when a new payment replaces it): its tier and amount in øre; null when none is held.
   */
  reserved: { product: ListingType; amount: number } | null;
  expiresAt: string | null;
  deactivatedAt: string | null;
  /** True when the request was authorised by the mailed token rather than a login. */
  viaToken: boolean;
  abilities: StatusPageAbilities;
};
