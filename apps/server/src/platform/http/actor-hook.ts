/**
 * Resolves `req.actor` from `Authorization: Bearer <login token>`. Only that header: no cookie is a
 * login (docs/architecture.md "Browser protections": the web app keeps its token in local storage and nothing sets a cookie, so a
 * cookie would only add cross-site request forgery).
 * The user row and its role entries are re-read on every request, in ONE round trip (the
 * SessionLookup the app root injects: accounts owns the users table, the platform imports no
 * module), so a changed role or a deleted user takes effect at once and GET /api/users/me answers
 * from the same row. The same row's token version must equal the token's `ver`: a password
 * change or reset bumps it and so ends every older session (docs/architecture.md "Auth and sessions"). A missing, invalid or expired token leaves the request anonymous;
 * protected calls then answer 401.
 *
 * A route may opt into `config: { actorCheck: 'recent' }` (the address autocomplete, docs/architecture.md "Auth and sessions"):
 * the token is still verified on every request (signature, expiry, purpose), but the session
 * check (the user row) made for the same token in the last RECENT_SESSION_MS is reused, so a
 * typing user's requests cost no database round trip for signing in.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ANONYMOUS, type Actor, type UserActor } from '../auth/actor';
import { tokenVersionOf } from '../auth/tokens';
import type { Deps } from '../deps';
import type { Db } from '../db/client';
import { isDatabaseUnavailable } from '../db/availability';

/** A signed-in user's session: the actor it makes (with its session user) and the token version it accepts. */
export type Session = { actor: UserActor; tokenVersion: number };

/**
 * Reads the session of user `userId` in ONE database round trip (user row and role entries), or
 * null for an unknown or deleted user. Injected by the app root (accounts: lookupSession).
 */
export type SessionLookup = (db: Db, userId: number) => Promise<Session | null>;

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

/**
 * Returns the actor (with its session user) for a login token, or ANONYMOUS. Throws only when the
 * database is unavailable (503): answering 401 then would sign every user out during an outage.
 */
export async function actorFromToken(deps: Deps, lookupSession: SessionLookup, token: string | null): Promise<Actor> {
  if (!token) return ANONYMOUS;
  try {
    const claims = await deps.tokens.verify('login', token);
    const id = Number(claims.sub);
    if (!Number.isInteger(id)) return ANONYMOUS;
    const session = await lookupSession(deps.db, id);
    if (!session || session.tokenVersion !== tokenVersionOf(claims)) return ANONYMOUS;
    return session.actor;
  } catch (err) {
    if (isDatabaseUnavailable(err)) throw err;
    return ANONYMOUS;
  }
}

/** How the onRequest hook signs a route's caller in: 'session' (default) reads the user row on every request. */
export type ActorCheck = 'session' | 'recent';

/** How long (ms) a session check is reused by routes with `actorCheck: 'recent'`. */
export const RECENT_SESSION_MS = 5_000;

/**
 * Adds the onRequest hook that sets req.actor (on the root instance, so every route sees it);
 * `lookupSession` reads a token's user (see SessionLookup).
 */
export function registerActorHook(app: FastifyInstance, lookupSession: SessionLookup) {
  // a request-scoped value set by the hook below; the decorator only declares the property
  app.decorateRequest('actor', undefined as never);
  // signed-in actors by token text, for 'recent' routes only
  const recent = new LRUCache<string, Actor>({ max: 10_000, ttl: RECENT_SESSION_MS });
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) {
      req.actor = ANONYMOUS;
      return;
    }
    const token = bearerToken(req);
    if (token && req.routeOptions.config?.actorCheck === 'recent') {
      req.actor = await recentActor(app.deps, lookupSession, recent, token);
      return;
    }
    req.actor = await actorFromToken(app.deps, lookupSession, token);
  });
}

/** The actor of a recent session check for `token`, or a new check; the token itself is verified every time. */
async function recentActor(
  deps: Deps,
  lookupSession: SessionLookup,
  recent: LRUCache<string, Actor>,
  token: string,
): Promise<Actor> {
  const known = recent.get(token);
  if (known) {
    // an expired or altered token is refused even while its session check is remembered
    const valid = await deps.tokens.verify('login', token).then(
      () => true,
      () => false,
    );
    if (valid) return known;
    recent.delete(token);
    return ANONYMOUS;
  }
  const actor = await actorFromToken(deps, lookupSession, token);
  if (actor.kind === 'user') recent.set(token, actor);
  return actor;
}
