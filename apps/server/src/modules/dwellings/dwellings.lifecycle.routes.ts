/**
 * REST of the dwelling lifecycle (doc 2 §4, §7). Calls marked
 * "token" also accept the status token (header x-dwelling-token or ?token=) instead of a login:
 *   POST /api/dwellings/:uuid/activation {active}   → DwellingStatusView   (token)
 *   POST /api/dwellings/:uuid/extend                → DwellingStatusView   (token)
 *   GET  /api/dwellings/:uuid/status-page           → DwellingStatusView   (token)
 *   GET  /api/dwellings/status-page?token=…         → DwellingStatusView   (token names the dwelling)
 *   POST /api/dwellings/:uuid/duplicate {location}  → 201 { result: DwellingView }  (login)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { presentDwelling } from './dwellings.presenter';
import { statusTokenOf, type LifecycleCaller } from './status-token';
import {
  duplicateDwelling,
  extendDwelling,
  getStatusView,
  presentStatusView,
  setDwellingActive,
  type LifecycleResult,
} from './use-cases/dwelling-lifecycle';

type UuidParams = { Params: { uuid: string } };

const callerOf = (req: FastifyRequest): LifecycleCaller => ({ actor: req.actor, token: statusTokenOf(req) });

export async function dwellingLifecycleRoutes(app: FastifyInstance) {
  const { deps } = app;
  const statusView = (result: LifecycleResult) => presentStatusView(result, deps.now());

  app.get('/api/dwellings/status-page', async (req) => getStatusView(deps, callerOf(req), null));
  app.get<UuidParams>('/api/dwellings/:uuid/status-page', async (req) => getStatusView(deps, callerOf(req), req.params.uuid));

  app.post<UuidParams>('/api/dwellings/:uuid/activation', async (req) =>
    statusView(await setDwellingActive(deps, callerOf(req), req.params.uuid, req.body)),
  );
  app.post<UuidParams>('/api/dwellings/:uuid/extend', async (req) =>
    statusView(await extendDwelling(deps, callerOf(req), req.params.uuid)),
  );

  app.post<UuidParams>('/api/dwellings/:uuid/duplicate', async (req, reply) => {
    const record = await duplicateDwelling(deps, req.actor, req.params.uuid, req.body);
    return reply.status(201).send({ result: presentDwelling(record, req.actor, deps.now()) });
  });
}
