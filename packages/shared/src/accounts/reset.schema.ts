/**
 * Password reset (doc 1 §4, §5): the request by e-mail, the new password with its Danish
 * messages, and the claims of the mailed reset token.
 */
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './user';
import { NOT_BLANK, INVALID_VALUE, TEXT_LIMITS, TOO_LONG, isStorableText } from '../text';
import { ACCOUNT_MESSAGES as M, emailField, whenObject } from './fields';

/** reqResetPassword(email). */
export const requestResetSchema = z.object({ email: emailField(M.noEmail, M.emailNotValid) });

/** The new password of userResetPassword: at least 6 characters. */
export const resetPasswordField = z
  .string({ error: M.resetPasswordTooShort })
  .min(MIN_PASSWORD_LENGTH, M.resetPasswordTooShort)
  .max(TEXT_LIMITS.password, TOO_LONG)
  .refine(isStorableText, INVALID_VALUE);

/** userResetPassword(password, userId, email) with the reset token (sent as the Authorization bearer). */
export const resetPasswordSchema = z.object({
  password: resetPasswordField,
  userId: z.coerce.number().int().positive(),
  email: z.string().trim().min(1).max(TEXT_LIMITS.email).refine(isStorableText, INVALID_VALUE).meta(NOT_BLANK),
  token: z.string().min(1).max(TEXT_LIMITS.token).refine(isStorableText, INVALID_VALUE),
});
export type ResetPassword = z.output<typeof resetPasswordSchema>;

/** The reset form: new password and its repeat, which must be equal. */
export const resetPasswordFormSchema = z
  .object({
    password: resetPasswordField,
    passwordRepeat: z.string({ error: M.resetPasswordsDoNotMatch }).max(TEXT_LIMITS.password, TOO_LONG),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.passwordRepeat)
      ctx.addIssue({ code: 'custom', path: ['passwordRepeat'], message: M.resetPasswordsDoNotMatch });
  }, whenObject);
export type ResetPasswordForm = z.output<typeof resetPasswordFormSchema>;

/** Claims of a reset-password token (purpose 'reset-password', 1 hour). `exp` is in seconds. */
export type ResetTokenClaims = { userId: number; email: string; exp: number };

/** Lifetime of a reset link in seconds. */
export const RESET_TOKEN_TTL_SECONDS = 3600;
/** Lifetime of an e-mail verification link in seconds (7 days). */
export const VERIFY_EMAIL_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
/**
 * How long the "undo" link in the notice to the old address works after an e-mail change, seconds (7 days;
 * docs/architecture.md "Auth and sessions" → "Undoing an e-mail change").
 */
export const UNDO_EMAIL_CHANGE_TTL_SECONDS = 7 * 24 * 3600;
export type RequestReset = z.output<typeof requestResetSchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
