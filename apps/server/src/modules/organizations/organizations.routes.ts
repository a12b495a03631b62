/** REST of organization dwellings: POST /api/dwellings/organizations/:orgId (form body) → 201 DwellingView. */
import type { FastifyInstance } from 'fastify';
import { presentDwelling } from '../dwellings/dwellings.presenter';
import { createOrganizationDwelling } from './organizations.service';

export async function organizationsRoutes(app: FastifyInstance) {
  app.post<{ Params: { orgId: string } }>('/api/dwellings/organizations/:orgId', async (req, reply) => {
    const record = await createOrganizationDwelling(app.deps, req.actor, req.params.orgId, req.body);
    return reply.status(201).send(presentDwelling(record, req.actor, app.deps.now()));
  });
}
