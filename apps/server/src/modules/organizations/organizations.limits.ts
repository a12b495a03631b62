/**
 * The organizations domain's rate limits (docs/architecture.md "Organizations"), counted in
 * PostgreSQL by the platform limiter (platform/http/rate-limit.ts).
 */
import { defineRateLimit } from '../../platform/http/rate-limit';

const HOUR = 3600;

/** addOrganizationMember calls of one user, whatever the address: 20 an hour, then 429 RATE_LIMITED. */
export const invitationsByUser = defineRateLimit({ name: 'organization-invite-user', points: 20, durationSeconds: HOUR });
/** Invitation mails to one address, from any organization: 3 a day; more are stored but not mailed (silently). */
export const invitationMailsByAddress = defineRateLimit({
  name: 'organization-invite-email',
  points: 3,
  durationSeconds: 24 * HOUR,
});
