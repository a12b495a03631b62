/**
 * Accounts and sessions (doc 1 §3–§5, §7): signup, sign-in, the session user, profile and
 * password changes, and the admin user update. Called by accounts.routes.ts.
 */
import { z } from 'zod';
import { signupSchema } from '@udlejning/shared/accounts/signup.schema';
import { loginSchema } from '@udlejning/shared/accounts/login.schema';
import { profileSchemaFor } from '@udlejning/shared/accounts/profile.schema';
import { changePasswordSchema } from '@udlejning/shared/accounts/password.schema';
import { adminUserUpdateSchema } from '@udlejning/shared/accounts/user-update.schema';
import { ACCOUNT_MESSAGES } from '@udlejning/shared/accounts/fields';
import type { AuthReply, SessionUser, UserType } from '@udlejning/shared/accounts/user';
import type { Deps } from '../../platform/deps';
import { requireAdmin, requireUser, type Actor } from '../../platform/auth/actor';
import { AppError, fromZodError, validationError } from '../../platform/errors';
import { hashPassword, verifyPassword } from './password';
import { presentAuthReply, presentSessionUser } from './accounts.presenter';
import {
  findRoleEntries,
  findSessionRow,
  findUserByEmail,
  findUserById,
  findUserByIdOrUuid,
  insertUser,
  isEmailTaken,
  updateUser,
  type UserPatch,
  type UserRow,
} from './accounts.repository';
import { accountLimiters, assertNotLimited } from './rate-limit';
import { accountPolicy, authorizeAccount } from './accounts.policy';
import { sendVerificationMail } from './use-cases/email-verification';

const blankToNull = (v: string | null | undefined): string | null => (v && v.trim() ? v.trim() : null);
const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The session user of a row (with its role entries). */
export async function sessionUserOf(deps: Deps, row: UserRow): Promise<SessionUser> {
  return presentSessionUser(row, await findRoleEntries(deps.db, row.id));
}

/** A login token (1 hour) plus the session user. */
export async function authReplyFor(deps: Deps, row: UserRow): Promise<AuthReply> {
  const token = await deps.tokens.sign('login', { sub: String(row.id) });
  return presentAuthReply(token, await sessionUserOf(deps, row));
}

/** True when the account is deleted or its scheduled deletion date has passed (doc 1 §4). */
function isGone(deps: Deps, row: UserRow): boolean {
  return Boolean(row.deletedAt) || Boolean(row.expireAt && row.expireAt.getTime() <= deps.now().getTime());
}

/**
 * POST /api/users: signup as PERSONAL or BUSINESS. 400 'User validation failed' with per-field
 * issues, 409 EMAIL_IN_USE for a taken address (any case). Mails the verification link.
 */
export async function signup(deps: Deps, body: unknown): Promise<AuthReply> {
  const parsed = signupSchema.safeParse(body);
  if (!parsed.success) throw validationError(fromZodError(parsed.error).issues ?? [], ACCOUNT_MESSAGES.userValidationFailed);
  const input = parsed.data;
  const email = normalizeEmail(input.email);
  if (await isEmailTaken(deps.db, email)) {
    throw new AppError('EMAIL_IN_USE', { issues: [{ path: ['email'], message: 'Email is already in use' }] });
  }
  const row = await insertUser(deps.db, {
    type: input.type,
    company: blankToNull(input.company),
    companyAddress: blankToNull(input.companyAddress),
    cvr: blankToNull(input.cvr),
    firstname: input.firstname,
    lastname: input.lastname,
    phone: input.phone,
    email,
    role: 'landlord',
    passwordHash: await hashPassword(input.password),
    passwordChangedAt: deps.now(),
  });
  await sendVerificationMail(deps, row);
  return authReplyFor(deps, row);
}

let dummyHash: Promise<string> | null = null;

/**
 * POST /api/auth: sign in with e-mail and password. 400 naming a missing field, 401
 * INVALID_CREDENTIALS, 429 RATE_LIMITED after too many failures per e-mail or per IP.
 */
export async function login(deps: Deps, body: unknown, ip: string): Promise<AuthReply> {
  const input = loginSchema.parse(body);
  const email = normalizeEmail(input.email);
  const limits = accountLimiters(deps);
  assertNotLimited([
    [limits.loginByEmail, email],
    [limits.loginByIp, ip],
  ]);
  const row = await findUserByEmail(deps.db, email);
  // verify against a dummy hash for unknown addresses so the reply time does not reveal them
  dummyHash ??= hashPassword('not-a-real-password');
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyHash), input.password);
  if (!row || !ok || isGone(deps, row)) {
    limits.loginByEmail.hit(email);
    limits.loginByIp.hit(ip);
    throw new AppError('INVALID_CREDENTIALS');
  }
  limits.loginByEmail.reset(email);
  return authReplyFor(deps, row);
}

