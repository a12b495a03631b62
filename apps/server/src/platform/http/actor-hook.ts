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
 *
 * A login token used with less than RENEW_LOGIN_TOKEN_WITHIN_SECONDS left gets a fresh one in the
 * reply header RENEWED_TOKEN_HEADER (docs/architecture.md "Auth and sessions").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ANONYMOUS, type Actor, type UserActor } from '../auth/actor';
import { loginClaims, tokenVersionOf } from '../auth/tokens';
import { RENEW_LOGIN_TOKEN_WITHIN_SECONDS, RENEWED_TOKEN_HEADER } from '@udlejning/shared/accounts/user';
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

/** A login token that signed a user in: the actor, the token's `exp` (seconds) and its token version. */
type TokenSession = { actor: UserActor; exp: number; tokenVersion: number };

/**
 * The session of a login token, or null when it signs nobody in (missing, invalid, expired, unknown
 * or deleted user, revoked by a newer token version). Throws only when the database is unavailable.
 */
async function sessionFromToken(deps: Deps, lookupSession: SessionLookup, token: string | null): Promise<TokenSession | null> {
  if (!token) return null;
  try {
    const claims = await deps.tokens.verify('login', token);
    const id = Number(claims.sub);
    if (!Number.isInteger(id)) return null;
    const session = await lookupSession(deps.db, id);
    if (!session || session.tokenVersion !== tokenVersionOf(claims)) return null;
    return { actor: session.actor, exp: claims.exp, tokenVersion: session.tokenVersion };
  } catch (err) {
    if (isDatabaseUnavailable(err)) throw err;
    return null;
  }
}

/**
 * Returns the actor (with its session user) for a login token, or ANONYMOUS. Throws only when the
 * database is unavailable (503): answering 401 then would sign every user out during an outage.
 */
export async function actorFromToken(deps: Deps, lookupSession: SessionLookup, token: string | null): Promise<Actor> {
  return (await sessionFromToken(deps, lookupSession, token))?.actor ?? ANONYMOUS;
}

/**
 * A fresh login token (same user, same token version, a full hour) when `session`'s token has less
 * than RENEW_LOGIN_TOKEN_WITHIN_SECONDS left, else null. The version is the one just checked against
 * the user row, so a later password change revokes the renewed token like the old one
 * (docs/architecture.md "Auth and sessions").
 */
export async function renewedLoginToken(deps: Deps, session: TokenSession): Promise<string | null> {
  // the signer's clock (tokens.ts): the real time, or the journeys' test clock
  const left = session.exp - deps.tokens.nowSeconds();
  if (left >= RENEW_LOGIN_TOKEN_WITHIN_SECONDS) return null;
  return deps.tokens.sign('login', loginClaims(session.actor.userId, session.tokenVersion));
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
  const recent = new LRUCache<string, TokenSession>({ max: 10_000, ttl: RECENT_SESSION_MS });
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) {
      req.actor = ANONYMOUS;
      return;
    }
    const token = bearerToken(req);
    const session =
      token && req.routeOptions.config?.actorCheck === 'recent'
        ? await recentSession(app.deps, lookupSession, recent, token)
        : await sessionFromToken(app.deps, lookupSession, token);
    req.actor = session?.actor ?? ANONYMOUS;
    // the request's later log lines name the signed-in user by id (never by e-mail; docs/operations.md "Request ids and logs")
    if (session) req.log = req.log.child({ userId: session.actor.userId });
    // an active user's token is renewed in its last part of life, on REST and GraphQL alike
    const renewed = session ? await renewedLoginToken(app.deps, session) : null;
    if (renewed) reply.header(RENEWED_TOKEN_HEADER, renewed);
  });
}

/** The session of a recent session check for `token`, or a new check; the token itself is verified every time. */
async function recentSession(
  deps: Deps,
  lookupSession: SessionLookup,
  recent: LRUCache<string, TokenSession>,
  token: string,
): Promise<TokenSession | null> {
  const known = recent.get(token);
  if (known) {
    // an expired or altered token is refused even while its session check is remembered
    const valid = await deps.tokens.verify('login', token).then(
      () => true,
      () => false,
    );
    if (valid) return known;
    recent.delete(token);
    return null;
  }
  const session = await sessionFromToken(deps, lookupSession, token);
  if (session) recent.set(token, session);
  return session;
}
