/**
 * REST of the review of a dwelling (doc 2 §5 Moderation, §7), admin only:
 *   POST /api/dwellings/:uuid/status {status, reason, mails?} → DwellingView & { capturePending }
 *   GET  /api/dwellings/:uuid/audit → { results: ActivityEntry[] }
 *   POST /api/dwellings/:uuid/audit {action: 'notes', reason} → 201 { results }
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditNoteSchema } from '@udlejning/shared/activity/note.schema';
import { dwellingStatusChangeSchema } from '@udlejning/shared/dwellings/dwelling';
import { pathParams } from '../../platform/http/route-pipeline';
import { activityListReplySchema } from '@udlejning/shared/activity/replies';
import { dwellingStatusChangeReplySchema } from '@udlejning/shared/dwellings/replies';
import { presentDwelling } from './dwellings.presenter';
import { addDwellingNote, listDwellingAudit } from './use-cases/dwelling-audit';
import { changeDwellingStatus } from './use-cases/review-dwelling';

const uuidParams = pathParams('uuid');

export async function dwellingReviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // 'user': the dwelling policy answers 404 (not visible) before 403 (not an admin), as for every dwelling call
  const user = { config: { auth: 'user' } } as const;
  app.post(
    '/api/dwellings/:uuid/status',
    {
      ...user,
      schema: {
        operationId: 'changeDwellingStatus',
        summary: 'Approve or reject a dwelling (admin)',
        params: uuidParams,
        body: dwellingStatusChangeSchema,
        response: { 200: dwellingStatusChangeReplySchema },
      },
    },
    async (req) => {
      const { record, capturePending } = await changeDwellingStatus(deps, req.user, req.params.uuid, req.body);
      // added to the spec's reply: true when the approval's capture is still to happen at the provider
      return { ...presentDwelling(record, req.user, deps.now()), capturePending };
    },
  );
  app.get(
    '/api/dwellings/:uuid/audit',
    {
      ...user,
      schema: {
        operationId: 'listDwellingAudit',
        summary: "A dwelling's activity log, newest first (admin)",
        params: uuidParams,
        response: { 200: activityListReplySchema },
      },
    },
    async (req) => listDwellingAudit(deps, req.user, req.params.uuid),
  );
  const noted = { auth: 'user', replies: { 201: 'The new note' } } as const;
  app.post(
    '/api/dwellings/:uuid/audit',
    {
      config: noted,
      schema: {
        operationId: 'addDwellingNote',
        summary: "Add a note to a dwelling's activity log (admin)",
        params: uuidParams,
        body: auditNoteSchema,
        response: { 201: activityListReplySchema },
      },
    },
    async (req, reply) => reply.status(201).send(await addDwellingNote(deps, req.user, req.params.uuid, req.body)),
  );
}
