/**
 * My Account profile (doc 1 §5, §7 POST /api/users/me): a valid e-mail ('Please enter a valid
 * email'); BUSINESS users also need company and companyAddress; cvr is kept only for admins.
 * A new e-mail needs the current password ('Type present password' on currentPassword, docs/architecture.md "Auth and sessions").
 */
import { z } from 'zod';
import type { UserType } from './user';
import { TEXT_LIMITS } from '../text';
import { ACCOUNT_MESSAGES as M, emailField, optionalText, requiredText, whenObject } from './fields';
import { phoneField } from './phone-field';

const profileShape = {
  firstname: requiredText(M.missingFirstname),
  lastname: requiredText(M.missingLastname),
  email: emailField(M.profileEmailNotValid, M.profileEmailNotValid),
  phone: phoneField(M.missingPhone),
  company: optionalText(TEXT_LIMITS.company),
  companyAddress: optionalText(TEXT_LIMITS.address),
  /** Ignored by the server unless the actor is an admin. */
  cvr: optionalText(TEXT_LIMITS.cvr),
  /** The current password: required when the e-mail changes (docs/architecture.md "Auth and sessions"), never stored. */
  currentPassword: z.string().max(TEXT_LIMITS.password).optional(),
};

/** The profile payload, without the type-dependent rule. */
export const profileSchema = z.object(profileShape);
export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;
/** POST /api/users/me: the fields sent; the others keep their saved value (the type rule runs on the merge). */
export const profileUpdateSchema = profileSchema.partial();
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

const isBlank = (v: unknown) => !(typeof v === 'string' && v.trim());

/** True when `email` is another address than `currentEmail` (case and surrounding blanks ignored). */
export function isEmailChange(currentEmail: string, email: unknown): boolean {
  return typeof email === 'string' && email.trim().toLowerCase() !== currentEmail.trim().toLowerCase();
}

/**
 * The profile schema for a user of `type`: BUSINESS adds the company rules; given the saved
 * `currentEmail`, a different e-mail requires currentPassword.
 */
export function profileSchemaFor(type: UserType, currentEmail?: string) {
  return z.object(profileShape).superRefine((v, ctx) => {
    if (currentEmail !== undefined && isEmailChange(currentEmail, v.email) && isBlank(v.currentPassword)) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: M.typePresentPassword });
    }
    if (type !== 'BUSINESS') return;
    if (isBlank(v.company)) ctx.addIssue({ code: 'custom', path: ['company'], message: M.noCompanyName });
    if (isBlank(v.companyAddress)) ctx.addIssue({ code: 'custom', path: ['companyAddress'], message: M.noCompanyAddress });
  }, whenObject);
}
