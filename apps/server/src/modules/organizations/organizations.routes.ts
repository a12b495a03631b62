/** REST of organization dwellings: POST /api/dwellings/organizations/:orgId (form body) → 201 DwellingView. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dwellingSaveBodySchema } from '@udlejning/shared/dwellings/dwelling-form';
import { pathParams } from '../../platform/http/route-pipeline';
import { dwellingViewSchema } from '@udlejning/shared/dwellings/replies';
import { presentDwelling } from '../dwellings/dwellings.presenter';
import { createOrganizationDwelling } from './organizations.service';

export async function organizationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/dwellings/organizations/:orgId',
    {
      config: { auth: 'user', replies: { 201: 'The new listing' } },
      schema: {
        operationId: 'createOrganizationDwelling',
        summary: 'Create a dwelling under an organization',
        params: pathParams('orgId'),
        body: dwellingSaveBodySchema,
        response: { 201: dwellingViewSchema },
      },
    },
    async (req, reply) => {
      const record = await createOrganizationDwelling(app.deps, req.user, req.params.orgId, req.body);
      return reply.status(201).send(presentDwelling(record, req.user, app.deps.now()));
    },
  );
}
