/**
 * Builds the Fastify app: REST under /api/..., GraphQL at /api/graph, the built web app and its
 * SPA fallback. `deps` carries the database and adapters, so tests build the same app on a fresh database.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { Deps } from './platform/deps';
import { registerActorHook } from './platform/http/actor-hook';
import { registerErrorHandler } from './platform/http/error-handler';
import { graphqlPlugin } from './platform/graphql/plugin';
import { AppError } from './platform/errors';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { dwellingsRoutes } from './modules/dwellings/dwellings.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { errorsRoutes } from './modules/errors/errors.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export async function buildApp(deps: Deps, opts: { serveWeb?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: deps.log, trustProxy: true, bodyLimit: 2 * 1024 * 1024 });
  app.decorate('deps', deps);
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

  const serveWeb = (opts.serveWeb ?? true) && existsSync(path.join(WEB_DIST, 'index.html'));
  if (serveWeb) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      wildcard: true,
      index: false,
      setHeaders: (reply, filePath) => {
        // hashed build assets never change; everything else is revalidated
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || !serveWeb || req.method !== 'GET') {
      return reply.status(404).send(new AppError('NOT_FOUND').toBody());
    }
    // client-side routes: the SPA decides
    return reply.type('text/html').sendFile('index.html');
  });
  return app;
}
