/** Turns user rows into the API shapes of packages/shared/src/accounts/user.ts; never exposes the password hash. */
import type { AuthReply, RoleEntry, SessionUser } from '@udlejning/shared/accounts/user';
import type { UserRow } from './accounts.repository';

/** The user columns a session user is made of. */
export type SessionUserFields = Pick<
  UserRow,
  | 'id'
  | 'uuid'
  | 'email'
  | 'firstname'
  | 'lastname'
  | 'company'
  | 'companyAddress'
  | 'cvr'
  | 'phone'
  | 'type'
  | 'role'
  | 'verified'
  | 'emailVerified'
  | 'phoneVerified'
>;

/**
 * The session user (doc 1 §3): `name` is firstname + ' ' + lastname; `roles` are the user's
 * role entries plus {role: 'admin'} for global admins.
 */
export function presentSessionUser(row: SessionUserFields, roleEntries: RoleEntry[]): SessionUser {
  const roles: RoleEntry[] =
    row.role === 'admin' ? [{ role: 'admin', organization: null, name: null }, ...roleEntries] : roleEntries;
  return {
    id: row.id,
    uuid: row.uuid,
    email: row.email,
    name: `${row.firstname} ${row.lastname}`.trim(),
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    companyAddress: row.companyAddress,
    cvr: row.cvr,
    phone: row.phone,
    type: row.type,
    verified: row.verified,
    emailVerified: row.emailVerified,
    phoneVerified: row.phoneVerified,
    roles,
    role: row.role,
  };
}

/** Login, signup and profile replies: the token plus the session user fields. */
export function presentAuthReply(token: string, user: SessionUser): AuthReply {
  return { token, ...user };
}
