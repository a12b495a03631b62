/**
 * Accounts and sessions (doc 1 §3–§5, §7): signup, sign-in, the session user, profile and
 * password changes, and the admin user update. Called by accounts.routes.ts.
 */
import type { Signup } from '@udlejning/shared/accounts/signup.schema';
import type { Login } from '@udlejning/shared/accounts/login.schema';
import type { Language } from '@udlejning/shared/i18n/languages';
import { isEmailChange, profileSchemaFor, type ProfileUpdate } from '@udlejning/shared/accounts/profile.schema';
import type { ChangePassword } from '@udlejning/shared/accounts/password.schema';
import type { AdminUserUpdate } from '@udlejning/shared/accounts/user-update.schema';
import { ACCOUNT_MESSAGES } from '@udlejning/shared/accounts/fields';
import type { AuthReply, SessionUser } from '@udlejning/shared/accounts/user';
import type { Deps } from '../../platform/deps';
import type { UserActor } from '../../platform/auth/actor';
import { AppError } from '../../platform/errors';
import { loginClaims } from '../../platform/auth/tokens';
import { consumeAll } from '../../platform/http/rate-limit';
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
  setPassword,
  updateUser,
  type UserPatch,
  type UserRow,
} from './accounts.repository';
import {
  currentPasswordFailuresByUser,
  emailChangesByUser,
  loginFailuresByEmailAndIp,
  loginFailuresByIp,
  signupsByIp,
} from './accounts.limits';
import { accountPolicy, authorizeAccount } from './accounts.policy';
import { sendEmailChangedMail, sendVerificationMail } from './use-cases/email-verification';

const blankToNull = (v: string | null | undefined): string | null => (v && v.trim() ? v.trim() : null);
const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The session user of a row (with its role entries). */
export async function sessionUserOf(deps: Deps, row: UserRow): Promise<SessionUser> {
  return presentSessionUser(row, await findRoleEntries(deps.db, row.id));
}

/** A login token (1 hour, carrying the user's token version) plus the session user. */
export async function authReplyFor(deps: Deps, row: UserRow): Promise<AuthReply> {
  const token = await deps.tokens.sign('login', loginClaims(row.id, row.tokenVersion));
  return presentAuthReply(token, await sessionUserOf(deps, row));
}

/** True when the account is deleted or its scheduled deletion date has passed (doc 1 §4). */
function isGone(deps: Deps, row: UserRow): boolean {
  return Boolean(row.deletedAt) || Boolean(row.expireAt && row.expireAt.getTime() <= deps.now().getTime());
}

/**
 * POST /api/users: signup as PERSONAL or BUSINESS. 400 'User validation failed' with per-field
 * issues, 409 EMAIL_IN_USE for a taken address (any case), 429 RATE_LIMITED after 20 valid
 * attempts an hour from `ip` (signupsByIp). Queues the verification mail, in `language` (the
 * request's, kept as the user's mail language).
 */
export async function signup(deps: Deps, input: Signup, ip: string, language: Language | null = null): Promise<AuthReply> {
  // counted before the e-mail check, so probing which addresses have accounts is limited too
  await signupsByIp.consume(deps.db, ip);
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
    language,
  });
  await sendVerificationMail(deps, row);
  return authReplyFor(deps, row);
}

let dummyHash: Promise<string> | null = null;

/**
 * POST /api/auth: sign in with e-mail and password. 400 naming a missing field, 401
 * INVALID_CREDENTIALS, 429 RATE_LIMITED (with Retry-After) once `ip` has 50 failed sign-ins in the
 * hour, or this e-mail 10 from `ip`. Failures elsewhere never refuse the owner's sign-in (docs/architecture.md "Auth and sessions").
 * `language` (the request's) becomes the user's mail language when it changed (docs/architecture.md "Jobs and mail").
 */
export async function login(deps: Deps, input: Login, ip: string, language: Language | null = null): Promise<AuthReply> {
  const email = normalizeEmail(input.email);
  const emailAtIp = `${ip} ${email}`;
  // the attempt counts as a failure before the password is checked (refunded below when right):
  // a limited sender costs no argon2 verify, and parallel guesses cannot slip past the count
  await consumeAll(deps.db, [
    [loginFailuresByIp, ip],
    [loginFailuresByEmailAndIp, emailAtIp],
  ]);
  const row = await findUserByEmail(deps.db, email);
  // verify against a dummy hash for unknown addresses so the reply time does not reveal them
  dummyHash ??= hashPassword('not-a-real-password');
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyHash), input.password);
  if (!row || !ok || isGone(deps, row)) throw new AppError('INVALID_CREDENTIALS');
  await Promise.all([loginFailuresByIp.refund(deps.db, ip), loginFailuresByEmailAndIp.reset(deps.db, emailAtIp)]);
  // mails follow the language the user signs in with (docs/architecture.md "Jobs and mail")
  if (language && row.language !== language) return authReplyFor(deps, await updateUser(deps.db, row.id, { language }));
  return authReplyFor(deps, row);
}

