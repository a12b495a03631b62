/**
 * REST routes of the admin domain: GET /api/admin/outbox?page=&pageSize= (admin only) → { results, totalCount }.
 * The outbox is a dev route (issue 9 §2): served only when DEV_ROUTES is on (by default everywhere but production).
 */
import type { FastifyInstance } from 'fastify';
import { outboxQuerySchema } from '@udlejning/shared/admin/outbox';
import { requireAdmin } from '../../platform/auth/actor';
import { devRoutesEnabled } from '../../platform/env';
import { listOutbox } from './admin.service';

export async function adminRoutes(app: FastifyInstance) {
  if (!devRoutesEnabled(app.deps.env)) return;
  app.get('/api/admin/outbox', async (req) => {
    // 401/403 before looking at the query, so outsiders learn nothing from validation errors
    requireAdmin(req.actor);
    const query = outboxQuerySchema.parse(req.query);
    return listOutbox(app.deps, req.actor, query);
  });
}
