/** REST routes of the activity domain. */
import type { FastifyInstance } from 'fastify';

export async function activityRoutes(app: FastifyInstance) {
  void app;
}
