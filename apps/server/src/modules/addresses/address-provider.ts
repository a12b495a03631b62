/**
 * The address lookup interface (doc 2 §3 Address suggestion, §7 autocomplete). Implemented by
 * the local index in the database (default), and the remote DAWA and GSearch adapters (each
 * wrapped by the fallback to the local index, see index.ts).
 */
import type { AddressSuggestion } from '@udlejning/shared/addresses/suggestion';

export type { AddressSuggestion };

export type AddressProvider = {
  /** Up to `limit` (max 10) suggestions for `q` (more than 2 characters), best first. */
  autocomplete: (q: string, limit?: number) => Promise<AddressSuggestion[]>;
  /** The address with this id, or null. */
  get: (id: string) => Promise<AddressSuggestion | null>;
};
