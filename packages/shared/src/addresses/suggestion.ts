/**
 * The address suggestion (spec doc 2 §3 "Address suggestion"): what GET /api/addresses?q=
 * returns, what GET /api/addresses/:id (the suggestion's `href`) returns, and what the web's
 * AddressAutocomplete hands to a form. `geo.coordinates` is [lat, lon] (WGS84 degrees).
 */
import { z } from 'zod';
import { NOT_BLANK, INVALID_VALUE, isStorableText } from '../text';

/** Where a suggestion comes from; 'osm' rows need "© OpenStreetMap contributors" next to them. */
export const ADDRESS_SOURCES = ['dar', 'osm', 'dawa', 'gsearch', 'synthetic'] as const;
export type AddressSource = (typeof ADDRESS_SOURCES)[number];

/** Autocomplete starts after more than 2 characters (doc 2 §5). */
export const ADDRESS_MIN_QUERY_LENGTH = 3;
/** At most 10 suggestions (doc 2 §5, §9). */
export const ADDRESS_MAX_SUGGESTIONS = 10;
/** Longer queries are refused with 400. */
export const ADDRESS_MAX_QUERY_LENGTH = 200;

/** The attribution the ODbL licence of OpenStreetMap rows asks for. */
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/** Spec message when the address was not chosen from the list (doc 2 §5). */
export const ADDRESS_NOT_CHOSEN = 'Du skal vælge en bestemt adresse fra listen. Hvis din adresse ikke var der, så kontakt os.';
/** Validation message for a search text over ADDRESS_MAX_QUERY_LENGTH characters (not in the spec). */
export const ADDRESS_QUERY_TOO_LONG = 'The search text is too long';

export const addressSuggestionSchema = z.object({
  id: z.string(),
  /** The URL that returns this suggestion: /api/addresses/{id} */
  href: z.string(),
  /** DAWA betegnelse, e.g. "Ridehusgade 49, 2. th, 5000 Odense C" */
  address: z.string(),
  street: z.string(),
  house: z.string(),
  /** null for an access address (the landlord then types floor and door) */
  floor: z.string().nullable(),
  door: z.string().nullable(),
  zip: z.string(),
  city: z.string(),
  geo: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
  source: z.enum(ADDRESS_SOURCES),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

/** Query of GET /api/addresses: `q` up to 200 characters (missing = empty). */
export const addressQuerySchema = z.object({
  q: z.string().max(ADDRESS_MAX_QUERY_LENGTH, ADDRESS_QUERY_TOO_LONG).refine(isStorableText, INVALID_VALUE).default(''),
});
export type AddressQuery = z.infer<typeof addressQuerySchema>;

/** Params of GET /api/addresses/:id: an address id (a DAR uuid or a provider's id), at most 100 characters. */
export const addressIdSchema = z.object({
  id: z.string().trim().min(1).max(100).refine(isStorableText, INVALID_VALUE).meta(NOT_BLANK),
});

/** A postal code offered when the local index has no street in the typed town (docs/architecture.md "Search"). */
export const postalCodeSuggestionSchema = z.object({ zip: z.string(), city: z.string() });
export type PostalCodeSuggestion = z.infer<typeof postalCodeSuggestionSchema>;

/** Params of GET /api/addresses/postal-codes/:zip (the postal code of an address typed by hand): 4 digits. */
export const postalCodeParamsSchema = z.object({
  zip: z.string().regex(/^\d{4}$/, 'Zip skal være tal på 4 cifre'),
});

/**
 * Reply of GET /api/addresses: `results` as in doc 2 §3. `postalCodes` is present only when the
 * query names a town (or postal code) in which the local index has no matching address: then
 * `results` is empty and these are that town's postal codes, so the field can say the address is
 * not in the local index instead of offering a wrong street elsewhere (docs/architecture.md "Search").
 */
export const addressSearchReplySchema = z.object({
  results: z.array(addressSuggestionSchema),
  postalCodes: z.array(postalCodeSuggestionSchema).optional(),
});
export type AddressSearchReply = z.infer<typeof addressSearchReplySchema>;

/** True when `q` is long enough to search (more than 2 characters, spaces trimmed). */
export function isAddressQuerySearchable(q: string): boolean {
  return q.trim().length >= ADDRESS_MIN_QUERY_LENGTH;
}
