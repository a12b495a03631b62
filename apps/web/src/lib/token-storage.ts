/**
 * The login token under `lltoken` in local storage, with an in-memory fallback when storage is
 * unavailable (doc 1 §9).
 */
import { TOKEN_STORAGE_KEY } from '@udlejning/shared/accounts/user';

let memory: string | null = null;

export const tokenStorage = {
  get(): string | null {
    try {
      return window.localStorage.getItem(TOKEN_STORAGE_KEY);
    } catch {
      return memory;
    }
  },
  set(token: string) {
    memory = token;
    try {
      window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
    } catch {
      /* private mode: the in-memory copy is used */
    }
  },
  clear() {
    memory = null;
    try {
      window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      /* ignore */
    }
  },
};

/** The `exp` (seconds since the epoch) of a JWT, read without verifying it (the server verifies), or null. */
export function tokenExp(token: string): number | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const payload: unknown = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = payload && typeof payload === 'object' ? (payload as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}
