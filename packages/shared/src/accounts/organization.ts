/**
 * Organizations (doc 1 §1, §3): the name and member forms, shared by the web forms and the API, and
 * the shapes the API returns. An organization's id is its uuid.
 */
import { z } from 'zod';
import { ROLES } from './user';
import { INVALID_VALUE, TEXT_LIMITS, TOO_LONG, isStorableText } from '../text';

export const ORGANIZATION_MESSAGES = {
  nameMissing: 'Du mangler at udfylde feltet',
  emailNotValid: 'Please enter a valid email',
  noSuchUser: 'No user with this e-mail',
} as const;

/** createOrganization(name). */
export const organizationNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, ORGANIZATION_MESSAGES.nameMissing)
    .max(TEXT_LIMITS.short, TOO_LONG)
    .refine(isStorableText, INVALID_VALUE),
});
export type OrganizationName = z.output<typeof organizationNameSchema>;

/** addOrganizationMember(id, email, role): the member's e-mail and the role of the entry (default landlord). */
export const organizationMemberSchema = z.object({
  email: z.string().trim().max(TEXT_LIMITS.short, TOO_LONG).pipe(z.email(ORGANIZATION_MESSAGES.emailNotValid)),
  role: z.enum(ROLES).default('landlord'),
});
export type OrganizationMemberInput = z.input<typeof organizationMemberSchema>;

/** An organization as the API returns it. */
export type OrganizationView = { id: string; uuid: string; name: string; active: boolean; createdAt: string };
/** A member: the user and the role of its entry. */
export type OrganizationMemberView = { uuid: string; name: string; email: string; role: string };
