/**
 * GET /metrics (docs/operations.md "Metrics"): the Prometheus text exposition of this instance, served only
 * when METRICS_TOKEN is set, to `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time); a wrong
 * or missing token is 401 in the product's error shape. Without METRICS_TOKEN the route does not exist (404
 * like any unknown path). Outside /api/, so neither the OpenAPI document nor the route pipeline's auth
 * declarations take it (openapi.ts hides every route outside /api/).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { bearerToken } from '../http/actor-hook';
import type { AppMetrics } from './metrics';

export const METRICS_PATH = '/metrics';

/** The route label of a request no route took (404, or refused before routing). */
export const UNMATCHED_ROUTE = 'unmatched';
/** The route label of a page of the web app served by the SPA fallback (/dashboard, /dwellings/new, …). */
export const WEB_APP_ROUTE = 'web-app';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when `given` is `token`; hashes first, so neither the length nor the content leaks through timing. */
export function isMetricsToken(given: string | null, token: string): boolean {
  return given !== null && timingSafeEqual(digest(given), digest(token));
}

/**
 * Times every answered request into `metrics` (an onResponse hook; register before the routes) and adds GET
 * /metrics guarded by `token`.
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, token: string): void {
  app.addHook('onResponse', async (req, reply) => {
    // the pattern (/api/dwellings/:uuid), never the URL: one series per route, not per dwelling
    // the only HTML no route answers is the web app's index.html (platform/http/web-app.ts's not-found handler)
    const isWebAppPage = reply.statusCode < 400 && String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    const route = req.routeOptions.url ?? (isWebAppPage ? WEB_APP_ROUTE : UNMATCHED_ROUTE);
    metrics.observeRequest(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get(METRICS_PATH, async (req, reply) => {
    if (!isMetricsToken(bearerToken(req), token)) throw new AppError('UNAUTHENTICATED');
    const text = await metrics.scrape();
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
  });
}
