/**
 * E-mail verification (doc 1 §4): the mailed link `${publicUrl}/verify-email?token=…` (purpose
 * 'verify-email', 7 days, claims {userId, email}), verifyEmail and resendEmailVerification; and the notice of an
 * e-mail change to the old address with its undo link (`/undo-email-change?token=…`, undoEmailChange).
 */
import { z } from 'zod';
import { UNDO_EMAIL_CHANGE_TTL_SECONDS, VERIFY_EMAIL_TOKEN_TTL_SECONDS } from '@udlejning/shared/accounts/reset.schema';
import type { Language } from '@udlejning/shared/i18n/languages';
import type { ResendVerification } from '@udlejning/shared/accounts/verification.schema';
import type { Deps } from '../../../platform/deps';
import { queueMail } from '../../../platform/mail/mail-queue';
import { mailLanguage } from '../../../platform/http/request-language';
import type { UserActor } from '../../../platform/auth/actor';
import { AppError } from '../../../platform/errors';
import { findUserByEmail, findUserById, revertEmail, updateUser, type UserRow } from '../accounts.repository';
import { PASSWORD_RESET_JOB } from './password-reset';
import { emailChangedMail, mailLink, verifyEmailMail } from '../accounts.mails';
import { accountMailsByAddress, verificationsByIp } from '../accounts.limits';
import { authorizeAccount } from '../accounts.policy';

/**
 * Queues a verification link for the user's current address (the mail job delivers it, with
 * retries), in the user's language, else `language` (the request's), else da.
 */
export async function sendVerificationMail(deps: Deps, user: UserRow, language: Language | null = null): Promise<void> {
  const token = await deps.tokens.sign('verify-email', { userId: user.id, email: user.email }, VERIFY_EMAIL_TOKEN_TTL_SECONDS);
  const link = mailLink(deps.publicUrl, '/verify-email', token);
  await queueMail(deps, deps.db, verifyEmailMail(user, link, mailLanguage(user.language, language)));
}

/**
 * Queues the notice to the account's old address that its e-mail changed to `newEmail` (docs/architecture.md "Auth and sessions"),
 * in the user's language, with the link that undoes the change (purpose 'undo-email-change', 7 days, claims
 * {userId, oldEmail, newEmail}). `before` is the row as it was.
 */
export async function sendEmailChangedMail(deps: Deps, before: UserRow, newEmail: string): Promise<void> {
  const token = await deps.tokens.sign(
    'undo-email-change',
    { userId: before.id, oldEmail: before.email, newEmail },
    UNDO_EMAIL_CHANGE_TTL_SECONDS,
  );
  const undoLink = mailLink(deps.publicUrl, '/undo-email-change', token);
  await queueMail(deps, deps.db, emailChangedMail(before, newEmail, undoLink, mailLanguage(before.language, null)));
}

const undoClaims = z.object({ userId: z.number().int(), oldEmail: z.string(), newEmail: z.string() });

/**
 * undoEmailChange(token): the link in the notice to the old address (docs/architecture.md "Auth and sessions" →
 * "Undoing an e-mail change"). Puts the old address back (verified: the mail reached it), ends every session and
 * queues a password reset link to the old address, since whoever changed the address may know the password; true.
 * TOKEN_EXPIRED when the link is past its 7 days or the address changed again (or was already put back);
 * UNAUTHENTICATED when invalid; 409 EMAIL_IN_USE when another account took the old address meanwhile; 429
 * RATE_LIMITED after 20 calls an hour from `ip`.
 */
export async function undoEmailChange(deps: Deps, token: string, ip: string): Promise<boolean> {
  await verificationsByIp.consume(deps.db, ip);
  const claims = undoClaims.safeParse(await deps.tokens.verify('undo-email-change', token));
  if (!claims.success) throw new AppError('UNAUTHENTICATED');
  const { userId, oldEmail, newEmail } = claims.data;
  const user = await findUserById(deps.db, userId);
  if (!user || user.deletedAt) throw new AppError('UNAUTHENTICATED');
  const reverted = await revertEmail(deps.db, user.id, newEmail, oldEmail);
  if (!reverted) throw new AppError('TOKEN_EXPIRED');
  if (deps.jobs) await deps.jobs.send(PASSWORD_RESET_JOB, { email: reverted.email.toLowerCase(), language: null });
  deps.log.info({ userId: user.id }, 'e-mail change undone from the notice link');
  return true;
}

const verifyClaims = z.object({ userId: z.number().int(), email: z.string() });

/**
 * verifyEmail(token): marks the address of the token verified and returns true. TOKEN_EXPIRED
 * when the link is past its date or the account's address changed since; UNAUTHENTICATED when
 * invalid; 429 RATE_LIMITED after 20 verifications an hour from `ip`.
 */
export async function verifyEmail(deps: Deps, token: string, ip: string): Promise<boolean> {
  await verificationsByIp.consume(deps.db, ip);
  const claims = verifyClaims.safeParse(await deps.tokens.verify('verify-email', token));
  if (!claims.success) throw new AppError('UNAUTHENTICATED');
  const user = await findUserById(deps.db, claims.data.userId);
  if (!user || user.deletedAt) throw new AppError('UNAUTHENTICATED');
  // a link mailed to an earlier address must not verify the current one
  if (user.email.toLowerCase() !== claims.data.email.toLowerCase()) throw new AppError('TOKEN_EXPIRED');
  if (!user.emailVerified) await updateUser(deps.db, user.id, { emailVerified: true });
  return true;
}

/**
 * resendEmailVerification(email): signed-in users for their own address, admins for any.
 * True when a mail was sent; false when the address is unknown or already verified, or 5 account
 * mails went to it this hour. 403 for another user's address, 429 after 20 verification calls an
 * hour from `ip`.
 */
export async function resendEmailVerification(
  deps: Deps,
  user: UserActor,
  { email }: ResendVerification,
  ip: string,
): Promise<boolean> {
  await verificationsByIp.consume(deps.db, ip);
  const target = await findUserByEmail(deps.db, email);
  authorizeAccount(user, 'resendVerification', target);
  if (!target) return false;
  if (target.emailVerified || target.deletedAt) return false;
  if (!(await accountMailsByAddress.tryConsume(deps.db, target.email.toLowerCase()))) return false;
  await sendVerificationMail(deps, target);
  return true;
}
