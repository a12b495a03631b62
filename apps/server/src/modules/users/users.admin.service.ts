/**
 * User administration (doc 1 §2 Users (admin), §6, §7): the paged user table, one user's details
 * with dwellings, the admin password reset, type change, feed token and scheduled deletion.
 * Admin only: the GraphQL fields are `withAuth({ admin: true })`, and every function checks again.
 */
import { randomBytes } from 'node:crypto';
import type { UserDetails, UserListItem, UserListQuery } from '@udlejning/shared/users/admin';
import type { UserType } from '@udlejning/shared/accounts/user';
import type { UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import { hashPassword } from '../accounts/password';
import { findUserByIdOrUuid, setPassword, updateUser, type UserRow } from '../accounts/accounts.repository';
import { countUsers, findDwellingsOfUser, findUsersPage } from './users.repository';
import { reactivateUser, scheduleUserDeletion } from './users.deletion';
import { authorizeUsers } from './users.policy';

const requireAdmin = (actor: UserActor) => authorizeUsers(actor, 'administer');

/** The user by numeric id or uuid, not deleted; 404 otherwise. */
async function loadUser(deps: Deps, idOrUuid: string): Promise<UserRow> {
  const row = await findUserByIdOrUuid(deps.db, idOrUuid);
  if (!row || row.deletedAt) throw new AppError('NOT_FOUND');
  return row;
}

/** A row of the user table (doc 1 §7 edges.node). */
export function presentUserListItem(row: UserRow): UserListItem {
  return {
    id: row.id,
    uuid: row.uuid,
    name: `${row.firstname} ${row.lastname}`.trim(),
    email: row.email,
    phone: row.phone,
    type: row.type as UserType,
    expireAt: row.expireAt?.toISOString() ?? null,
  };
}

/** userConnection's total count. */
export async function countUserTable(deps: Deps, actor: UserActor, q: UserListQuery): Promise<number> {
  requireAdmin(actor);
  return countUsers(deps.db, q);
}

/** One page of the user table, `limit` rows from `offset`. */
export async function findUserTablePage(deps: Deps, actor: UserActor, q: UserListQuery, page: { offset: number; limit: number }) {
  requireAdmin(actor);
  return (await findUsersPage(deps.db, q, page)).map(presentUserListItem);
}

/** user(id): the profile, uuid, feed token and dwellings; id is the numeric id or the uuid. */
export async function getUserDetails(deps: Deps, actor: UserActor, idOrUuid: string): Promise<UserDetails> {
  requireAdmin(actor);
  const row = await loadUser(deps, idOrUuid);
  const dwellings = await findDwellingsOfUser(deps.db, row.id);
  return {
    ...presentUserListItem(row),
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    companyAddress: row.companyAddress,
    cvr: row.cvr,
    role: row.role,
    verified: row.verified,
    emailVerified: row.emailVerified,
    phoneVerified: row.phoneVerified,
    feedToken: row.feedToken,
    createdAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    dwellings: dwellings.map((d) => ({
      uuid: d.uuid,
      address: d.address,
      status: d.status,
      active: d.active,
      listingType: d.listingType,
      createdAt: d.createdAt.toISOString(),
    })),
  };
}

/** Letters and digits without look-alikes (0/O, 1/l/I). */
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Length of a generated password: 14 characters of 56 ≈ 81 bits. */
export const GENERATED_PASSWORD_LENGTH = 14;

/** A random password of GENERATED_PASSWORD_LENGTH characters from PASSWORD_ALPHABET (rejection sampling, no bias). */
export function generatePassword(): string {
  let out = '';
  while (out.length < GENERATED_PASSWORD_LENGTH) {
    for (const byte of randomBytes(32)) {
      if (byte < 224 && out.length < GENERATED_PASSWORD_LENGTH) out += PASSWORD_ALPHABET[byte % 56];
    }
  }
  return out;
}

/**
 * resetPassword(id): a new random password, stored only as its hash; returned once. The user's
 * other sessions end (token version bumped). Records user/password-reset (without the password).
 */
export async function adminResetPassword(deps: Deps, actor: UserActor, idOrUuid: string): Promise<string> {
  requireAdmin(actor);
  const row = await loadUser(deps, idOrUuid);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await setPassword(tx, row.id, { passwordHash, passwordChangedAt: deps.now() });
    await recordActivity(tx, actor, {
      targetType: 'user',
      action: 'user/password-reset',
      targetId: row.uuid,
      timestamp: deps.now(),
    });
  });
  return password;
}

/** setUserType(uuid, type): VA, PERSONAL or BUSINESS; records user/type with the change. Returns the type. */
export async function setUserType(deps: Deps, actor: UserActor, uuid: string, type: UserType): Promise<UserType> {
  requireAdmin(actor);
  const row = await loadUser(deps, uuid);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, row.id, { type });
    await recordActivity(tx, actor, {
      targetType: 'user',
      action: 'user/type',
      targetId: row.uuid,
      data: { diff: { type: [row.type, type] } },
      timestamp: deps.now(),
    });
  });
  return type;
}

/**
 * setUserVerified(id, verified) (doc 1 §3 User.verified, doc 2 §4 displayed status): sets the flag
 * and records user/verified with the change, in one transaction. Returns the new value; 404 for an
 * unknown or deleted user.
 */
export async function setUserVerified(deps: Deps, actor: UserActor, idOrUuid: string, verified: boolean): Promise<boolean> {
  requireAdmin(actor);
  const row = await loadUser(deps, idOrUuid);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, row.id, { verified });
    await recordActivity(tx, actor, {
      targetType: 'user',
      action: 'user/verified',
      targetId: row.uuid,
      data: { diff: { verified: [row.verified, verified] } },
      timestamp: deps.now(),
    });
  });
  return verified;
}

/** A feed token: 32 random bytes, base64url (43 characters). */
export const newFeedToken = () => randomBytes(32).toString('base64url');

/** generateToken(uuid): a new feed token; the old one stops working at once. Returns it. */
export async function generateFeedToken(deps: Deps, actor: UserActor, uuid: string): Promise<string> {
  requireAdmin(actor);
  const row = await loadUser(deps, uuid);
  const feedToken = newFeedToken();
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, row.id, { feedToken });
    await recordActivity(tx, actor, { targetType: 'user', action: 'user/feed-token', targetId: row.uuid, timestamp: deps.now() });
  });
  return feedToken;
}

/** deleteUser(id): schedules the deletion; returns expireAt (ISO). An admin cannot delete their own account here (403). */
export async function adminDeleteUser(deps: Deps, actor: UserActor, idOrUuid: string): Promise<string> {
  requireAdmin(actor);
  const row = await loadUser(deps, idOrUuid);
  authorizeUsers(actor, 'delete', { targetId: row.id });
  const updated = await scheduleUserDeletion(deps, actor, row, 'admin');
  return updated.expireAt!.toISOString();
}

/** reactivateUser(id): clears a scheduled deletion before its date; returns true. */
export async function adminReactivateUser(deps: Deps, actor: UserActor, idOrUuid: string): Promise<boolean> {
  requireAdmin(actor);
  const row = await loadUser(deps, idOrUuid);
  await reactivateUser(deps, actor, row);
  return true;
}
