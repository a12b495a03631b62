/**
 * REST routes of the addresses domain (docs/architecture.md "Search"), signed-in users only (401 otherwise):
 *   GET /api/addresses?q=…   → { results: AddressSuggestion[], postalCodes? } (q ≤ 2 characters → [], q > 200 → 400)
 *   GET /api/addresses/:id   → AddressSuggestion (the suggestion's href), or 404
 *   GET /api/addresses/postal-codes/:zip → { zip, city } (the town of an address typed by hand), or 404
 * The search is the hottest route (one request per pause in typing, docs/architecture.md "Auth and sessions"): it reuses a
 * session check of the last few seconds (actorCheck 'recent', actor-hook.ts) and its reply is
 * written by a serializer compiled from the response schema (fast-json-stringify) instead of JSON.stringify.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addressIdSchema,
  addressQuerySchema,
  addressSuggestionSchema,
  postalCodeParamsSchema,
  postalCodeSuggestionSchema,
} from '@udlejning/shared/addresses/suggestion';
import { getAddress, getPostalTown, searchAddresses } from './addresses.service';

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;

/** JSON schema of AddressSearchReply (packages/shared/src/addresses/suggestion.ts), for the compiled serializer. */
export const addressSearchReplyJsonSchema = {
  type: 'object',
  required: ['results'],
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'href', 'address', 'street', 'house', 'floor', 'door', 'zip', 'city', 'geo', 'source'],
        properties: {
          id: str,
          href: str,
          address: str,
          street: str,
          house: str,
          floor: nullableStr,
          door: nullableStr,
          zip: str,
          city: str,
          geo: {
            type: 'object',
            required: ['coordinates'],
            properties: { coordinates: { type: 'array', items: { type: 'number' } } },
          },
          source: str,
        },
      },
    },
    postalCodes: {
      type: 'array',
      items: { type: 'object', required: ['zip', 'city'], properties: { zip: str, city: str } },
    },
  },
} as const;

export async function addressesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/addresses',
    {
      config: { auth: 'user', actorCheck: 'recent' },
      schema: {
        operationId: 'searchAddresses',
        summary: 'Address suggestions for a typed text',
        querystring: addressQuerySchema,
        response: { 200: addressSearchReplyJsonSchema },
      },
    },
    async (req) => searchAddresses(app.deps, req.query),
  );
  app.get(
    '/api/addresses/:id',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'getAddress',
        summary: 'One address suggestion',
        params: addressIdSchema,
        response: { 200: addressSuggestionSchema },
      },
    },
    async (req) => getAddress(app.deps, req.params.id),
  );
  app.get(
    '/api/addresses/postal-codes/:zip',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'getPostalCode',
        summary: 'The town of a postal code (an address typed by hand)',
        params: postalCodeParamsSchema,
        response: { 200: postalCodeSuggestionSchema },
      },
    },
    async (req) => getPostalTown(app.deps, req.params.zip),
  );
}
