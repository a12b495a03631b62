/**
 * REST routes of the addresses domain (issue 4 §2), signed-in users only (401 otherwise):
 *   GET /api/addresses?q=…   → { results: AddressSuggestion[] } (q ≤ 2 characters → [], q > 200 → 400)
 *   GET /api/addresses/:id   → AddressSuggestion (the suggestion's href), or 404
 */
import type { FastifyInstance } from 'fastify';
import { getAddress, searchAddresses } from './addresses.service';

export async function addressesRoutes(app: FastifyInstance) {
  app.get('/api/addresses', async (req) => searchAddresses(app.deps, req.actor, req.query ?? {}));
  app.get('/api/addresses/:id', async (req) => getAddress(app.deps, req.actor, req.params));
}
