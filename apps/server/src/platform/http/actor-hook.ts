/**
 * Resolves `req.actor` from `Authorization: Bearer <login token>` (or the lltoken cookie).
 * The user row and its role entries are re-read on every request, in ONE round trip
 * (findSessionRow), so a changed role or a deleted user takes effect at once and GET /api/users/me
 * answers from the same row. A missing, invalid or expired token leaves the request anonymous;
 * protected calls then answer 401.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSessionRow } from '../../modules/accounts/accounts.repository';
import { presentSessionUser } from '../../modules/accounts/accounts.presenter';
import { ANONYMOUS, type Actor } from '../auth/actor';
import type { Deps } from '../deps';
import type { UserType } from '@udlejning/shared/accounts/user';

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const cookie = (req as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies?.lltoken;
  return cookie || null;
}

/** Returns the actor (with its session user) for a login token, or ANONYMOUS. Never throws. */
export async function actorFromToken(deps: Deps, token: string | null): Promise<Actor> {
  if (!token) return ANONYMOUS;
  try {
    const claims = await deps.tokens.verify('login', token);
    const id = Number(claims.sub);
    if (!Number.isInteger(id)) return ANONYMOUS;
    const row = await findSessionRow(deps.db, id);
    if (!row) return ANONYMOUS;
    const sessionUser = presentSessionUser(row, row.roleEntries);
    return {
      kind: 'user',
      userId: row.id,
      uuid: row.uuid,
      role: sessionUser.role,
      type: row.type as UserType,
      verified: row.verified,
      isAdmin: row.role === 'admin',
      name: sessionUser.name,
      sessionUser,
    };
  } catch {
    return ANONYMOUS;
  }
}

/** Adds the onRequest hook that sets req.actor (on the root instance, so every route sees it). */
export function registerActorHook(app: FastifyInstance) {
  // a request-scoped value set by the hook below; the decorator only declares the property
  app.decorateRequest('actor', undefined as never);
  app.addHook('onRequest', async (req) => {
    req.actor = req.url.startsWith('/api/') ? await actorFromToken(app.deps, bearerToken(req)) : ANONYMOUS;
  });
}
