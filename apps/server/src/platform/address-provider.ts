/**
 * The address lookup port (doc 2 §3 Address suggestion, §7 autocomplete), one of the adapters in
 * Deps like the mailer. Implemented in modules/addresses: the local index in the database
 * (default), and the remote DAWA and GSearch adapters (each wrapped by the fallback to the local
 * index); src/boot.ts picks one.
 */
import type { AddressSearchReply, AddressSuggestion } from '@udlejning/shared/addresses/suggestion';

export type { AddressSearchReply, AddressSuggestion };

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
};
