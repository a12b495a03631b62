/**
 * Stores a login reply and moves on (doc 1 §4: login → /dashboard, signup → /dwellings/create,
 * reset → /dwellings). A visitor who came from an invitation link goes back to it instead
 * (pending-invitation.ts).
 */
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import type { AuthReply } from '@udlejning/shared/accounts/user';
import { useSession } from './session';
import { pendingInvitation } from '../organizations/pending-invitation';

/**
 * Returns `completeSignIn(reply, to)`. The session is committed synchronously first (`flushSync`), so
 * the signed-out page's own redirect to /dashboard (`PublicOnly`) has already been made when this
 * navigation to `to` supersedes it, and the signed-in page at `to` renders with its user.
 */
export function useCompleteSignIn() {
  const { setSession } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (reply: AuthReply, to: string) => {
      const landing = pendingInvitation.take() ?? to;
      flushSync(() => setSession(reply));
      void navigate(landing, { replace: true });
    },
    [setSession, navigate],
  );
}
