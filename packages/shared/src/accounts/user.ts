/** User types and roles (spec doc 1 §3). VA is only set by admins. */
export const USER_TYPES = ['PERSONAL', 'BUSINESS', 'VA'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Types a landlord may pick at signup. */
export const SIGNUP_USER_TYPES = ['PERSONAL', 'BUSINESS'] as const;

export const ROLES = ['admin', 'landlord'] as const;
export type Role = (typeof ROLES)[number];

/** Login token lifetime in seconds (doc 1 §9). */
export const TOKEN_TTL_SECONDS = 3600;
/**
 * A login token used with less than this many seconds left is renewed: the reply carries a fresh one
 * in RENEWED_TOKEN_HEADER, so an active user is never signed out mid-form (docs/architecture.md "Auth and sessions").
 */
export const RENEW_LOGIN_TOKEN_WITHIN_SECONDS = 20 * 60;
/** The reply header with a renewed login token (same user and token version, a full TOKEN_TTL_SECONDS). */
export const RENEWED_TOKEN_HEADER = 'x-renewed-token';
/** Local storage key of the login token (doc 1 §7). */
export const TOKEN_STORAGE_KEY = 'lltoken';
/** Minimum password length (doc 1 §9). */
export const MIN_PASSWORD_LENGTH = 6;

/** A role entry of a user: global admin, or admin of one organization (doc 1 §1). */
export type RoleEntry = { role: Role; organization: string | null; name: string | null };

/** The session user as returned by login, signup and GET /api/users/me (doc 1 §3). */
export type SessionUser = {
  id: number;
  uuid: string;
  email: string;
  name: string;
  firstname: string;
  lastname: string;
  company: string | null;
  companyAddress: string | null;
  cvr: string | null;
  phone: string;
  type: UserType;
  verified: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
  roles: RoleEntry[];
  role: Role;
};

/** Reply of login and signup: the token plus the session user fields. */
export type AuthReply = SessionUser & { token: string };
