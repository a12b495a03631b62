/**
 * Picks the address provider from ADDRESS_PROVIDER (docs/architecture.md "Search"):
 * - 'local' (default): the embedded index in the database;
 * - 'dawa': DAWA at ADDRESS_API_URL (default https://api.dataforsyningen.dk);
 * - 'gsearch': GSearch at ADDRESS_API_URL (default …/rest/gsearch/v2.0) with ADDRESS_API_TOKEN.
 * Remote providers fall back to the local index on error or after 2 s.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../platform/env';
import type { Db } from '../../platform/db/client';
import type { AddressProvider } from '../../platform/address-provider';
import { createLocalAddressProvider } from './local-address-provider';
import { createDawaAddressProvider } from './dawa-address-provider';
import { createGsearchAddressProvider } from './gsearch-address-provider';
import { withAddressFallback } from './fallback-address-provider';

export function createAddressProvider(
  env: Pick<Env, 'ADDRESS_PROVIDER' | 'ADDRESS_API_URL' | 'ADDRESS_API_TOKEN'>,
  db: Db,
  log: FastifyBaseLogger,
): AddressProvider {
  const local = createLocalAddressProvider(db);
  switch (env.ADDRESS_PROVIDER) {
    case 'dawa':
      return withAddressFallback(createDawaAddressProvider({ baseUrl: env.ADDRESS_API_URL }), local, log, { name: 'dawa' });
    case 'gsearch':
      if (!env.ADDRESS_API_TOKEN)
        log.warn('ADDRESS_PROVIDER=gsearch without ADDRESS_API_TOKEN: GSearch will likely refuse, the local index answers');
      return withAddressFallback(
        createGsearchAddressProvider({ baseUrl: env.ADDRESS_API_URL, token: env.ADDRESS_API_TOKEN }),
        local,
        log,
        { name: 'gsearch' },
      );
    default:
      return local;
  }
}
