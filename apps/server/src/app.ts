/**
 * Builds the Fastify app: REST under /api/..., GraphQL at /api/graph, the built web app and its
 * SPA fallback. `deps` carries the database and adapters, so tests build the same app on a fresh database.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { Deps } from './platform/deps';
import { registerActorHook } from './platform/http/actor-hook';
import { MAX_PARAM_LENGTH, registerRoutePipeline } from './platform/http/route-pipeline';
import { clientErrorHandler, frameworkErrors } from './platform/http/raw-replies';
import { registerAllowedMethods } from './platform/http/allowed-methods';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerHealthRoutes } from './platform/http/health';
import { genReqId, registerRequestId } from './platform/http/request-id';
import { createLifecycle, type Lifecycle } from './platform/lifecycle';
import { registerReplyLanguage } from './platform/http/reply-language';
import { quietRequestLog, registerRequestLog } from './platform/http/request-log';
import { graphqlPlugin } from './platform/graphql/plugin';
import { registerOpenApi } from './platform/http/openapi';
import { registerMetrics } from './platform/metrics/metrics.routes';
import { MAX_IMAGES, MAX_UPLOAD_BYTES } from '@udlejning/shared/dwellings/enums';
import { graphqlSchema } from './graphql-schema';
import { registerWebApp } from './platform/http/web-app';
import { mapOriginsOf, registerSecurity } from './platform/http/security';
import { WEB_DIST } from './platform/paths';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { usersRoutes } from './modules/users/users.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { lookupSession } from './modules/accounts/accounts.session';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { dwellingsRoutes } from './modules/dwellings/dwellings.routes';
import { dwellingLifecycleRoutes } from './modules/dwellings/dwellings.lifecycle.routes';
import { dwellingReviewRoutes } from './modules/dwellings/dwellings.review.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { organizationsRoutes } from './modules/organizations/organizations.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { errorsRoutes } from './modules/errors/errors.routes';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { devClockRoutes } from './platform/clock/clock.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { lettingRoutes } from './modules/letting/letting.routes';
import { paymentsWebhookRoutes } from './modules/payments/payments.webhook';
import { receiptsRoutes } from './modules/payments/receipts.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { publicListingRoutes } from './modules/public-listing/public-listing.routes';
import { publicListingPage } from './modules/public-listing/public-listing.page';
import { seekersRoutes } from './modules/seekers/seekers.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { feedsRoutes } from './modules/feeds/feeds.routes';
import { siteRoutes } from './modules/site/site.routes';
import { viewingsRoutes } from './modules/viewings/viewings.routes';
import { PERSONAL_DATA_HOOKS } from './personal-data';

export { WEB_DIST };

/** The version the OpenAPI document states (bump with a breaking change of a REST call). */
export const API_VERSION = '1.0.0';

/** Largest JSON body, bytes (a listing with every text at its limit is ~300 KB); larger is 413 PAYLOAD_TOO_LARGE. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * `lifecycle`: the process's shutdown state (main.ts); the readiness check and the `connection: close`
 * replies read it. Tests that build the app in-process get one that never shuts down unless they flip it.
 */
