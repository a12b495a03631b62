/**
 * REST of letting (docs/architecture.md "Letting"):
 *   POST /api/chat/thread/:threadId/tenant {rating, comment?} → 200 LetView (the listing deactivated, let)
 *   POST /api/dwellings/:uuid/let-notice {text} → 200 { sent } (once per let)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { letNoticeReplySchema, letNoticeSchema, letViewSchema, markTenantSchema } from '@udlejning/shared/letting/letting';
import { pathParams } from '../../platform/http/route-pipeline';
import { markTenant, sendLetNotice } from './letting.service';

const user = { config: { auth: 'user' } } as const;

export async function lettingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.post(
    '/api/chat/thread/:threadId/tenant',
    {
      ...user,
      schema: {
        operationId: 'markTenant',
        summary: "Mark the thread's seeker as the new tenant: the listing is deactivated and the survey answered",
        params: pathParams('threadId'),
        body: markTenantSchema,
        response: { 200: letViewSchema },
      },
    },
    (req) => markTenant(deps, req.user, req.params.threadId, req.body),
  );
  app.post(
    '/api/dwellings/:uuid/let-notice',
    {
      ...user,
      schema: {
        operationId: 'sendLetNotice',
        summary: 'Send one message to every other open thread of a let listing',
        params: pathParams('uuid'),
        body: letNoticeSchema,
        response: { 200: letNoticeReplySchema },
      },
    },
    (req) => sendLetNotice(deps, req.user, req.params.uuid, req.body),
  );
}
