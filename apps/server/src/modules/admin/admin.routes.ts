/** REST routes of the admin domain: GET /api/admin/outbox?page=&pageSize= (admin only) → { results, totalCount }. */
import type { FastifyInstance } from 'fastify';
import { outboxQuerySchema } from '@udlejning/shared/admin/outbox';
import { requireAdmin } from '../../platform/auth/actor';
import { listOutbox } from './admin.service';

export async function adminRoutes(app: FastifyInstance) {
  app.get('/api/admin/outbox', async (req) => {
    // 401/403 before looking at the query, so outsiders learn nothing from validation errors
    requireAdmin(req.actor);
    const query = outboxQuerySchema.parse(req.query);
    return listOutbox(app.deps, req.actor, query);
  });
}