/**
 * Checks the user's current password (password change, e-mail change). 429 RATE_LIMITED after 10
 * wrong ones in the hour (currentPasswordFailuresByUser), 400 WRONG_PASSWORD 'Type present
 * password' on `field` when wrong; a right one clears the count.
 */
async function assertCurrentPassword(deps: Deps, row: UserRow, password: string, field: string): Promise<void> {
  const key = String(row.id);
  await currentPasswordFailuresByUser.consume(deps.db, key);
  if (!(await verifyPassword(row.passwordHash, password))) {
    throw new AppError('WRONG_PASSWORD', { issues: [{ path: [field], message: ACCOUNT_MESSAGES.typePresentPassword }] });
  }
  await currentPasswordFailuresByUser.reset(deps.db, key);
}

async function loadActorRow(deps: Deps, user: UserActor): Promise<UserRow> {
  const row = await findUserById(deps.db, user.userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  return row;
}

/**
 * GET /api/users/me: the session user; 401 without a valid login token. Answered from the row the
 * actor hook read for this request (no second query); read once more only for an actor without it.
 */
export async function getSessionUser(deps: Deps, user: UserActor): Promise<SessionUser> {
  if (user.sessionUser) return user.sessionUser;
  const row = await findSessionRow(deps.db, user.userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  return presentSessionUser(row, row.roleEntries);
}

const PROFILE_FIELDS = ['firstname', 'lastname', 'email', 'phone', 'company', 'companyAddress', 'cvr'] as const;

/**
 * POST /api/users/me: updates the own profile and returns a fresh token plus the user. Fields not
 * sent keep their value; cvr is ignored unless the actor is an admin; BUSINESS needs company
 * and companyAddress. A new e-mail needs `currentPassword` (400 on currentPassword when missing
 * or wrong, 429 after 10 wrong ones or 5 changes a day, docs/architecture.md "Rate limits"); a taken e-mail gives 409; the
 * new address is unverified and gets a link, the old one a notice.
 */
export async function updateOwnProfile(deps: Deps, user: UserActor, sent: ProfileUpdate): Promise<AuthReply> {
  const row = await loadActorRow(deps, user);
  const merged: Record<string, unknown> = { currentPassword: sent.currentPassword };
  for (const field of PROFILE_FIELDS) merged[field] = sent[field] === undefined ? row[field] : sent[field];
  const input = profileSchemaFor(row.type, row.email).parse(merged);
  if (isEmailChange(row.email, input.email)) {
    await assertCurrentPassword(deps, row, input.currentPassword ?? '', 'currentPassword');
    await emailChangesByUser.consume(deps.db, String(row.id));
  }
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

/**
 * Saves `patch`, plus the e-mail when it changed (409 if taken; unverified; a verification mail to
 * the new address and a notice to the old one).
 */
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
  if (emailChanged) {
    if (!updated.emailVerified) await sendVerificationMail(deps, updated);
    await sendEmailChangedMail(deps, row, updated.email);
  }
  return updated;
}

/**
 * POST /api/users/me/password {password, oldPassword}: 400 WRONG_PASSWORD 'Type present
 * password' (issue path oldPassword) when the current password is wrong, 429 RATE_LIMITED after
 * 10 wrong ones in the hour. Returns a fresh token plus the user: this session stays signed in,
 * every other session ends (token version bumped), reset links issued before stop working.
 */
export async function changeOwnPassword(deps: Deps, user: UserActor, input: ChangePassword): Promise<AuthReply> {
  const row = await loadActorRow(deps, user);
  await assertCurrentPassword(deps, row, input.oldPassword, 'oldPassword');
  const updated = await setPassword(deps.db, row.id, {
    passwordHash: await hashPassword(input.password),
    passwordChangedAt: deps.now(),
  });
  return authReplyFor(deps, updated);
}

/**
 * POST /api/users/{id}: admin update of any user by numeric id or uuid (type incl. VA, cvr,
 * names, phone, company, verification flags). 401 logged out, 403 non-admin, 404 unknown id. On the
 * admin's own account an e-mail change needs `currentPassword` exactly as POST /api/users/me (400
 * WRONG_PASSWORD on currentPassword, the same failure and change limits), so a stolen admin session
 * cannot take over the account's e-mail by the id route.
 */
export async function adminUpdateUser(
  deps: Deps,
  admin: UserActor,
  idOrUuid: string,
  input: AdminUserUpdate,
): Promise<SessionUser> {
  const row = await findUserByIdOrUuid(deps.db, idOrUuid);
  if (!row) throw new AppError('NOT_FOUND');
  authorizeAccount(admin, 'updateUser', row);
  if (row.id === admin.userId && isEmailChange(row.email, input.email)) {
    await assertCurrentPassword(deps, row, input.currentPassword ?? '', 'currentPassword');
    await emailChangesByUser.consume(deps.db, String(row.id));
  }
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
