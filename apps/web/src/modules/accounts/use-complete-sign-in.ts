/**
 * Stores a login reply and moves on (doc 1 §4: login → /dashboard, signup → /dwellings/create,
 * reset → /dwellings). The destination travels with the session, and the signed-out page's guard
 * (`PublicOnly`) makes the one navigation once the session user is there, so no render order
 * between the session update and the router can land the user on the wrong page. A visitor who
 * came from an invitation link goes back to it instead (pending-invitation.ts).
 */
import { useCallback } from 'react';
import type { AuthReply } from '@udlejning/shared/accounts/user';
import { useSession } from './session';
import { pendingInvitation } from '../organizations/pending-invitation';

export function useCompleteSignIn() {
  const { setSession } = useSession();
  return useCallback((reply: AuthReply, to: string) => setSession(reply, pendingInvitation.take() ?? to), [setSession]);
}
