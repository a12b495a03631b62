/**
 * E-mail verification (doc 1 §4): the mailed link `${publicUrl}/verify-email?token=…` (purpose
 * 'verify-email', 7 days, claims {userId, email}), verifyEmail and resendEmailVerification.
 */
import { z } from 'zod';
import { VERIFY_EMAIL_TOKEN_TTL_SECONDS } from '@udlejning/shared/accounts/reset.schema';
import type { Deps } from '../../../platform/deps';
import { requireUser, type Actor } from '../../../platform/auth/actor';
import { AppError } from '../../../platform/errors';
import { findUserByEmail, findUserById, updateUser, type UserRow } from '../accounts.repository';
import { mailLink, verifyEmailMail } from '../accounts.mails';
import { accountLimiters } from '../rate-limit';
import { authorizeAccount } from '../accounts.policy';

/**
 * Mails a verification link for the user's current address. A failing mail transport is
 * logged, not thrown: the account change that triggered it has already been saved.
 */
export async function sendVerificationMail(deps: Deps, user: UserRow): Promise<void> {
  const token = await deps.tokens.sign('verify-email', { userId: user.id, email: user.email }, VERIFY_EMAIL_TOKEN_TTL_SECONDS);
  try {
    await deps.mailer.send(verifyEmailMail(user, mailLink(deps.publicUrl, '/verify-email', token)));
  } catch (err) {
    deps.log.error({ err, userId: user.id }, 'verification mail failed');
  }
}

const verifyClaims = z.object({ userId: z.number().int(), email: z.string() });

/**
 * verifyEmail(token): marks the address of the token verified and returns true. TOKEN_EXPIRED
 * when the link is past its date or the account's address changed since; UNAUTHENTICATED when invalid.
 */
export async function verifyEmail(deps: Deps, token: string): Promise<boolean> {
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
 * True when a mail was sent; false when the address is unknown or already verified, or too many
 * mails went to it this minute. 401 logged out, 403 for another user's address.
 */
export async function resendEmailVerification(deps: Deps, actor: Actor, email: string): Promise<boolean> {
  const user = requireUser(actor);
  const target = await findUserByEmail(deps.db, email);
  if (!target) {
    if (!user.isAdmin) throw new AppError('FORBIDDEN');
    return false;
  }
  authorizeAccount(user, 'resendVerification', target);
  if (target.emailVerified || target.deletedAt) return false;
  const limiter = accountLimiters(deps).mailsByEmail;
  const key = target.email.toLowerCase();
  if (limiter.isLimited(key)) return false;
  limiter.hit(key);
  await sendVerificationMail(deps, target);
  return true;
}
