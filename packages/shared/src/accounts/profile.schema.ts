/**
 * My Account profile (doc 1 §5, §7 POST /api/users/me): a valid e-mail ('Please enter a valid
 * email'); BUSINESS users also need company and companyAddress; cvr is kept only for admins.
 */
import { z } from 'zod';
import type { UserType } from './user';
import { ACCOUNT_MESSAGES as M, emailField, optionalText, requiredText, whenObject } from './fields';

const profileShape = {
  firstname: requiredText(M.missingFirstname),
  lastname: requiredText(M.missingLastname),
  email: emailField(M.profileEmailNotValid, M.profileEmailNotValid),
  phone: requiredText(M.missingPhone),
  company: optionalText(),
  companyAddress: optionalText(),
  /** Ignored by the server unless the actor is an admin. */
  cvr: optionalText(),
};

/** The profile payload, without the type-dependent rule. */
export const profileSchema = z.object(profileShape);
export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;

const isBlank = (v: unknown) => !(typeof v === 'string' && v.trim());

/** The profile schema for a user of `type`: BUSINESS adds the company rules. */
export function profileSchemaFor(type: UserType) {
  return z.object(profileShape).superRefine((v, ctx) => {
    if (type !== 'BUSINESS') return;
    if (isBlank(v.company)) ctx.addIssue({ code: 'custom', path: ['company'], message: M.noCompanyName });
    if (isBlank(v.companyAddress)) ctx.addIssue({ code: 'custom', path: ['companyAddress'], message: M.noCompanyAddress });
  }, whenObject);
}
