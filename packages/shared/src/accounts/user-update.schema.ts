/**
 * Admin user update, POST /api/users/{id} (doc 1 §6, §7): every field optional; admins may set
 * type VA as well as PERSONAL and BUSINESS, and edit cvr.
 */
import { z } from 'zod';
import { USER_TYPES } from './user';
import { ACCOUNT_MESSAGES as M, emailField, mustBeFilled, optionalText, requiredText } from './fields';

export const adminUserUpdateSchema = z.object({
  firstname: requiredText(M.missingFirstname).optional(),
  lastname: requiredText(M.missingLastname).optional(),
  email: emailField(M.noEmail, M.emailNotValid).optional(),
  phone: requiredText(M.missingPhone).optional(),
  type: z.enum(USER_TYPES, { error: mustBeFilled('type') }).optional(),
  company: optionalText(),
  companyAddress: optionalText(),
  cvr: optionalText(),
  verified: z.boolean().optional(),
  emailVerified: z.boolean().optional(),
  phoneVerified: z.boolean().optional(),
});
export type AdminUserUpdate = z.output<typeof adminUserUpdateSchema>;
