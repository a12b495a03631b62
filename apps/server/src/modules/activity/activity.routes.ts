/** REST routes of the activity domain: GET /api/activity?page=&pageSize= (admin) → { results, totalCount }. */
import type { FastifyInstance } from 'fastify';
import { listActivity } from './activity.service';

export async function activityRoutes(app: FastifyInstance) {
  app.get('/api/activity', async (req) => listActivity(app.deps, req.actor, req.query));
}
