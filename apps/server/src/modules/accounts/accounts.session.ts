/**
 * The session lookup the actor hook runs on every authenticated request (platform/http/actor-hook.ts,
 * injected by app.ts): accounts owns the users table, so it turns a token's user id into the actor.
 */
import type { UserType } from '@udlejning/shared/accounts/user';
import type { Db } from '../../platform/db/client';
import type { Session } from '../../platform/http/actor-hook';
import { presentSessionUser } from './accounts.presenter';
import { findSessionRow } from './accounts.repository';

/**
 * The session of user `userId`: the actor (role, type, admin flag, name and the session user of
 * GET /api/users/me) and the token version it accepts, from ONE round trip; null for an unknown or
 * deleted user.
 */
export async function lookupSession(db: Db, userId: number): Promise<Session | null> {
  const row = await findSessionRow(db, userId);
  if (!row) return null;
  const sessionUser = presentSessionUser(row, row.roleEntries);
  return {
    tokenVersion: row.tokenVersion,
    actor: {
      kind: 'user',
      userId: row.id,
      uuid: row.uuid,
      role: sessionUser.role,
      type: row.type as UserType,
      verified: row.verified,
      isAdmin: row.role === 'admin',
      name: sessionUser.name,
      adminOrganizationIds: row.adminOrganizationIds,
      sessionUser,
    },
  };
}
