/**
 * Password reset (doc 1 §4, §7): reqResetPassword queues a job that mails
 * `${publicUrl}/reset-password?token=…` (purpose 'reset-password', 1 hour, claims {userId, email})
 * when the address has an active account; userResetPassword sets the new password and returns a
 * login token. A link issued before the last password change is void.
 */
import { z } from 'zod';
import { RESET_TOKEN_TTL_SECONDS, type RequestReset, type ResetPasswordInput } from '@udlejning/shared/accounts/reset.schema';
import type { Language } from '@udlejning/shared/i18n/languages';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { loginClaims } from '../../../platform/auth/tokens';
import type { JobData, JobHandlers } from '../../../platform/jobs/queue';
import { queueMail } from '../../../platform/mail/mail-queue';
import { mailLanguage } from '../../../platform/http/request-language';
import { findUserByEmail, findUserById, setPassword } from '../accounts.repository';
import { mailLink, resetPasswordMail } from '../accounts.mails';
import { hashPassword } from '../password';
import { accountMailsByAddress, loginFailuresByEmailAndIp, resetRequestsByIp, resetsByIp } from '../accounts.limits';

/** The job that looks the address up and mails the link; data {email, language}. */
export const PASSWORD_RESET_JOB = 'accounts-password-reset-mail';

/**
 * Queues the reset for `email` and resolves to true, whether or not the address has an
 * account: the request does the same work in both cases (count the address, queue one job), so
 * neither the reply nor its time tells which addresses exist (docs/architecture.md "Auth and sessions"); the job decides. At most
 * 5 requests per address and hour are queued (accountMailsByAddress); 429 after 20 requests an hour
 * from `ip`. `language`: the request's, for an account without one.
 */
export async function requestPasswordReset(
  deps: Deps,
  { email }: RequestReset,
  ip: string,
  language: Language | null = null,
): Promise<boolean> {
  await resetRequestsByIp.consume(deps.db, ip);
  const key = email.trim().toLowerCase();
  if (!(await accountMailsByAddress.tryConsume(deps.db, key))) return true;
  if (deps.jobs) await deps.jobs.send(PASSWORD_RESET_JOB, { email: key, language });
  else deps.log.warn('no job queue: password reset not mailed');
  return true;
}

/** The job: mails a reset link when `data.email` belongs to an active account; otherwise nothing. */
async function mailPasswordReset(deps: Deps, data: JobData): Promise<void> {
  const user = await findUserByEmail(deps.db, String(data.email ?? ''));
  if (!user || user.deletedAt) return;
  // `pwd` ties the link to the current password: a later change (or this reset) voids it
  const token = await deps.tokens.sign(
    'reset-password',
    { userId: user.id, email: user.email, pwd: user.passwordChangedAt.getTime() },
    RESET_TOKEN_TTL_SECONDS,
  );
  const language = mailLanguage(user.language, typeof data.language === 'string' ? data.language : null);
  await queueMail(deps, deps.db, resetPasswordMail(user, mailLink(deps.publicUrl, '/reset-password', token), language));
}

/** The accounts domain's jobs, to start the queue with. */
export function accountJobs(deps: Deps): JobHandlers {
  return { handlers: { [PASSWORD_RESET_JOB]: (data) => mailPasswordReset(deps, data) } };
}

const resetClaims = z.object({ userId: z.number().int(), email: z.string(), pwd: z.number() });

/**
 * Sets a new password from a reset link and returns a login token; every other session ends (the
 * token version is bumped). 400 with 'Din adgangskode skal mindst være 6 tegn' for a short
 * password; TOKEN_EXPIRED when the link is expired or was issued before the last password change;
 * UNAUTHENTICATED when the token is invalid or does not match userId/email; 429 after 20 resets an
 * hour from `ip`. Clears the failed sign-ins of this e-mail from `ip`.
 */
export async function resetPassword(deps: Deps, input: ResetPasswordInput, ip: string): Promise<string> {
  await resetsByIp.consume(deps.db, ip);
  const claims = resetClaims.safeParse(await deps.tokens.verify('reset-password', input.token));
  if (!claims.success) throw new AppError('UNAUTHENTICATED');
  const { userId, email, pwd } = claims.data;
  if (userId !== input.userId || email.toLowerCase() !== input.email.toLowerCase()) throw new AppError('UNAUTHENTICATED');
  const user = await findUserById(deps.db, userId);
  if (!user || user.deletedAt || user.email.toLowerCase() !== email.toLowerCase()) throw new AppError('UNAUTHENTICATED');
  if (user.passwordChangedAt.getTime() !== pwd) throw new AppError('TOKEN_EXPIRED');
  // following the mailed link proves the address, so it counts as verified
  const updated = await setPassword(deps.db, user.id, {
    passwordHash: await hashPassword(input.password),
    passwordChangedAt: deps.now(),
    emailVerified: true,
  });
  await loginFailuresByEmailAndIp.reset(deps.db, `${ip} ${updated.email.toLowerCase()}`);
  return deps.tokens.sign('login', loginClaims(updated.id, updated.tokenVersion));
}
