/**
 * Address autocomplete and lookup for signed-in users (issue 4 §2, doc 2 §3, §5, §7). The
 * provider (local index, or DAWA/GSearch with the local fallback) comes from deps.addresses.
 */
import {
  ADDRESS_MAX_SUGGESTIONS,
  addressIdSchema,
  addressQuerySchema,
  isAddressQuerySearchable,
  type AddressSearchReply,
  type AddressSuggestion,
} from '@udlejning/shared/addresses/suggestion';
import type { Actor } from '../../platform/auth/actor';
import { requireUser } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';

/**
 * Suggestions for `q`: empty for 2 characters or fewer, at most 10, best first; with the local
 * index, `postalCodes` when q names a town without a matching address (issue 9 §5).
 * Errors: 401 UNAUTHENTICATED when logged out; 400 VALIDATION_FAILED when q is over 200 characters.
 */
export async function searchAddresses(deps: Pick<Deps, 'addresses'>, actor: Actor, input: unknown): Promise<AddressSearchReply> {
  requireUser(actor);
  const { q } = addressQuerySchema.parse(input);
  if (!isAddressQuerySearchable(q)) return { results: [] };
  const reply = deps.addresses.search
    ? await deps.addresses.search(q, ADDRESS_MAX_SUGGESTIONS)
    : { results: await deps.addresses.autocomplete(q, ADDRESS_MAX_SUGGESTIONS) };
  return { ...reply, results: reply.results.slice(0, ADDRESS_MAX_SUGGESTIONS) };
}

/** The suggestion behind an `href` (/api/addresses/:id). Errors: 401 logged out; 404 NOT_FOUND for an unknown id. */
export async function getAddress(deps: Pick<Deps, 'addresses'>, actor: Actor, input: unknown): Promise<AddressSuggestion> {
  requireUser(actor);
  const { id } = addressIdSchema.parse(input);
  const found = await deps.addresses.get(id);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}
