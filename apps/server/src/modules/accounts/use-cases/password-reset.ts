/**
 * Password reset (doc 1 §4, §7): reqResetPassword mails `${publicUrl}/reset-password?token=…`
 * (purpose 'reset-password', 1 hour, claims {userId, email}); userResetPassword sets the new
 * password and returns a login token. A link issued before the last password change is void.
 */
import { z } from 'zod';
import { RESET_TOKEN_TTL_SECONDS, requestResetSchema, resetPasswordSchema } from '@udlejning/shared/accounts/reset.schema';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { findUserByEmail, findUserById, updateUser } from '../accounts.repository';
import { mailLink, resetPasswordMail } from '../accounts.mails';
import { hashPassword } from '../password';
import { accountLimiters } from '../rate-limit';

/**
 * Mails a reset link when the address belongs to an active account; always resolves to true so
 * the reply does not reveal which addresses exist. 400 for a blank or malformed address.
 */
export async function requestPasswordReset(deps: Deps, body: unknown): Promise<boolean> {
  const { email } = requestResetSchema.parse(body);
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.deletedAt) return true;
  const limiter = accountLimiters(deps).mailsByEmail;
  const key = user.email.toLowerCase();
  if (limiter.isLimited(key)) return true;
  limiter.hit(key);
  // `pwd` ties the link to the current password: a later change (or this reset) voids it
  const token = await deps.tokens.sign(
    'reset-password',
    { userId: user.id, email: user.email, pwd: user.passwordChangedAt.getTime() },
    RESET_TOKEN_TTL_SECONDS,
  );
  try {
    await deps.mailer.send(resetPasswordMail(user, mailLink(deps.publicUrl, '/reset-password', token)));
  } catch (err) {
    deps.log.error({ err, userId: user.id }, 'reset mail failed');
  }
  return true;
}

const resetClaims = z.object({ userId: z.number().int(), email: z.string(), pwd: z.number() });

/**
 * Sets a new password from a reset link and returns a login token. 400 with 'Din adgangskode
 * skal mindst være 6 tegn' for a short password; TOKEN_EXPIRED when the link is expired or was
 * issued before the last password change; UNAUTHENTICATED when the token is invalid or does not
 * match userId/email.
 */
export async function resetPassword(deps: Deps, body: unknown): Promise<string> {
  const input = resetPasswordSchema.parse(body);
  const claims = resetClaims.safeParse(await deps.tokens.verify('reset-password', input.token));
  if (!claims.success) throw new AppError('UNAUTHENTICATED');
  const { userId, email, pwd } = claims.data;
  if (userId !== input.userId || email.toLowerCase() !== input.email.toLowerCase()) throw new AppError('UNAUTHENTICATED');
  const user = await findUserById(deps.db, userId);
  if (!user || user.deletedAt || user.email.toLowerCase() !== email.toLowerCase()) throw new AppError('UNAUTHENTICATED');
  if (user.passwordChangedAt.getTime() !== pwd) throw new AppError('TOKEN_EXPIRED');
  // following the mailed link proves the address, so it counts as verified
  await updateUser(deps.db, user.id, {
    passwordHash: await hashPassword(input.password),
    passwordChangedAt: deps.now(),
    emailVerified: true,
  });
  accountLimiters(deps).loginByEmail.reset(user.email.toLowerCase());
  return deps.tokens.sign('login', { sub: String(user.id) });
}
