/**
 * The accounts domain's rate limits, counted in PostgreSQL by the platform limiter
 * (platform/http/rate-limit.ts). Sign-in counts failures per IP and per (e-mail, IP), never per
 * e-mail alone, so a stranger cannot lock the owner out (docs/architecture.md "Rate limits").
 */
import { defineRateLimit } from '../../platform/http/rate-limit';

const HOUR = 3600;

/** Failed sign-ins from one IP, whatever the e-mail: 50 an hour. */
export const loginFailuresByIp = defineRateLimit({ name: 'login-ip', points: 50, durationSeconds: HOUR });
/** Failed sign-ins for one e-mail from one IP: 10 an hour; a successful sign-in clears it. */
export const loginFailuresByEmailAndIp = defineRateLimit({ name: 'login-email-ip', points: 10, durationSeconds: HOUR });
/** Signup attempts from one IP: 20 an hour. */
export const signupsByIp = defineRateLimit({ name: 'signup-ip', points: 20, durationSeconds: HOUR });
/** Wrong current passwords of one user (password change, e-mail change): 10 an hour; a right one clears it. */
export const currentPasswordFailuresByUser = defineRateLimit({
  name: 'current-password-user',
  points: 10,
  durationSeconds: HOUR,
});
/** E-mail changes of one user: 5 a day (each mails the old and the new address). */
export const emailChangesByUser = defineRateLimit({ name: 'email-change-user', points: 5, durationSeconds: 24 * HOUR });
/** Reset-mail requests from one IP: 20 an hour. */
export const resetRequestsByIp = defineRateLimit({ name: 'reset-request-ip', points: 20, durationSeconds: HOUR });
/** Password resets (new password from a link) from one IP: 20 an hour. */
export const resetsByIp = defineRateLimit({ name: 'reset-ip', points: 20, durationSeconds: HOUR });
/** E-mail verifications (link opened, resend asked) from one IP: 20 an hour. */
export const verificationsByIp = defineRateLimit({ name: 'verify-email-ip', points: 20, durationSeconds: HOUR });
/** Reset and verification mails to one address: 5 an hour; more are skipped silently (the reply does not reveal accounts). */
export const accountMailsByAddress = defineRateLimit({ name: 'account-mail-email', points: 5, durationSeconds: HOUR });
