/**
 * Builds the Fastify app: REST under /api/..., GraphQL at /api/graph, the built web app and its
 * SPA fallback. `deps` carries the database and adapters, so tests build the same app on a fresh database.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { Deps } from './platform/deps';
import { registerActorHook } from './platform/http/actor-hook';
import { registerErrorHandler } from './platform/http/error-handler';
import { quietRequestLog, registerRequestLog } from './platform/http/request-log';
import { graphqlPlugin } from './platform/graphql/plugin';
import { registerWebApp } from './platform/http/web-app';
import { WEB_DIST } from './platform/paths';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { dwellingsRoutes } from './modules/dwellings/dwellings.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { errorsRoutes } from './modules/errors/errors.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';

export { WEB_DIST };

export async function buildApp(deps: Deps, opts: { serveWeb?: boolean; webDist?: string | null } = {}): Promise<FastifyInstance> {
  // no line per request from Fastify: registerRequestLog keeps errors, slow requests and a sample
  const app = Fastify({ loggerInstance: deps.log, logController: quietRequestLog(), trustProxy: true, bodyLimit: 2 * 1024 * 1024 });
  app.decorate('deps', deps);
  registerRequestLog(app, { slowMs: deps.env.LOG_SLOW_MS, sampleRate: deps.env.LOG_SAMPLE_RATE });
  registerErrorHandler(app);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 15 * 1024 * 1024, files: 14 } });
  registerActorHook(app);
  app.get('/api/health', async () => ({ ok: true }));

  await app.register(accountsRoutes);
  await app.register(addressesRoutes);
  await app.register(dwellingsRoutes);
  await app.register(activityRoutes);
  await app.register(errorsRoutes);
  await app.register(adminRoutes);
  await app.register(feedbackRoutes);
  await app.register(graphqlPlugin);

  const webDist = opts.webDist !== undefined ? opts.webDist : existsSync(path.join(WEB_DIST, 'index.html')) ? WEB_DIST : null;
  await registerWebApp(app, (opts.serveWeb ?? true) ? webDist : null);
  return app;
}
