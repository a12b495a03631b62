/**
 * REST of the review of a dwelling (doc 2 §5 Moderation, §7), admin only:
 *   POST /api/dwellings/:uuid/status {status, reason, mails?} → DwellingView
 *   GET  /api/dwellings/:uuid/audit → { results: ActivityEntry[] }
 *   POST /api/dwellings/:uuid/audit {action: 'notes', reason} → 201 { results }
 */
import type { FastifyInstance } from 'fastify';
import { presentDwelling } from './dwellings.presenter';
import { addDwellingNote, listDwellingAudit } from './use-cases/dwelling-audit';
import { changeDwellingStatus } from './use-cases/review-dwelling';

type UuidParams = { Params: { uuid: string } };

export async function dwellingReviewRoutes(app: FastifyInstance) {
  app.post<UuidParams>('/api/dwellings/:uuid/status', async (req) =>
    presentDwelling(await changeDwellingStatus(app.deps, req.actor, req.params.uuid, req.body), req.actor, app.deps.now()),
  );
  app.get<UuidParams>('/api/dwellings/:uuid/audit', async (req) => listDwellingAudit(app.deps, req.actor, req.params.uuid));
  app.post<UuidParams>('/api/dwellings/:uuid/audit', async (req, reply) => {
    const result = await addDwellingNote(app.deps, req.actor, req.params.uuid, req.body);
    return reply.status(201).send(result);
  });
}
