/**
 * REST routes of moderation (doc 2 §7), registered by dwellingsRoutes:
 *   POST /api/dwellings/:uuid/status {status, reason, mails?} → DwellingView (admin)
 *   GET  /api/dwellings/:uuid/audit → { results: ActivityEntry[] } (admin)
 *   POST /api/dwellings/:uuid/audit {action: 'notes', reason} → { results } (admin)
 *   GET  /api/admin/validate/:uuid → ValidationResult (admin; owner-lookup.ts)
 * plus POST /api/dwellings/organizations/:orgId (organizations.routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { presentDwelling } from '../dwellings/dwellings.presenter';
import { organizationsRoutes } from '../organizations/organizations.routes';
import { addDwellingNote, changeDwellingStatus, listDwellingAudit, validateDwelling } from './moderation.service';

type UuidParams = { Params: { uuid: string } };

export async function moderationRoutes(app: FastifyInstance) {
  app.post<UuidParams>('/api/dwellings/:uuid/status', async (req) =>
    presentDwelling(await changeDwellingStatus(app.deps, req.actor, req.params.uuid, req.body), req.actor, app.deps.now()),
  );
  app.get<UuidParams>('/api/dwellings/:uuid/audit', async (req) => listDwellingAudit(app.deps, req.actor, req.params.uuid));
  app.post<UuidParams>('/api/dwellings/:uuid/audit', async (req, reply) => {
    const result = await addDwellingNote(app.deps, req.actor, req.params.uuid, req.body);
    return reply.status(201).send(result);
  });
  app.get<{ Params: { id: string } }>('/api/admin/validate/:id', async (req) => validateDwelling(app.deps, req.actor, req.params.id));
  await app.register(organizationsRoutes);
}
