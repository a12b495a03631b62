/**
 * REST routes of the outbox domain: GET /api/admin/outbox?page=&pageSize= (admin only) → { results, totalCount }.
 * The outbox is a dev route (docs/architecture.md "Runtime and build"): served only when DEV_ROUTES is on (by default everywhere but production).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxPageSchema, outboxQuerySchema } from '@udlejning/shared/outbox/outbox';
import { devRoutesEnabled } from '../../platform/env';
import { listOutbox } from './outbox.service';

export async function outboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  if (!devRoutesEnabled(app.deps.env)) return;
  // 401/403 before the query is looked at, so outsiders learn nothing from validation errors
  app.get(
    '/api/admin/outbox',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'listOutbox',
        summary: 'One page of the sent and queued mails, newest first (admin; dev routes only)',
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema },
      },
    },
    async (req) => listOutbox(app.deps, req.query),
  );
}
