/**
 * REST of moderation's own tool (doc 2 §7):
 *   GET /api/admin/validate/:id → ValidationResult (admin; owner-lookup.ts)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pathParams } from '../../platform/http/route-pipeline';
import { validationResultSchema } from '@udlejning/shared/moderation/validation';
import { validateDwelling } from './moderation.service';

export async function moderationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/validate/:id',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'validateDwelling',
        summary: "Look up a dwelling's owner and phone (admin)",
        params: pathParams('id'),
        response: { 200: validationResultSchema },
      },
    },
    async (req) => validateDwelling(app.deps, req.user, req.params.id),
  );
}