async function loadActorRow(deps: Deps, actor: Actor): Promise<UserRow> {
  const user = requireUser(actor);
  const row = await findUserById(deps.db, user.userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  return row;
}

/**
 * GET /api/users/me: the session user; 401 without a valid login token. Answered from the row the
 * actor hook read for this request (no second query); read once more only for an actor without it.
 */
export async function getSessionUser(deps: Deps, actor: Actor): Promise<SessionUser> {
  const user = requireUser(actor);
  if (user.sessionUser) return user.sessionUser;
  const row = await findSessionRow(deps.db, user.userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  return presentSessionUser(row, row.roleEntries);
}

const objectBody = z.looseObject({});
const PROFILE_FIELDS = ['firstname', 'lastname', 'email', 'phone', 'company', 'companyAddress', 'cvr'] as const;

/**
 * POST /api/users/me: updates the own profile and returns a fresh token plus the user. Fields not
 * sent keep their value; cvr is ignored unless the actor is an admin; BUSINESS needs company
 * and companyAddress. A taken e-mail gives 409; a changed e-mail is unverified and gets a mail.
 */
export async function updateOwnProfile(deps: Deps, actor: Actor, body: unknown): Promise<AuthReply> {
  const row = await loadActorRow(deps, actor);
  const user = requireUser(actor);
  const sent = objectBody.parse(body ?? {});
  const merged: Record<string, unknown> = {};
  for (const field of PROFILE_FIELDS) merged[field] = sent[field] === undefined ? row[field] : sent[field];
  const input = profileSchemaFor(row.type as UserType).parse(merged);
  // only admins edit cvr (doc 1 §5); for everyone else a sent cvr is ignored
  const canEditCvr = accountPolicy.editCvr(user);
  const patch: UserPatch = {
    firstname: input.firstname,
    lastname: input.lastname,
    phone: input.phone,
    company: blankToNull(input.company),
    companyAddress: blankToNull(input.companyAddress),
    ...(canEditCvr ? { cvr: blankToNull(input.cvr) } : {}),
  };
  const updated = await applyEmailChange(deps, row, input.email, patch);
  return authReplyFor(deps, updated);
}

/** Saves `patch`, plus the e-mail when it changed (409 if taken; unverified; verification mail). */
async function applyEmailChange(deps: Deps, row: UserRow, rawEmail: string | undefined, patch: UserPatch): Promise<UserRow> {
  const email = rawEmail === undefined ? row.email : normalizeEmail(rawEmail);
  const emailChanged = email !== row.email.toLowerCase();
  if (emailChanged) {
    if (await isEmailTaken(deps.db, email, row.id)) {
      throw new AppError('EMAIL_IN_USE', { issues: [{ path: ['email'], message: 'Email is already in use' }] });
    }
    Object.assign(patch, { email, emailVerified: patch.emailVerified ?? false });
  }
  const updated = await updateUser(deps.db, row.id, patch);
  if (emailChanged && !updated.emailVerified) await sendVerificationMail(deps, updated);
  return updated;
}

/**
 * POST /api/users/me/password {password, oldPassword}: 400 WRONG_PASSWORD 'Type present
 * password' (issue path oldPassword) when the current password is wrong. Returns a fresh token
 * plus the user; reset links issued before the change stop working.
 */
export async function changeOwnPassword(deps: Deps, actor: Actor, body: unknown): Promise<AuthReply> {
  const row = await loadActorRow(deps, actor);
  const input = changePasswordSchema.parse(body);
  if (!(await verifyPassword(row.passwordHash, input.oldPassword))) {
    throw new AppError('WRONG_PASSWORD', { issues: [{ path: ['oldPassword'], message: ACCOUNT_MESSAGES.typePresentPassword }] });
  }
  const updated = await updateUser(deps.db, row.id, {
    passwordHash: await hashPassword(input.password),
    passwordChangedAt: deps.now(),
  });
  return authReplyFor(deps, updated);
}

/**
 * POST /api/users/{id}: admin update of any user by numeric id or uuid (type incl. VA, cvr,
 * names, phone, company, verification flags). 401 logged out, 403 non-admin, 404 unknown id.
 */
export async function adminUpdateUser(deps: Deps, actor: Actor, idOrUuid: string, body: unknown): Promise<SessionUser> {
  const admin = requireAdmin(actor);
  const input = adminUserUpdateSchema.parse(body ?? {});
  const row = await findUserByIdOrUuid(deps.db, idOrUuid);
  if (!row) throw new AppError('NOT_FOUND');
  authorizeAccount(admin, 'updateUser', row);
  const patch: UserPatch = {};
  if (input.firstname !== undefined) patch.firstname = input.firstname;
  if (input.lastname !== undefined) patch.lastname = input.lastname;
  if (input.phone !== undefined) patch.phone = input.phone;
  if (input.type !== undefined) patch.type = input.type;
  if (input.company !== undefined) patch.company = blankToNull(input.company);
  if (input.companyAddress !== undefined) patch.companyAddress = blankToNull(input.companyAddress);
  if (input.cvr !== undefined) patch.cvr = blankToNull(input.cvr);
  if (input.verified !== undefined) patch.verified = input.verified;
  if (input.emailVerified !== undefined) patch.emailVerified = input.emailVerified;
  if (input.phoneVerified !== undefined) patch.phoneVerified = input.phoneVerified;
  return sessionUserOf(deps, await applyEmailChange(deps, row, input.email, patch));
}
