/** REST routes of the errors domain. */
import type { FastifyInstance } from 'fastify';

export async function errorsRoutes(app: FastifyInstance) {
  void app;
}
