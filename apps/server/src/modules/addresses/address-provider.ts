/**
 * The address lookup interface (doc 2 §3 Address suggestion, §7 autocomplete). Implemented by
 * the local index in the database (default), and the remote DAWA and GSearch adapters.
 */
export type AddressSuggestion = {
  id: string;
  href: string;
  address: string;
  street: string;
  house: string;
  floor: string | null;
  door: string | null;
  zip: string;
  city: string;
  geo: { coordinates: [number, number] };
  /** 'dar' | 'osm' | 'dawa' | 'gsearch' | 'synthetic': where the row comes from (OSM rows need attribution). */
  source: string;
};

export type AddressProvider = {
  /** Up to `limit` (max 10) suggestions for `q` (more than 2 characters), best first. */
  autocomplete: (q: string, limit?: number) => Promise<AddressSuggestion[]>;
  /** The address with this id, or null. */
  get: (id: string) => Promise<AddressSuggestion | null>;
};
