/**
 * REST of user administration beside POST /api/users/{id} (accounts.routes.ts), admin only:
 *   POST /api/users/:id/verified  { verified } → { verified }   (doc 1 §3 User.verified, doc 2 §4)
 * `id` is the numeric id or the uuid, as the users panel shows both. GraphQL setUserVerified is the same call.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setUserVerifiedSchema } from '@udlejning/shared/users/admin';
import { pathParams } from '../../platform/http/route-pipeline';
import { setUserVerified } from './users.admin.service';

export async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/users/:id/verified',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'setUserVerified',
        summary: 'Mark a user verified or not, by id or uuid (admin)',
        params: pathParams('id'),
        body: setUserVerifiedSchema,
        response: { 200: z.object({ verified: z.boolean() }) },
      },
    },
    async (req) => ({ verified: await setUserVerified(deps, req.user, req.params.id, req.body.verified) }),
  );
}