export async function buildApp(
  deps: Deps,
  opts: { serveWeb?: boolean; webDist?: string | null; lifecycle?: Lifecycle } = {},
): Promise<FastifyInstance> {
  const { env } = deps;
  const lifecycle = opts.lifecycle ?? createLifecycle();
  const app = Fastify({
    loggerInstance: deps.log,
    // x-request-id when sane, else a UUID: on every log line (reqId) and reply (request-id.ts)
    requestIdHeader: false,
    genReqId,
    // no line per request from Fastify: registerRequestLog keeps errors, slow requests and a sample
    logController: quietRequestLog(),
    // X-Forwarded-For names the client only when it comes from a configured proxy (TRUST_PROXY)
    trustProxy: env.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    // a path segment as long as the OpenAPI document allows (pathParams); longer is 414 URI_TOO_LONG
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // the router's and Node's own refusals in the product's error shape (raw-replies.ts)
    frameworkErrors,
    clientErrorHandler,
    // A client trickling its request is cut off (whole request, headers, silence)
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: env.HTTP_IDLE_TIMEOUT_MS,
    keepAliveTimeout: Math.min(5_000, env.HTTP_IDLE_TIMEOUT_MS),
    http: {
      headersTimeout: Math.min(10_000, env.HTTP_REQUEST_TIMEOUT_MS),
      // how often Node looks for requests past those limits (its default is 30 s)
      connectionsCheckingInterval: Math.min(2_000, env.HTTP_REQUEST_TIMEOUT_MS),
    },
  });
  app.decorate('deps', deps);
  registerRequestId(app, lifecycle);
  registerRequestLog(app, { slowMs: env.LOG_SLOW_MS, sampleRate: env.LOG_SAMPLE_RATE });
  registerErrorHandler(app);
  // GET /metrics and the request timings, when METRICS_TOKEN is set (docs/operations.md "Metrics")
  if (deps.metrics && env.METRICS_TOKEN) registerMetrics(app, deps.metrics, env.METRICS_TOKEN);
  // error replies in one language: the request's, except the spec's own texts (docs/architecture.md "Translations")
  registerReplyLanguage(app);
  const webDist = opts.webDist !== undefined ? opts.webDist : existsSync(path.join(WEB_DIST, 'index.html')) ? WEB_DIST : null;
  const servedWeb = (opts.serveWeb ?? true) ? webDist : null;
  await registerSecurity(app, {
    webDist: servedWeb,
    corsOrigins: env.CORS_ORIGINS,
    mapOrigins: mapOriginsOf(env),
    stripe: env.PAYMENT_PROVIDER === 'stripe',
    graphiql: env.NODE_ENV === 'development',
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_IMAGES } });
  // the users table is accounts': the hook gets its one-round-trip session lookup from here
  registerActorHook(app, lookupSession);
  // every /api/ route declares who may call it and its input schemas (docs/architecture.md "Request pipeline")
  registerRoutePipeline(app);
  // a known path with another method is 405 with Allow, not 404 (web-app.ts's not-found handler)
  const allowedMethods = registerAllowedMethods(app, MAX_PARAM_LENGTH);
  // the OpenAPI 3.1 document at GET /api/docs, collected from every route registered below (docs/architecture.md "OpenAPI document")
  await registerOpenApi(app, API_VERSION);
  // /api/health, /api/health/live and /api/health/ready (docs/operations.md "Health endpoints")
  registerHealthRoutes(app, deps.db, lifecycle);

  // every route plugin of every domain, flat: a plugin never registers another (docs/architecture.md "Module boundaries")
  await app.register(accountsRoutes);
  await app.register(usersRoutes);
  await app.register(dashboardRoutes);
  // the export runs every module's personal-data hook (personal-data.ts)
  await app.register(privacyRoutes, { personalData: PERSONAL_DATA_HOOKS });
  await app.register(addressesRoutes);
  await app.register(dwellingsRoutes);
  await app.register(dwellingLifecycleRoutes);
  await app.register(dwellingReviewRoutes);
  await app.register(moderationRoutes);
  await app.register(organizationsRoutes);
  await app.register(activityRoutes);
  await app.register(errorsRoutes);
  await app.register(outboxRoutes);
  // the journeys' movable clock (TEST_CLOCK=true only)
  await app.register(devClockRoutes);
  await app.register(feedbackRoutes);
  await app.register(paymentsWebhookRoutes);
  await app.register(receiptsRoutes);
  await app.register(messagesRoutes);
  await app.register(lettingRoutes);
  await app.register(publicListingRoutes);
  await app.register(viewingsRoutes);
  await app.register(seekersRoutes);
  await app.register(statisticsRoutes);
  await app.register(feedsRoutes);
  await app.register(siteRoutes);
  await app.register(graphqlPlugin, { schema: graphqlSchema });

  // a listing's public page carries its own title, description and preview for shared links (docs/architecture.md "Messages and the public listing page")
  await registerWebApp(app, servedWeb, [publicListingPage(deps)], allowedMethods);
  return app;
}
