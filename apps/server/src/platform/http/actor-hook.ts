/**
 * Resolves `req.actor` from `Authorization: Bearer <login token>` (or the lltoken cookie).
 * The user row is re-read on every request so a changed role or a deleted user takes effect at once.
 * A missing, invalid or expired token leaves the request anonymous; protected calls then answer 401.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../modules/accounts/accounts.schema';
import { ANONYMOUS, type Actor } from '../auth/actor';
import type { Deps } from '../deps';
import type { Role, UserType } from '@udlejning/shared/accounts/user';

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const cookie = (req as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies?.lltoken;
  return cookie || null;
}

/** Returns the actor for a login token, or ANONYMOUS. Never throws. */
export async function actorFromToken(deps: Deps, token: string | null): Promise<Actor> {
  if (!token) return ANONYMOUS;
  try {
    const claims = await deps.tokens.verify('login', token);
    const id = Number(claims.sub);
    if (!Number.isInteger(id)) return ANONYMOUS;
    const [user] = await deps.db
      .select({
        id: users.id,
        uuid: users.uuid,
        role: users.role,
        type: users.type,
        verified: users.verified,
        firstname: users.firstname,
        lastname: users.lastname,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(eq(users.id, id));
    if (!user || user.deletedAt) return ANONYMOUS;
    return {
      kind: 'user',
      userId: user.id,
      uuid: user.uuid,
      role: user.role as Role,
      type: user.type as UserType,
      verified: user.verified,
      isAdmin: user.role === 'admin',
      name: `${user.firstname} ${user.lastname}`.trim(),
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
