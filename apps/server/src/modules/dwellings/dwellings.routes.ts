/** REST routes of the dwellings domain. */
import type { FastifyInstance } from 'fastify';

export async function dwellingsRoutes(app: FastifyInstance) {
  void app;
}
