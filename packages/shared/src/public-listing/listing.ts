/**
 * A listing's public page (doc 2 §1 contact access and Facebook sharing):
 * what GET /api/public/dwellings/{uuid} returns, the contact form and the seeker sign-in. Money in øre,
 * area in m², dates ISO strings.
 */
import { z } from 'zod';
import { ACCOUNT_MESSAGES, emailField, requiredText } from '../accounts/fields';
import type { DwellingType, TermKey, TimeframeType, UtilityKey } from '../dwellings/enums';
import { CONTACT_ACCESS, type ListingType } from '../dwellings/listing-type';
import { messageTextSchema } from '../messages/thread';
import { SEEKER_LEVELS, type SeekerLevel } from '../seekers/enums';
import { TEXT_LIMITS } from '../text';

/** The name field of the contact form. */
export const CONTACT_NAME_MISSING = 'Missing name';

/**
 * Why a contact is refused (403 CONTACT_FORBIDDEN), by the lowest level the listing lets through
 * (doc 2 §1: STANDARD only paying users, PLUS all registered users), or because the landlord takes no
 * messages through the listing (chat off).
 */
export const CONTACT_REFUSALS = {
  PAYING: 'Only paying users can write to the landlord of this listing',
  REGISTERED: 'Only registered users can write to the landlord of this listing: sign in with your e-mail',
  chatOff: 'The landlord does not take messages through this listing',
} as const;

/** Body of POST /api/public/dwellings/{uuid}/contact. */
export const contactSchema = z.object({
  name: requiredText(CONTACT_NAME_MISSING, TEXT_LIMITS.name),
  email: emailField(ACCOUNT_MESSAGES.noEmail, ACCOUNT_MESSAGES.emailNotValid),
  text: messageTextSchema,
});
export type ContactInput = z.infer<typeof contactSchema>;

/** Body of POST /api/public/seekers/sign-in: the e-mail to send the sign-in link to, and the listing the link opens. */
export const seekerSignInSchema = z.object({
  email: emailField(ACCOUNT_MESSAGES.noEmail, ACCOUNT_MESSAGES.emailNotValid),
  dwellingUuid: z.uuid(),
});

/** Body of POST /api/public/seekers/session: the token of the mailed sign-in link. */
export const seekerSessionSchema = z.object({ token: z.string().min(1).max(TEXT_LIMITS.token) });
export type SeekerSignInInput = z.infer<typeof seekerSignInSchema>;

/** The signed-in seeker on the public page (null: a visitor). */
export type PublicSeeker = { name: string; email: string; level: SeekerLevel };

/** How far a level reaches: each includes the ones before it (seekers/enums.ts). */
export const seekerLevelRank = (level: SeekerLevel) => SEEKER_LEVELS.indexOf(level);

/** True when a seeker of `level` may contact the landlord of a `listingType` listing (doc 2 §1). */
export function canContact(listingType: ListingType, level: SeekerLevel): boolean {
  return seekerLevelRank(level) >= seekerLevelRank(CONTACT_ACCESS[listingType]);
}

/**
 * The public view of an approved, active listing. The street address is left out when the landlord
 * hides the location (anonymous LOCATION: zip and city only), the phone when anonymous PHONE or not
 * phoneable, the e-mail when not emailable.
 */
export type PublicListing = {
  uuid: string;
  headline: string | null;
  description: string | null;
  listingType: ListingType;
  /** The lowest seeker level that may write (CONTACT_ACCESS). */
  contactAccess: SeekerLevel;
  images: string[];
  dwellingType: DwellingType | null;
  rooms: number | null;
  area: number | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  rent: number | null;
  prepaid: number | null;
  deposit: number | null;
  /** Social housing's indskud (doc 2 §5 step 2), paid at move-in; null when none. */
  downpayment: number | null;
  inclusive: boolean;
  utilities: { key: UtilityKey; value: number | null }[];
  available: string | null;
  timeframe: { type: TimeframeType; date: string | null; min: number | null; max: number | null };
  facilities: string[];
  /**
   * The lease terms the landlord set (doc 2 §3 terms): PETS true/false/'unknown' (Ask landlord); the others are
   * stored only when true.
   */
  terms: { key: TermKey; value: boolean | 'unknown'; comment: string | null }[];
  /** [lat, lon] in degrees for the map; null when the landlord hides the location (anonymous LOCATION) or none is known. */
  coordinates: [number, number] | null;
  /** `phone` is grouped for display ("+45 22 33 44 55", formatPhone); its digits make the `tel:` link. */
  contact: { name: string | null; phone: string | null; email: string | null; link: string | null };
  chatable: boolean;
  /** Who is looking, and whether they may write here. */
  viewer: { level: SeekerLevel; allowed: boolean; seeker: PublicSeeker | null };
};
