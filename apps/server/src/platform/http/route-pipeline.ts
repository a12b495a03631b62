/**
 * One request pipeline for every REST route (docs/architecture.md "Request pipeline"): a route declares who may call it and the
 * zod schemas of its input, and the pipeline enforces both before the handler runs.
 *
 *   app.post('/api/users/me/password', {
 *     config: { auth: 'user' },                       // 'public' | 'user' | 'admin'
 *     schema: { body: changePasswordSchema },         // params, querystring, body: shared zod schemas
 *   }, async (req) => changeOwnPassword(deps, req.user, req.body));   // req.body is typed, req.user a UserActor
 *
 * - `config.auth` is required on every `/api/` route: registering one without it throws at start-up,
 *   so no route is public by accident. 'user' answers 401 UNAUTHENTICATED to a logged-out caller,
 *   'admin' also 403 FORBIDDEN to a non-admin, both before the body is read; the handler then reads
 *   the signed-in caller as `req.user`. 'public' routes decide inside (status-link tokens, sign-in).
 * - A reply schema (`schema.response`, shared zod types) writes the reply: fastify-type-provider-zod's
 *   serializerCompiler encodes the handler's value with it, so a field the schema does not name is not
 *   sent (docs/architecture.md "OpenAPI document"). Plain JSON Schema replies keep Fastify's
 *   compiled serializer (the address search, the hottest route).
 * - Input schemas go through fastify-type-provider-zod: the handler's `req.body`, `req.query` and
 *   `req.params` are the parsed (typed, defaulted) values. A schema failure is the app's
 *   400 VALIDATION_FAILED with one `{ path, message }` issue per field (error-handler.ts), with the
 *   route's `config.validationMessage` as the top-level message when the spec names one.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TEXT_LIMITS } from '@udlejning/shared/text';
import { recordId } from '@udlejning/shared/record-id';
import type { Actor, UserActor } from '../auth/actor';
import { AppError } from '../errors';

/**
 * Who may call a route: anyone, a signed-in user, an admin, or the marketplace's integration
 * (a request carrying `Authorization: Bearer <INTEGRATION_KEY>`; docs/architecture.md "Partner integration").
 */
export type RouteAuth = 'public' | 'user' | 'admin' | 'integration';

/** The longest path parameter, in characters after decoding: the router answers a longer one 414 URI_TOO_LONG. */
export const MAX_PARAM_LENGTH = TEXT_LIMITS.short;

/**
 * The params schema of a route with one path segment `name` (an id or uuid: the service answers 404
 * for one it does not know, so any text up to TEXT_LIMITS.short passes here).
 */
export function pathParams<K extends string>(name: K) {
  // the same rule as a GraphQL ID argument (shared record-id.ts)
  return z.object({ [name]: recordId() } as Record<K, ReturnType<typeof recordId>>);
}

/** Throws UNAUTHENTICATED / FORBIDDEN when `actor` may not call a route declared `auth`. */
export function checkRouteAuth(auth: Exclude<RouteAuth, 'integration'>, actor: Actor): UserActor | null {
  if (auth === 'public') return actor.kind === 'user' ? actor : null;
  if (actor.kind !== 'user') throw new AppError('UNAUTHENTICATED');
  if (auth === 'admin' && !actor.isAdmin) throw new AppError('FORBIDDEN');
  return actor;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Throws UNAUTHENTICATED unless the request carries `Authorization: Bearer <key>` with the configured
 * INTEGRATION_KEY (compared in constant time); with no key configured every integration call is refused.
 */
export function checkIntegrationKey(req: FastifyRequest, key: string | undefined): void {
  const header = req.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  if (!key || !given || !timingSafeEqual(digest(given), digest(key))) throw new AppError('UNAUTHENTICATED');
}

const isZod = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;

/** A route's zod reply schemas are serialised by zod; its others (binary content) are never serialised. */
const replySerializer: typeof serializerCompiler = (route) =>
  isZod(route.schema) ? serializerCompiler(route) : (data: unknown) => JSON.stringify(data);

/**
 * Installs the zod validator, the zod serializer of routes with zod reply schemas, the start-up check that every `/api/` route declares `config.auth`,
 * and the onRequest hook that enforces it (registered after the actor hook, so `req.actor` is set).
 * Call before any route is registered.
 */
export function registerRoutePipeline(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  // request-scoped, set by the hook below for routes that require a user
  app.decorateRequest('user', null as never);
  app.addHook('onRoute', (route) => {
    const replies = Object.values((route.schema?.response ?? {}) as Record<string, unknown>);
    // a reply given per content type (`{ content: { 'application/json': { schema } } }`) counts by its schemas
    const schemas = replies.flatMap((r) =>
      r && typeof r === 'object' && 'content' in r
        ? Object.values(r.content as Record<string, { schema: unknown }>).map((c) => c.schema)
        : [r],
    );
    if (schemas.some(isZod)) route.serializerCompiler = replySerializer as never;
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
    const auth = (route.config as { auth?: RouteAuth } | undefined)?.auth;
    if (!auth)
      throw new Error(
        `${String(route.method)} ${route.url} declares no config.auth ('public' | 'user' | 'admin' | 'integration')`,
      );
  });
  app.addHook('onRequest', async (req) => {
    const auth = req.routeOptions.config?.auth;
    if (!auth || !req.url.startsWith('/api/')) return;
    if (auth === 'integration') return checkIntegrationKey(req, req.server.deps.env.INTEGRATION_KEY);
    const user = checkRouteAuth(auth, req.actor);
    if (user) req.user = user;
  });
}
