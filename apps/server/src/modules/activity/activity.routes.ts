/** REST routes of the activity domain: GET /api/activity?page=&pageSize=&action=&target=&actor= (admin) → { results, totalCount }. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityPageSchema } from '@udlejning/shared/activity/list-query.schema';
import { activityPageReplySchema } from '@udlejning/shared/activity/replies';
import { listActivity } from './activity.service';

export async function activityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/activity',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'listActivity',
        summary: 'One page of the activity log, newest first (admin)',
        querystring: activityPageSchema,
        response: { 200: activityPageReplySchema },
      },
    },
    async (req) => listActivity(app.deps, req.query),
  );
}
