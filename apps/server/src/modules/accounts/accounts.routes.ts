/** REST routes of the accounts domain. */
import type { FastifyInstance } from 'fastify';

export async function accountsRoutes(app: FastifyInstance) {
  void app;
}
