/** Address provider over the addresses table (placeholder until the index search lands). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { AddressProvider, AddressSuggestion } from './address-provider';
import { addresses } from './addresses.schema';

type Row = typeof addresses.$inferSelect;

export function toSuggestion(row: Row): AddressSuggestion {
  return {
    id: row.id,
    href: `/api/addresses/${row.id}`,
    address: row.text,
    street: row.street,
    house: row.house,
    floor: row.floor,
    door: row.door,
    zip: row.zip,
    city: row.city,
    geo: { coordinates: [row.lat, row.lon] },
    source: row.source,
  };
}

export function createLocalAddressProvider(db: Db): AddressProvider {
  return {
    async autocomplete() {
      return [];
    },
    async get(id) {
      const [row] = await db.select().from(addresses).where(eq(addresses.id, id));
      return row ? toSuggestion(row) : null;
    },
  };
}
