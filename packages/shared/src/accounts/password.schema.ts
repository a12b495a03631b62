/**
 * Change password (doc 1 §5). `changePasswordSchema` is the payload of
 * POST /api/users/me/password {password, oldPassword}; the form adds the repeat.
 */
import { z } from 'zod';
import { ACCOUNT_MESSAGES as M, newPasswordText, passwordText, whenObject } from './fields';

const newPassword = newPasswordText(M.missingPassword, M.passwordTooShort);

export const changePasswordSchema = z.object({
  oldPassword: passwordText(M.typePresentPassword),
  password: newPassword,
});
export type ChangePassword = z.output<typeof changePasswordSchema>;

export const changePasswordFormSchema = z
  .object({
    ...changePasswordSchema.shape,
    passwordRepeat: z.string({ error: M.missingPassword }).min(1, M.missingPassword),
  })
  .superRefine((v, ctx) => {
    if (typeof v.passwordRepeat === 'string' && v.passwordRepeat && v.password !== v.passwordRepeat) {
      ctx.addIssue({ code: 'custom', path: ['passwordRepeat'], message: M.newPasswordsDoNotMatch });
    }
  }, whenObject);
export type ChangePasswordForm = z.output<typeof changePasswordFormSchema>;
