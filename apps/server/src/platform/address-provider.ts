/**
 * The address lookup port (doc 2 §3 Address suggestion, §7 autocomplete), one of the adapters in
 * Deps like the mailer. Implemented in modules/addresses: the local index in the database
 * (default), and the remote DAWA and GSearch adapters (each wrapped by the fallback to the local
 * index); src/boot.ts picks one.
 */
import type { AddressSearchReply, AddressSuggestion, PostalCodeSuggestion } from '@udlejning/shared/addresses/suggestion';

export type { AddressSearchReply, AddressSuggestion, PostalCodeSuggestion };

export type AddressProvider = {
  /** Up to `limit` (max 10) suggestions for `q` (more than 2 characters), best first. */
  autocomplete: (q: string, limit?: number) => Promise<AddressSuggestion[]>;
  /**
   * The whole reply for `q`: the suggestions, and (local index only) the postal codes of a named
   * town that has no matching address (docs/architecture.md "Search"). Providers without it answer `{ results }`.
   */
  search?: (q: string, limit?: number) => Promise<AddressSearchReply>;
  /** The address with this id, or null. */
  get: (id: string) => Promise<AddressSuggestion | null>;
  /**
   * The postal code `zip` with its town, or null when there is none (or it is a stormodtager code): the city of an
   * address typed by hand. From the local index's postal codes (every Danish code is shipped); remote providers
   * get it through the fallback.
   */
  postalTown?: (zip: string) => Promise<PostalCodeSuggestion | null>;
};
