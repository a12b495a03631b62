/**
 * The invitation link a signed-out visitor opened (docs/architecture.md "Organizations"):
 * kept for this tab while they sign in or sign up, so they land back on the invitation page.
 */
const KEY = 'udlejning.invitation';

/** The invitation page's address for `token`. */
export const invitationPath = (token: string) => `/organizations/invitation?token=${encodeURIComponent(token)}`;

export const pendingInvitation = {
  /** Remembers the token of the link the visitor opened. */
  remember(token: string) {
    try {
      sessionStorage.setItem(KEY, token);
    } catch {
      /* storage off: the visitor opens the mailed link again */
    }
  },
  /** The invitation page to land on after signing in, once; null when none is waiting. */
  take(): string | null {
    try {
      const token = sessionStorage.getItem(KEY);
      sessionStorage.removeItem(KEY);
      return token ? invitationPath(token) : null;
    } catch {
      return null;
    }
  },
};
