/**
 * Invitation tokens (docs/architecture.md "Organizations"): 32 random bytes, base64url, in
 * the mailed link; the database keeps only their sha256, so a copy of it opens no invitation.
 */
import { createHash, randomBytes } from 'node:crypto';

/** The sha256 (hex) of a token, as organization_invitations.token_hash stores it. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new token and its hash. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}
