/**
 * E-mail verification (doc 1 §4): resendEmailVerification(email) and verifyEmail(token), checked
 * like every other input (docs/architecture.md "Input rules": at most 254 characters, nothing PostgreSQL cannot store).
 */
import { z } from 'zod';
import { INVALID_VALUE, TEXT_LIMITS, TOO_LONG, isStorableText } from '../text';
import { ACCOUNT_MESSAGES as M } from './fields';

/** resendEmailVerification(email): the address of the account whose mail is sent again. */
export const resendVerificationSchema = z.object({
  email: z
    .string({ error: M.noEmail })
    .trim()
    .min(1, M.noEmail)
    .max(TEXT_LIMITS.email, TOO_LONG)
    .refine(isStorableText, INVALID_VALUE),
});
export type ResendVerification = z.output<typeof resendVerificationSchema>;
