/**
 * REST of moderation's own tool (doc 2 §7):
 *   GET /api/admin/validate/:id → ValidationResult (admin; owner-lookup.ts)
 */
import type { FastifyInstance } from 'fastify';
import { validateDwelling } from './moderation.service';

export async function moderationRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/api/admin/validate/:id', async (req) =>
    validateDwelling(app.deps, req.actor, req.params.id),
  );
}
