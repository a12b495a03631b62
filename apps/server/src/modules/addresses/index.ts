/** Picks the address provider from ADDRESS_PROVIDER (local index by default). */
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../platform/env';
import type { Db } from '../../platform/db/client';
import type { AddressProvider } from './address-provider';
import { createLocalAddressProvider } from './local-address-provider';

export function createAddressProvider(env: Env, db: Db, log: FastifyBaseLogger): AddressProvider {
  void env;
  void log;
  return createLocalAddressProvider(db);
}
