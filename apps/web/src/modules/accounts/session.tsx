/**
 * The session: the stored login token and the session user (GET /api/users/me).
 * Login, signup, reset and profile update call `setSession(reply)`; `signOut()` clears token,
 * user and cached lists (doc 1 §4). A 401 anywhere clears the token and sends the user to /, with the
 * page they were on as `?next=` (RequireAuth); signing out on purpose goes to / without it
 * (docs/architecture.md "Sign-in and mail links"). A renewed login token (lib/api.ts) replaces the
 * token without fetching the user again.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AuthReply, SessionUser } from '@udlejning/shared/accounts/user';
import { apiFetch, onTokenRenewed, onUnauthorized } from '../../lib/api';
import { tokenStorage } from '../../lib/token-storage';
import { clearAllDrafts } from '../../lib/form-draft';

type Session = {
  token: string | null;
  user: SessionUser | null;
  /** True while the stored token is being checked. */
  isLoading: boolean;
  isAdmin: boolean;
  /** Stores a login reply (the token and the session user). */
  setSession: (reply: AuthReply) => void;
  /** Ends the session: 'user' when the person signed out, 'expired' when the API refused the login (401). */
  signOut: (reason?: SignOutReason) => void;
  /** True after the person signed out themselves (until the next sign-in): no `?next=` back to the page. */
  signedOutByUser: boolean;
};

export type SignOutReason = 'user' | 'expired';

const SessionContext = createContext<Session | null>(null);

export const SESSION_QUERY_KEY = ['session', 'me'] as const;

/** The session user query, for the stored token (or none): the same options wherever it is fetched. */
const sessionQuery = (token: string | null) =>
  ({
    queryKey: [...SESSION_QUERY_KEY, token],
    queryFn: () => apiFetch<SessionUser>('/api/users/me'),
    retry: false,
    staleTime: 60_000,
  }) as const;

/**
 * Fetches the session user of the stored login into `queryClient` before the first render (main.tsx),
 * so a signed-in page renders once with its user instead of a progress bar first (docs/architecture.md "Front-end loading"; the
 * request itself was already started by index.html's script). Never rejects: without a login, or on
 * any failure, the query stays empty and SessionProvider fetches and handles it (a 401 signs out).
 */
export async function primeSession(queryClient: QueryClient): Promise<void> {
  const token = tokenStorage.get();
  if (!token) return;
  await queryClient.prefetchQuery(sessionQuery(token));
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => tokenStorage.get());
  const [signedOutByUser, setSignedOutByUser] = useState(false);

  const me = useQuery({ ...sessionQuery(token), enabled: Boolean(token) });

  const signOut = useCallback(
    (reason: SignOutReason = 'user') => {
      tokenStorage.clear();
      // signing out on purpose drops what was typed (another person may use the browser next); an
      // ended session keeps it for the sign-in that follows (docs/architecture.md "Form drafts")
      if (reason === 'user') clearAllDrafts();
      setSignedOutByUser(reason === 'user');
      setToken(null);
      queryClient.clear();
    },
    [queryClient],
  );

  useEffect(() => onUnauthorized(() => signOut('expired')), [signOut]);

  // a renewed login token (docs/architecture.md "Auth and sessions") keeps the session user: the
  // query is keyed by token, so the data moves to the new key instead of asking /me again
  useEffect(
    () =>
      onTokenRenewed((next, previous) => {
        const user = queryClient.getQueryData<SessionUser>([...SESSION_QUERY_KEY, previous]);
        if (user) queryClient.setQueryData([...SESSION_QUERY_KEY, next], user);
        setToken(next);
      }),
    [queryClient],
  );

  const setSession = useCallback(
    (reply: AuthReply) => {
      const { token: next, ...user } = reply;
      tokenStorage.set(next);
      queryClient.setQueryData([...SESSION_QUERY_KEY, next], user);
      setSignedOutByUser(false);
      setToken(next);
    },
    [queryClient],
  );

  const value = useMemo<Session>(() => {
    const user = token ? (me.data ?? null) : null;
    return {
      token,
      user,
      isLoading: Boolean(token) && me.isPending,
      isAdmin: user?.role === 'admin',
      setSession,
      signOut,
      signedOutByUser,
    };
  }, [token, me.data, me.isPending, setSession, signOut, signedOutByUser]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session; throws outside SessionProvider. */
export function useSession(): Session {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside SessionProvider');
  return ctx;
}
