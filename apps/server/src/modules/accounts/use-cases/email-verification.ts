/**
 * E-mail verification (doc 1 §4): the mailed link `${publicUrl}/verify-email?token=…` (purpose
 * 'verify-email', 7 days, claims {userId, email}), verifyEmail and resendEmailVerification.
 */
import { z } from 'zod';
import { VERIFY_EMAIL_TOKEN_TTL_SECONDS } from '@udlejning/shared/accounts/reset.schema';
import type { Language } from '@udlejning/shared/i18n/languages';
import type { ResendVerification } from '@udlejning/shared/accounts/verification.schema';
import type { Deps } from '../../../platform/deps';
import { queueMail } from '../../../platform/mail/mail-queue';
import { mailLanguage } from '../../../platform/http/request-language';
import type { UserActor } from '../../../platform/auth/actor';
import { AppError } from '../../../platform/errors';
import { findUserByEmail, findUserById, updateUser, type UserRow } from '../accounts.repository';
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
 * in the user's language. `before` is the row as it was.
 */
export async function sendEmailChangedMail(deps: Deps, before: UserRow, newEmail: string): Promise<void> {
  const forgotLink = `${deps.publicUrl.replace(/\/+$/, '')}/forgot-password`;
  await queueMail(deps, deps.db, emailChangedMail(before, newEmail, forgotLink, mailLanguage(before.language, null)));
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
