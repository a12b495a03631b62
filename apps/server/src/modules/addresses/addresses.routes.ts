/** REST routes of the addresses domain. */
import type { FastifyInstance } from 'fastify';

export async function addressesRoutes(app: FastifyInstance) {
  void app;
}
