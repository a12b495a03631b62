/**
 * Address autocomplete and lookup for signed-in users (doc 2 §3, §5, §7). The
 * provider (local index, or DAWA/GSearch with the local fallback) comes from deps.addresses.
 */
import {
  ADDRESS_MAX_SUGGESTIONS,
  isAddressQuerySearchable,
  type AddressQuery,
  type AddressSearchReply,
  type AddressSuggestion,
  type PostalCodeSuggestion,
} from '@udlejning/shared/addresses/suggestion';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';

/**
 * Suggestions for `q`: empty for 2 characters or fewer, at most 10, best first; with the local
 * index, `postalCodes` when q names a town without a matching address (docs/architecture.md "Search").
 * GET /api/addresses (signed-in users; a q over 200 characters is refused by the route's schema).
 */
export async function searchAddresses(deps: Pick<Deps, 'addresses'>, { q }: AddressQuery): Promise<AddressSearchReply> {
  if (!isAddressQuerySearchable(q)) return { results: [] };
  const reply = deps.addresses.search
    ? await deps.addresses.search(q, ADDRESS_MAX_SUGGESTIONS)
    : { results: await deps.addresses.autocomplete(q, ADDRESS_MAX_SUGGESTIONS) };
  return { ...reply, results: reply.results.slice(0, ADDRESS_MAX_SUGGESTIONS) };
}

/** The suggestion behind an `href` (GET /api/addresses/:id, signed-in users). Throws 404 NOT_FOUND for an unknown id. */
export async function getAddress(deps: Pick<Deps, 'addresses'>, id: string): Promise<AddressSuggestion> {
  const found = await deps.addresses.get(id);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/**
 * The town of a postal code (GET /api/addresses/postal-codes/:zip, signed-in users): the city of an address typed by
 * hand (docs/architecture.md "Dwellings and moderation"). Throws 404 NOT_FOUND for a code that does not exist.
 */
export async function getPostalTown(deps: Pick<Deps, 'addresses'>, zip: string): Promise<PostalCodeSuggestion> {
  const found = await findPostalTown(deps, zip);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** The postal code `zip` with its town, or null (a provider without postal codes knows none). */
export async function findPostalTown(deps: Pick<Deps, 'addresses'>, zip: string): Promise<PostalCodeSuggestion | null> {
  return (await deps.addresses.postalTown?.(zip.trim())) ?? null;
}
