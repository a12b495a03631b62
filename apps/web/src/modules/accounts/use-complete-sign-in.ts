/**
 * Stores a login reply and moves on (doc 1 §4: login → /dashboard, signup → /dwellings/create,
 * reset → /dwellings). The session is committed synchronously first, so the logged-out guard's
 * own redirect to /dashboard is superseded by this navigation.
 */
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import type { AuthReply } from '@udlejning/shared/accounts/user';
import { useSession } from './session';

export function useCompleteSignIn() {
  const { setSession } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (reply: AuthReply, to: string) => {
      flushSync(() => setSession(reply));
      void navigate(to, { replace: true });
    },
    [setSession, navigate],
  );
}
