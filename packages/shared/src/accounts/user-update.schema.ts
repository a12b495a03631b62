/**
 * Admin user update, POST /api/users/{id} (doc 1 §6, §7): every field optional; admins may set
 * type VA as well as PERSONAL and BUSINESS, and edit cvr. E-mail and phone follow the signup rules.
 * An admin changing their own e-mail here must give `currentPassword`, as on POST /api/users/me.
 */
import { z } from 'zod';
import { USER_TYPES } from './user';
import { TEXT_LIMITS } from '../text';
import { ACCOUNT_MESSAGES as M, emailField, mustBeFilled, optionalText, requiredText } from './fields';
import { phoneField } from './phone-field';

export const adminUserUpdateSchema = z.object({
  firstname: requiredText(M.missingFirstname).optional(),
  lastname: requiredText(M.missingLastname).optional(),
  email: emailField(M.noEmail, M.emailNotValid).optional(),
  phone: phoneField(M.missingPhone).optional(),
  type: z.enum(USER_TYPES, { error: mustBeFilled('type') }).optional(),
  company: optionalText(TEXT_LIMITS.company),
  companyAddress: optionalText(TEXT_LIMITS.address),
  cvr: optionalText(TEXT_LIMITS.cvr),
  verified: z.boolean().optional(),
  emailVerified: z.boolean().optional(),
  phoneVerified: z.boolean().optional(),
  /** The acting admin's current password: required when they change their own e-mail, never stored. */
  currentPassword: z.string().max(TEXT_LIMITS.password).optional(),
});
export type AdminUserUpdate = z.output<typeof adminUserUpdateSchema>;
