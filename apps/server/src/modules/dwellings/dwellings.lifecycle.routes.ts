/**
 * REST of the dwelling lifecycle (doc 2 §4, §7). Calls marked
 * "token" also accept the status token (header x-dwelling-token or ?token=) instead of a login:
 *   POST /api/dwellings/:uuid/activation {active}   → DwellingStatusView   (token)
 *   POST /api/dwellings/:uuid/extend                → DwellingStatusView   (token)
 *   GET  /api/dwellings/:uuid/status-page           → DwellingStatusView   (token)
 *   GET  /api/dwellings/status-page?token=…         → DwellingStatusView   (token names the dwelling)
 *   POST /api/dwellings/:uuid/duplicate {location}  → 201 { result: DwellingView }  (login)
 *   POST /api/dwellings/:uuid/status-link           → 204, a new status link mailed to the owner;
 *                                                     earlier links refused (login: owner or admin)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activationSchema, duplicateDwellingSchema } from '@udlejning/shared/dwellings/lifecycle';
import { pathParams } from '../../platform/http/route-pipeline';
import { duplicateDwellingReplySchema, dwellingStatusViewSchema } from '@udlejning/shared/dwellings/replies';
import { presentDwelling } from './dwellings.presenter';
import { statusTokenOf, type LifecycleCaller } from './status-token';
import {
  duplicateDwelling,
  extendDwelling,
  getStatusView,
  statusViewOf,
  setDwellingActive,
  type LifecycleResult,
} from './use-cases/dwelling-lifecycle';
import { renewStatusLink } from './use-cases/renew-status-link';

const uuidParams = pathParams('uuid');

const callerOf = (req: FastifyRequest): LifecycleCaller => ({ actor: req.actor, token: statusTokenOf(req) });

export async function dwellingLifecycleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const statusView = (result: LifecycleResult) => statusViewOf(deps, result);
  // public: the status link's token holder may call these too (status-token.ts decides, 401 without either)
  const byLink = { config: { auth: 'public' } } as const;

  const statusReply = { response: { 200: dwellingStatusViewSchema } } as const;
  app.get(
    '/api/dwellings/status-page',
    {
      ...byLink,
      schema: {
        operationId: 'getStatusPageByToken',
        summary: 'The status page of the dwelling the status token names',
        ...statusReply,
      },
    },
    async (req) => getStatusView(deps, callerOf(req), null),
  );
  app.get(
    '/api/dwellings/:uuid/status-page',
    {
      ...byLink,
      schema: {
        operationId: 'getStatusPage',
        summary: "A dwelling's status page (login or status token)",
        params: uuidParams,
        ...statusReply,
      },
    },
    async (req) => getStatusView(deps, callerOf(req), req.params.uuid),
  );

  app.post(
    '/api/dwellings/:uuid/activation',
    {
      ...byLink,
      schema: {
        operationId: 'setDwellingActive',
        summary: 'Activate or deactivate a dwelling (login or status token)',
        params: uuidParams,
        body: activationSchema,
        ...statusReply,
      },
    },
    async (req) => statusView(await setDwellingActive(deps, callerOf(req), req.params.uuid, req.body)),
  );
  app.post(
    '/api/dwellings/:uuid/extend',
    {
      ...byLink,
      schema: {
        operationId: 'extendDwelling',
        summary: 'Extend an approved listing (login or status token)',
        params: uuidParams,
        ...statusReply,
      },
    },
    async (req) => statusView(await extendDwelling(deps, callerOf(req), req.params.uuid)),
  );

  app.post(
    '/api/dwellings/:uuid/duplicate',
    {
      config: { auth: 'user', replies: { 201: 'The copy, a draft' } },
      schema: {
        operationId: 'duplicateDwelling',
        summary: 'Copy a dwelling to a new draft at another location',
        params: uuidParams,
        body: duplicateDwellingSchema,
        response: { 201: duplicateDwellingReplySchema },
      },
    },
    async (req, reply) => {
      const record = await duplicateDwelling(deps, req.user, req.params.uuid, req.body);
      return reply.status(201).send({ result: presentDwelling(record, req.user, deps.now()) });
    },
  );
  app.post(
    '/api/dwellings/:uuid/status-link',
    {
      config: { auth: 'user', replies: { 204: 'A new status link is mailed to the owner' } },
      schema: {
        operationId: 'renewStatusLink',
        summary: 'Mail the owner a new status link (earlier links stop working)',
        params: uuidParams,
      },
    },
    async (req, reply) => {
      await renewStatusLink(deps, req.user, req.params.uuid);
      return reply.status(204).send();
    },
  );
}
